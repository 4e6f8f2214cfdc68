/** Sections of the invoice page: products with the §9 breakdown, details, delivery and the map. */
import { useMemo } from 'react';
import { Card, Descriptions, Image, Table, Typography, type TableColumnsType } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/links';
import { refLabel, type CustomerInvoice, type InvoiceProduct } from '@/api/schemas';
import { formatAddress } from '@/lib/address';
import { DateText } from '@/components/JalaliDate';
import { Ltr } from '@/components/Ltr';
import { Money } from '@/components/Money';
import { LazyMapView, type MapMarker } from '@/components/map';
import { durationParts, formatDuration, isFaLocale } from '@/i18n/dayjs';
import { finalPrice, invoiceTotals, lineTotal, num } from '@/lib/pricing';
import { ConditionTag, localDigits, localMobile, ShippingTypeText, StepText } from './labels';
import { formatDigitValue } from '@/lib/digits';
import { useScreens } from '@/components/useScreens';
import { useBoxWidth } from '@/components/useBoxWidth';
import { paths } from '@/lib/paths';

/** The unit price a line is charged, with the price before its discount struck through. */
function UnitPrice({ line }: { line: InvoiceProduct }) {
  return (
    <>
      {num(line.productsDiscount) > 0 ? (
        <Typography.Text delete type="secondary" className="invoice-line__was">
          <Money value={line.productsPrice} />
        </Typography.Text>
      ) : null}
      <Money value={finalPrice(line.productsPrice, line.productsDiscount)} />
    </>
  );
}

/**
 * The least width of the products card for the lines' five columns (measured: 480 px in en and 455 in
 * fa for the seeded invoices' lines, with the card's padding).
 */
const LINES_ROOM = 520;

/**
 * The invoice's lines. In a narrow card the table does not scroll sideways for the figure the customer
 * wants: a line is its product, "count × unit price" under it, and the line total beside it, all in
 * view (a phone at 390 px, and the card beside the details at 1,024 px, 397 px wide); where the card
 * has room, the count and unit price have their own columns. Before the card is measured (and where
 * nothing is laid out), the window decides: compact below antd's `sm` (576 px).
 */
export function ProductsCard({ invoice }: { invoice: CustomerInvoice }) {
  const intl = useIntl();
  const wideWindow = useScreens().sm;
  const { box, hasRoom } = useBoxWidth();
  const phone = !hasRoom(LINES_ROOM, wideWindow);
  const sums = invoiceTotals(invoice);
  const columns = useMemo<TableColumnsType<InvoiceProduct>>(
    () => [
      { key: 'row', title: '#', width: phone ? 32 : 48, render: (_v, _p, i) => intl.formatNumber(i + 1) },
      {
        key: 'name',
        title: intl.formatMessage({ id: 'invoice.col.product' }),
        render: (_v, p) =>
          phone ? (
            <>
              <Link to={paths.product(p.alias)}>{p.name}</Link>
              <div className="invoice-line__count" data-testid="invoice-line-count">
                {intl.formatNumber(num(p.productsCount))} × <UnitPrice line={p} />
              </div>
            </>
          ) : (
            <Link to={paths.product(p.alias)}>{p.name}</Link>
          ),
      },
      ...(phone
        ? []
        : [
            { key: 'count', title: intl.formatMessage({ id: 'invoice.col.count' }), render: (_v: unknown, p: InvoiceProduct) => intl.formatNumber(num(p.productsCount)) },
            { key: 'price', title: intl.formatMessage({ id: 'invoice.col.unitPrice' }), render: (_v: unknown, p: InvoiceProduct) => <UnitPrice line={p} /> },
          ]),
      {
        key: 'total',
        title: intl.formatMessage({ id: 'invoice.col.lineTotal' }),
        align: 'end' as const,
        className: 'invoice-line__total',
        render: (_v, p) => <Money value={lineTotal(p.productsCount, p.productsPrice, p.productsDiscount)} />,
      },
    ],
    [intl, phone],
  );
  // a product may come twice (the spec names no line id): its place keys it too
  const rows = useMemo(() => invoice.products.map((p, i) => ({ ...p, rowKey: `${p.alias}-${i}` })), [invoice.products]);
  const summary: Array<[string, React.ReactNode, boolean?]> = [
    [intl.formatMessage({ id: 'invoice.sum.subtotal' }), <Money key="s" value={sums.subtotal} />],
    ...(invoice.coupon
      ? [[intl.formatMessage({ id: 'invoice.sum.couponCode' }, { code: formatDigitValue(invoice.coupon.code, intl.locale) }), <span key="c">− <Money value={sums.couponPrice} /></span>] as [string, React.ReactNode]]
      : []),
    [intl.formatMessage({ id: 'invoice.sum.vat' }, { percent: intl.formatNumber(num(invoice.vat)) }), <Money key="v" value={sums.vatPrice} />],
    [intl.formatMessage({ id: 'invoice.sum.shipping' }), <Money key="sh" value={sums.shippingPrice} />],
    [intl.formatMessage({ id: 'invoice.sum.payable' }), <Money key="p" value={sums.payable} />, true],
  ];
  return (
    <Card ref={box} title={<FormattedMessage id="invoice.products" />} size="small">
      <Table rowKey="rowKey" columns={columns} dataSource={rows} pagination={false} size="small" scroll={phone ? undefined : { x: 'max-content' }} className="invoice-lines" />
      <dl className="invoice-sum" data-testid="invoice-summary">
        {summary.map(([label, value, strong]) => (
          <div key={label} className={strong ? 'invoice-sum__row invoice-sum__row--total' : 'invoice-sum__row'}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function DetailsCard({ invoice }: { invoice: CustomerInvoice }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const owner = invoice.user;
  const a = owner?.address;
  const address = a ? formatAddress({ province: refLabel(a.province), city: refLabel(a.city), region: refLabel(a.region), place: a.place }, intl.locale) : '';
  const d = (v: string | number | null | undefined) => localDigits(String(v ?? ''), intl.locale);
  const details = a ? intl.formatMessage({ id: 'invoice.field.addressDetails' }, { plaque: d(a.plaque), unit: d(a.unit), postalCode: d(a.postalCode) }) : '';
  const items = [
    { key: 'condition', label: t('invoice.field.condition'), children: <ConditionTag condition={invoice.condition} /> },
    { key: 'step', label: t('invoice.field.step'), children: <StepText step={invoice.step} /> },
    { key: 'createdAt', label: t('invoice.field.createdAt'), children: <DateText value={invoice.createdAt} withTime /> },
    ...(invoice.expireAt && invoice.condition !== 'PAID' ? [{ key: 'expireAt', label: t('invoice.field.expireAt'), children: <DateText value={invoice.expireAt} withTime /> }] : []),
    ...(invoice.paymentAt ? [{ key: 'paymentAt', label: t('invoice.field.paymentAt'), children: <DateText value={invoice.paymentAt} withTime /> }] : []),
    ...(owner ? [{ key: 'owner', label: t('invoice.field.owner'), children: `${owner.firstName} ${owner.lastName}` }] : []),
    ...(owner?.mobile ? [{ key: 'mobile', label: t('invoice.field.mobile'), children: <Ltr>{d(localMobile(owner.mobile))}</Ltr> }] : []),
    ...(address ? [{ key: 'address', label: t('invoice.field.address'), children: `${address}${details ? ` — ${details}` : ''}` }] : []),
  ];
  return (
    <Card title={<FormattedMessage id="invoice.details" />} size="small">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}

/** The customer's shipping duration with its units, in the UI language ('۹ دقیقه', '1 hour 31 minutes'); '' when none. */
function durationText(seconds: number | null, intl: ReturnType<typeof useIntl>): string {
  const parts = durationParts(seconds);
  if (!parts) return '';
  const { hours, minutes } = parts;
  const id = hours === 0 ? 'invoice.duration.minutes' : minutes === 0 ? 'invoice.duration.hours' : 'invoice.duration.hoursMinutes';
  return intl.formatMessage({ id }, { hours, minutes });
}

/**
 * `durationMode`: the customer sees the duration rounded to the minute ('mm:ss' of spec §9: seconds/60
 * rounded) written with its units; staff see 'hh:mm' (spec §9).
 */
export function DeliveryCard({ invoice, durationMode = 'mm:ss' }: { invoice: CustomerInvoice; durationMode?: 'mm:ss' | 'hh:mm' }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const courier = invoice.shippingCourierInfo;
  const d = (v: string) => localDigits(v, intl.locale);
  const seconds = invoice.shippingDuration == null ? null : num(invoice.shippingDuration);
  const duration =
    durationMode === 'mm:ss' ? durationText(seconds, intl) : formatDuration(seconds, durationMode, { persianDigits: isFaLocale(intl.locale) });
  const items = [
    { key: 'type', label: t('invoice.field.shippingType'), children: <ShippingTypeText type={invoice.shippingType} /> },
    ...(invoice.shippingStatus
      ? [{ key: 'status', label: t('invoice.field.shippingStatus'), children: <FormattedMessage id={`invoice.courierStatus.${invoice.shippingStatus}`} defaultMessage={invoice.shippingStatus} /> }]
      : []),
    ...(duration ? [{ key: 'duration', label: t('invoice.field.shippingDuration'), children: <bdi>{duration}</bdi> }] : []),
    ...(courier
      ? [
          { key: 'courier', label: t('invoice.field.courier'), children: `${courier.firstName} ${courier.lastName}` },
          ...(courier.mobile ? [{ key: 'courierMobile', label: t('invoice.field.courierMobile'), children: <Ltr>{d(localMobile(courier.mobile))}</Ltr> }] : []),
        ]
      : []),
    ...(invoice.shippingScreenshot?.url
      ? [{ key: 'shot', label: t('invoice.field.screenshot'), children: <Image src={invoice.shippingScreenshot.url} width={160} alt={t('invoice.field.screenshot')} /> }]
      : []),
  ];
  return (
    <Card title={<FormattedMessage id="invoice.delivery" />} size="small">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}

export function InvoiceMap({ invoice }: { invoice: CustomerInvoice }) {
  const intl = useIntl();
  const markers = useMemo(() => {
    const list: MapMarker[] = [];
    (invoice.stores ?? []).forEach((s, i) => {
      if (s.location) list.push({ id: `store-${s.id ?? i}`, position: { lat: num(s.location.lat), lng: num(s.location.lng) }, title: intl.formatMessage({ id: 'invoice.map.store' }, { name: s.name ?? '' }) });
    });
    const dest = invoice.user?.address?.location;
    if (dest) list.push({ id: 'destination', position: { lat: num(dest.lat), lng: num(dest.lng) }, title: intl.formatMessage({ id: 'invoice.map.destination' }) });
    const courier = invoice.shippingPosition;
    if (courier) list.push({ id: 'courier', position: { lat: num(courier.lat), lng: num(courier.lng) }, title: intl.formatMessage({ id: 'invoice.map.courier' }) });
    return list;
  }, [invoice, intl]);
  if (!markers.length) return null;
  const center = markers.find((m) => m.id === 'destination')?.position ?? markers[0].position;
  return (
    <Card title={<FormattedMessage id="invoice.map" />} size="small">
      <LazyMapView center={center} zoom={11} markers={markers} height={300} ariaLabel={intl.formatMessage({ id: 'invoice.map' })} />
    </Card>
  );
}

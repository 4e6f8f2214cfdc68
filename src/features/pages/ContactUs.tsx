/**
 * /contact-us: the shop's contact information (CONTACT_US plugin), each store's details with links
 * to three map services, the contact form, and a map of the stores (zoom 12, one marker per store).
 */
import { useMemo, useState } from 'react';
import { Empty } from 'antd';
import { Panel } from '@/components/Panel';
import { WhenVisible } from '@/components/WhenVisible';
import { MailOutlined, PhoneOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreContact } from '@/api/schemas';
import { useStoresFullQuery } from '@/api/services/site';
import { LoadError } from '@/components/LoadError';
import { LazyMapView, type MapMarker, type MapPoint } from '@/components/map';
import { usePageMeta } from '@/components/usePageMeta';
import { companyMeta } from '@/lib/pageMeta';
import { toPersianDigits } from '@/lib/digits';
import { formatAddress } from '@/lib/address';
import { displayPhone } from '@/lib/phone';
import { usePluginContent } from './usePluginContent';
import { ContactForm } from './parts/ContactForm';
import { PageFrame } from './parts/PageFrame';
import { StoreCard } from './parts/StoreCard';

export const CONTACT_MAP_ZOOM = 12;

function pointOf(store: StoreContact): MapPoint | null {
  if (!store.location) return null;
  const point = { lat: Number(store.location.lat), lng: Number(store.location.lng) };
  return Number.isFinite(point.lat) && Number.isFinite(point.lng) ? point : null;
}

export default function ContactUs() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pages.contact.title' });
  usePageMeta(companyMeta(intl, 'pages.contact'));
  const storesQuery = useStoresFullQuery();
  const { isLoading } = storesQuery;
  const stores = useMemo(() => storesQuery.data ?? [], [storesQuery.data]);
  const { plugin, failure } = usePluginContent('CONTACT_US');
  const info = (plugin?.params ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof info[key] === 'string' ? (info[key] as string) : '');
  const digits = (value: string) => (intl.locale === 'fa' ? toPersianDigits(value) : value);

  const located = useMemo(() => stores.filter((store) => pointOf(store)), [stores]);
  const markers = useMemo<MapMarker[]>(
    () => located.map((store) => ({ id: store.id, position: pointOf(store)!, title: store.name, popup: <strong>{store.name}</strong> })),
    [located],
  );
  const [center, setCenter] = useState<MapPoint | null>(null);
  const mapCenter = center ?? (located[0] ? pointOf(located[0]) : null) ?? undefined;

  const showOnMap = (store: StoreContact) => {
    const point = pointOf(store);
    if (!point) return;
    setCenter(point);
    document.getElementById('store-map')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  return (
    <PageFrame title={title} lead={<FormattedMessage id="pages.contact.lead" />}>
      <div className="contact-layout">
        <Panel className="contact-layout__form" title={<h2 className="page-section-title"><FormattedMessage id="pages.contact.form.title" /></h2>}>
          <ContactForm />
        </Panel>
        <aside className="contact-layout__info" aria-label={intl.formatMessage({ id: 'pages.contact.info' })}>
          {failure && (
            <LoadError compact error={failure.error} what={<FormattedMessage id="pages.contact.info" />} onRetry={failure.retry} retrying={failure.retrying} />
          )}
          {plugin && (
            <Panel size="small" className="contact-general" title={<h2 className="page-section-title"><FormattedMessage id="pages.contact.info" /></h2>}>
              <ul className="store-card__facts">
                {text('address') && <li><EnvironmentOutlined aria-hidden /><span>{formatAddress({ place: text('address') }, intl.locale)}</span></li>}
                {[text('tel'), text('mobile')].filter(Boolean).map((phone) => (
                  <li key={phone}>
                    <PhoneOutlined aria-hidden />
                    <a href={`tel:${displayPhone(phone)}`} dir="ltr">{digits(displayPhone(phone))}</a>
                  </li>
                ))}
                {text('email') && <li><MailOutlined aria-hidden /><a href={`mailto:${text('email')}`} dir="ltr">{text('email')}</a></li>}
              </ul>
            </Panel>
          )}
        </aside>
      </div>

      <section className="contact-stores" aria-labelledby="stores-heading">
        <h2 id="stores-heading" className="page-section-title"><FormattedMessage id="pages.contact.stores" /></h2>
        {storesQuery.isError && !storesQuery.data ? (
          <LoadError error={storesQuery.error} what={<FormattedMessage id="loadError.what.stores" />} onRetry={() => void storesQuery.refetch()} retrying={storesQuery.isFetching} />
        ) : !isLoading && stores.length === 0 ? (
          <Empty description={<FormattedMessage id="pages.contact.noStores" />} />
        ) : (
          <div className="store-grid">
            {stores.map((store) => (
              <StoreCard key={store.id} store={store} onShowOnMap={showOnMap} />
            ))}
          </div>
        )}
      </section>

      {markers.length > 0 && (
        <section id="store-map" className="contact-map" aria-label={intl.formatMessage({ id: 'pages.contact.mapTitle' })}>
          <h2 className="page-section-title"><FormattedMessage id="pages.contact.mapTitle" /></h2>
          <WhenVisible minHeight={380}>
            <LazyMapView
              center={mapCenter}
              zoom={CONTACT_MAP_ZOOM}
              markers={markers}
              height={380}
              ariaLabel={intl.formatMessage({ id: 'pages.contact.mapTitle' })}
            />
          </WhenVisible>
        </section>
      )}
    </PageFrame>
  );
}

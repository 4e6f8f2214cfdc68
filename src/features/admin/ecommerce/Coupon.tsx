/**
 * Coupons (admin spec §2 Coupons, §3, §4, §5, §7): status tags (USED success, UNUSED neutral, EXPIRED
 * danger), filter, delete, clear (confirm, then page 1), the SMS delivery status asked per row, the
 * invoice number linking to the admin invoice view, the email-sent flag; add in a modal (couponFields.tsx).
 */
import { useState } from 'react';
import { App, Button, Tag, Tooltip } from 'antd';
import { CheckCircleOutlined, ClearOutlined, MinusCircleOutlined, MessageOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { couponEndpoints, ecommerceOrdersApi, useCouponSmsStatusMutation, type CouponFilter } from '@/api/services/ecommerceOrders';
import type { Coupon as CouponRow, CouponRequest, CouponStatus } from '@/api/schemas';
import { Money } from '@/components/Money';
import { ResourcePage, defineResource, type ToolbarProps } from '@/components/resource';
import { formatPercent } from '@/lib/number';
import { isFaLocale } from '@/lib/locale';
import { paths } from '@/lib/paths';
import { refName } from './catalogFields';
import { CouponFields, couponFilter, toCouponBody, useCouponLabel, type CouponFilterValues, type CouponValues } from './couponFields';
import { ORDER_PAGE_SIZES } from './AdminInvoiceList';

export const STATUS_COLOR: Record<CouponStatus, string> = { USED: 'success', UNUSED: 'default', EXPIRED: 'error' };

/** The SMS delivery status, asked for when the button is pressed (GET coupon/statussmscoupon/{id}). */
function SmsStatus({ coupon }: { coupon: CouponRow }) {
  const label = useCouponLabel();
  const intl = useIntl();
  const [ask, { data, isLoading, isSuccess }] = useCouponSmsStatusMutation();
  if (isSuccess) {
    const text = data ? intl.formatMessage({ id: `coupon.sms.${data}`, defaultMessage: data }) : label('smsUnknown');
    return <Tag color={data === 'DELIVERED' ? 'success' : data === 'NOT_SENT' || data === 'FAILED' ? 'error' : 'processing'}>{text}</Tag>;
  }
  return (
    <Button size="small" icon={<MessageOutlined />} loading={isLoading} onClick={() => void ask(coupon.id)} aria-label={`${label('smsCheck')} ${coupon.code}`}>
      {label('smsCheck')}
    </Button>
  );
}

function EmailSent({ coupon }: { coupon: CouponRow }) {
  const label = useCouponLabel();
  const sent = coupon.send?.email === true;
  return (
    <Tooltip title={label(sent ? 'emailSent' : 'emailNotSent')}>
      <span role="img" aria-label={label(sent ? 'emailSent' : 'emailNotSent')}>
        {sent ? <CheckCircleOutlined style={{ color: '#52c41a' }} /> : <MinusCircleOutlined style={{ color: '#bfbfbf' }} />}
      </span>
    </Tooltip>
  );
}

/** "Clear": drops used and expired coupons (after a confirmation), then shows page 1. */
function ClearButton({ run, update }: ToolbarProps<CouponRow, CouponFilter>) {
  const { modal } = App.useApp();
  const intl = useIntl();
  const label = useCouponLabel();
  const [busy, setBusy] = useState(false);
  const clear = () =>
    modal.confirm({
      title: intl.formatMessage({ id: 'coupon.clear.confirm' }),
      okButtonProps: { danger: true },
      onOk: async () => {
        setBusy(true);
        try {
          await run(ecommerceOrdersApi.endpoints.clearCoupons.initiate());
          update({ page: 1 });
        } catch {
          /* the server's message was shown */
        } finally {
          setBusy(false);
        }
      },
    });
  return (
    <Button icon={<ClearOutlined />} loading={busy} onClick={clear}>
      {label('clear')}
    </Button>
  );
}

/** '30%' in en; '۳۰٪' in fa, written in the page's direction as the invoice writes its VAT ('۹٪'). */
function Percent({ value }: { value: number | string }) {
  const intl = useIntl();
  return <span>{formatPercent(value, { persianDigits: isFaLocale(intl.locale) })}</span>;
}

const users = (r: CouponRow) => (r.users?.length ? r.users.map(refName).join('، ') : <FormattedMessage id="coupon.field.allUsers" />);

export const couponResource = defineResource<CouponRow, CouponFilter, CouponValues, CouponRequest, CouponFilterValues>({
  name: 'coupon',
  endpoints: couponEndpoints,
  pageSizes: ORDER_PAGE_SIZES,
  defaultPageSize: 20,
  defaultSorter: 'createdAt,desc',
  columns: [
    { key: 'code', title: 'coupon.field.code', sortable: true, ltr: true },
    { key: 'percent', title: 'coupon.field.percent', sortable: true, render: (r) => <Percent value={r.percent} /> },
    {
      key: 'ceilingPrice',
      title: 'coupon.field.ceilingPrice',
      sortable: true,
      render: (r) => (r.ceilingPrice == null ? <FormattedMessage id="coupon.field.unlimited" /> : <Money value={r.ceilingPrice} />),
      responsive: ['md'],
    },
    { key: 'status', title: 'coupon.field.status', sortable: true, tags: (r) => [{ key: r.status, label: <FormattedMessage id={`coupon.status.${r.status}`} />, color: STATUS_COLOR[r.status] }] },
    { key: 'users', title: 'coupon.field.users', render: users, responsive: ['lg'], priority: 'medium' },
    { key: 'user', title: 'coupon.field.user', render: (r) => refName(r.user), responsive: ['md'], priority: 'medium' },
    {
      key: 'invoiceNumber',
      title: 'coupon.field.invoiceNumber',
      sortable: true,
      link: (r) => (r.invoiceNumber == null ? undefined : paths.adminInvoice(r.invoiceNumber)),
    },
    { key: 'couponPrice', title: 'coupon.field.couponPrice', render: (r) => (r.couponPrice == null ? '' : <Money value={r.couponPrice} />), responsive: ['lg'], priority: 'low' },
    { key: 'email', title: 'coupon.field.email', render: (r) => <EmailSent coupon={r} />, priority: 'low' },
    { key: 'sms', title: 'coupon.field.sms', render: (r) => <SmsStatus coupon={r} />, priority: 'low' },
    { key: 'createdAt', title: 'coupon.field.createdAt', sortable: true, date: true, responsive: ['lg'], priority: 'low' },
    { key: 'expireAt', title: 'coupon.field.expireAt', sortable: true, date: true, responsive: ['md'], priority: 'medium' },
  ],
  filter: couponFilter,
  form: {
    Fields: CouponFields,
    initial: { email: true, sms: true, users: [], groups: [] },
    toValues: () => ({}),
    toBody: (v) => toCouponBody(v),
  },
  toolbar: ClearButton,
});

export default function Coupon() {
  return <ResourcePage resource={couponResource} />;
}

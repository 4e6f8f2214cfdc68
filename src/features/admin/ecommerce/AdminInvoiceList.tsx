/**
 * Invoice administration (admin spec §2 Invoices, §4, §5): filters, payment and publish switches, new
 * orders highlighted, row menu view / copy payment link / change step (published and paid) / remind
 * (published and WAITING_PAYMENT) / edit (modal, every §5 rule) / delete. Page sizes 10 … 100,000.
 */
import { Form, Input } from 'antd';
import { BellOutlined, EyeOutlined, LinkOutlined, StepForwardOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { ecommerceOrdersApi, invoiceAdminEndpoints } from '@/api/services/ecommerceOrders';
import type { Invoice, InvoiceEditRequest, InvoiceListFilter } from '@/api/schemas';
import { DatePicker, RangePicker, disabledBeforeToday } from '@/components/DatePicker';
import { DigitsInput, useRules } from '@/components/form';
import { ConditionTag, ShippingTypeText, StepText } from '@/components/invoice';
import { Money } from '@/components/Money';
import { ResourcePage, defineResource, type FieldsProps } from '@/components/resource';
import { config } from '@/config';
import { dayjs, toIsoDay, type Dayjs } from '@/i18n/dayjs';
import { toLatinDigits } from '@/lib/digits';
import { INVOICE_DESCRIPTION_MAX } from '@/api/schemas/orders';
import { paths } from '@/lib/paths';
import { paymentLink } from './ordersPaths';
import './orders.css';
import { ConditionSelect, CourierSelect, Item, StepSelect, ShippingSelect, UserSelect, useOrdersLabel } from './ordersFields';
import { useShowCount } from '@/components/digits';

export const ORDER_PAGE_SIZES = [10, 20, 50, 100, 1000, 10000, 100000];

/** Row-menu conditions (spec §2): the step moves only for published, paid orders; reminders only while waiting. */
export const canChangeStep = (r: Pick<Invoice, 'publish' | 'payment'>) => r.publish === true && r.payment === true;
export const canRemind = (r: Pick<Invoice, 'publish' | 'condition'>) => r.publish === true && r.condition === 'WAITING_PAYMENT';
/** Paid but not yet opened by staff: a new order. */
export const isNewOrder = (r: Invoice) => r.payment === true && (r as { view?: boolean }).view === false;

type Range = [Dayjs | null, Dayjs | null] | null;
interface FilterValues {
  users?: string[];
  condition?: string;
  step?: string;
  date?: Range;
  expireAt?: Range;
  invoiceNumber?: string;
}

const rangeOut = (r: Range | undefined): [string | null, string | null] | undefined => {
  const [from, to] = r ?? [null, null];
  return from || to ? [from ? toIsoDay(from) : null, to ? toIsoDay(to) : null] : undefined;
};
const rangeIn = (r: readonly (string | null)[] | null | undefined): Range => (r ? [r[0] ? dayjs(r[0]) : null, r[1] ? dayjs(r[1]) : null] : null);

function FilterFields() {
  const label = useOrdersLabel();
  const rules = useRules();
  return (
    <>
      <Item name="users">
        <UserSelect mode="multiple" placeholder={label('allUsers')} />
      </Item>
      <Item name="condition">
        <ConditionSelect />
      </Item>
      <Item name="step">
        <StepSelect />
      </Item>
      <Item name="date">
        <RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Item>
      <Item name="expireAt">
        <RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Item>
      <Item name="invoiceNumber" rules={[rules.digits(label('invoiceNumber')), rules.range(label('invoiceNumber'), 1)]}>
        <DigitsInput digitsOnly maxLength={12} />
      </Item>
    </>
  );
}

export interface EditValues {
  user: string;
  shippingType: string;
  courier?: string | null;
  shippingPrice: string;
  deductionPrice?: string;
  additionalPrice?: string;
  description?: string;
  expireAt: Dayjs;
}

/** The §5 edit form: courier required for PERSONALPEYK once paid (couriers only), ALOPEYK only when kept. */
export function EditFields({ record, form }: FieldsProps<Invoice>) {
  const showCount = useShowCount();
  const label = useOrdersLabel();
  const rules = useRules();
  const type = Form.useWatch('shippingType', form) as string | undefined;
  const courierRequired = type === 'PERSONALPEYK' && record?.payment === true;
  const money = (name: string, required: boolean) => (
    <Item name={name} rules={[...(required ? [rules.required(label(name))] : []), rules.digits(label(name)), rules.max(label(name), 10)]}>
      <DigitsInput digitsOnly maxLength={10} />
    </Item>
  );
  return (
    <>
      <Item name="user" rules={[rules.required(label('user'))]}>
        <UserSelect />
      </Item>
      <Item name="shippingType" rules={[rules.required(label('shippingType'))]}>
        {/* ALOPEYK (the courier service) cannot be chosen, only kept. */}
        <ShippingSelect allowClear={false} disabledValues={record?.shippingType === 'ALOPEYK' ? [] : ['ALOPEYK']} />
      </Item>
      {type === 'PERSONALPEYK' && (
        <Item name="courier" rules={courierRequired ? [rules.required(label('courier'))] : []}>
          <CourierSelect />
        </Item>
      )}
      {money('shippingPrice', true)}
      {money('deductionPrice', false)}
      {money('additionalPrice', false)}
      <Item name="description" rules={[rules.max(label('description'), INVOICE_DESCRIPTION_MAX)]}>
        <Input.TextArea maxLength={INVOICE_DESCRIPTION_MAX} showCount={showCount} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Item>
      {/* an expired invoice loads its past expiry: it must be moved on before the save (spec §5) */}
      <Item name="expireAt" rules={[rules.required(label('expireAt')), rules.notBeforeToday(label('expireAt'))]}>
        <DatePicker disabledDate={disabledBeforeToday} style={{ width: '100%' }} />
      </Item>
    </>
  );
}

const digits = (v: string | undefined, fallback = 0) => (v == null || String(v).trim() === '' ? fallback : Number(toLatinDigits(String(v))));

export function toEditBody(v: EditValues): InvoiceEditRequest {
  return {
    user: v.user,
    shippingType: v.shippingType,
    courier: v.shippingType === 'PERSONALPEYK' ? (v.courier ?? null) : null,
    shippingPrice: digits(v.shippingPrice),
    deductionPrice: digits(v.deductionPrice),
    additionalPrice: digits(v.additionalPrice),
    description: v.description?.trim() ?? '',
    // The end of the chosen day: never before the end of today.
    expireAt: v.expireAt.endOf('day').toISOString(),
  };
}

const name = (r: Invoice) => (r.user ? `${r.user.firstName} ${r.user.lastName}` : '');

export const adminInvoiceResource = defineResource<Invoice, InvoiceListFilter, EditValues, InvoiceEditRequest, FilterValues>({
  name: 'orders.invoice',
  endpoints: invoiceAdminEndpoints,
  pageSizes: ORDER_PAGE_SIZES,
  defaultPageSize: 20,
  defaultSorter: 'createdAt,desc',
  rowClassName: (r) => (isNewOrder(r) ? 'resource-row--new' : ''),
  // bulk: delete, payment and publish on/off (from the switches) and the next step for the selected invoices
  bulk: {
    actions: [
      {
        key: 'step',
        label: 'orders.op.changeStep',
        icon: <StepForwardOutlined />,
        confirm: true,
        applies: (r) => canChangeStep(r) && r.step !== 'DELIVERY_CUSTOMER',
        call: (r) => ecommerceOrdersApi.endpoints.changeInvoiceStep.initiate(r.id),
      },
    ],
  },
  columns: [
    { key: 'invoiceNumber', title: 'orders.field.invoiceNumber', sortable: true, link: (r) => paths.adminInvoice(r.invoiceNumber) },
    { key: 'user', title: 'orders.field.user', sortable: true, sortField: 'user.lastName', render: name },
    { key: 'amount', title: 'orders.field.amount', sortable: true, render: (r) => <Money value={r.amount} /> },
    { key: 'condition', title: 'orders.field.condition', sortable: true, render: (r) => <ConditionTag condition={r.condition} />, exportValue: (r, x) => x.t(`invoice.condition.${r.condition}`) },
    { key: 'step', title: 'orders.field.step', sortable: true, render: (r) => <StepText step={r.step} />, exportValue: (r, x) => x.t(`invoice.step.${r.step}`), responsive: ['md'], priority: 'medium' },
    { key: 'shippingType', title: 'orders.field.shippingType', sortable: true, render: (r) => <ShippingTypeText type={r.shippingType} />, exportValue: (r, x) => x.t(`invoice.shippingType.${r.shippingType}`), responsive: ['lg'], priority: 'low' },
    { key: 'createdAt', title: 'orders.field.createdAt', sortable: true, date: true, responsive: ['md'], priority: 'medium' },
    { key: 'expireAt', title: 'orders.field.expireAt', sortable: true, date: true, responsive: ['lg'], priority: 'low' },
    { key: 'payment', title: 'orders.field.payment', sortable: true, toggle: true },
    { key: 'publish', title: 'orders.field.publish', sortable: true, toggle: true },
  ],
  presets: [
    { key: 'newPaidOrders', label: 'views.preset.newPaidOrders', filters: { condition: 'PAID', step: 'RECEIVE_ORDER' } },
    { key: 'waitingPayment', label: 'views.preset.waitingPayment', filters: { condition: 'WAITING_PAYMENT' } },
  ],
  filter: {
    Fields: FilterFields,
    toFilters: (v) => {
      const out: InvoiceListFilter = {};
      if (v.users?.length) out.users = v.users;
      if (v.condition) out.condition = v.condition as InvoiceListFilter['condition'];
      if (v.step) out.step = v.step as InvoiceListFilter['step'];
      const date = rangeOut(v.date);
      if (date) out.date = date;
      const expireAt = rangeOut(v.expireAt);
      if (expireAt) out.expireAt = expireAt;
      if (v.invoiceNumber) out.invoiceNumber = Number(toLatinDigits(v.invoiceNumber));
      return out;
    },
    toValues: (f) => ({
      users: f.users ?? undefined,
      condition: typeof f.condition === 'string' ? f.condition : undefined,
      step: typeof f.step === 'string' ? f.step : undefined,
      date: rangeIn(f.date),
      expireAt: rangeIn(f.expireAt),
      invoiceNumber: f.invoiceNumber == null ? undefined : String(f.invoiceNumber),
    }),
  },
  form: {
    Fields: EditFields,
    toValues: (r) => ({
      user: r.user?.id ?? undefined,
      shippingType: r.shippingType,
      courier: r.shippingCourierInfo?.id ?? (r as { courier?: string | null }).courier ?? undefined,
      shippingPrice: String(r.shippingPrice),
      deductionPrice: String(r.deductionPrice ?? 0),
      additionalPrice: String(r.additionalPrice ?? 0),
      description: r.description ?? '',
      expireAt: (r.expireAt ? dayjs(r.expireAt) : dayjs()) as Dayjs,
    }),
    toBody: (v) => toEditBody(v),
  },
  operations: [
    { key: 'view', label: 'orders.op.view', icon: <EyeOutlined />, onClick: (r, ctx) => ctx.navigate(paths.adminInvoice(r.invoiceNumber)) },
    { key: 'copy', label: 'orders.op.copyLink', icon: <LinkOutlined />, onClick: (r, ctx) => ctx.copy(paymentLink(config.siteUrl, r.invoiceNumber)) },
    {
      key: 'step',
      label: 'orders.op.changeStep',
      icon: <StepForwardOutlined />,
      hidden: (r) => !canChangeStep(r),
      disabled: (r) => r.step === 'DELIVERY_CUSTOMER',
      confirm: true,
      onClick: (r, ctx) => ctx.run(ecommerceOrdersApi.endpoints.changeInvoiceStep.initiate(r.id)).then(() => ctx.reload()),
    },
    {
      key: 'remind',
      label: 'orders.op.remind',
      icon: <BellOutlined />,
      hidden: (r) => !canRemind(r),
      confirm: true,
      onClick: (r, ctx) => ctx.run(ecommerceOrdersApi.endpoints.remindInvoice.initiate(r.id)),
    },
  ],
});

export default function AdminInvoiceList() {
  return (
    <ResourcePage
      resource={adminInvoiceResource}
      toolbar={
        <span className="orders-legend">
          <span className="resource-row--new orders-legend__swatch" aria-hidden /> <FormattedMessage id="orders.newOrder" />
        </span>
      }
    />
  );
}

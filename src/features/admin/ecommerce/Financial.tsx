/**
 * Financial report (admin spec §2 Financial, §3 Financial row): paid invoices with filters (users,
 * shipping type, payment range, invoice number), every column (the less needed give way on a narrow
 * screen), the totals of the whole filtered set, and two spreadsheet exports (per invoice; daily
 * cumulative by payment day) over the whole filtered set.
 */
import { useState } from 'react';
import { App, Button, Spin, Tooltip } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { ecommerceOrdersApi } from '@/api/services/ecommerceOrders';
import type { Invoice, InvoiceListFilter } from '@/api/schemas';
import { RangePicker } from '@/components/DatePicker';
import { DigitsInput, useRules } from '@/components/form';
import { ShippingTypeText } from '@/components/invoice';
import { Money } from '@/components/Money';
import { ResourcePage, defineResource, useListParams, type ResourceTotals, type ToolbarProps } from '@/components/resource';
import { QueryLoadError } from '@/components/LoadError';
import { dayjs, toIsoDay, type Dayjs } from '@/i18n/dayjs';
import { toLatinDigits } from '@/lib/digits';
import { financialRow, MONEY_KEYS, moneyTotals } from '@/lib/financial';
import { useAppDispatch } from '@/state/hooks';
import { paths } from '@/lib/paths';
import { Item, ShippingSelect, UserSelect, useOrdersLabel } from './ordersFields';
import { ORDER_PAGE_SIZES } from './AdminInvoiceList';

type Range = [Dayjs | null, Dayjs | null] | null;
interface FilterValues {
  users?: string[];
  shipping?: string[];
  date?: Range;
  invoiceNumber?: string;
}

function FilterFields() {
  const label = useOrdersLabel();
  const rules = useRules();
  return (
    <>
      <Item name="users">
        <UserSelect mode="multiple" placeholder={label('allUsers')} />
      </Item>
      <Item name="shipping" label={label('shippingType')}>
        <ShippingSelect mode="multiple" />
      </Item>
      <Item name="date" label={label('paymentAt')}>
        <RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Item>
      <Item name="invoiceNumber" rules={[rules.digits(label('invoiceNumber')), rules.range(label('invoiceNumber'), 1)]}>
        <DigitsInput digitsOnly maxLength={12} />
      </Item>
    </>
  );
}

/** Every row of the filtered set in one answer (the page sizes go up to 100,000). */
const WHOLE_SET = 100000;

/**
 * The totals: each money column summed over the whole filtered set (not only the rows on the page),
 * which the label says; the list places each under its column, or lists it when its column gave way.
 * When the page holds the whole set its rows are summed; otherwise the filtered set is asked for once
 * (like the export) and the totals wait for it.
 */
function useFinancialTotals(docs: readonly Invoice[]): ResourceTotals {
  const intl = useIntl();
  const [params] = useListParams<InvoiceListFilter>({ defaultPageSize: 20, pageSizes: ORDER_PAGE_SIZES, defaultSorter: 'paymentAt,desc' });
  const wholeOnPage = params.page === 1 && docs.length < params.limit;
  const all = ecommerceOrdersApi.endpoints.financialList.useQuery(
    { page: 1, limit: WHOLE_SET, sorter: 'paymentAt,asc', filters: params.filters },
    { skip: wholeOnPage },
  );
  const rows = wholeOnPage ? docs : all.currentData?.docs;
  const totals = rows ? moneyTotals(rows.map(financialRow)) : undefined;
  return {
    label: rows
      ? intl.formatMessage({ id: 'orders.financial.totalOfFiltered' }, { count: intl.formatNumber(rows.length) })
      : intl.formatMessage({ id: 'orders.financial.totalLoading' }),
    values: Object.fromEntries(MONEY_KEYS.map((key) => [key, totals ? <Money value={totals[key]} /> : <Spin size="small" />])),
    extra: all.isError ? <QueryLoadError query={all} /> : undefined,
  };
}

function ExportButtons({ params, total }: ToolbarProps<Invoice, InvoiceListFilter>) {
  const intl = useIntl();
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const label = useOrdersLabel();
  const [busy, setBusy] = useState<'invoices' | 'daily' | null>(null);
  const run = async (kind: 'invoices' | 'daily') => {
    if (busy) return;
    setBusy(kind);
    try {
      const exporter = await import('./financialExport');
      const docs = await exporter.fetchAll<Invoice>(async (page, limit) => {
        const call = dispatch(ecommerceOrdersApi.endpoints.financialList.initiate({ page, limit, sorter: 'paymentAt,asc', filters: params.filters }, { forceRefetch: true }));
        try {
          return await call.unwrap();
        } finally {
          call.unsubscribe();
        }
      });
      const bytes = await exporter.buildWorkbook(docs, kind, intl.locale, {
        header: (key) => label(key),
        shippingType: (type) => intl.formatMessage({ id: `invoice.shippingType.${type}`, defaultMessage: type }),
        sheet: { invoices: label('sheetInvoices'), daily: label('sheetDaily') },
        empty: label('exportEmpty'),
        t: (id, values) => intl.formatMessage({ id }, values),
      });
      exporter.download(bytes, `${kind === 'invoices' ? 'financial' : 'financial-daily'}-${dayjs().format('YYYYMMDD-HHmm')}.xlsx`);
      if (!docs.length) void message.info(label('exportEmpty'));
    } catch {
      void message.error(label('exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Tooltip title={intl.formatMessage({ id: 'orders.export.count' }, { count: intl.formatNumber(total) })}>
        <Button icon={<FileExcelOutlined />} loading={busy === 'invoices'} onClick={() => void run('invoices')}>
          {label('exportInvoices')}
        </Button>
      </Tooltip>
      <Button icon={<FileExcelOutlined />} loading={busy === 'daily'} onClick={() => void run('daily')}>
        {label('exportDaily')}
      </Button>
    </>
  );
}

const rangeOut = (r: Range | undefined): [string | null, string | null] | undefined => {
  const [from, to] = r ?? [null, null];
  return from || to ? [from ? toIsoDay(from) : null, to ? toIsoDay(to) : null] : undefined;
};

/**
 * Beside the sidebar at 1,366 px the report's fourteen columns need more than its box; as it narrows, the
 * region and the courier give way first, then the shipping type and the money columns that are mostly
 * zero (coupon, deduction, addition), each listed in the row's detail and its total under the totals'
 * label. Each column's room is the least its cells take (a sum on two lines, the currency under it): the
 * columns that give way are counted from those (columnPriority.ts), not from the long headers.
 */
const MONEY_ROOM = 88;
const MOSTLY_ZERO: readonly string[] = ['couponPrice', 'deductionPrice', 'additionalPrice'];

const money = (key: (typeof MONEY_KEYS)[number]) => ({
  key,
  title: `orders.field.${key}`,
  render: (r: Invoice) => <Money value={financialRow(r)[key]} />,
  room: MONEY_ROOM,
  ...(key === 'amount' || key === 'shippingPrice' ? { sortable: true } : {}),
  ...(MOSTLY_ZERO.includes(key) ? { priority: 'medium' as const } : {}),
});

export const financialResource = defineResource<Invoice, InvoiceListFilter, never, never, FilterValues>({
  name: 'orders.financial',
  endpoints: { list: ecommerceOrdersApi.endpoints.financialList },
  pageSizes: ORDER_PAGE_SIZES,
  defaultPageSize: 20,
  defaultSorter: 'paymentAt,desc',
  columns: [
    { key: 'invoiceNumber', title: 'orders.field.invoice', sortable: true, link: (r) => paths.adminInvoice(r.invoiceNumber), width: 96 },
    { key: 'customer', title: 'orders.field.customer', sortable: true, sortField: 'user.lastName', render: (r) => financialRow(r).customer, room: 96 },
    { key: 'courier', title: 'orders.field.courier', render: (r) => financialRow(r).courier, responsive: ['md'], room: 96, priority: 'low' },
    ...MONEY_KEYS.map(money),
    { key: 'shippingType', title: 'orders.field.shippingType', sortable: true, render: (r) => <ShippingTypeText type={r.shippingType} />, room: 96, priority: 'medium' },
    { key: 'region', title: 'orders.field.region', render: (r) => financialRow(r).region, responsive: ['md'], room: 64, priority: 'low' },
    { key: 'paymentAt', title: 'orders.field.paymentAt', sortable: true, date: true, room: 96 },
  ],
  filter: {
    Fields: FilterFields,
    toFilters: (v) => {
      const out: InvoiceListFilter = {};
      if (v.users?.length) out.users = v.users;
      if (v.shipping?.length) out.shipping = v.shipping;
      const date = rangeOut(v.date);
      if (date) out.date = date;
      if (v.invoiceNumber) out.invoiceNumber = Number(toLatinDigits(v.invoiceNumber));
      return out;
    },
    toValues: (f) => ({
      users: f.users ?? undefined,
      shipping: Array.isArray(f.shipping) ? f.shipping : f.shipping ? [f.shipping] : undefined,
      date: f.date ? [f.date[0] ? dayjs(f.date[0]) : null, f.date[1] ? dayjs(f.date[1]) : null] : null,
      invoiceNumber: f.invoiceNumber == null ? undefined : String(f.invoiceNumber),
    }),
  },
  toolbar: ExportButtons,
  // its own two exports (per invoice, daily cumulative: spec §2) replace the list's generic one
  export: false,
  useTotals: useFinancialTotals,
});

export default function Financial() {
  return <ResourcePage resource={financialResource} />;
}


/**
 * Financial report (admin spec §2 Financial, §3 Financial row): paid invoices with filters (users,
 * shipping type, payment range, invoice number), every column, a totals row of the page, and two
 * spreadsheet exports (per invoice; daily cumulative by payment day) over the whole filtered set.
 */
import { useState } from 'react';
import { App, Button, Spin, Table, Tooltip } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { ecommerceOrdersApi } from '@/api/services/ecommerceOrders';
import type { Invoice, InvoiceListFilter } from '@/api/schemas';
import { RangePicker } from '@/components/DatePicker';
import { DigitsInput, useRules } from '@/components/form';
import { ShippingTypeText } from '@/components/invoice';
import { Money } from '@/components/Money';
import { ResourcePage, defineResource, useListParams, type SummaryProps, type ToolbarProps } from '@/components/resource';
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
 * The totals row: each money column summed over the whole filtered set (not only the rows on the
 * page), which the label says, under that column wherever it is shown. When the page holds the whole
 * set its rows are summed; otherwise the filtered set is asked for once (like the export) and the
 * cells wait for it.
 */
export function FinancialSummary({ docs, columnIndex, columns }: SummaryProps<Invoice>) {
  const intl = useIntl();
  const [params] = useListParams<InvoiceListFilter>({ defaultPageSize: 20, pageSizes: ORDER_PAGE_SIZES, defaultSorter: 'paymentAt,desc' });
  const wholeOnPage = params.page === 1 && docs.length < params.limit;
  const all = ecommerceOrdersApi.endpoints.financialList.useQuery(
    { page: 1, limit: WHOLE_SET, sorter: 'paymentAt,asc', filters: params.filters },
    { skip: wholeOnPage },
  );
  const rows = wholeOnPage ? docs : all.currentData?.docs;
  const totals = rows ? moneyTotals(rows.map(financialRow)) : undefined;
  const isMoney = (key: string): key is (typeof MONEY_KEYS)[number] => (MONEY_KEYS as readonly string[]).includes(key);
  // the label spans the row number and the columns before the first money column
  const lead = Math.max(0, columns.findIndex(isMoney));
  const firstColumn = columns.at(0);
  const first = firstColumn ? columnIndex(firstColumn) : 1;
  return (
    <Table.Summary fixed>
      <Table.Summary.Row data-testid="financial-totals">
        <Table.Summary.Cell index={0} colSpan={first + (columns.some(isMoney) ? lead : columns.length)}>
          <strong>
            {rows
              ? intl.formatMessage({ id: 'orders.financial.totalOfFiltered' }, { count: intl.formatNumber(rows.length) })
              : intl.formatMessage({ id: 'orders.financial.totalLoading' })}
          </strong>
          {all.isError && <QueryLoadError query={all} />}
        </Table.Summary.Cell>
        {columns.some(isMoney) &&
          columns.slice(lead).map((key) => (
            <Table.Summary.Cell key={key} index={columnIndex(key)}>
              {isMoney(key) && (
                <strong data-testid={`total-${key}`}>{totals ? <Money value={totals[key]} /> : <Spin size="small" />}</strong>
              )}
            </Table.Summary.Cell>
          ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
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

const money = (key: (typeof MONEY_KEYS)[number]) => ({
  key,
  title: `orders.field.${key}`,
  render: (r: Invoice) => <Money value={financialRow(r)[key]} />,
  ...(key === 'amount' || key === 'shippingPrice' ? { sortable: true } : {}),
});

export const financialResource = defineResource<Invoice, InvoiceListFilter, never, never, FilterValues>({
  name: 'orders.financial',
  endpoints: { list: ecommerceOrdersApi.endpoints.financialList },
  pageSizes: ORDER_PAGE_SIZES,
  defaultPageSize: 20,
  defaultSorter: 'paymentAt,desc',
  columns: [
    { key: 'invoiceNumber', title: 'orders.field.invoice', sortable: true, link: (r) => paths.adminInvoice(r.invoiceNumber) },
    { key: 'customer', title: 'orders.field.customer', sortable: true, sortField: 'user.lastName', render: (r) => financialRow(r).customer },
    { key: 'courier', title: 'orders.field.courier', render: (r) => financialRow(r).courier, responsive: ['md'] },
    ...MONEY_KEYS.map(money),
    { key: 'shippingType', title: 'orders.field.shippingType', sortable: true, render: (r) => <ShippingTypeText type={r.shippingType} /> },
    { key: 'region', title: 'orders.field.region', render: (r) => financialRow(r).region, responsive: ['md'] },
    { key: 'paymentAt', title: 'orders.field.paymentAt', sortable: true, date: true },
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
  summary: FinancialSummary,
});

export default function Financial() {
  return <ResourcePage resource={financialResource} />;
}


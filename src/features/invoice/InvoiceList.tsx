/** /invoice: the invoices (customers: their own published ones) with a filter modal; rows open the invoice. */
import { useMemo, useState } from 'react';
import { Badge, Button, Empty, Table, Tooltip, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useScreens } from '@/components/useScreens';
import { useBoxWidth } from '@/components/useBoxWidth';
import { FilterOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/links';
import type { CustomerInvoice as Invoice } from '@/api/schemas';
import { useInvoiceListQuery, type InvoiceFilters } from '@/api/services/invoice';
import { useDigits, usePaginationDigits } from '@/components/digits';
import { DateText } from '@/components/JalaliDate';
import { useListParams } from '@/components/resource/useListParams';
import { QueryLoadError } from '@/components/LoadError';
import { listEmptyText, listLoading } from '@/components/listState';
import { Money } from '@/components/Money';
import { useAuth } from '@/state/useAuth';
import { fromSorter, toSorter, type SortOrder } from '@/lib/sorter';
import { ConditionTag, StepText } from '@/components/invoice';
import { fromFilters, InvoiceFilter, toFilters } from './InvoiceFilter';
import { paths } from '@/lib/paths';
import './invoiceList.css';

const PAGE_SIZES = [10, 20, 50, 100] as const;
/**
 * The room the table's columns need (measured in en, the wider language, at 10 rows): with the expiry
 * date 803 px, without it about 680. Beside the dashboard's sidebar a 1,024 px window leaves 736 px, so
 * the columns follow the list's box, not the window; narrower still, the step and date go under the
 * number as on a phone.
 */
const ROOM_WITH_EXPIRY = 840;
const ROOM_WITH_STEP_AND_DATE = 700;
const SORTABLE = ['invoiceNumber', 'amount', 'createdAt'];

/** Only the filters this screen offers, with their types checked (the URL is user input). */
function knownFilters(raw: { [K in keyof InvoiceFilters]?: unknown } | undefined): InvoiceFilters {
  const out: InvoiceFilters = {};
  if (!raw) return out;
  const n = Number(raw.invoiceNumber);
  if (Number.isInteger(n) && n >= 1) out.invoiceNumber = n;
  if (typeof raw.condition === 'string') out.condition = raw.condition;
  if (typeof raw.step === 'string') out.step = raw.step;
  if (Array.isArray(raw.date) && raw.date.length === 2 && raw.date.every((d) => d === null || typeof d === 'string')) out.date = raw.date as [string | null, string | null];
  return out;
}

export default function InvoiceList() {
  const intl = useIntl();
  const digits = useDigits();
  const paginationDigits = usePaginationDigits();
  const screens = useScreens();
  const { box, hasRoom } = useBoxWidth();
  // the step and date columns hidden, their values shown under the number (a phone, before the box is
  // measured: below antd's sm, 576 px)
  const phone = !hasRoom(ROOM_WITH_STEP_AND_DATE, screens.sm);
  const withExpiry = hasRoom(ROOM_WITH_EXPIRY, screens.lg);
  const { user, isStaff } = useAuth();
  // Page, size, sort and filters live in the URL (the admin lists' layer): back, reload and shared links keep them.
  const [params, update] = useListParams<InvoiceFilters>({ defaultPageSize: 10, pageSizes: PAGE_SIZES });
  const { page, limit } = params;
  const sorter = SORTABLE.includes(fromSorter(params.sorter).field ?? '') ? params.sorter : undefined;
  const filters = useMemo(() => knownFilters(params.filters), [params.filters]);
  const [filterOpen, setFilterOpen] = useState(false);
  const sort = fromSorter(sorter);
  const orderOf = (field: string) => (sort.field === field ? sort.order : null);

  const scope: InvoiceFilters = isStaff ? {} : { users: user ? [user.id] : [], publish: true };
  const list = useInvoiceListQuery({ page, limit, sorter, filters: { ...filters, ...scope } }, { skip: !user });
  const { data } = list;
  const active = Object.keys(filters).length;

  const columns = useMemo<TableColumnsType<Invoice>>(
    () => [
      // on a phone the row number gives way too: the invoice number names the row, and in en the amount
      // and the state's words need its room
      ...(phone ? [] : [{ key: 'row', title: '#', width: 56, render: (_v: unknown, _r: Invoice, i: number) => intl.formatNumber((page - 1) * limit + i + 1) }]),
      {
        key: 'invoiceNumber',
        dataIndex: 'invoiceNumber',
        title: intl.formatMessage({ id: 'invoice.col.number' }),
        sorter: true,
        sortOrder: orderOf('invoiceNumber'),
        render: (n: number, r) => (
          <>
            <Link to={paths.invoice(n)}>{intl.formatNumber(n, { useGrouping: false })}</Link>
            {/* without room for the date and step columns (a phone, a narrow box) they go under the number */}
            {phone && (
              <div className="invoice-list__more" data-testid="invoice-row-more">
                <span><DateText value={r.createdAt} withTime /></span>
                <span><StepText step={r.step} /></span>
              </div>
            )}
          </>
        ),
      },
      { key: 'amount', dataIndex: 'amount', title: intl.formatMessage({ id: 'invoice.col.amount' }), sorter: true, sortOrder: orderOf('amount'), render: (v: number) => <Money value={v} /> },
      { key: 'condition', title: intl.formatMessage({ id: 'invoice.col.condition' }), render: (_v, r) => <ConditionTag condition={r.condition} /> },
      ...(phone
        ? []
        : [
            { key: 'step', title: intl.formatMessage({ id: 'invoice.col.step' }), render: (_v: unknown, r: Invoice) => <StepText step={r.step} /> },
            {
              key: 'createdAt',
              dataIndex: 'createdAt',
              title: intl.formatMessage({ id: 'invoice.col.createdAt' }),
              sorter: true,
              sortOrder: orderOf('createdAt'),
              render: (v: string) => <DateText value={v} withTime />,
            },
          ]),
      ...(withExpiry ? [{ key: 'expireAt', dataIndex: 'expireAt', title: intl.formatMessage({ id: 'invoice.col.expireAt' }), render: (v: string) => <DateText value={v} withTime /> }] : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- orderOf follows sorter
    [intl, page, limit, sorter, phone, withExpiry],
  );

  const onChange = (p: TablePaginationConfig, _f: unknown, s: unknown) => {
    const one = (Array.isArray(s) ? s[0] : s) as { field?: string; order?: SortOrder } | undefined;
    const next = toSorter(one?.field ? String(one.field) : undefined, one?.order);
    const size = p.pageSize ?? limit;
    if (next !== sorter) update({ sorter: next, page: 1, limit: size });
    else update({ page: size !== limit ? 1 : (p.current ?? 1), limit: size });
  };

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <Tooltip title={intl.formatMessage({ id: 'invoice.filter.title' })}>
          <Badge dot={active > 0}>
            <Button shape="circle" icon={<FilterOutlined aria-hidden />} aria-label={intl.formatMessage({ id: 'invoice.filter.title' })} onClick={() => setFilterOpen(true)} />
          </Badge>
        </Tooltip>
      </div>
      <QueryLoadError query={list} compact={false} what={<FormattedMessage id="loadError.what.invoices" />} />
      <div ref={box} className={phone ? 'invoice-list invoice-list--phone' : 'invoice-list'}>
        <Table<Invoice>
          rowKey="invoiceNumber"
          size={screens.md ? 'middle' : 'small'}
          columns={columns}
          dataSource={data?.docs ?? []}
          loading={listLoading(list)}
          onChange={onChange}
          // sized to its widest content it could not wrap a state's words: on a phone it fits the screen instead
          scroll={phone ? undefined : { x: 'max-content' }}
          locale={{ emptyText: listEmptyText(list, <Empty description={<FormattedMessage id={active ? 'invoice.list.noMatch' : 'invoice.list.empty'} />} />) }}
          pagination={{
            current: page,
            pageSize: limit,
            total: data?.total ?? 0,
            ...paginationDigits,
            showQuickJumper: true,
            showTotal: (total) => intl.formatMessage({ id: 'invoice.list.total' }, { total: digits(total) }),
          }}
        />
      </div>
      <InvoiceFilter
        open={filterOpen}
        initial={fromFilters(filters)}
        onClose={() => setFilterOpen(false)}
        onApply={(values) => {
          update({ filters: toFilters(values), page: 1 });
          setFilterOpen(false);
        }}
      />
    </>
  );
}

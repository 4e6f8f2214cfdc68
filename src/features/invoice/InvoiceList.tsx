/** /invoice: the invoices (customers: their own published ones) with a filter modal; rows open the invoice. */
import { useMemo, useState } from 'react';
import { Badge, Button, Empty, Grid, Table, Tooltip, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Invoice } from '@/api/schemas';
import { useInvoiceListQuery, type InvoiceFilters } from '@/api/services/invoice';
import { DateText } from '@/components/JalaliDate';
import { Money } from '@/components/Money';
import { useAuth } from '@/state/useAuth';
import { toSorter, type SortOrder } from '@/lib/sorter';
import { ConditionTag, StepText } from '@/components/invoice';
import { fromFilters, InvoiceFilter, toFilters } from './InvoiceFilter';

export default function InvoiceList() {
  const intl = useIntl();
  const screens = Grid.useBreakpoint();
  const { user, isStaff } = useAuth();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [sorter, setSorter] = useState<string | undefined>();
  const [filters, setFilters] = useState<InvoiceFilters>({});
  const [filterOpen, setFilterOpen] = useState(false);

  const scope: InvoiceFilters = isStaff ? {} : { users: user ? [user.id] : [], publish: true };
  const { data, isFetching } = useInvoiceListQuery({ page, limit, sorter, filters: { ...filters, ...scope } }, { skip: !user });
  const active = Object.keys(filters).length;

  const columns = useMemo<TableColumnsType<Invoice>>(
    () => [
      { key: 'row', title: '#', width: 56, render: (_v, _r, i) => intl.formatNumber((page - 1) * limit + i + 1) },
      {
        key: 'invoiceNumber',
        dataIndex: 'invoiceNumber',
        title: intl.formatMessage({ id: 'invoice.col.number' }),
        sorter: true,
        render: (n: number) => <Link to={`/invoice/${n}`}>{intl.formatNumber(n, { useGrouping: false })}</Link>,
      },
      { key: 'amount', dataIndex: 'amount', title: intl.formatMessage({ id: 'invoice.col.amount' }), sorter: true, render: (v: number) => <Money value={v} /> },
      { key: 'condition', title: intl.formatMessage({ id: 'invoice.col.condition' }), render: (_v, r) => <ConditionTag condition={r.condition} /> },
      { key: 'step', title: intl.formatMessage({ id: 'invoice.col.step' }), responsive: ['md'], render: (_v, r) => <StepText step={r.step} /> },
      { key: 'createdAt', dataIndex: 'createdAt', title: intl.formatMessage({ id: 'invoice.col.createdAt' }), sorter: true, responsive: ['sm'], render: (v: string) => <DateText value={v} withTime /> },
      { key: 'expireAt', dataIndex: 'expireAt', title: intl.formatMessage({ id: 'invoice.col.expireAt' }), responsive: ['lg'], render: (v: string) => <DateText value={v} withTime /> },
    ],
    [intl, page, limit],
  );

  const onChange = (p: TablePaginationConfig, _f: unknown, s: unknown) => {
    const one = (Array.isArray(s) ? s[0] : s) as { field?: string; order?: SortOrder } | undefined;
    const next = toSorter(one?.field ? String(one.field) : undefined, one?.order);
    if (next !== sorter) {
      setSorter(next);
      setPage(1);
    } else {
      setPage(p.current ?? 1);
    }
    setLimit(p.pageSize ?? 10);
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
      <Table<Invoice>
        rowKey="id"
        size={screens.md ? 'middle' : 'small'}
        columns={columns}
        dataSource={data?.docs ?? []}
        loading={isFetching}
        onChange={onChange}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={<FormattedMessage id={active ? 'invoice.list.noMatch' : 'invoice.list.empty'} />} /> }}
        pagination={{
          current: page,
          pageSize: limit,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => intl.formatMessage({ id: 'invoice.list.total' }, { total }),
        }}
      />
      <InvoiceFilter
        open={filterOpen}
        initial={fromFilters(filters)}
        onClose={() => setFilterOpen(false)}
        onApply={(values) => {
          setFilters(toFilters(values));
          setPage(1);
          setFilterOpen(false);
        }}
      />
    </>
  );
}

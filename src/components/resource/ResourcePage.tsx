/**
 * THE admin list (spec §1, DESIGN.md "One resource pattern"): row number, sortable columns, per-row
 * operations menu, round add and filter buttons, paging with size changer, quick jumper and total,
 * filter modal, add/edit modal, switches toggled in place, delete with confirmation (stepping back a
 * page when the last row of the last page goes). Page, size, sorter and filters live in the URL.
 * Page sizes of 1,000 and more render with antd's virtual table (numeric scroll.y, memoised columns).
 * Declare a resource with `defineResource` and render `<ResourcePage resource={...} />` (README.md).
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { App, Badge, Button, Dropdown, Flex, Switch, Table, Tooltip, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, FilterOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { QueryLoadError } from '../LoadError';
import { DateText } from '@/components/JalaliDate';
import { fromSorter, toSorter } from '@/lib/sorter';
import { FilterModal } from './FilterModal';
import { FormModal } from './FormModal';
import type { ApiThunk, ResourceDef } from './types';
import { useApiCall } from './useApiCall';
import { useListParams } from './useListParams';

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100, 1000, 10000];
/** Page sizes from which the table renders virtually. */
export const VIRTUAL_FROM = 1000;
const VIRTUAL_HEIGHT = 560;

export interface ResourcePageProps<T extends { id: string }, F, V, B, FV> {
  resource: ResourceDef<T, F, V, B, FV>;
  /** Extra toolbar content (after the round buttons). */
  toolbar?: ReactNode;
}

/** A boolean flag switched in place; keeps its own loading state so the columns stay memoised. */
function ToggleCell({ checked, call, label }: { checked: boolean; call: (value: boolean) => ApiThunk; label: string }) {
  const { run, busy } = useApiCall();
  return <Switch size="small" checked={checked} loading={busy} aria-label={label} onChange={(value) => run(call(value)).catch(() => undefined)} />;
}

type Editing<T> = { record?: T } | null;

export function ResourcePage<T extends { id: string }, F extends object, V, B, FV>({ resource, toolbar }: ResourcePageProps<T, F, V, B, FV>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const pageSizes = resource.pageSizes ?? DEFAULT_PAGE_SIZES;
  const [params, update] = useListParams<F>({
    defaultPageSize: resource.defaultPageSize ?? 10,
    pageSizes,
    defaultSorter: resource.defaultSorter,
  });
  const { page, limit, sorter, filters } = params;
  const list = resource.list.useQuery({ page, limit, sorter, filters });
  const docs = list.data?.docs;
  const total = list.data?.total ?? 0;
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [filtering, setFiltering] = useState(false);
  const remover = useApiCall();
  const t = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);

  const openAdd = useCallback(() => {
    if (resource.pages) navigate(resource.pages.add);
    else setEditing({});
  }, [resource.pages, navigate]);

  const openEdit = useCallback(
    (record: T) => {
      if (resource.pages) navigate(resource.pages.edit(record));
      else setEditing({ record });
    },
    [resource.pages, navigate],
  );

  const docsOnPage = docs?.length ?? 0;
  const confirmDelete = useCallback(
    (record: T) => {
      if (!resource.remove) return;
      const call = resource.remove(record);
      modal.confirm({
        title: t('common.confirmDelete'),
        okText: t('common.delete'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await remover.run(call);
            // the last row of the last page went: step back a page
            if (docsOnPage === 1 && page > 1) update({ page: page - 1 });
          } catch {
            // the server's message is shown; the list reloads (the row may be gone already)
          }
        },
      });
    },
    [resource, modal, t, remover, docsOnPage, page, update],
  );

  const sort = fromSorter(sorter);
  const columns = useMemo<TableProps<T>['columns']>(() => {
    const rowNumber = {
      key: '__row',
      title: t('common.row'),
      width: 72,
      render: (_: unknown, __: T, index: number) => intl.formatNumber((page - 1) * limit + index + 1, { useGrouping: false }),
    };
    const declared = resource.columns.map((column) => {
      const field = column.sortField ?? column.key;
      return {
        key: column.key,
        dataIndex: column.key,
        title: t(column.title),
        width: column.width,
        sorter: column.sortable ? true : undefined,
        sortOrder: column.sortable ? (sort.field === field ? sort.order : null) : undefined,
        render: (_: unknown, record: T) => {
          const value = (record as Record<string, unknown>)[column.key];
          if (column.toggle) {
            const toggle = column.toggle;
            return <ToggleCell checked={Boolean(value)} label={t(column.title)} call={(next) => toggle(record, next)} />;
          }
          if (column.render) return column.render(record);
          if (column.date) return <DateText value={value as string} withTime />;
          return value == null ? '' : String(value);
        },
      };
    });
    const hasOperations = Boolean(resource.form || resource.pages || resource.remove || resource.operations?.length);
    const operations = {
      key: '__operations',
      title: t('common.operations'),
      width: 96,
      render: (_: unknown, record: T) => {
        const items = [
          ...(resource.form?.edit || resource.pages ? [{ key: 'edit', icon: <EditOutlined />, label: t('common.edit'), onClick: () => openEdit(record) }] : []),
          ...(resource.remove ? [{ key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('common.delete'), onClick: () => confirmDelete(record) }] : []),
          ...(resource.operations ?? []).map((op) => ({ key: op.key, icon: op.icon, label: t(op.label), onClick: () => op.onClick(record) })),
        ];
        return (
          <Dropdown menu={{ items }} trigger={['click']}>
            <Button type="text" icon={<MoreOutlined />} aria-label={t('common.operations')} />
          </Dropdown>
        );
      },
    };
    return [rowNumber, ...declared, ...(hasOperations ? [operations] : [])];
  }, [resource, t, intl, page, limit, sort.field, sort.order, openEdit, confirmDelete]);

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorterInfo, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorterInfo) ? sorterInfo[0] : sorterInfo;
      const column = resource.columns.find((c) => c.key === s?.columnKey);
      update({ sorter: toSorter(column ? (column.sortField ?? column.key) : undefined, s?.order), page: 1 });
      return;
    }
    const nextLimit = pagination.pageSize ?? limit;
    update({ page: nextLimit !== limit ? 1 : (pagination.current ?? 1), limit: nextLimit });
  };

  const virtual = limit >= VIRTUAL_FROM;
  const activeFilters = filters ? Object.keys(filters).length : 0;

  return (
    <div className="resource-page">
      <Flex gap={8} wrap align="center" className="resource-page__toolbar" style={{ marginBottom: 16 }}>
        {(resource.form?.add || resource.pages) && (
          <Tooltip title={t('common.add')}>
            <Button type="primary" shape="circle" icon={<PlusOutlined />} aria-label={t('common.add')} onClick={openAdd} />
          </Tooltip>
        )}
        {resource.filter && (
          <Tooltip title={activeFilters ? t('admin.resource.activeFilters', { count: activeFilters }) : t('common.filter')}>
            <Badge count={activeFilters} size="small">
              <Button shape="circle" type={activeFilters ? 'primary' : 'default'} ghost={activeFilters > 0} icon={<FilterOutlined />} aria-label={t('common.filter')} onClick={() => setFiltering(true)} />
            </Badge>
          </Tooltip>
        )}
        {toolbar}
      </Flex>
      <QueryLoadError query={list} compact={false} what={t('loadError.what.list')} />
      <Table<T>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={docs}
        loading={list.isFetching}
        onChange={onChange}
        locale={{ emptyText: t('common.empty') }}
        virtual={virtual}
        scroll={virtual ? { x: 900, y: VIRTUAL_HEIGHT } : { x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: limit,
          total,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: pageSizes,
          showTotal: (count) => t('common.total', { total: intl.formatNumber(count) }),
          responsive: true,
        }}
      />
      {editing && resource.form && (
        <FormModal
          name={resource.name}
          form={resource.form}
          record={editing.record}
          onClose={() => setEditing(null)}
        />
      )}
      {filtering && resource.filter && (
        <FilterModal
          filter={resource.filter}
          filters={filters}
          onClose={() => setFiltering(false)}
          onApply={(next) => {
            update({ filters: next, page: 1 });
            setFiltering(false);
          }}
        />
      )}
    </div>
  );
}

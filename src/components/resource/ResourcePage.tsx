/**
 * THE admin list (spec §1, DESIGN.md "One resource pattern"): row number, sortable columns, per-row
 * operations menu, round add and filter buttons, paging with size changer, quick jumper and total,
 * filter modal, add/edit modal, switches toggled in place, inline editable numbers, links and tags,
 * delete with confirmation (stepping back a page when the last row of the last page goes), row
 * operations that can be hidden, disabled, confirmed or open a modal, a toolbar that reads and changes
 * the list state, optional row selection, row highlighting and a totals row. Page, size, sorter and
 * filters live in the URL. Page sizes of 1,000 and more render with antd's virtual table (numeric
 * scroll.y, memoised columns). Declare a resource with `defineResource` and render
 * `<ResourcePage resource={...} />` (README.md).
 */
import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { App, Button, Dropdown, Flex, Table, Tooltip, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, FilterOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query/react';
import { useNavigate } from '@/components/links';
import { useListProgress } from '@/api/listProgress';
import { Ltr } from '@/components/Ltr';
import { notify } from '@/api/notifier';
import { CountBadge } from '@/components/CountBadge';
import { usePaginationDigits } from '@/components/digits';
import { QueryLoadError } from '@/components/LoadError';
import { DateText } from '@/components/JalaliDate';
import { fromSorter, toSorter } from '@/lib/sorter';
import { useResourceBulk } from './bulk/useResourceBulk';
import { LinkCell, NumberCell, TagsCell, ToggleCell } from './cells';
import { EditableTextCell } from './EditableTextCell';
import { FilterModal } from './FilterModal';
import { FormModal } from './FormModal';
import { DATE_COLUMN, OPERATIONS_COLUMN, PRIORITY_COLUMN, ROW_COLUMN, ResourceCards, RowFields, usePhoneCards } from './ResourceCards';
import { COLUMN_KEY_ATTRIBUTE, columnRoom, useColumnsThatFit } from './columnPriority';
import { useScreens } from '@/components/useScreens';
import type { ApiThunk, ResourceContext, ResourceDef, ResourceOperation } from './types';
import { useApiCall } from './useApiCall';
import { useListParams, type ListParams } from './useListParams';
import { ExportButton } from './export/ExportButton';
import { ColumnChooser } from './views/ColumnChooser';
import { PresetPicker } from './views/PresetPicker';
import { useResourceViews } from './views/useResourceViews';
import { useAnnounceReload } from '@/components/a11y/useAnnounceReload';
import { listEmptyText, listLoading } from '@/components/listState';

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100, 1000, 10000];
/** Page sizes from which the table renders virtually. */
export const VIRTUAL_FROM = 1000;
const VIRTUAL_HEIGHT = 560;
/** The columns of every list besides the declared ones (their rooms count when columns give way). */
const ROW_NUMBER_WIDTH = 72;
const OPERATIONS_WIDTH = 96;
const SELECTION_WIDTH = 32;
const NO_KEYS: readonly string[] = [];

export interface ResourcePageProps<T extends { id: string }, F, V, B, FV> {
  resource: ResourceDef<T, F, V, B, FV>;
  /** Extra toolbar content (after the round buttons); `resource.toolbar` also gets the list state. */
  toolbar?: ReactNode;
}

type Editing<T> = { record?: T } | null;
type OpenModal<T> = { record: T; Modal: ComponentType<{ record: T; onClose(saved?: boolean): void }> } | null;

/** Copies text to the clipboard with the spec's success message. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify({ type: 'success', messageId: 'common.copied' });
  } catch {
    notify({ type: 'error', messageId: 'admin.resource.copyFailed' });
  }
}

/** How many rows this page will have, when the answer said its total before its rows. */
function expectedRows(progress: { total: number | null }, page: number, limit: number): number | null {
  return progress.total === null ? null : Math.max(0, Math.min(limit, progress.total - (page - 1) * limit));
}

/** The table's footer while the rest of a big answer arrives: how many rows are in (and of how many). */
function LoadingRows({ loaded, expected }: { loaded: number; expected: number | null }) {
  const intl = useIntl();
  const values = { loaded: intl.formatNumber(loaded), expected: expected === null ? '' : intl.formatNumber(expected) };
  return (
    <div role="status" className="resource-page__loading-rows">
      {intl.formatMessage({ id: expected === null ? 'admin.resource.loadingMoreRows' : 'admin.resource.loadingRows' }, values)}
    </div>
  );
}

export function ResourcePage<T extends { id: string }, F extends object, V, B, FV>({ resource, toolbar }: ResourcePageProps<T, F, V, B, FV>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { endpoints } = resource;
  const pageSizes = resource.pageSizes ?? DEFAULT_PAGE_SIZES;
  const [urlParams, update] = useListParams<F>({
    defaultPageSize: resource.defaultPageSize ?? 10,
    pageSizes,
    defaultSorter: resource.defaultSorter,
  });
  // saved views (views/): the shown columns in order, and a shared preset link resolved to its filters
  const views = useResourceViews<F>(resource, urlParams, update);
  const { params } = views;
  const shownColumns = useMemo(() => views.visible.flatMap((key) => resource.columns.filter((c) => c.key === key)), [views.visible, resource.columns]);
  const { page, limit, sorter, filters } = params;
  const listArgs = { page, limit, sorter, filters };
  const list = endpoints.list.useQuery(listArgs);
  // A big answer's checked rows while the rest is still arriving (src/api/listProgress.ts): shown at
  // once, with a line saying how many are in; the query's own data replaces them when it is complete.
  const endpointName = endpoints.list.name;
  const progressKey =
    list.isFetching && !list.currentData && endpointName
      ? defaultSerializeQueryArgs({ endpointName, queryArgs: listArgs, endpointDefinition: undefined as never })
      : undefined;
  const streaming = useListProgress(progressKey);
  const partial = streaming && streaming.rows.length > 0 ? streaming : undefined;
  const docs = partial ? (partial.rows as T[]) : list.data?.docs;
  const total = (partial ? partial.total : null) ?? list.data?.total ?? 0;
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [filtering, setFiltering] = useState(false);
  const [opened, setOpened] = useState<OpenModal<T>>(null);
  const caller = useApiCall();
  const t = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  // a reload (page, filter, sort, search) is announced once its rows are in, so a screen reader hears that the list changed
  useAnnounceReload(list.isFetching, () => t('a11y.listUpdated', { total: intl.formatNumber(total) }));
  const paginationDigits = usePaginationDigits();
  const { refetch } = list;
  const reload = useCallback(() => void refetch(), [refetch]);

  const ctx = useMemo<ResourceContext<F>>(
    () => ({
      navigate,
      copy: copyText,
      run: caller.run,
      params,
      update: update as (next: Partial<ListParams<F>>) => void,
      reload,
    }),
    [navigate, caller.run, params, update, reload],
  );

  const openAdd = useCallback(() => {
    if (resource.pages) void navigate(resource.pages.add);
    else setEditing({});
  }, [resource.pages, navigate]);

  const openEdit = useCallback(
    (record: T) => {
      if (resource.pages) void navigate(resource.pages.edit(record));
      else setEditing({ record });
    },
    [resource.pages, navigate],
  );

  const removeCall = useMemo<((record: T) => ApiThunk) | undefined>(() => {
    if (resource.remove === false) return undefined;
    if (resource.remove) return resource.remove;
    const remove = endpoints.remove;
    return remove ? (record: T) => remove.initiate(record.id) : undefined;
  }, [resource.remove, endpoints.remove]);

  // selection, bulk actions and delete with undo (bulk/useResourceBulk.tsx)
  const bulk = useResourceBulk({ resource, removeCall, docs, total, params, update, pageSizes });
  const { removeRows } = bulk;
  const phone = usePhoneCards();
  const confirmDelete = useCallback(
    (record: T) => {
      if (!removeCall) return;
      modal.confirm({
        title: t('common.confirmDelete'),
        okText: t('common.delete'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        // the row goes at once; the delete is sent when its undo notice ends (a refused one brings it back)
        onOk: () => removeRows([record]),
      });
    },
    [removeCall, modal, t, removeRows],
  );

  const runOperation = useCallback(
    (op: ResourceOperation<T, F>, record: T) => {
      const act = () => {
        if (op.modal) {
          setOpened({ record, Modal: op.modal });
          return undefined;
        }
        const result = op.onClick?.(record, ctx);
        // a refused call's message is shown by the baseQuery; a second click while it runs sends nothing
        return result instanceof Promise ? result.catch(() => undefined) : undefined;
      };
      if (!op.confirm) {
        void act();
        return;
      }
      modal.confirm({
        title: t(op.confirm === true ? 'common.confirmAction' : op.confirm),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        onOk: act,
      });
    },
    [ctx, modal, t],
  );

  const sort = fromSorter(sorter);
  const canEdit = Boolean(resource.form && (resource.form.edit ?? endpoints.edit)) || Boolean(resource.pages);
  const hasOperations = canEdit || Boolean(removeCall) || Boolean(resource.operations?.length);
  const columns = useMemo<TableProps<T>['columns']>(() => {
    const rowNumber = {
      key: ROW_COLUMN,
      title: t('common.row'),
      width: ROW_NUMBER_WIDTH,
      render: (_: unknown, __: T, index: number) => intl.formatNumber((page - 1) * limit + index + 1, { useGrouping: false }),
    };
    const declared = shownColumns.map((column) => {
      const field = column.sortField ?? column.key;
      const toggleCall =
        column.toggle === true
          ? (() => {
              const endpoint = endpoints.toggles?.[column.key];
              return endpoint ? (record: T, value: boolean) => endpoint.initiate({ id: record.id, value }) : undefined;
            })()
          : column.toggle;
      const numberCall =
        column.editableNumber === true
          ? (() => {
              const endpoint = endpoints.numbers?.[column.key];
              return endpoint ? (record: T, value: number) => endpoint.initiate({ id: record.id, value }) : undefined;
            })()
          : column.editableNumber;
      return {
        key: column.key,
        dataIndex: column.key,
        title: t(column.title),
        width: column.width,
        responsive: column.responsive,
        className: [column.date ? DATE_COLUMN : '', column.priority ? PRIORITY_COLUMN : ''].filter(Boolean).join(' ') || undefined,
        // the header cell names its column, so the width a column frees is measured (columnPriority.ts)
        onHeaderCell: () => ({ [COLUMN_KEY_ATTRIBUTE]: column.key }) as React.HTMLAttributes<HTMLElement>,
        sorter: column.sortable ? true : undefined,
        sortOrder: column.sortable ? (sort.field === field ? sort.order : null) : undefined,
        render: (_: unknown, record: T) => {
          const value = (record as Record<string, unknown>)[column.key];
          if (toggleCall) {
            return <ToggleCell checked={Boolean(value)} label={t(column.title)} labels={column.toggleLabels} call={(next) => toggleCall(record, next)} />;
          }
          if (numberCall) {
            return <NumberCell value={typeof value === 'number' ? value : Number(value) || undefined} label={t(column.title)} call={(next) => numberCall(record, next)} />;
          }
          if (column.editableText) {
            const { save, maxLength } = column.editableText;
            return <EditableTextCell value={value == null ? '' : String(value as string)} label={t(column.title)} maxLength={maxLength} call={(next) => save(record, next)} />;
          }
          if (column.tags) return <TagsCell tags={column.tags(record)} />;
          let content: ReactNode;
          if (column.render) content = column.render(record);
          else if (column.date) content = <DateText value={value as string} withTime />;
          // a number in the language's digits (Persian in fa), without grouping: an invoice number is a name, not an amount
          else if (typeof value === 'number') content = intl.formatNumber(value, { useGrouping: false });
          else content = value == null ? '' : String(value as string);
          if (column.ltr) content = <Ltr>{content}</Ltr>;
          return column.link ? (
            <LinkCell record={record} column={column}>
              {content}
            </LinkCell>
          ) : (
            content
          );
        },
      };
    });
    const operations = {
      key: OPERATIONS_COLUMN,
      title: t('common.operations'),
      width: OPERATIONS_WIDTH,
      // stays in view at the row's end (right in en, left in fa) while a wide table scrolls on a phone
      fixed: 'end' as const,
      render: (_: unknown, record: T) => {
        const items = [
          ...(canEdit && (resource.canEdit?.(record) ?? true) ? [{ key: 'edit', icon: <EditOutlined />, label: t('common.edit'), onClick: () => openEdit(record) }] : []),
          ...(resource.operations ?? [])
            .filter((op) => !op.hidden?.(record))
            .map((op) => ({
              key: op.key,
              icon: op.icon,
              danger: op.danger,
              disabled: op.disabled?.(record) ?? false,
              label: t(op.label),
              onClick: () => runOperation(op, record),
            })),
          // destructive last: delete after the screen's own operations
          ...(removeCall && (resource.canRemove?.(record) ?? true)
            ? [{ key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('common.delete'), onClick: () => confirmDelete(record) }]
            : []),
        ];
        return (
          <Dropdown menu={{ items }} trigger={['click']} disabled={items.length === 0}>
            <Button type="text" icon={<MoreOutlined />} aria-label={t('common.operations')} />
          </Dropdown>
        );
      },
    };
    return [rowNumber, ...declared, ...(hasOperations ? [operations] : [])];
  }, [resource, shownColumns, endpoints, removeCall, t, intl, page, limit, sort.field, sort.order, openEdit, confirmDelete, runOperation, canEdit, hasOperations]);

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorterInfo, extra) => {
    if (extra.action === 'sort') {
      const s: (typeof sorterInfo & object) | undefined = Array.isArray(sorterInfo) ? sorterInfo.at(0) : sorterInfo;
      const column = resource.columns.find((c) => c.key === s?.columnKey);
      update({ sorter: toSorter(column ? (column.sortField ?? column.key) : undefined, s?.order), page: 1 });
      return;
    }
    const nextLimit = pagination.pageSize ?? limit;
    update({ page: nextLimit !== limit ? 1 : (pagination.current ?? 1), limit: nextLimit });
  };

  const virtual = limit >= VIRTUAL_FROM;
  // column priority (columnPriority.ts): the columns that give way for want of room, decided by the box's
  // width alone, and those antd hides at this window width (`responsive`): the table leaves them out,
  // each row's expanded detail lists them, the column chooser says which and why
  const fitColumns = useMemo(
    () => shownColumns.map((c) => ({ key: c.key, priority: c.priority, room: columnRoom(c, t(c.title)) })),
    [shownColumns, t],
  );
  const fixedRoom = ROW_NUMBER_WIDTH + (hasOperations ? OPERATIONS_WIDTH : 0) + (bulk.selectable ? SELECTION_WIDTH : 0);
  const fit = useColumnsThatFit(fitColumns, fixedRoom);
  const screens = useScreens();
  const tableColumns = useMemo(() => (columns ?? []).filter((c) => !fit.hidden.includes(String(c.key))), [columns, fit.hidden]);
  const detailColumns = useMemo(
    () => (columns ?? []).filter((c) => fit.hidden.includes(String(c.key)) || (c.responsive !== undefined && !c.responsive.some((screen) => (screens as Record<string, boolean>)[screen]))),
    [columns, fit.hidden, screens],
  );
  const foldedKeys = useMemo(() => detailColumns.map((c) => String(c.key)), [detailColumns]);
  const activeFilters = filters ? Object.keys(filters).length : 0;
  const { selected, clearSelection } = bulk;
  const Toolbar = resource.toolbar;
  const Summary = resource.summary;
  const columnKeys = useMemo(() => ['__row', ...views.visible], [views.visible]);
  const columnIndex = useCallback((key: string) => (columnKeys.includes(key) ? columnKeys.indexOf(key) + (bulk.selectable ? 1 : 0) : -1), [columnKeys, bulk.selectable]);
  const titles = useMemo(() => Object.fromEntries(resource.columns.map((c) => [c.key, t(c.title)])), [resource.columns, t]);
  const canAdd = (Boolean(resource.form && (resource.form.add ?? endpoints.add)) || Boolean(resource.pages)) && resource.canAdd !== false;

  return (
    <div className="resource-page">
      <Flex gap={8} wrap align="center" className="resource-page__toolbar" style={{ marginBottom: 16 }}>
        {canAdd && (
          <Tooltip title={t('common.add')}>
            <Button type="primary" shape="circle" icon={<PlusOutlined />} aria-label={t('common.add')} onClick={openAdd} />
          </Tooltip>
        )}
        {resource.filter && (
          <Tooltip title={activeFilters ? t('admin.resource.activeFilters', { count: activeFilters }) : t('common.filter')}>
            <CountBadge count={activeFilters} size="small">
              <Button shape="circle" type={activeFilters ? 'primary' : 'default'} ghost={activeFilters > 0} icon={<FilterOutlined />} aria-label={t('common.filter')} onClick={() => setFiltering(true)} />
            </CountBadge>
          </Tooltip>
        )}
        <PresetPicker views={views} />
        <ColumnChooser views={views} titles={titles} folded={phone ? NO_KEYS : foldedKeys} />
        {resource.export !== false && (
          <ExportButton name={resource.name} list={endpoints.list} columns={shownColumns} filters={filters} sorter={sorter} pageSizes={pageSizes} />
        )}
        {Toolbar && <Toolbar {...ctx} docs={list.data?.docs} total={total} selected={selected} clearSelection={clearSelection} />}
        {toolbar}
      </Flex>
      {bulk.bar}
      <QueryLoadError query={list} compact={false} what={t('loadError.what.list')} />
      {phone ? (
        <ResourceCards<T>
          columns={columns ?? []}
          docs={bulk.visibleDocs}
          loading={listLoading(list) && !partial}
          selection={bulk.cardSelection}
          rowClassName={resource.rowClassName}
          emptyText={listEmptyText(list, t(resource.emptyText ?? 'common.empty'))}
          footer={partial ? <LoadingRows loaded={partial.rows.length} expected={expectedRows(partial, page, limit)} /> : undefined}
          pagination={{
            current: page,
            pageSize: limit,
            total: bulk.shownTotal,
            ...paginationDigits,
            pageSizeOptions: pageSizes,
            showTotal: (count) => t('common.total', { total: intl.formatNumber(count) }),
            onChange: (next, size) => update({ page: size !== limit ? 1 : next, limit: size }),
          }}
        />
      ) : (
      <div ref={fit.box} className="resource-page__table">
      <Table<T>
        rowKey="id"
        size="middle"
        columns={tableColumns}
        expandable={
          detailColumns.length > 0
            ? { expandedRowRender: (record, index) => <RowFields columns={detailColumns} record={record} index={index} className="resource-row-detail" /> }
            : undefined
        }
        dataSource={bulk.visibleDocs}
        loading={listLoading(list) && !partial}
        onChange={onChange}
        locale={{ emptyText: listEmptyText(list, t(resource.emptyText ?? 'common.empty')) }}
        virtual={virtual}
        // the shown columns share the box (texts wrap); it scrolls sideways only below their least widths
        scroll={virtual ? { x: 900, y: VIRTUAL_HEIGHT } : { x: true }}
        tableLayout={virtual ? undefined : 'auto'}
        rowClassName={resource.rowClassName ? (record) => resource.rowClassName?.(record) ?? '' : undefined}
        rowSelection={bulk.rowSelection}
        summary={Summary && docs?.length && !partial ? () => <Summary docs={docs} columnIndex={columnIndex} columns={views.visible} /> : undefined}
        footer={partial ? () => <LoadingRows loaded={partial.rows.length} expected={expectedRows(partial, page, limit)} /> : undefined}
        pagination={{
          current: page,
          pageSize: limit,
          total: bulk.shownTotal,
          ...paginationDigits,
          showQuickJumper: true,
          pageSizeOptions: pageSizes,
          showTotal: (count) => t('common.total', { total: intl.formatNumber(count) }),
          responsive: true,
        }}
      />
      </div>
      )}
      {editing && resource.form && (
        <FormModal
          name={resource.name}
          form={resource.form}
          endpoints={endpoints}
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
      {opened && (
        <opened.Modal
          record={opened.record}
          onClose={(saved) => {
            setOpened(null);
            if (saved) reload();
          }}
        />
      )}
    </div>
  );
}

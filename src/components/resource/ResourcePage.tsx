/**
 * THE admin list (spec §1, DESIGN.md "One resource pattern"): row number, sortable columns, per-row
 * operations menu, round add and filter buttons, paging with size changer, quick jumper and total,
 * filter modal, add/edit modal, switches toggled in place, inline editable numbers, links and tags,
 * delete with confirmation (stepping back a page when the last row of the last page goes), row
 * operations that can be hidden, disabled, confirmed or open a modal, a toolbar that reads and changes
 * the list state, optional row selection, row highlighting and a totals row. Page, size, sorter and
 * filters live in the URL. Page sizes of 1,000 and more render with antd's virtual table (numeric
 * scroll.y, memoised columns). One row's change re-renders one row (ResourceTable.tsx): the table's
 * props stay the same while the page is in use, the selection lives in a store the rows read.
 * Declare a resource with `defineResource` and render `<ResourcePage resource={...} />` (README.md).
 */
import { useCallback, useLayoutEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { App, Button, Flex, Table, Tooltip, type TableColumnType, type TableProps } from 'antd';
import { FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query/react';
import { useNavigate } from '@/components/links';
import { useAppDispatch } from '@/state/hooks';
import { useListProgress } from '@/api/listProgress';
import { notify } from '@/api/notifier';
import { CountBadge } from '@/components/CountBadge';
import { usePaginationDigits } from '@/components/digits';
import { QueryLoadError } from '@/components/LoadError';
import { fromSorter, toSorter } from '@/lib/sorter';
import { useResourceBulk } from './bulk/useResourceBulk';
import { useSelectionVersion, type SelectionStore } from './bulk/selectionStore';
import { PageCheckbox, RowCheckbox, SELECT_COLUMN, SELECT_COLUMN_CLASS, SelectableTableRow, SelectableVirtualRow, SelectionStoreContext } from './bulk/selectionCells';
import { ResourceCell, ResourceTable, RowMenu, RowMenuStyles, type CellSpec, type RowMenuSetup } from './ResourceTable';
import { useLatestCallback } from './useLatestCallback';
import { FilterModal } from './FilterModal';
import { FormModal } from './FormModal';
import { DATE_COLUMN, OPERATIONS_COLUMN, PRIORITY_COLUMN, ROW_COLUMN, ResourceCards, RowFields, usePhoneCards } from './ResourceCards';
import { COLUMN_KEY_ATTRIBUTE, EXPAND_COLUMN, columnRoom, columnsToFold, isTight, useColumnsThatFit, virtualColumnWidth } from './columnPriority';
import { STEADY_COLUMNS_ATTRIBUTE, useSteadyColumns } from './steadyColumns';
import { useScreens } from '@/components/useScreens';
import { EXPAND_KEY, TotalsCard, TotalsRow } from './totals';
import type { ApiThunk, ResourceContext, ResourceDef, ResourceOperation, ToolbarProps } from './types';
import { useApiCall } from './useApiCall';
import { useListParams, type ListParams } from './useListParams';
import { usePastLastPage } from '@/components/usePastLastPage';
import { ExportButton } from './export/ExportButton';
import { ColumnChooser } from './views/ColumnChooser';
import { PresetPicker } from './views/PresetPicker';
import { useResourceViews } from './views/useResourceViews';
import { useAnnounceReload } from '@/components/a11y/useAnnounceReload';
import { hasAnswer, listEmptyText, listLoading } from '@/components/listState';
import './resourcePage.css';

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100, 1000, 10000];
/** Page sizes from which the table renders virtually. */
export const VIRTUAL_FROM = 1000;
const VIRTUAL_HEIGHT = 560;
/** The columns of every list besides the declared ones (their rooms count when columns give way). */
const ROW_NUMBER_WIDTH = 72;
const OPERATIONS_WIDTH = 96;
/** The row number's and the row menu's widths in a tight table (columnPriority.ts, `isTight`). */
const TIGHT_ROW_NUMBER_WIDTH = 56;
const TIGHT_OPERATIONS_WIDTH = 56;
const SELECTION_WIDTH = 32;
/**
 * A virtual table's rows are laid out at one height it can count on: each cell one line (resourceTable.css)
 * at its column's width (`virtualColumnWidth`). Rows that wrap come out at different heights, which the
 * virtual list then measures and corrects on every scroll step (a long task each). Its columns give way
 * by their priority to fit the box, from these widths (nothing to measure). Every column is given its
 * width, the expand button's too (`EXPAND_COLUMN`): antd's virtual table shares what the others leave
 * among the columns without one, so the expand button's column once took a wide column's room and pushed
 * the last column under the pinned row menu, with a sideways scroll.
 */
const widthOf = (column: { width?: unknown }) => (typeof column.width === 'number' ? column.width : 0);
/**
 * The operations column of a table that is not virtual: kept in view at the row's end by CSS
 * (resourceTable.css), not by antd's `fixed`. antd's fixed columns and sideways scroll measure every
 * column's width once the rows are in and then render all the rows again with the measured offsets,
 * and check the scroll position with a forced layout: on the product list's first page of 100 rows,
 * a second render of every row.
 */
const OPERATIONS_CELL = 'resource-col--operations';
/** The rows antd renders mark themselves selected (selectionCells.tsx); antd's virtual table draws rows as `div`s. */
const SELECTABLE_ROWS = { body: { row: SelectableTableRow } };
const SELECTABLE_VIRTUAL_ROWS = { body: { row: SelectableVirtualRow } };

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
  // RTK Query's hook asks in a passive effect, after the page's first paint; the call starts in the
  // commit instead (the hook then finds it on its way): on opening a list, its rows come that paint sooner
  const dispatch = useAppDispatch();
  const startList = endpoints.list.initiate;
  const listKey = JSON.stringify(listArgs);
  useLayoutEffect(() => {
    if (startList) void dispatch(startList(JSON.parse(listKey) as typeof listArgs, { subscribe: false }));
  }, [dispatch, startList, listKey]);
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
  // a page past the last (an old or remembered address, rows deleted since): the last page with rows, in
  // its place in the history, rather than "nothing to show" under a total that says there is
  usePastLastPage(list.currentData, page, limit, (last) => update({ page: last }, { replace: true }));
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

  // the rows' handlers keep their identity (useLatestCallback), so the memoised rows never render again for them
  const openEdit = useLatestCallback((record: T) => {
    if (resource.pages) void navigate(resource.pages.edit(record));
    else setEditing({ record });
  });

  const removeCall = useMemo<((record: T) => ApiThunk) | undefined>(() => {
    if (resource.remove === false) return undefined;
    if (resource.remove) return resource.remove;
    const remove = endpoints.remove;
    return remove ? (record: T) => remove.initiate(record.id) : undefined;
  }, [resource.remove, endpoints.remove]);

  // selection, bulk actions and delete with undo (bulk/useResourceBulk.tsx)
  const bulk = useResourceBulk({ resource, removeCall, docs, total, params, update, pageSizes });
  const { removeRows, store, selectable } = bulk;
  const phone = usePhoneCards();
  const confirmDelete = useLatestCallback((record: T) => {
    if (!removeCall) return;
    modal.confirm({
      title: t('common.confirmDelete'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      // the row goes at once; the delete is sent when its undo notice ends (a refused one brings it back)
      onOk: () => removeRows([record]),
    });
  });

  const runOperation = useLatestCallback((op: ResourceOperation<T, F>, record: T) => {
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
  });

  const sort = fromSorter(sorter);
  const virtual = limit >= VIRTUAL_FROM;
  const canEdit = Boolean(resource.form && (resource.form.edit ?? endpoints.edit)) || Boolean(resource.pages);
  const hasOperations = canEdit || Boolean(removeCall) || Boolean(resource.operations?.length);
  const menuSetup = useMemo<RowMenuSetup<T, F>>(
    () => ({
      canEdit,
      canEditRow: resource.canEdit,
      removable: Boolean(removeCall),
      canRemoveRow: resource.canRemove,
      operations: resource.operations ?? [],
      t,
      openEdit,
      confirmDelete,
      runOperation,
    }),
    [canEdit, resource.canEdit, resource.canRemove, resource.operations, removeCall, t, openEdit, confirmDelete, runOperation],
  );
  // column priority (columnPriority.ts): the columns that give way for want of room, decided by the box's
  // width alone (never by the rows, a tick, a switch or a reload), and those antd hides at this window
  // width (`responsive`): the table leaves them out, each row's expanded detail lists them, the column
  // chooser says which and why
  const fitColumns = useMemo(
    () => shownColumns.map((c) => ({ key: c.key, priority: c.priority, room: columnRoom(c, t(c.title)) })),
    [shownColumns, t],
  );
  const fixedRoom = ROW_NUMBER_WIDTH + (hasOperations ? OPERATIONS_WIDTH : 0) + (selectable ? SELECTION_WIDTH : 0);
  const fit = useColumnsThatFit(fitColumns, fixedRoom);
  // a box too narrow for the columns that never give way: the table is set tight (isTight)
  const tight = !virtual && isTight(fit.width, fitColumns, fixedRoom);
  // the columns change with the shown columns, the sort, the page (row numbers) and the language; never
  // with the selection, a switch, a menu or a reload, so antd's rows stay as they are through those
  const columns = useMemo<TableColumnType<T>[]>(() => {
    const rowNumber: TableColumnType<T> = {
      key: ROW_COLUMN,
      title: t('common.row'),
      width: tight ? TIGHT_ROW_NUMBER_WIDTH : ROW_NUMBER_WIDTH,
      render: (_: unknown, __: T, index: number) => intl.formatNumber((page - 1) * limit + index + 1, { useGrouping: false }),
    };
    const declared = shownColumns.map((column): TableColumnType<T> => {
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
      const spec: CellSpec<T> = { column, title: t(column.title), toggleCall, numberCall };
      return {
        key: column.key,
        dataIndex: column.key,
        title: spec.title,
        width: virtual ? virtualColumnWidth(column, spec.title) : column.width,
        responsive: column.responsive,
        className: [column.date ? DATE_COLUMN : '', column.priority ? PRIORITY_COLUMN : ''].filter(Boolean).join(' ') || undefined,
        // the header cell names its column, so the width a column frees is measured (columnPriority.ts)
        onHeaderCell: () => ({ [COLUMN_KEY_ATTRIBUTE]: column.key }) as React.HTMLAttributes<HTMLElement>,
        sorter: column.sortable ? true : undefined,
        sortOrder: column.sortable ? (sort.field === field ? sort.order : null) : undefined,
        render: (_: unknown, record: T) => <ResourceCell record={record} spec={spec} />,
      };
    });
    const operations: TableColumnType<T> = {
      key: OPERATIONS_COLUMN,
      // (a tight table has no room for the header's word: the row's ⋮ button says what the column is)
      title: tight ? <span className="visually-hidden">{t('common.operations')}</span> : t('common.operations'),
      width: tight ? TIGHT_OPERATIONS_WIDTH : OPERATIONS_WIDTH,
      // stays in view at the row's end (right in en, left in fa) while a wide table scrolls sideways
      ...(virtual ? { fixed: 'end' as const } : { className: OPERATIONS_CELL }),
      render: (_: unknown, record: T) => <RowMenu record={record} setup={menuSetup} />,
    };
    return [rowNumber, ...declared, ...(hasOperations ? [operations] : [])];
  }, [shownColumns, endpoints, t, intl, page, limit, sort.field, sort.order, menuSetup, hasOperations, virtual, tight]);

  const onChange = useLatestCallback<Parameters<NonNullable<TableProps<T>['onChange']>>, void>((pagination, _filters, sorterInfo, extra) => {
    if (extra.action === 'sort') {
      const s: (typeof sorterInfo & object) | undefined = Array.isArray(sorterInfo) ? sorterInfo.at(0) : sorterInfo;
      const column = resource.columns.find((c) => c.key === s?.columnKey);
      update({ sorter: toSorter(column ? (column.sortField ?? column.key) : undefined, s?.order), page: 1 });
      return;
    }
    const nextLimit = pagination.pageSize ?? limit;
    update({ page: nextLimit !== limit ? 1 : (pagination.current ?? 1), limit: nextLimit });
  });

  const screens = useScreens();
  const visibleDocs = bulk.visibleDocs;
  const selectLabel = t('bulk.selectRow');
  const selectPageLabel = t('bulk.selectPage');
  // the checkbox column: its cells and header read the selection store themselves
  const selectColumn = useMemo<TableColumnType<T> | undefined>(
    () =>
      selectable
        ? {
            key: SELECT_COLUMN,
            className: SELECT_COLUMN_CLASS,
            width: SELECTION_WIDTH,
            title: <PageCheckbox store={store} rows={visibleDocs ?? NO_ROWS} label={selectPageLabel} />,
            render: (_: unknown, record: T) => <RowCheckbox store={store} record={record} label={selectLabel} />,
          }
        : undefined,
    [selectable, store, visibleDocs, selectLabel, selectPageLabel],
  );
  // a virtual table's columns have known widths: those that give way are counted, not measured
  const virtualHidden = useMemo(() => {
    if (!virtual || !fit.width) return NO_KEYS;
    // (without the columns antd leaves out at this window width: `responsive`)
    const shown = new Set(columns.filter((c) => c.responsive === undefined || c.responsive.some((screen) => (screens as Record<string, boolean>)[screen])).map((c) => String(c.key)));
    const width = new Map(columns.map((c) => [String(c.key), widthOf(c)]));
    // (the expand button's column is there already when antd left a column out; else it comes with the
    // first column that gives way, which columnsToFold counts)
    const expandShown = columns.some((c) => !shown.has(String(c.key)));
    const fixed = [ROW_COLUMN, OPERATIONS_COLUMN].filter((key) => shown.has(key)).reduce((sum, key) => sum + (width.get(key) ?? 0), (expandShown ? EXPAND_COLUMN : 0) + (selectColumn ? SELECTION_WIDTH : 0));
    return columnsToFold(
      fit.width,
      fitColumns.filter((c) => shown.has(c.key)).map((c) => ({ ...c, room: width.get(c.key) ?? c.room })),
      fixed,
    );
  }, [virtual, fit.width, selectColumn, columns, fitColumns, screens]);
  const hiddenKeys = virtual ? virtualHidden : fit.hidden;
  const tableColumns = useMemo(
    () => [...(selectColumn ? [selectColumn] : []), ...columns.filter((c) => !hiddenKeys.includes(String(c.key)))],
    [selectColumn, columns, hiddenKeys],
  );
  const detailColumns = useMemo(
    () => columns.filter((c) => hiddenKeys.includes(String(c.key)) || (c.responsive !== undefined && !c.responsive.some((screen) => (screens as Record<string, boolean>)[screen]))),
    [columns, hiddenKeys, screens],
  );
  // the columns keep their widths from page to page while the box, the shown columns and the language
  // stay (steadyColumns.ts): read once a complete page of rows has painted
  const steadyLayout = `${fit.width}|${intl.locale}|${tableColumns.map((c) => String(c.key)).join(',')}|${detailColumns.length > 0}`;
  // the list's loading state (a streaming answer's first rows already show, under no cover)
  const listBusy = listLoading(list) && !partial;
  const steady = useSteadyColumns(steadyLayout, Boolean(visibleDocs?.length) && !listBusy, virtual || phone);
  const expandable = useMemo<TableProps<T>['expandable']>(
    () =>
      detailColumns.length > 0
        ? {
            expandedRowRender: (record, index) => <RowFields columns={detailColumns} record={record} index={index} className="resource-row-detail" />,
            ...(virtual ? { columnWidth: EXPAND_COLUMN } : {}),
          }
        : undefined,
    [detailColumns, virtual],
  );
  // the sum of the widths of the columns the rows show: antd spreads a wider box over them in proportion,
  // and a narrower one scrolls sideways only when the columns that never give way need more
  const virtualScroll = useMemo(() => {
    const shownWidth = tableColumns.filter((c) => !detailColumns.includes(c)).reduce((sum, c) => sum + widthOf(c), expandable ? EXPAND_COLUMN : 0);
    return { x: shownWidth, y: VIRTUAL_HEIGHT };
  }, [tableColumns, detailColumns, expandable]);
  const foldedKeys = useMemo(() => detailColumns.map((c) => String(c.key)), [detailColumns]);
  const activeFilters = filters ? Object.keys(filters).length : 0;
  const { clearSelection } = bulk;
  const Toolbar = resource.toolbar;
  const useTotals = resource.useTotals;
  const titles = useMemo(() => Object.fromEntries(resource.columns.map((c) => [c.key, t(c.title)])), [resource.columns, t]);
  const canAdd = (Boolean(resource.form && (resource.form.add ?? endpoints.add)) || Boolean(resource.pages)) && resource.canAdd !== false;
  const answered = hasAnswer(list);
  const emptyText = t(resource.emptyText ?? 'common.empty');
  const locale = useMemo(() => ({ emptyText: listEmptyText(answered ? ANSWERED : NOT_ANSWERED, emptyText) }), [answered, emptyText]);
  const rowClassName = useMemo(() => (resource.rowClassName ? (record: T) => resource.rowClassName?.(record) ?? '' : undefined), [resource]);
  // the totals (totals.tsx): under the columns the table draws, in its order (antd puts the expand
  // button's column first), those of the columns that gave way under the label
  const renderedKeys = useMemo(
    () => [...(expandable ? [EXPAND_KEY] : []), ...tableColumns.filter((c) => !detailColumns.includes(c)).map((c) => String(c.key))],
    [expandable, tableColumns, detailColumns],
  );
  const showTotals = Boolean(useTotals && docs?.length && !partial);
  const summary = useMemo(
    () =>
      useTotals && docs && showTotals
        ? () => (
            <Table.Summary fixed>
              <TotalsRow useTotals={useTotals} docs={docs} titles={titles} rendered={renderedKeys} folded={foldedKeys} shown={views.visible} width={fit.width} />
            </Table.Summary>
          )
        : undefined,
    [useTotals, docs, showTotals, titles, renderedKeys, foldedKeys, views.visible, fit.width],
  );
  const loaded = partial?.rows.length;
  const expected = partial ? expectedRows(partial, page, limit) : null;
  const footer = useMemo(() => (loaded !== undefined ? () => <LoadingRows loaded={loaded} expected={expected} /> : undefined), [loaded, expected]);
  const showTotal = useCallback((count: number) => t('common.total', { total: intl.formatNumber(count) }), [t, intl]);
  const pagination = useMemo<TableProps<T>['pagination']>(
    () => ({
      current: page,
      pageSize: limit,
      total: bulk.shownTotal,
      ...paginationDigits,
      showQuickJumper: true,
      pageSizeOptions: pageSizes,
      showTotal,
      responsive: true,
    }),
    [page, limit, bulk.shownTotal, paginationDigits, pageSizes, showTotal],
  );

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
        {Toolbar && <SelectionToolbar Toolbar={Toolbar} ctx={ctx} docs={list.data?.docs} total={total} store={store} clearSelection={clearSelection} />}
        {toolbar}
      </Flex>
      {bulk.bar}
      <QueryLoadError query={list} compact={false} what={t('loadError.what.list')} />
      <SelectionStoreContext.Provider value={selectable ? (store as unknown as SelectionStore<{ id: string }>) : null}>
        {phone && useTotals && docs && showTotals && <TotalsCard useTotals={useTotals} docs={docs} titles={titles} shown={views.visible} />}
        {phone ? (
          <ResourceCards<T>
            columns={columns}
            docs={visibleDocs}
            loading={listBusy}
            selection={selectable ? store : undefined}
            windowed={virtual}
            rowClassName={resource.rowClassName}
            emptyText={listEmptyText(list, emptyText)}
            footer={partial ? <LoadingRows loaded={partial.rows.length} expected={expectedRows(partial, page, limit)} /> : undefined}
            pagination={{
              current: page,
              pageSize: limit,
              total: bulk.shownTotal,
              ...paginationDigits,
              pageSizeOptions: pageSizes,
              showTotal,
              onChange: (next, size) => update({ page: size !== limit ? 1 : next, limit: size }),
            }}
          />
        ) : (
          <div
            ref={fit.box}
            className={['resource-page__table', !visibleDocs?.length && listLoading(list) ? 'resource-page__table--waiting' : '', tight ? 'resource-page__table--tight' : ''].filter(Boolean).join(' ')}
            {...{ [STEADY_COLUMNS_ATTRIBUTE]: steady.scope }}
          >
            {steady.css && <style>{steady.css}</style>}
            <ResourceTable<T>
              rowKey="id"
              size="middle"
              columns={tableColumns}
              components={selectable ? (virtual ? SELECTABLE_VIRTUAL_ROWS : SELECTABLE_ROWS) : undefined}
              expandable={expandable}
              dataSource={visibleDocs}
              spinning={listBusy}
              onChange={onChange}
              locale={locale}
              virtual={virtual}
              // the shown columns share the box (texts wrap); it scrolls sideways only below their least
              // widths (resourceTable.css: the scroller is ours, see OPERATIONS_CELL)
              scroll={virtual ? virtualScroll : undefined}
              tableLayout={virtual ? undefined : 'auto'}
              rowClassName={rowClassName}
              summary={summary}
              footer={footer}
              pagination={pagination}
            />
          </div>
        )}
      </SelectionStoreContext.Provider>
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
      {hasOperations && answered && <RowMenuStyles />}
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

const NO_ROWS: readonly never[] = [];
const NO_KEYS: readonly string[] = [];
// what the empty text depends on (listEmptyText): whether the list has answered yet
const ANSWERED = { data: null, isError: false };
const NOT_ANSWERED = { data: undefined, isError: false };

/** The resource's toolbar with the selected rows (all pages): it re-renders on a tick, the page does not. */
function SelectionToolbar<T extends { id: string }, F>({
  Toolbar,
  ctx,
  docs,
  total,
  store,
  clearSelection,
}: {
  Toolbar: ComponentType<ToolbarProps<T, F>>;
  ctx: ResourceContext<F>;
  docs: readonly T[] | undefined;
  total: number;
  store: SelectionStore<T>;
  clearSelection(): void;
}) {
  const version = useSelectionVersion(store);
  // the rows of this page in the page's order, then those of other pages in the order they were chosen
  const selected = useMemo(() => {
    void version;
    const current = store.current();
    const here = (docs ?? []).filter((d) => current.has(d.id)).map((d) => current.get(d.id) as T);
    const ids = new Set(here.map((r) => r.id));
    return [...here, ...[...current.values()].filter((r) => !ids.has(r.id))];
  }, [docs, store, version]);
  return <Toolbar {...ctx} docs={docs} total={total} selected={selected} clearSelection={clearSelection} />;
}

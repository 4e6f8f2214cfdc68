/**
 * Selection and bulk actions of a resource list: the checkbox column (all selected
 * rows, across pages, as records, kept in a selection store (selectionStore.ts) each row's checkbox
 * subscribes to, so a tick re-renders that row's checkbox and the bar, not the table), "select all N that match the filter" (pages through the list call
 * at the largest allowed page size), the declared bulk actions (delete, each switched flag on and off,
 * the resource's own), one documented call per row with at most `BULK_CONCURRENCY` in flight, a
 * progress bar with cancel and a summary naming each failure with the server's message. The failed
 * rows stay selected; tag invalidations are held during the run so the list reloads once at the end.
 * Deletes (one row or the selection) go through the undo notice (`useUndoableDelete`).
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, App, Button, Dropdown, Flex, Progress } from 'antd';
import { DeleteOutlined, DownOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { withCallMode } from '@/api/callMode';
import { holdInvalidations } from '@/api/holdInvalidations';
import { notify } from '@/api/notifier';
import type { ApiError } from '@/api/baseQuery';
import { useAppDispatch } from '@/state/hooks';
import type { ApiThunk, BulkAction, ResourceDef } from '../types';
import type { ListParams } from '../useListParams';
import { useUndoableDelete } from '../useUndoableDelete';
import { runPool, type PoolResult } from './runPool';
import { createSelectionStore, pageSelection, useSelectionVersion, type SelectionStore } from './selectionStore';
import './bulk.css';

/** A bulk action ready to run: its label translated, `remove` for the delete. */
export interface ResolvedBulkAction<T> extends Omit<BulkAction<T>, 'label'> {
  label: string;
  remove?: boolean;
}

interface Running {
  label: string;
  total: number;
  settled: number;
  controller: AbortController;
}
interface Summary {
  label: string;
  done: number;
  failed: { id: string; label: string; message: string }[];
  notStarted: number;
}

/** A row the action does not apply to: not sent, named in the summary, kept selected. */
class NotApplicable extends Error {
  constructor() {
    super('The action does not apply to this row.');
  }
}

/** The bulk actions a resource offers: delete, each switched flag on and off, then its own. */
export function resolveBulkActions<T extends { id: string }, F, V, B, FV>(
  resource: ResourceDef<T, F, V, B, FV>,
  removeCall: ((record: T) => ApiThunk) | undefined,
  t: (id: string, values?: Record<string, string>) => string,
): ResolvedBulkAction<T>[] {
  const bulk = resource.bulk;
  if (bulk === false) return [];
  const remove: ResolvedBulkAction<T>[] =
    removeCall && bulk?.remove !== false
      ? [{ key: 'remove', label: t('bulk.deleting'), danger: true, remove: true, call: removeCall, applies: resource.canRemove }]
      : [];
  const toggles = bulk?.toggles ?? true;
  const flags = resource.columns.flatMap((column): ResolvedBulkAction<T>[] => {
    if (!column.toggle || toggles === false || (Array.isArray(toggles) && !toggles.includes(column.key))) return [];
    const endpoint = column.toggle === true ? resource.endpoints.toggles?.[column.key] : undefined;
    const call = column.toggle === true ? (endpoint ? (r: T, value: boolean) => endpoint.initiate({ id: r.id, value }) : undefined) : column.toggle;
    if (!call) return [];
    const flag = t(column.title);
    return [true, false].map((value) => ({ key: `${column.key}:${value}`, label: t(value ? 'bulk.on' : 'bulk.off', { flag }), call: (r: T) => call(r, value) }));
  });
  const own = (bulk?.actions ?? []).map((action) => ({ ...action, label: t(action.label) }));
  return [...remove, ...flags, ...own];
}

/** The server's message of a failed call, else what went wrong in the language. */
function failureText(error: unknown, t: (id: string, values?: Record<string, string>) => string): string {
  if (error instanceof NotApplicable) return t('bulk.notApplicable');
  const e = (error ?? {}) as Partial<ApiError>;
  const messages = (e.messages ?? []).map((m) => m.message).filter(Boolean);
  if (messages.length) return messages.join(' ');
  if (e.status === 'FETCH_ERROR') return t('api.networkError');
  if (e.status === 'TIMEOUT_ERROR') return t('api.timeout');
  if (e.status === 'PARSING_ERROR' || e.status === 'CUSTOM_ERROR' || e.status === undefined) return t('api.badAnswer');
  return t('api.serverError', { status: String(e.status) });
}

export interface ResourceBulkOptions<T extends { id: string }, F, V, B, FV> {
  resource: ResourceDef<T, F, V, B, FV>;
  removeCall: ((record: T) => ApiThunk) | undefined;
  /** The rows of this page as they arrived (hidden ones included). */
  docs: readonly T[] | undefined;
  total: number;
  params: ListParams<F>;
  update(next: Partial<ListParams<F>>): void;
  pageSizes: readonly number[];
}

export function useResourceBulk<T extends { id: string }, F, V, B, FV>({ resource, removeCall, docs, total, params, update, pageSizes }: ResourceBulkOptions<T, F, V, B, FV>) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const t = useCallback((id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values), [intl]);
  const n = useCallback((value: number) => intl.formatNumber(value), [intl]);
  const actions = useMemo(() => resolveBulkActions(resource, removeCall, t), [resource, removeCall, t]);
  const selectable = resource.selectable ?? actions.length > 0;
  // the selection lives outside React's state: a tick re-renders the row's checkbox and the bar, not this page
  const [store] = useState(() => createSelectionStore<T>());
  const [running, setRunning] = useState<Running | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [loadingAll, setLoadingAll] = useState<{ loaded: number } | null>(null);
  const { page, sorter, filters } = params;

  // another filter is another set: the selection starts again
  const filterKey = JSON.stringify(filters ?? null);
  useEffect(() => () => store.clear(), [filterKey, store]);

  const label = useCallback(
    (record: T) => {
      if (resource.rowLabel) return resource.rowLabel(record);
      const first = resource.columns[0] ? (record as Record<string, unknown>)[resource.columns[0].key] : undefined;
      return typeof first === 'string' || typeof first === 'number' ? String(first) : record.id;
    },
    [resource],
  );

  /** Runs one call per row, at most 4 at a time, quietly, holding the list's reload until the end. */
  const run = useCallback(
    async (action: ResolvedBulkAction<T>, records: T[]): Promise<PoolResult<T>> => {
      const controller = new AbortController();
      setSummary(null);
      setRunning({ label: action.label, total: records.length, settled: 0, controller });
      const release = holdInvalidations(dispatch);
      let result: PoolResult<T>;
      try {
        result = await runPool(
          records,
          (record) => {
            if (action.applies && !action.applies(record)) return Promise.reject(new NotApplicable());
            const call = withCallMode({ quiet: true }, () => dispatch(action.call(record)));
            return call.unwrap().finally(() => call.unsubscribe?.());
          },
          { signal: controller.signal, onProgress: (settled) => setRunning((r) => (r ? { ...r, settled } : r)) },
        );
      } finally {
        release();
        setRunning(null);
      }
      // the failed rows and those never started stay selected, for a retry
      store.set(records, false);
      store.set([...result.failed.map((f) => f.item), ...result.notStarted], true);
      setSummary({
        label: action.label,
        done: result.done.length,
        failed: result.failed.map(({ item, error }) => ({ id: item.id, label: label(item), message: failureText(error, t) })),
        notStarted: result.notStarted.length,
      });
      return result;
    },
    [dispatch, label, t, store],
  );

  /** Leaving with deletes still waiting for their undo notice to end: they go now (keepalive). */
  const leave = useCallback(
    (records: T[], pagehide: boolean) => {
      if (!removeCall) return;
      const send = (record: T) => withCallMode({ quiet: true, keepalive: true }, () => dispatch(removeCall(record)));
      if (pagehide) {
        // the page is going away: no time for a queue
        records.forEach(send);
        return;
      }
      const release = holdInvalidations(dispatch);
      void runPool(records, (record) => send(record).unwrap()).then((result) => {
        release();
        if (result.failed.length) notify({ type: 'error', messageId: 'bulk.leftFailed', values: { count: n(result.failed.length) } });
      });
    },
    [dispatch, removeCall, n],
  );
  const undoable = useUndoableDelete<T>(leave);
  const { hidden } = undoable;

  const visibleDocs = useMemo(() => (docs && hidden.size ? docs.filter((d) => !hidden.has(d.id)) : docs), [docs, hidden]);
  const hiddenHere = (docs?.length ?? 0) - (visibleDocs?.length ?? 0);

  /** Hides the rows (after the caller's confirmation) and deletes them when the undo notice ends. */
  const removeRows = useCallback(
    (records: T[]) => {
      if (!removeCall || !records.length) return;
      const ids = new Set(records.map((r) => r.id));
      const left = (docs ?? []).filter((d) => !hidden.has(d.id) && !ids.has(d.id)).length;
      // the last rows of the last page went: step back a page (and forward again on undo)
      const stepBack = left === 0 && page > 1;
      if (stepBack) update({ page: page - 1 });
      const wasSelected = records.filter((r) => store.has(r.id));
      store.set(records, false);
      const single = records.length === 1 && !wasSelected.length;
      const remove = actions.find((a) => a.remove);
      undoable.remove(
        records,
        single || !remove
          ? async (rows) => {
              const failed: T[] = [];
              for (const row of rows) {
                const call = dispatch(removeCall(row));
                // the server's message is shown by the baseQuery; the list reloads through the tags
                await call.unwrap().catch(() => failed.push(row));
              }
              return failed;
            }
          : async (rows) => {
              const result = await run(remove, rows);
              return [...result.failed.map((f) => f.item), ...result.notStarted];
            },
        () => {
          store.set(wasSelected, true);
          if (stepBack) update({ page });
        },
      );
    },
    [removeCall, docs, hidden, page, update, store, actions, undoable, dispatch, run],
  );

  const clearSelection = useCallback(() => store.clear(), [store]);

  const selectAll = useCallback(async () => {
    const initiate = resource.endpoints.list.initiate;
    if (!initiate) return;
    const size = Math.max(...pageSizes);
    const all: T[] = [];
    setLoadingAll({ loaded: 0 });
    try {
      for (let p = 1; ; p += 1) {
        const call = dispatch(initiate({ page: p, limit: size, sorter, filters }, { subscribe: false, forceRefetch: true }));
        const answer = await call.unwrap();
        all.push(...answer.docs.filter((d) => !hidden.has(d.id)));
        setLoadingAll({ loaded: all.length });
        if (answer.docs.length < size || p * size >= answer.total) break;
      }
      store.replace(all);
    } catch {
      notify({ type: 'error', messageId: 'bulk.selectAllFailed' });
    } finally {
      setLoadingAll(null);
    }
  }, [resource.endpoints.list, pageSizes, dispatch, sorter, filters, hidden, store]);

  const startAction = useCallback(
    (action: ResolvedBulkAction<T>) => {
      const records = [...store.current().values()];
      if (!records.length) return;
      if (action.remove) {
        modal.confirm({
          title: t('bulk.confirmRemove', { count: n(records.length) }),
          okText: t('common.delete'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: () => removeRows(records),
        });
        return;
      }
      if (!action.confirm) {
        void run(action, records);
        return;
      }
      modal.confirm({
        title: t(action.confirm === true ? 'common.confirmAction' : action.confirm),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        onOk: () => void run(action, records),
      });
    },
    [store, modal, t, n, removeRows, run],
  );

  const bar: ReactNode = selectable ? (
    <BulkBar
      store={store}
      pageRows={visibleDocs ?? EMPTY}
      total={total - hiddenHere}
      canPage={Boolean(resource.endpoints.list.initiate)}
      actions={actions}
      running={running}
      summary={summary}
      loadingAll={loadingAll}
      onSelectAll={selectAll}
      onStart={startAction}
      onClear={clearSelection}
      onDismiss={setSummary}
    />
  ) : null;

  return { selectable, store, clearSelection, visibleDocs, shownTotal: total - hiddenHere, removeRows, bar };
}

const EMPTY: readonly never[] = [];

interface BulkBarProps<T extends { id: string }> {
  store: SelectionStore<T>;
  pageRows: readonly T[];
  /** the rows that match, less those waiting for their delete */
  total: number;
  /** the list can be paged through (offers "select all N that match") */
  canPage: boolean;
  actions: readonly ResolvedBulkAction<T>[];
  running: Running | null;
  summary: Summary | null;
  loadingAll: { loaded: number } | null;
  onSelectAll(): Promise<void>;
  onStart(action: ResolvedBulkAction<T>): void;
  onClear(): void;
  onDismiss(summary: null): void;
}

/**
 * While the bar shows, the window keeps room under what it scrolls into view for focus (a row tabbed to
 * at the bottom of the screen is not hidden behind the bar): the bar's height, read after each layout
 * by a ResizeObserver (no forced layout), as the root's scroll padding (a property no element inherits,
 * so setting it restyles the root alone).
 */
function useScrollRoomBelow(ref: RefObject<HTMLDivElement | null>, shown: boolean) {
  useEffect(() => {
    const bar = ref.current;
    if (!shown || !bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
      root.style.scrollPaddingBlockEnd = `${Math.ceil(height) + 24}px`;
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBlockEnd = '';
    };
  }, [ref, shown]);
}

/** The bar's clear, actions and delete buttons: behind `memo`, so a tick's new count renders none of them. */
const BulkActions = memo(function BulkActions<T>({ actions, busy, empty, onStart, onClear }: { actions: readonly ResolvedBulkAction<T>[]; busy: boolean; empty: boolean; onStart(action: ResolvedBulkAction<T>): void; onClear(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const menu = useMemo(
    () => ({ items: actions.filter((a) => !a.remove).map((a) => ({ key: a.key, label: a.label, icon: a.icon, danger: a.danger, onClick: () => onStart(a) })) }),
    [actions, onStart],
  );
  const removeAction = actions.find((a) => a.remove);
  return (
    <>
      <Button type="link" size="small" disabled={busy} onClick={onClear}>
        {t('bulk.clear')}
      </Button>
      {menu.items.length > 0 && (
        <Dropdown disabled={busy || empty} trigger={['click']} menu={menu}>
          <Button size="small">
            {t('bulk.actions')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {removeAction && (
        <Button size="small" danger icon={<DeleteOutlined />} disabled={busy || empty} onClick={() => onStart(removeAction)}>
          {t('bulk.remove')}
        </Button>
      )}
    </>
  );
}) as <T>(props: { actions: readonly ResolvedBulkAction<T>[]; busy: boolean; empty: boolean; onStart(action: ResolvedBulkAction<T>): void; onClear(): void }) => React.ReactElement;

/**
 * The bar of the selection and the bulk actions: it alone re-renders on a tick. It floats at the foot
 * of the screen, over the list's end (bulk.css): appearing over the rows instead of above them moves
 * no row, so the first tick does not lay out and paint the whole page of rows again. It stays mounted,
 * hidden, while nothing is selected: the first tick then shows it instead of building it (its buttons
 * and dropdown, whose styles antd also generated and inserted then, inside the tick).
 */
function BulkBar<T extends { id: string }>({ store, pageRows, total, canPage, actions, running, summary, loadingAll, onSelectAll, onStart, onClear, onDismiss }: BulkBarProps<T>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const n = (value: number) => intl.formatNumber(value);
  useSelectionVersion(store);
  const size = store.size;
  const ref = useRef<HTMLDivElement>(null);
  const shown = size > 0 || Boolean(running) || Boolean(summary) || Boolean(loadingAll);
  useScrollRoomBelow(ref, shown);
  const page = pageSelection(store, pageRows);
  const canSelectAll = canPage && pageRows.length > 0 && page.state === 'all' && total > size;
  const busy = Boolean(running) || Boolean(loadingAll);
  return (
    <div ref={ref} className="resource-bulk" role="region" aria-label={t('bulk.actions')} hidden={!shown}>
      {(size > 0 || loadingAll || !shown) && (
        <div className="resource-bulk__row">
          <span role="status" className="resource-bulk__count">
            {shown ? t('bulk.selected', { count: n(size) }) : null}
          </span>
          {(canSelectAll || loadingAll) && (
            <Button type="link" size="small" loading={Boolean(loadingAll)} disabled={busy} onClick={() => void onSelectAll()}>
              {loadingAll ? t('bulk.selectingAll', { loaded: n(loadingAll.loaded), total: n(total) }) : t('bulk.selectAll', { total: n(total) })}
            </Button>
          )}
          {/* hidden, the bar's actions are as they will be on the first tick: that tick renders none of them */}
          <BulkActions actions={actions} busy={busy} empty={shown && size === 0} onStart={onStart} onClear={onClear} />
        </div>
      )}
      {running && (
        <Flex gap={8} align="center" className="resource-bulk__progress">
          <Progress
            percent={running.total ? Math.round((running.settled / running.total) * 100) : 0}
            format={() => t('bulk.progress', { action: running.label, settled: n(running.settled), total: n(running.total) })}
            aria-label={running.label}
          />
          <Button size="small" disabled={running.controller.signal.aborted} onClick={() => running.controller.abort()}>
            {t('bulk.cancel')}
          </Button>
        </Flex>
      )}
      {summary && (
        <Alert
          role="status"
          showIcon
          closable={{ 'aria-label': t('bulk.dismiss'), onClose: () => onDismiss(null) }}
          type={summary.failed.length ? 'warning' : 'success'}
          title={t('bulk.summary', { action: summary.label, done: n(summary.done), failed: n(summary.failed.length) })}
          description={
            summary.failed.length || summary.notStarted ? (
              <>
                {summary.failed.length > 0 && (
                  <ul className="resource-bulk__failures">
                    {summary.failed.map((f) => (
                      <li key={f.id}>
                        <strong>{f.label}</strong>: {f.message}
                      </li>
                    ))}
                  </ul>
                )}
                {summary.notStarted > 0 && <div>{t('bulk.notStarted', { count: n(summary.notStarted) })}</div>}
                <div>{t('bulk.failedKept')}</div>
              </>
            ) : undefined
          }
        />
      )}
    </div>
  );
}

/**
 * The rows of a big list answer that are already in and checked while the rest is still on its way
 * (src/api/bigAnswer.ts reads them as they arrive, the worker checks them). Keyed by the query's cache
 * key; the baseQuery publishes, a list screen reads them with `useListProgress` and shows them with
 * an honest "loading the remaining rows" line until the query itself has the whole answer. The query
 * still resolves only with the whole answer, and still fails if any of it is wrong: these rows are a
 * preview of the answer, never its result.
 */
import { useSyncExternalStore } from 'react';

export interface ListProgress {
  /** the checked rows so far, in order (frozen, the same objects the answer will hold) */
  rows: readonly unknown[];
  /** `total`, `limit`, `page` when the answer wrote them before its rows, else null */
  total: number | null;
  limit: number | null;
  page: number | null;
}

/**
 * Least time between two updates a screen sees: each one re-renders its table, which costs more the
 * more rows it has (250 ms, plus 1 ms for every 50 rows in: 2.25 s apart at 100,000 rows).
 */
export const PROGRESS_EVERY_MS = 250;
const progressEvery = (rows: number) => PROGRESS_EVERY_MS + rows / 50;
/** How long the last rows stay after the answer is complete (until the query has stored it). */
const KEEP_AFTER_MS = 3_000;

const entries = new Map<string, ListProgress>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The rows in so far for a query cache key (`undefined`: nothing streaming under it). */
export function listProgress(key: string | undefined): ListProgress | undefined {
  return key === undefined ? undefined : entries.get(key);
}

/** A screen's view of `listProgress(key)`, re-rendered as more rows come in. */
export function useListProgress(key: string | undefined): ListProgress | undefined {
  return useSyncExternalStore(subscribe, () => listProgress(key), () => undefined);
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Starts publishing a query's rows under `key`: `update` with the live list of checked rows (copied
 * at most every PROGRESS_EVERY_MS, the first rows at once) and the head written before them; `done`
 * when the answer is complete (`ok`: the rows stay a little, until the query has stored the answer)
 * or failed (they go at once).
 */
export function publishListProgress(key: string) {
  // an earlier answer's rows under this key are not this one's
  if (entries.delete(key)) notify();
  let last = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: { rows: readonly unknown[]; head: unknown } | null = null;
  let entry: ListProgress | undefined;
  const flush = () => {
    timer = undefined;
    if (!latest) return;
    last = Date.now();
    const content = (latest.head as { data?: { content?: Record<string, unknown> } } | null)?.data?.content;
    entry = { rows: latest.rows.slice(), total: num(content?.total ?? content?.count), limit: num(content?.limit), page: num(content?.page) };
    entries.set(key, entry);
    notify();
  };
  return {
    update(rows: readonly unknown[], head: unknown) {
      if (stopped) return;
      latest = { rows, head };
      if (timer) return;
      const wait = last === 0 ? 0 : progressEvery(rows.length) - (Date.now() - last);
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    done(ok: boolean) {
      if (timer) clearTimeout(timer);
      timer = undefined;
      latest = null;
      // (after a failure nothing more is shown, whatever comes)
      if (!ok) stopped = true;
      const mine = entry;
      if (!mine) return;
      const drop = () => {
        if (entries.get(key) !== mine) return;
        entries.delete(key);
        notify();
      };
      if (ok) setTimeout(drop, KEEP_AFTER_MS);
      else drop();
    },
  };
}

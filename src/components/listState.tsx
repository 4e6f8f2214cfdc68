/**
 * What a list shows before its first answer: its loading state, never its empty state. "You have no
 * invoices" shown for a second before the rows arrive is wrong twice (it is not true, and a screen reader
 * reads it). A query that waits for its arguments (skipped until the signed-in user or a category is
 * known) has no answer yet either; a failed one has its answer (the error, shown by QueryLoadError).
 */
import type { ReactNode } from 'react';

/** The parts of an RTK Query hook result a list needs. */
export interface ListQuery {
  data?: unknown;
  isError: boolean;
  isFetching: boolean;
}

/** The query has answered at least once (rows, possibly none, or a failure). */
export function hasAnswer(query: Pick<ListQuery, 'data' | 'isError'>): boolean {
  return query.data !== undefined || query.isError;
}

/** Busy until the first answer, then while a new one is fetched. */
export function listLoading(query: ListQuery): boolean {
  return query.isFetching || !hasAnswer(query);
}

/**
 * The empty text for a list: `empty` once the query has answered, before that a blank block of the
 * empty state's height under the list's spinner (so nothing moves when the rows or the empty state come).
 */
export function listEmptyText(query: Pick<ListQuery, 'data' | 'isError'>, empty: ReactNode): ReactNode {
  return hasAnswer(query) ? empty : <div className="list-waiting" data-testid="list-waiting" style={{ minHeight: 120 }} />;
}

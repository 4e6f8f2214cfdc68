/**
 * What the page and the big-answer worker say to each other (src/api/bigAnswer.ts,
 * src/api/bigAnswerSplit.ts), and the page's half of the work: putting the rows back into the answer.
 * Apart from the worker's splitter on purpose: that imports the row schemas, which the page would then
 * build on every start (the invoice, user and IP address schemas, a few milliseconds of a public
 * page's start-up) although only the worker checks rows with them.
 */
import type { z } from 'zod/mini';
import type { RowsKey } from './schemas/rows';

/** Where the rows were taken from: `data.content` itself, or `data.content.docs` (a paged list). */
export type RowsAt = 'content' | 'docs';

/** A zod issue as posted (plain data). */
export type PostedIssue = z.core.$ZodIssue;

export type BigAnswerMessage =
  /** the big array starts: the envelope so far (keys written before the rows, e.g. `total`), closed */
  | { id: number; kind: 'start'; head: unknown; rowsAt: RowsAt }
  /** the next rows, in order; `checked`: each matched the row schema of the job's `rowsKey` */
  | { id: number; kind: 'rows'; rows: unknown[]; checked: boolean }
  /** a row did not match its schema: no more rows follow (the page fails the answer with these issues) */
  | { id: number; kind: 'issues'; issues: PostedIssue[] }
  /** the whole answer is in: the envelope without its rows */
  | { id: number; kind: 'end'; head: unknown; rowsAt: RowsAt | null }
  /** not JSON (an HTML error page, a cut-off body): the page answers `{ __notJson: true }` as before */
  | { id: number; kind: 'notJson' }
  /** the worker is loaded (sent once, before any job) */
  | { id: 0; kind: 'ready' };

/** What the page sends: a job starts, its bytes come in chunks, it ends (or is dropped). */
export type BigAnswerJob =
  | { id: number; kind: 'start'; rowsKey?: RowsKey }
  | { id: number; kind: 'chunk'; bytes: ArrayBuffer }
  | { id: number; kind: 'end' }
  | { id: number; kind: 'drop' };

/** Puts the rows back where the worker took them from (the head is a fresh object: changed in place). */
export function joinAnswer(head: unknown, rowsAt: RowsAt | null, rows: unknown[]): unknown {
  if (!rowsAt) return head;
  const data = (head as { data: Record<string, unknown> }).data;
  if (rowsAt === 'content') data.content = rows;
  else (data.content as Record<string, unknown>).docs = rows;
  return head;
}

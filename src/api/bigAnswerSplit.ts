/**
 * The worker's half of a big answer (src/api/bigAnswer.ts): the body's bytes become the envelope
 * without its big array (the "head") and the array's rows in slices, each posted as its own message,
 * so the page deserialises a 100,000-row answer in many short tasks instead of parsing it in one.
 * Pure (no worker globals) so the unit tests run it in-process.
 */

/** Rows per message: a slice of invoices deserialises on the page in a few tens of milliseconds. */
export const ROWS_PER_MESSAGE = 2_000;

/** Where the rows were taken from: `data.content` itself, or `data.content.docs` (a paged list). */
export type RowsAt = 'content' | 'docs';

export type BigAnswerMessage =
  | { id: number; kind: 'head'; head: unknown; rowsAt: RowsAt | null; rows: number }
  | { id: number; kind: 'rows'; rows: unknown[] }
  | { id: number; kind: 'end' }
  /** not JSON (an HTML error page, a cut-off body): the page answers `{ __notJson: true }` as before */
  | { id: number; kind: 'notJson' }
  /** the worker is loaded (sent once, before any job) */
  | { id: 0; kind: 'ready' };

export interface BigAnswerJob {
  id: number;
  bytes: ArrayBuffer;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses the job's bytes and posts the head, the row slices and the end (or `notJson`). */
export function splitAnswer({ id, bytes }: BigAnswerJob, post: (message: BigAnswerMessage) => void, rowsPerMessage = ROWS_PER_MESSAGE): void {
  let body: unknown;
  try {
    // Response.text() decodes UTF-8 (a BOM dropped) whatever the charset says: the same here
    const text = new TextDecoder().decode(bytes);
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    post({ id, kind: 'notJson' });
    return;
  }
  const data = isObject(body) && isObject(body.data) ? body.data : null;
  const content = data?.content;
  let rows: unknown[] | null = null;
  let rowsAt: RowsAt | null = null;
  let head: unknown = body;
  if (data && Array.isArray(content)) {
    rows = content;
    rowsAt = 'content';
    head = { ...(body as Record<string, unknown>), data: { ...data, content: [] } };
  } else if (data && isObject(content) && Array.isArray(content.docs)) {
    rows = content.docs;
    rowsAt = 'docs';
    head = { ...(body as Record<string, unknown>), data: { ...data, content: { ...content, docs: [] } } };
  }
  post({ id, kind: 'head', head, rowsAt, rows: rows?.length ?? 0 });
  if (rows) for (let i = 0; i < rows.length; i += rowsPerMessage) post({ id, kind: 'rows', rows: rows.slice(i, i + rowsPerMessage) });
  post({ id, kind: 'end' });
}

/** Puts the rows back where the worker took them from (the head is a fresh object: changed in place). */
export function joinAnswer(head: unknown, rowsAt: RowsAt | null, rows: unknown[]): unknown {
  if (!rowsAt) return head;
  const data = (head as { data: Record<string, unknown> }).data;
  if (rowsAt === 'content') data.content = rows;
  else (data.content as Record<string, unknown>).docs = rows;
  return head;
}

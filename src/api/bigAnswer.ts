/**
 * The baseQuery's body reader (its `responseHandler`). A small answer is read as text and parsed
 * here, as always. A big one (an admin list of 10,000 or 100,000 rows: 15 to 155 MB) would block the
 * page for seconds in `JSON.parse`, so its bytes go to a Web Worker (bigAnswer.worker.ts) chunk by
 * chunk as they arrive; the worker reads the rows out as they complete, checks them against their
 * row schema when the endpoint names one (`rowsKey`, src/api/schemas/rows.ts), and posts them in
 * slices (bigAnswerSplit.ts), the envelope without its rows at the end: the page only deserialises
 * and freezes messages, each a short task of its own, and can show the first checked rows while the
 * rest is still on its way (`onRows`, src/api/listProgress.ts).
 *
 * Either way the result is the same: the parsed body, `null` for an empty one, `{ __notJson: true }`
 * for HTML or broken JSON (the baseQuery turns that into PARSING_ERROR). Rows the worker checked are
 * marked (`markCheckedRows`), so the endpoint's `checkedRows` does not check them again, and a row
 * it found wrong fails the answer with the same issues. Where there is no Worker (tests, old
 * browsers) or it cannot start (a CSP without worker-src), the page parses the bytes itself.
 */
import { freezeDeep, markCheckedRows } from './checked';
import { joinAnswer, type BigAnswerJob, type BigAnswerMessage, type PostedIssue, type RowsAt } from './bigAnswerMessages';
import type { RowsKey } from './schemas/rows';
import { noteCall } from './visitRecord';

/** From this many bytes an answer is parsed in the worker (~40 ms of JSON.parse on a slow machine). */
export const BIG_BYTES = 2_000_000;
/** A list asked with a page size this large goes to the worker unless its body is known to be small (gzip hides the real size). */
export const BIG_LIMIT = 1_000;
const SMALL_BYTES = 256_000;

export const NOT_JSON = { __notJson: true } as const;

function parseText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { ...NOT_JSON };
  }
}

function asksForBigPage(url: string): boolean {
  try {
    return (Number(new URL(url).searchParams.get('limit')) || 0) >= BIG_LIMIT;
  } catch {
    return false;
  }
}

/** Whether the answer is big enough to parse off the page's thread (by Content-Length, or by the `limit` asked for). */
export function isBigAnswer(response: Response): boolean {
  const header = response.headers.get('content-length');
  const length = header === null ? Number.NaN : Number(header);
  if (length >= BIG_BYTES) return true;
  // (a response constructed in a test has no address)
  return asksForBigPage(response.url) && !(length < SMALL_BYTES);
}

/** The worker could not be started (not the answer's fault): parse on the page instead. */
class WorkerUnavailable extends Error {}

interface Job {
  resolve(value: unknown): void;
  reject(error: Error): void;
  rowsKey?: RowsKey;
  onRows?: (rows: readonly unknown[], head: unknown) => void;
  onFailed?: () => void;
  /** the envelope as far as it came before the rows */
  start?: unknown;
  rows: unknown[];
  /** every slice was checked in the worker */
  checked: boolean;
  issues?: PostedIssue[];
}

let worker: Promise<Worker> | null = null;
/** Set once a worker failed to start: every later big answer is parsed on the page. */
let unavailable = false;
let nextId = 1;
const jobs = new Map<number, Job>();

function failAll(error: Error): void {
  for (const job of jobs.values()) job.reject(error);
  jobs.clear();
}

function finish(job: Job, head: unknown, rowsAt: RowsAt | null): unknown {
  const rows = job.rows;
  if (rowsAt === 'docs' && job.rowsKey) {
    if (job.issues) markCheckedRows(rows, job.rowsKey, job.issues);
    else if (job.checked) markCheckedRows(Object.freeze(rows), job.rowsKey);
  }
  return joinAnswer(head, rowsAt, rows);
}

function onMessage(message: BigAnswerMessage): void {
  if (message.kind === 'ready') return;
  const job = jobs.get(message.id);
  if (!job) return;
  switch (message.kind) {
    case 'start':
      job.start = message.head;
      return;
    case 'rows':
      job.checked &&= message.checked;
      // checked rows are frozen here, a slice a message, as the store keeps them (Immer then skips them)
      if (message.checked) for (const row of message.rows) job.rows.push(freezeDeep(row));
      else for (const row of message.rows) job.rows.push(row);
      if (job.checked) job.onRows?.(job.rows, job.start);
      return;
    case 'issues':
      job.issues = message.issues;
      job.onFailed?.();
      return;
    case 'end':
      jobs.delete(message.id);
      job.resolve(finish(job, message.head, message.rowsAt));
      return;
    case 'notJson':
      jobs.delete(message.id);
      job.onFailed?.();
      job.resolve({ ...NOT_JSON });
      return;
  }
}

/** The one worker, started on the first big answer and kept for the next ones; resolves once it runs. */
function startWorker(): Promise<Worker> {
  worker ??= new Promise<Worker>((resolve, reject) => {
    let started: Worker;
    let ready = false;
    try {
      started = new Worker(new URL('./bigAnswer.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      reject(new WorkerUnavailable());
      return;
    }
    started.onmessage = (event: MessageEvent<BigAnswerMessage>) => {
      if (!ready && event.data.kind === 'ready') {
        ready = true;
        resolve(started);
        return;
      }
      onMessage(event.data);
    };
    started.onerror = (event) => {
      event.preventDefault();
      started.terminate();
      worker = null;
      if (!ready) reject(new WorkerUnavailable());
      // a worker that ran and then failed (out of memory): this answer fails, the next one gets a new worker
      else failAll(new Error(event.message || 'The big-answer worker failed.'));
    };
  }).catch((error: unknown) => {
    worker = null;
    if (error instanceof WorkerUnavailable) unavailable = true;
    throw error;
  });
  return worker;
}

/** A chunk's own buffer, to hand over without a copy (a view into a larger buffer is copied). */
function ownBuffer(chunk: Uint8Array): ArrayBuffer {
  return chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength && chunk.buffer instanceof ArrayBuffer ? chunk.buffer : chunk.slice().buffer;
}

async function parseInWorker(response: Response, options: ReadOptions): Promise<unknown> {
  const running = await startWorker();
  const id = nextId++;
  const send = (job: BigAnswerJob, transfer: Transferable[] = []) => running.postMessage(job, transfer);
  const done = new Promise<unknown>((resolve, reject) => {
    jobs.set(id, { resolve, reject, rowsKey: options.rowsKey, onRows: options.onRows, onFailed: options.onFailed, rows: [], checked: true });
  });
  // (a worker that fails while the body is still being read: awaited below)
  done.catch(() => undefined);
  send({ id, kind: 'start', rowsKey: options.rowsKey });
  try {
    if (response.body) {
      // each chunk to the worker as it arrives: it reads the rows out while the rest is on its way
      const reader = response.body.getReader();
      for (;;) {
        const { done: read, value } = await reader.read();
        if (read) break;
        const bytes = ownBuffer(value);
        send({ id, kind: 'chunk', bytes }, [bytes]);
      }
    }
  } catch (error) {
    jobs.delete(id);
    send({ id, kind: 'drop' });
    throw error;
  }
  send({ id, kind: 'end' });
  return done;
}

/**
 * The baseQuery's fetchFn (wrapping `inner`). fetchBaseQuery reads a clone of every answer as text
 * (for its own error details) beside the responseHandler: for a big answer that alone decodes the
 * whole body on the page in one task (~0.3 s at 15 MB, seconds at 155 MB). A big answer's clone is
 * therefore an empty response with the same status and headers; its body is read only by `readAnswer`.
 */
export function bigAnswerFetch(inner: (input: RequestInfo, init?: RequestInit) => Promise<Response> = (input, init) => fetch(input, init)) {
  return async (input: RequestInfo, init?: RequestInit): Promise<Response> => {
    // a public list asked before a service worker controls the page: its body, for the hand-over (visitRecord.ts)
    noteCall(input);
    // a page size that may answer big: start the worker while the server works (its start costs 0.1-0.3 s)
    if (!unavailable && typeof Worker !== 'undefined' && asksForBigPage(typeof input === 'string' ? input : input.url)) startWorker().catch(() => undefined);
    const response = await inner(input, init);
    if (typeof Worker === 'undefined' || !isBigAnswer(response)) return response;
    const clone = response.clone.bind(response);
    Object.defineProperty(response, 'clone', {
      configurable: true,
      value: () => {
        try {
          return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
        } catch {
          return clone();
        }
      },
    });
    return response;
  };
}

export interface ReadOptions {
  /** the row schema the worker checks a paged answer's rows with (src/api/schemas/rows.ts) */
  rowsKey?: RowsKey;
  /** the checked rows in so far (a live list: copy what you keep) and the envelope written before them */
  onRows?: (rows: readonly unknown[], head: unknown) => void;
  /** the answer will fail (a row does not match its schema, or it is not JSON): the rows shown so far are not to be trusted */
  onFailed?: () => void;
}

/** The baseQuery's responseHandler: the parsed body, `null` when empty, `{ __notJson: true }` when not JSON. */
export async function readAnswer(response: Response, options: ReadOptions = {}): Promise<unknown> {
  if (unavailable || typeof Worker === 'undefined' || !isBigAnswer(response)) return parseText(await response.text());
  try {
    return await parseInWorker(response, options);
  } catch (error) {
    // the body is not read yet when the worker could not start
    if (error instanceof WorkerUnavailable) return parseText(await response.text());
    throw error;
  }
}

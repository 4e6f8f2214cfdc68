/**
 * The baseQuery's body reader (its `responseHandler`). A small answer is read as text and parsed
 * here, as always. A big one (an admin list of 10,000 or 100,000 rows: 15 to 155 MB) would block the
 * page for seconds in `JSON.parse`, so its bytes go to a Web Worker (bigAnswer.worker.ts), which
 * parses them and posts the envelope without its rows first and then the rows in slices
 * (bigAnswerSplit.ts): the page only deserialises messages, each a short task of its own.
 *
 * Either way the result is the same: the parsed body, `null` for an empty one, `{ __notJson: true }`
 * for HTML or broken JSON (the baseQuery turns that into PARSING_ERROR). Where there is no Worker
 * (tests, old browsers) or it cannot start (a CSP without worker-src), the page parses the bytes itself.
 */
import { joinAnswer, type BigAnswerJob, type BigAnswerMessage, type RowsAt } from './bigAnswerSplit';

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
  head?: unknown;
  rowsAt: RowsAt | null;
  chunks: unknown[][];
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

function onMessage(message: BigAnswerMessage): void {
  if (message.kind === 'ready') return;
  const job = jobs.get(message.id);
  if (!job) return;
  switch (message.kind) {
    case 'head':
      job.head = message.head;
      job.rowsAt = message.rowsAt;
      return;
    case 'rows':
      job.chunks.push(message.rows);
      return;
    case 'end':
      jobs.delete(message.id);
      job.resolve(joinAnswer(job.head, job.rowsAt, job.chunks.length === 1 ? job.chunks[0] : job.chunks.flat()));
      return;
    case 'notJson':
      jobs.delete(message.id);
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

async function parseInWorker(bytes: ArrayBuffer): Promise<unknown> {
  const running = await startWorker();
  return new Promise((resolve, reject) => {
    const id = nextId++;
    jobs.set(id, { resolve, reject, rowsAt: null, chunks: [] });
    const job: BigAnswerJob = { id, bytes };
    running.postMessage(job, [bytes]);
  });
}

/**
 * The baseQuery's fetchFn (wrapping `inner`). fetchBaseQuery reads a clone of every answer as text
 * (for its own error details) beside the responseHandler: for a big answer that alone decodes the
 * whole body on the page in one task (~0.3 s at 15 MB, seconds at 155 MB). A big answer's clone is
 * therefore an empty response with the same status and headers; its body is read only by `readAnswer`.
 */
export function bigAnswerFetch(inner: (input: RequestInfo, init?: RequestInit) => Promise<Response> = (input, init) => fetch(input, init)) {
  return async (input: RequestInfo, init?: RequestInit): Promise<Response> => {
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

/** The baseQuery's responseHandler: the parsed body, `null` when empty, `{ __notJson: true }` when not JSON. */
export async function readAnswer(response: Response): Promise<unknown> {
  if (unavailable || typeof Worker === 'undefined' || !isBigAnswer(response)) return parseText(await response.text());
  const bytes = await response.arrayBuffer();
  try {
    return await parseInWorker(bytes);
  } catch (error) {
    if (error instanceof WorkerUnavailable) return parseText(new TextDecoder().decode(bytes));
    throw error;
  }
}

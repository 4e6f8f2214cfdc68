/**
 * The page side of a spreadsheet export: pages through a list, converts rows in slices that never hold
 * the main thread long, and has the workbook written in a Web Worker. Each step takes an AbortSignal:
 * a cancelled export stops fetching and terminates the worker.
 */
import type { TableJob } from './sheet';

/** One page of the list: `(page, limit)` → its rows and the list's total. */
export type PageFetcher<T> = (page: number, limit: number, signal: AbortSignal) => Promise<{ docs: readonly T[]; total: number }>;
export interface FetchProgress {
  loaded: number;
  total: number;
}

const aborted = () => new DOMException('The export was cancelled.', 'AbortError');
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long one slice of row conversion may hold the main thread (a slice ran 2–4 × longer on a loaded machine). */
const SLICE_MS = 12;

/** Maps `items` in slices of about 12 ms with a yield to the page between them. */
export async function sliced<T, R>(items: readonly T[], map: (item: T) => R, signal?: AbortSignal): Promise<R[]> {
  const out: R[] = [];
  let start = performance.now();
  for (let i = 0; i < items.length; i++) {
    out.push(map(items[i]));
    if (performance.now() - start > SLICE_MS) {
      await yieldToPage();
      if (signal?.aborted) throw aborted();
      start = performance.now();
    }
  }
  return out;
}

/**
 * Every page of the filtered, sorted set at `limit` rows a page, in order; each page is handed to
 * `onPage` (convert it while the next one is asked for) and progress reported after it.
 */
export async function fetchAllPages<T>(
  fetchPage: PageFetcher<T>,
  limit: number,
  options: { signal?: AbortSignal; onPage?(docs: readonly T[]): Promise<void> | void; onProgress?(progress: FetchProgress): void } = {},
): Promise<number> {
  const signal = options.signal ?? new AbortController().signal;
  // read afresh after each await (a property check would stay narrowed)
  const cancelled = () => signal.aborted;
  let loaded = 0;
  let total = 0;
  for (let page = 1; page === 1 || loaded < total; page++) {
    if (cancelled()) throw aborted();
    const answer = await fetchPage(page, limit, signal);
    if (cancelled()) throw aborted();
    total = answer.total;
    loaded += answer.docs.length;
    await options.onPage?.(answer.docs);
    options.onProgress?.({ loaded: Math.min(loaded, total), total });
    // a short page (rows deleted meanwhile) ends the set
    if (answer.docs.length < limit) break;
  }
  return loaded;
}

/** Writes the table in a worker (the page stays responsive); in the page where there is no Worker. */
export async function writeTableOffThread(job: TableJob, signal?: AbortSignal): Promise<ArrayBuffer> {
  if (signal?.aborted) throw aborted();
  if (typeof Worker !== 'undefined') {
    let worker: Worker | undefined;
    try {
      worker = new Worker(new URL('./sheet.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      worker = undefined;
    }
    if (worker) {
      const running = worker;
      try {
        return await new Promise<ArrayBuffer>((resolve, reject) => {
          const stop = () => {
            running.terminate();
            reject(aborted());
          };
          signal?.addEventListener('abort', stop, { once: true });
          running.onmessage = (event: MessageEvent<unknown>) => {
            // only the worker's own answer (a library inside it may post messages of its own)
            const data = event.data as { type?: string; bytes?: ArrayBuffer; error?: string } | null;
            if (!data || typeof data !== 'object' || data.type !== 'table-sheet') return;
            running.terminate();
            signal?.removeEventListener('abort', stop);
            if (data.bytes) resolve(data.bytes);
            else reject(new Error(data.error ?? 'worker failed'));
          };
          running.onerror = (event) => {
            running.terminate();
            signal?.removeEventListener('abort', stop);
            reject(new Error(event.message || 'worker failed'));
          };
          running.postMessage(job);
        });
      } catch (error) {
        // cancelled, or the sheet itself failed: say so; the worker could not run (its script failed
        // to load): write it here
        if (signal?.aborted || !(error instanceof Error) || !/^worker failed|error loading|failed to fetch/i.test(error.message)) throw error;
      }
    }
  }
  const { writeTable } = await import('./sheet');
  const bytes = await writeTable(job);
  if (signal?.aborted) throw aborted();
  return bytes;
}

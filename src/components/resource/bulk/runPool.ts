/**
 * Runs one call per item, at most `concurrency` at a time, in the items' order. Cancelling stops
 * starting new calls (the ones in flight finish and are counted); the items never started are
 * returned as `notStarted`. Each failure keeps its error for the summary.
 */
export interface PoolResult<I> {
  done: I[];
  failed: { item: I; error: unknown }[];
  notStarted: I[];
}

export interface PoolOptions {
  concurrency?: number;
  /** Stops starting new calls once aborted. */
  signal?: AbortSignal;
  /** After each settled call: how many have settled so far. */
  onProgress?(settled: number): void;
}

export const BULK_CONCURRENCY = 4;

export async function runPool<I>(items: readonly I[], call: (item: I) => Promise<unknown>, options: PoolOptions = {}): Promise<PoolResult<I>> {
  const { concurrency = BULK_CONCURRENCY, signal, onProgress } = options;
  const result: PoolResult<I> = { done: [], failed: [], notStarted: [] };
  let next = 0;
  let settled = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next];
      next += 1;
      try {
        await call(item);
        result.done.push(item);
      } catch (error) {
        result.failed.push({ item, error });
      }
      settled += 1;
      onProgress?.(settled);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  result.notStarted = items.slice(next);
  return result;
}

/**
 * Holds RTK Query's tag invalidations while a batch of calls runs, so the lists they change reload
 * once at the end instead of once per call. The api uses the default `invalidationBehavior: 'delayed'`:
 * tags invalidated while any request is pending wait until none is. `holdInvalidations()` starts a
 * pending mutation that sends nothing; `release()` ends it, and every tag collected meanwhile is
 * invalidated in one go.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';

const holds = new Map<number, { promise: Promise<void>; resolve(): void }>();
let nextHold = 0;

const holdApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    holdInvalidations: build.mutation<null, number>({
      queryFn: async (hold) => {
        await holds.get(hold)?.promise;
        return { data: null };
      },
    }),
  }),
});

/** Holds the invalidations until the returned `release` is called (once; later calls do nothing). */
export function holdInvalidations(dispatch: ThunkDispatch<object, unknown, UnknownAction>): () => void {
  nextHold += 1;
  const hold = nextHold;
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  holds.set(hold, { promise, resolve });
  const call = dispatch(holdApi.endpoints.holdInvalidations.initiate(hold));
  // the hold's own result is nobody's business: dropped from the cache once it has settled
  void call.unwrap().then(
    () => call.reset(),
    () => call.reset(),
  );
  return () => {
    const entry = holds.get(hold);
    if (!entry) return;
    holds.delete(hold);
    entry.resolve();
  };
}

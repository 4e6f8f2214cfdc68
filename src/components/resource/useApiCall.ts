/**
 * Runs an endpoint thunk (`api.endpoints.x.initiate(arg)`) once at a time: `run` resolves with the
 * answer or rejects with the ApiError; `busy` drives the loading state, and a second call while one
 * is running rejects with `CallInProgress` and sends nothing (a double click sends one request). Server messages are already shown by
 * the baseQuery.
 */
import { useCallback, useRef, useState } from 'react';
import { useAppDispatch } from '@/state/hooks';
import type { ApiThunk } from './types';

/** Thrown by `run` while a call is still running (the second click of a double click). */
export class CallInProgress extends Error {
  constructor() {
    super('A call is already running.');
  }
}

export function useApiCall() {
  const dispatch = useAppDispatch();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <R,>(thunk: ApiThunk<R>): Promise<R> => {
      if (running.current) throw new CallInProgress();
      running.current = true;
      setBusy(true);
      const call = dispatch(thunk);
      try {
        return await call.unwrap();
      } finally {
        call.unsubscribe?.();
        running.current = false;
        setBusy(false);
      }
    },
    [dispatch],
  );
  return { run, busy };
}

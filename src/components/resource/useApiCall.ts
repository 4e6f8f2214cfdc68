/**
 * Runs an endpoint thunk (`api.endpoints.x.initiate(arg)`) once at a time: `run` resolves with the
 * answer or rejects with the ApiError; `busy` drives the loading state, and a second call while one
 * is running rejects with `CallInProgress` and sends nothing (a double click sends one request). Server messages are already shown by
 * the baseQuery.
 *
 * `run` is for what a user does (a click); `{ afterPaint: true }` sends the call once the press has painted
 * (the guard holds from the press on). A call an effect starts goes through `useEffectCall`:
 * React's StrictMode (the dev server, `npm start`) runs every effect, its cleanup and the effect
 * again, and the one-at-a-time guard would refuse the second start (the edit modals closed at once).
 */
import { useCallback, useRef, useState } from 'react';
import { useAppDispatch } from '@/state/hooks';
import { afterNextPaint } from '@/lib/tasks';
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
    async <R,>(thunk: ApiThunk<R>, { afterPaint = false }: { afterPaint?: boolean } = {}): Promise<R> => {
      if (running.current) throw new CallInProgress();
      running.current = true;
      setBusy(true);
      // a press whose answer on screen comes first (an optimistic switch) paints before the call starts:
      // starting it goes through the whole store (every subscribed selector), work the press's frame waits for
      if (afterPaint) await new Promise<void>((resolve) => afterNextPaint(resolve));
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

/**
 * Starts a call from an effect and returns the effect's cleanup: `useEffect(() => start(thunk, onDone, onFail), [key])`.
 * No one-at-a-time guard: the cleanup drops the call (its answer or failure is ignored, its
 * subscription released), so StrictMode's second start simply runs and is the one that lands.
 */
export function useEffectCall() {
  const dispatch = useAppDispatch();
  return useCallback(
    <R,>(thunk: ApiThunk<R>, onDone: (answer: R) => void, onFail: (error: unknown) => void): (() => void) => {
      let dropped = false;
      const call = dispatch(thunk);
      call.unwrap().then(
        (answer) => {
          if (!dropped) onDone(answer);
        },
        (error: unknown) => {
          if (!dropped) onFail(error);
        },
      );
      return () => {
        dropped = true;
        call.unsubscribe?.();
      };
    },
    [dispatch],
  );
}

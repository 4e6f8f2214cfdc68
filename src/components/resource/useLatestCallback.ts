import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and which always calls the latest `fn`: what a memoised
 * row or column is given, so that a change elsewhere on the page (the selection, the list's state)
 * does not hand every row a new handler and re-render it. Call it from events, not while rendering.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

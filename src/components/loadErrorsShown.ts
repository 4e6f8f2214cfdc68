/**
 * How many LoadErrors are on screen: what failed to load says so itself, in place. The offline status
 * reads it so that it never calls a page "a saved copy" while part of it could not be loaded at all.
 */
import { useEffect } from 'react';

let shown = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  shown += by;
  listeners.forEach((listener) => listener());
}

export function loadErrorsShown(): number {
  return shown;
}

export function subscribeLoadErrors(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Counts the calling LoadError while it is mounted. */
export function useCountedLoadError(): void {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

/**
 * Whether the visitor asks for reduced motion (`prefers-reduced-motion: reduce`), kept current: a
 * carousel started before the setting changed stops when it does, and starts again when it is lifted.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  if (!list || typeof list.addEventListener !== 'function') return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const current = () => media()?.matches ?? false;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}

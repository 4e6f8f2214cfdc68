/**
 * A value only the browser knows (a feature, the window's width, the clock), read the way React keeps a
 * server-rendered page and its hydration equal: while React hydrates a pre-rendered page it takes
 * `onServer`, what the server rendered with, and right after it the browser's own value (React
 * re-renders what differs). A page rendered in the browser alone takes the browser's value at once.
 */
import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/** `read` must return the same value while nothing changed (a primitive, or a kept object). */
export function useBrowserValue<T>(read: () => T, onServer: T, subscribe: (onChange: () => void) => () => void = unchanging): T {
  return useSyncExternalStore(subscribe, read, () => onServer);
}

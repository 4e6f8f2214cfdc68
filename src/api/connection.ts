/**
 * What the wire layer knows of the connection, for the page's offline indicator (src/app/OfflineStatus.tsx):
 * whether the browser is offline, and the oldest saved copy (src/api/offlineRules.ts SAVED_COPY_HEADER)
 * the service worker answered with since the connection was last good. Going online forgets it: the
 * visible queries are fetched again then (baseApi `refetchOnReconnect`).
 */
export interface ConnectionState {
  online: boolean;
  /** ISO time the oldest answer on screen was saved, when answers came from the worker's cache */
  savedAt: string | null;
}

const listeners = new Set<() => void>();
let state: ConnectionState = { online: typeof navigator === 'undefined' || navigator.onLine !== false, savedAt: null };

function set(next: ConnectionState) {
  if (next.online === state.online && next.savedAt === state.savedAt) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The baseQuery saw an answer the worker gave from its cache, saved at `savedAt`. */
export function savedCopyShown(savedAt: string): void {
  if (Number.isNaN(Date.parse(savedAt))) return;
  if (!state.savedAt || savedAt < state.savedAt) set({ ...state, savedAt });
}

export function connectionState(): ConnectionState {
  return state;
}

/** Follows the browser's online and offline events while anyone listens (useSyncExternalStore). */
const wentOnline = () => set({ online: true, savedAt: null });
const wentOffline = () => set({ ...state, online: false });

export function subscribeConnection(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
  }
  listeners.add(listener);
  set({ ...state, online: !isOffline() });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
    }
  };
}

/**
 * A tab opened before a deploy asks for chunks of the old build, which the server no longer has
 * (nginx answers 404 under /assets; a plain SPA fallback answers index.html): the dynamic import
 * fails. The ErrorBoundary (every screen and layout sits in one) recognises that failure and reloads
 * the page once, onto the same address, which brings the new build; if that did not help, it shows
 * the "new version" message (NewVersion.tsx) instead of the crash page.
 */

/** How the browsers word a failed dynamic import (Chromium, Firefox, Safari) and Vite's CSS preload. */
const CHUNK_FAILURE = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Failed to load module script/i,
];

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE.some((pattern) => pattern.test(message));
}

export const RELOAD_KEY = 'new-version-reload';

/**
 * A new build's service worker, when the site has one (src/app/workerStart.ts): a tab whose chunk a
 * deploy removed offers the update prompt (the guard's question, then the new worker takes over and the
 * page reloads) rather than reloading at once; without a newer worker, the reload as before.
 */
export interface NewerBuild {
  /** whether a new build's worker is there (asks the server for one) */
  found(): Promise<boolean>;
  /** the prompt's reload: the guard first, then the new worker takes over and the page reloads */
  update(): Promise<void>;
}

let newerBuild: NewerBuild | null = null;

export function offerNewerBuild(source: NewerBuild | null): void {
  newerBuild = source;
}

export function newerBuildOffer(): NewerBuild | null {
  return newerBuild;
}
/** A second failure at the same address within this time means the reload did not help. */
export const RELOAD_WINDOW_MS = 60_000;

interface Page {
  href: string;
  reload: () => void;
}

/**
 * Reloads the page once for a failed chunk. The address and the time of the reload are kept in
 * sessionStorage: a failure at the same address within RELOAD_WINDOW_MS of it does not reload again
 * (returns false: show the message), so it can never loop. Without sessionStorage it never reloads.
 */
export function reloadOnceForNewVersion(page: Page = window.location, storage: Storage | null = (globalThis as { sessionStorage?: Storage }).sessionStorage ?? null, now = Date.now()): boolean {
  try {
    if (!storage) return false;
    const last = JSON.parse(storage.getItem(RELOAD_KEY) ?? 'null') as { href?: unknown; at?: unknown } | null;
    if (last && last.href === page.href && typeof last.at === 'number' && now - last.at >= 0 && now - last.at < RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOAD_KEY, JSON.stringify({ href: page.href, at: now }));
  } catch {
    return false;
  }
  page.reload();
  return true;
}

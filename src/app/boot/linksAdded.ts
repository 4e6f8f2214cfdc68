/**
 * The boot script adds the page's preload links one per task (boot.ts startApp) — on a kept
 * pre-rendered page, the links that name what the chunk fetcher downloaded — and leaves a promise
 * here that resolves once they are all in. The app waits for it before its first import: Vite's
 * preloading, which runs with each dynamic import, then finds every link already there instead of
 * adding the rest itself, all at once (74 ms of a 240 ms task on the contact page, measured).
 */
export const LINKS_ADDED = '__bootLinksAdded';

/** How long the app waits at most (the links take a few milliseconds each; the worker, the page's downloads). */
const MAX_WAIT_MS = 1500;

export function linksAdded(): Promise<void> {
  const added = (window as unknown as Record<string, Promise<void> | undefined>)[LINKS_ADDED];
  if (!added) return Promise.resolve();
  return Promise.race([added, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
}

/**
 * A lazy chunk's stylesheet that cannot be had is not fatal. Vite loads a chunk's CSS before its code
 * and, when the CSS fails ("Unable to preload CSS for …", offline before the service worker keeps the
 * site's files), fails the whole import unless the `vite:preloadError` event is prevented: a screen,
 * the offline indicator or the notices then took the page down with them. Here the event is prevented
 * for a stylesheet only, so the chunk's code is still asked: when it arrives the part runs without its
 * styles, when it does not the import fails as before (and the caller's fallback or the error boundary
 * deals with it). The stylesheets that failed are asked again once the browser is back online.
 */

const CSS_FAILURE = /Unable to preload CSS for (\S+)/;

/** Marks the window once the handlers are on it: once per page, however often this module is evaluated. */
const INSTALLED = Symbol.for('shop.tolerateMissingChunkStyles');

/** Installs the handlers once (the App module calls it when it is first evaluated). */
export function tolerateMissingChunkStyles(): void {
  const marked = window as unknown as Record<symbol, boolean>;
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  const missing = new Set<string>();
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    const href = CSS_FAILURE.exec(error instanceof Error ? error.message : '')?.[1];
    if (!href) return;
    event.preventDefault();
    missing.add(href);
  });
  window.addEventListener('online', () => {
    missing.forEach((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    missing.clear();
  });
}

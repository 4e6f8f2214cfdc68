/** Work that waits until the page has loaded and gone quiet, so it never competes with the page's own requests. */

/**
 * How long the page must have asked for nothing (no script, data or image) after its `load` before the
 * deferred work starts: the service worker's install downloads the precache (the app's files, 1.3 MB
 * gzip), which must not compete with what the page itself still asks for after load (its images, a lazy
 * slider, its data) on a slow connection.
 */
export const REGISTER_AFTER_QUIET_MS = 3000;

/**
 * The performance mark set when the first of the work held for after the page's first load starts (the
 * service worker's registration, monitoring's reporter): what the page asks for from then on is not its
 * first load, and `npm run size` leaves it out (a slow machine's first screen can keep the network busy
 * long enough for that work to start while the page is still measured).
 */
export const FIRST_LOAD_OVER_MARK = 'first-load-over';
export function markFirstLoadOver(): void {
  if (typeof performance.mark === 'function' && !performance.getEntriesByName(FIRST_LOAD_OVER_MARK).length) performance.mark(FIRST_LOAD_OVER_MARK);
}

/** Runs `start` once the page has loaded and then asked for nothing for `quiet` ms, when the browser is idle. */
export function afterLoad(start: () => void, quiet = REGISTER_AFTER_QUIET_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  let observer: PerformanceObserver | undefined;
  const begin = () => {
    markFirstLoadOver();
    start();
  };
  const run = () => {
    observer?.disconnect();
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(begin, { timeout: 2000 });
    else begin();
  };
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(run, quiet);
  };
  const later = () => {
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('resource')) {
      observer = new PerformanceObserver(wait);
      observer.observe({ type: 'resource' });
    }
    wait();
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    observer?.disconnect();
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

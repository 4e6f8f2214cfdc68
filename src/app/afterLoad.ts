/** Work that waits until the page has loaded and gone quiet, so it never competes with the page's own requests. */

/**
 * How long the page must have asked for nothing (no script, data or image) after its `load` before the
 * deferred work starts: the service worker's install downloads the precache (the app's files, 1.3 MB
 * gzip), which must not compete with what the page itself still asks for after load (its images, a lazy
 * slider, its data) on a slow connection.
 */
export const REGISTER_AFTER_QUIET_MS = 3000;

/** Runs `start` once the page has loaded and then asked for nothing for `quiet` ms, when the browser is idle. */
export function afterLoad(start: () => void, quiet = REGISTER_AFTER_QUIET_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    observer?.disconnect();
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(start, { timeout: 2000 });
    else start();
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

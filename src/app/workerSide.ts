/**
 * What the page asks of its service worker once one controls it (loaded then, by ./workerStart.ts, not
 * with the page): it hands over what this visit loaded before (src/api/visitHandover.ts) with Workbox's
 * own CACHE_URLS message, through workbox-window's messageSW; `data-visit-kept` on <html> then says how
 * many addresses it gave. And, for a chunk a deploy removed, whether the new build's worker is there.
 */
// the one function, not the package's single bundle (its Workbox class is the prompts' chunk's, ./serviceWorker.ts)
import { messageSW } from 'workbox-window/messageSW';
import { takeVisitRecord } from '@/api/visitHandover';
import { LATE_NOTE_EVENT } from '@/api/visitRecord';

let watching = false;

/**
 * Hands the visit's record to the worker that controls the page. What was on its way when the worker
 * took over arrives after it (its timing entry is written when it ends, without the worker): handed over
 * as it comes.
 */
export async function handOver(container: ServiceWorkerContainer): Promise<void> {
  const worker = container.controller;
  if (!worker) return;
  if (!watching && typeof PerformanceObserver === 'function') {
    watching = true;
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceResourceTiming).workerStart === 0)) void handOver(container);
    }).observe({ type: 'resource' });
    // a list asked before the worker took over, whose body was read only after
    addEventListener(LATE_NOTE_EVENT, () => void handOver(container));
  }
  const urlsToCache = await takeVisitRecord();
  if (urlsToCache.length) await messageSW(worker, { type: 'CACHE_URLS', payload: { urlsToCache } });
  const kept = Number(document.documentElement.dataset.visitKept ?? 0) + urlsToCache.length;
  document.documentElement.dataset.visitKept = String(kept);
}

/** Hands the worker build files it should keep (loaded past it: src/app/workerStart.ts), with the same CACHE_URLS message. */
export async function keepFiles(container: ServiceWorkerContainer, urls: string[]): Promise<void> {
  const worker = container.controller;
  if (worker) await messageSW(worker, { type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}

/** Whether the registration has a newer worker (waiting, or still installing), after asking the server for one. */
export async function newerWorkerFound(container: ServiceWorkerContainer): Promise<boolean> {
  const registration = await container.getRegistration();
  if (!registration || !container.controller) return false;
  await registration.update().catch(() => undefined);
  return Boolean(registration.waiting ?? registration.installing);
}

/**
 * What the page asks of its service worker once one controls it (loaded then, by ./workerStart.ts, not
 * with the page): it hands over what this visit loaded before (src/api/visitHandover.ts) with Workbox's
 * own CACHE_URLS message, through workbox-window's messageSW; `data-visit-kept` on <html> then says how
 * many addresses it gave. And, for a chunk a deploy removed, whether the new build's worker is there.
 */
// the one function, not the package's single bundle (its Workbox class is the prompts' chunk's, ./serviceWorker.ts)
import { messageSW } from 'workbox-window/messageSW';
import { takeVisitRecord } from '@/api/visitHandover';

/** Hands the visit's record to the worker that controls the page. */
export async function handOver(container: ServiceWorkerContainer): Promise<void> {
  const worker = container.controller;
  if (!worker) return;
  const urlsToCache = await takeVisitRecord();
  if (urlsToCache.length) await messageSW(worker, { type: 'CACHE_URLS', payload: { urlsToCache } });
  document.documentElement.dataset.visitKept = String(urlsToCache.length);
}

/** Whether the registration has a newer worker (waiting, or still installing), after asking the server for one. */
export async function newerWorkerFound(container: ServiceWorkerContainer): Promise<boolean> {
  const registration = await container.getRegistration();
  if (!registration || !container.controller) return false;
  await registration.update().catch(() => undefined);
  return Boolean(registration.waiting ?? registration.installing);
}

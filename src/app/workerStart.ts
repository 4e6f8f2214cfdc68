/**
 * The service worker's start on the page (production builds with the worker only; the page side's
 * prompts are ./serviceWorker.ts, loaded later): part of every page's first load, so it is small.
 *
 * - The worker is registered as soon as the page has loaded (its `load` event): the registration asks
 *   the page for nothing, and the worker's install downloads only what the public site loads (the rest
 *   comes when first asked for: scripts/pwa/precacheGroups.ts).
 * - When a worker controls the page (it claims the open pages when it first activates, or it did
 *   before this page started), the page hands it what this visit loaded before (src/api/visitRecord.ts)
 *   with Workbox's own CACHE_URLS message (workbox-window's messageSW), so the first visit's pages read
 *   offline too; `data-visit-kept` on <html> then says how many addresses were handed over.
 * - A chunk of this build that cannot be loaded (a deploy removed it, and the worker had not kept it)
 *   asks for the new build's worker first: when one is there, the screen offers the update prompt
 *   instead of reloading the page (src/components/newVersion.ts).
 */
import { messageSW } from 'workbox-window';
import { takeVisitRecord } from '@/api/visitRecord';
import { offerNewerBuild } from '@/components/newVersion';
import { SERVICE_WORKER_URL } from '@/sw/messages';

/**
 * The build has a worker: production, not turned off (VITE_SERVICE_WORKER=false), not the dev mock's.
 * Read at each call (tests set the env), written out so a build without one drops what depends on it.
 */
export function serviceWorkerBuilt(): boolean {
  return import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== 'false' && import.meta.env.VITE_USE_MSW !== 'true';
}

/** Hands the visit's record to the worker that controls the page (once per change of controller). */
async function handOver(container: ServiceWorkerContainer): Promise<void> {
  const worker = container.controller;
  if (!worker) return;
  const urlsToCache = await takeVisitRecord();
  if (urlsToCache.length) await messageSW(worker, { type: 'CACHE_URLS', payload: { urlsToCache } });
  document.documentElement.dataset.visitKept = String(urlsToCache.length);
}

/** The registration's newer worker (waiting, or still installing), after asking the server for one. */
async function newerWorker(container: ServiceWorkerContainer): Promise<ServiceWorker | null> {
  const registration = await container.getRegistration();
  if (!registration || !container.controller) return null;
  await registration.update().catch(() => undefined);
  return registration.waiting ?? registration.installing;
}

export function startServiceWorker(container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker): void {
  if (!serviceWorkerBuilt() || !container) return;
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // a browser (or a test) that does not allow workers: the site works without one
    });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });

  const handOverNow = () => void handOver(container).catch(() => undefined);
  container.addEventListener('controllerchange', handOverNow);
  if (container.controller) handOverNow();

  offerNewerBuild({
    found: async () => Boolean(await newerWorker(container).catch(() => null)),
    update: () => import('./serviceWorker').then(({ takeOverWithNewerWorker }) => takeOverWithNewerWorker(container)),
  });
}

/**
 * The service worker's start on the page (production builds with the worker only; the page side's
 * prompts are ./serviceWorker.ts, loaded later): part of every page's first load, so it is small.
 *
 * - The worker is registered as soon as the page has loaded (its `load` event): the registration asks
 *   the page for nothing, and the worker's install downloads only what the public site loads (the rest
 *   comes when first asked for: scripts/pwa/precacheGroups.ts).
 * - When a worker controls the page (it claims the open pages when it first activates, or it did
 *   before this page started), the page hands it what this visit loaded before (./workerSide.ts, a
 *   chunk loaded then; the notes are src/api/visitRecord.ts's) with Workbox's own CACHE_URLS message,
 *   so the first visit's pages read offline too.
 * - A build file the browser looked for in the worker's caches itself and did not find (Chromium's
 *   static routing, src/sw/sw.ts) was loaded from the network past the worker, which did not keep it:
 *   it is handed over too, so the signed-in side's screens a customer opened read offline as before.
 * - A chunk of this build that cannot be loaded (a deploy removed it, and the worker had not kept it)
 *   asks for the new build's worker first: when one is there, the screen offers the update prompt
 *   instead of reloading the page (src/components/newVersion.ts).
 */
import { offerNewerBuild } from '@/components/newVersion';
import { SERVICE_WORKER_URL } from '@/sw/messages';
import { VISIT_RECORD_STORAGE } from '@/lib/storageKeys';

/**
 * The build has a worker: production, not turned off (VITE_SERVICE_WORKER=false), not the dev mock's.
 * Read at each call (tests set the env), written out so a build without one drops what depends on it.
 */
export function serviceWorkerBuilt(): boolean {
  return import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== 'false' && import.meta.env.VITE_USE_MSW !== 'true';
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

  // what the page asks of a worker that controls it is a chunk of its own, loaded then
  const handOver = () => void import('./workerSide').then((side) => side.handOver(container)).catch(() => undefined);
  container.addEventListener('controllerchange', handOver);
  // a page the worker saw from its start has nothing of its own to hand over, only what an earlier page left
  if (container.controller && sessionStorage.getItem(VISIT_RECORD_STORAGE)) handOver();
  else if (container.controller) document.documentElement.dataset.visitKept = '0';

  keepFilesLoadedPastWorker(container);

  offerNewerBuild({
    found: () => import('./workerSide').then((side) => side.newerWorkerFound(container)).catch(() => false),
    update: () => import('./serviceWorker').then(({ takeOverWithNewerWorker }) => takeOverWithNewerWorker(container)),
  });
}

/** Resource Timing's fields for a request a worker's static route decided (Chromium 126 and later). */
interface RoutedTiming extends PerformanceResourceTiming {
  workerMatchedSourceType?: string;
  workerFinalSourceType?: string;
}

/** The addresses of this site's build files in `entries` that a cache route missed (they came from the network instead). */
export function filesMissedByCacheRoute(entries: readonly PerformanceEntry[], origin: string = window.location.origin): string[] {
  return entries
    .filter((entry) => {
      const routed = entry as RoutedTiming;
      return routed.workerMatchedSourceType === 'cache' && routed.workerFinalSourceType === 'network';
    })
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, origin);
      return url.origin === origin && url.pathname.startsWith('/assets/');
    });
}

function keepFilesLoadedPastWorker(container: ServiceWorkerContainer): void {
  if (typeof PerformanceObserver !== 'function') return;
  try {
    new PerformanceObserver((list) => {
      const missed = filesMissedByCacheRoute(list.getEntries());
      if (missed.length) void import('./workerSide').then((side) => side.keepFiles(container, missed)).catch(() => undefined);
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // a browser without resource timing: nothing to hand over
  }
}

/**
 * The page side of the service worker's prompts and requests (src/sw/sw.ts), in a chunk of its own:
 * the worker itself is registered, and handed the first visit, by ./workerStart.ts as the page loads.
 *
 * - registerServiceWorker (OfflineStatus, once the loaded page is quiet): workbox-window on the same
 *   registration; tells the update prompt when a new build's worker is waiting. The prompt is the same
 *   as the missing-chunk recovery's (src/components/NewVersion.tsx); its reload first asks the
 *   unsaved-changes guard, then lets the waiting worker take over and reloads once it controls the page.
 * - takeOverWithNewerWorker: the same for a screen whose chunk a deploy removed (workerStart.ts).
 * - keepStaffFiles (a staff member signed in, SignedInStartup): one message to the worker, which
 *   downloads the signed-in side's chunks (the admin panel works offline and across a deploy) and
 *   answers when they are in.
 */
import { messageSW, Workbox } from 'workbox-window';
import { confirmLeave } from '@/components/unsaved/unsavedChanges';
import { KEEP_STAFF_FILES, SERVICE_WORKER_URL, type StaffFilesKept } from '@/sw/messages';

export { SERVICE_WORKER_URL };

type Listener = (ready: boolean) => void;

export interface ServiceWorkerControl {
  /** Asks the unsaved-changes guard; if the visitor may leave, activates the waiting worker and reloads. */
  update(): Promise<void>;
}

export interface RegisterOptions {
  /** called with true when a new build's worker waits for the page */
  onUpdateReady: Listener;
  /** the page's reload (a test passes its own) */
  reload?: () => void;
  /** the browser's container (a test passes a fake); none: nothing is registered */
  container?: ServiceWorkerContainer | undefined;
}

export async function registerServiceWorker({ onUpdateReady, reload = () => window.location.reload(), container = navigator.serviceWorker as ServiceWorkerContainer | undefined }: RegisterOptions): Promise<ServiceWorkerControl | null> {
  if (!container) return null;
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => onUpdateReady(true));
  try {
    await workbox.register();
  } catch {
    // a browser (or a test) that does not allow workers: the site works without one
    return null;
  }
  return {
    async update() {
      if (!(await confirmLeave())) return;
      workbox.addEventListener('controlling', () => reload());
      workbox.messageSkipWaiting();
    },
  };
}

/** The registration's newer worker once it is installed (waiting), or null when there is none. */
async function waitingWorker(container: ServiceWorkerContainer): Promise<ServiceWorker | null> {
  const registration = await container.getRegistration();
  if (!registration) return null;
  const installing = registration.installing;
  if (!registration.waiting && installing) {
    await new Promise<void>((resolve) => {
      const settled = () => {
        if (installing.state !== 'installing') {
          installing.removeEventListener('statechange', settled);
          resolve();
        }
      };
      installing.addEventListener('statechange', settled);
      settled();
    });
  }
  return registration.waiting;
}

/**
 * The update prompt's reload for a screen whose chunk a deploy removed: the guard's question, then the
 * new build's worker takes over (Workbox's SKIP_WAITING) and the page reloads once it controls it; with
 * no newer worker after all, a plain reload.
 */
export async function takeOverWithNewerWorker(container: ServiceWorkerContainer, reload: () => void = () => window.location.reload()): Promise<void> {
  if (!(await confirmLeave())) return;
  const waiting = await waitingWorker(container);
  if (!waiting) {
    reload();
    return;
  }
  container.addEventListener('controllerchange', () => reload(), { once: true });
  void messageSW(waiting, { type: 'SKIP_WAITING' });
}

/**
 * A staff member is signed in: the worker that controls the page downloads the signed-in side's chunks
 * (the `staff` group of its file list; those it has are not asked again, so every start of the app
 * asks, and a new build's worker gets its own). Waits for a worker to control the page (a first visit
 * signs in before its worker took over); resolves with the worker's answer, or null without workers.
 */
export async function keepStaffFiles(container: ServiceWorkerContainer | undefined = navigator.serviceWorker as ServiceWorkerContainer | undefined): Promise<StaffFilesKept | null> {
  if (!container) return null;
  if (!container.controller) await new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true }));
  const worker = container.controller;
  return worker ? ((await messageSW(worker, { type: KEEP_STAFF_FILES })) as StaffFilesKept) : null;
}

/**
 * The page side of the service worker (src/sw/sw.ts), loaded after the page's `load` event by
 * OfflineStatus (so it is not part of any page's first load): registers `/sw.js` with workbox-window and
 * tells the update prompt when a new build's worker is waiting. The prompt is the same as the
 * missing-chunk recovery's (src/components/NewVersion.tsx); its reload first asks the unsaved-changes
 * guard, then lets the waiting worker take over and reloads once it controls the page.
 */
import { Workbox } from 'workbox-window';
import { confirmLeave } from '@/components/unsaved/unsavedChanges';

export const SERVICE_WORKER_URL = '/sw.js';

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

/**
 * The app's connection and update status, at the bottom of every page:
 * - offline: "you are offline" (announced; gone and "back online" announced on reconnect, when the
 *   visible queries are fetched again: baseApi `refetchOnReconnect`);
 * - a page shown from the service worker's saved answers: "a saved copy from <time>" (Jalali in fa),
 *   only while nothing on the page failed to load (a page whose content could not be had is no saved
 *   copy: its LoadError says what is missing);
 * - a new build's worker waiting: the update prompt, the missing-chunk recovery's own component
 *   (NewVersion as a banner).
 *
 * The offline indicator is the site's own markup and part of every page's first load: offline before
 * the service worker keeps the site's files, no chunk can arrive, and what says "you are offline" must
 * not need one. The saved-copy note and the update prompt are a chunk of their own (only a page with
 * the worker shows them, and the worker precached it); without it they show nothing.
 *
 * It also starts the service worker's page side (./serviceWorker.ts) once the loaded page has been quiet
 * for a while (REGISTER_AFTER_QUIET_MS), in a chunk of its own: production builds with the worker only
 * (never under `npm start`, where MSW owns the worker, nor with VITE_SERVICE_WORKER=false).
 */
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { connectionState, subscribeConnection } from '@/api/connection';
import { announce } from '@/components/a11y/announce';
import { loadErrorsShown, subscribeLoadErrors } from '@/components/loadErrorsShown';
import type { ServiceWorkerControl } from './serviceWorker';
import { afterLoad, REGISTER_AFTER_QUIET_MS } from './afterLoad';
import './offlineStatus.css';

// The import on its own: Vite wraps an `import()` together with what is chained on it and the preload
// of the chunk's styles, so a catch chained there would not see the styles fail.
const loadWorkerNotes = () => import('./workerNotes');
/** Without the chunk (offline before the worker keeps it) the notes show nothing. */
const Nothing = () => null;
const SavedCopyNote = lazy<ComponentType<{ savedAt: string }>>(() => loadWorkerNotes().then((m) => ({ default: m.SavedCopyNote }), () => ({ default: Nothing })));
const UpdatePrompt = lazy<ComponentType<{ onReload: () => unknown; onLater: () => void }>>(() =>
  loadWorkerNotes().then((m) => ({ default: m.UpdatePrompt }), () => ({ default: Nothing })),
);

export const SERVICE_WORKER_BUILT = import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== 'false' && import.meta.env.VITE_USE_MSW !== 'true';

const RENDERED_ONLINE = { online: true, savedAt: null };
const onlineAsRendered = () => RENDERED_ONLINE;
const noneFailed = () => 0;

export function OfflineStatus({ serviceWorker = SERVICE_WORKER_BUILT, registerDelay = REGISTER_AFTER_QUIET_MS }: { serviceWorker?: boolean; registerDelay?: number }) {
  const intl = useIntl();
  // a pre-rendered page was rendered online with nothing failed: its hydration starts from that, and
  // React then renders what the browser knows (offline, a part that failed) without a mismatch
  const { online, savedAt } = useSyncExternalStore(subscribeConnection, connectionState, onlineAsRendered);
  const failedLoads = useSyncExternalStore(subscribeLoadErrors, loadErrorsShown, noneFailed);
  const [updateReady, setUpdateReady] = useState(false);
  const control = useRef<ServiceWorkerControl | null>(null);
  const wasOnline = useRef(online);

  useEffect(() => {
    if (wasOnline.current === online) return;
    wasOnline.current = online;
    announce(intl.formatMessage({ id: online ? 'offline.back' : 'offline.indicator' }), online ? 'polite' : 'assertive');
  }, [online, intl]);

  useEffect(() => {
    if (!serviceWorker) return undefined;
    let cancelled = false;
    const stop = afterLoad(() => {
      void import('./serviceWorker')
        .then(({ registerServiceWorker }) => registerServiceWorker({ onUpdateReady: (ready) => !cancelled && setUpdateReady(ready) }))
        .then(
          (registered) => {
            control.current = registered;
          },
          // its chunk did not arrive (offline on a first visit): the next page load registers it
          () => undefined,
        );
    }, registerDelay);
    return () => {
      cancelled = true;
      stop();
    };
  }, [serviceWorker, registerDelay]);

  const savedCopy = savedAt && failedLoads === 0 ? savedAt : null;
  if (online && !updateReady && !savedCopy) return null;
  return (
    <div className="app-status" data-testid="app-status">
      {!online && (
        <p className="app-status__note" data-testid="offline-indicator">
          <FormattedMessage id="offline.indicator" />
        </p>
      )}
      <Suspense fallback={null}>
        {savedCopy && <SavedCopyNote savedAt={savedCopy} />}
        {updateReady && <UpdatePrompt onReload={() => control.current?.update()} onLater={() => setUpdateReady(false)} />}
      </Suspense>
    </div>
  );
}

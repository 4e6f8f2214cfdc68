/**
 * The app's connection and update status, at the bottom of every page:
 * - offline: "you are offline" (announced; gone and "back online" announced on reconnect, when the
 *   visible queries are fetched again: baseApi `refetchOnReconnect`);
 * - a page shown from the service worker's saved answers: "a saved copy from <time>" (Jalali in fa);
 * - a new build's worker waiting: the update prompt, the missing-chunk recovery's own component
 *   (NewVersion as a banner).
 * It also starts the service worker's page side (./serviceWorker.ts) once the loaded page has been quiet
 * for a while (REGISTER_AFTER_QUIET_MS; none when it is itself loaded late, see DeferredOfflineStatus), in a chunk of its own: production builds with the worker only (never under `npm start`, where MSW owns
 * the worker, nor with VITE_SERVICE_WORKER=false).
 */
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { connectionState, subscribeConnection } from '@/api/connection';
import { announce } from '@/components/a11y/announce';
import type { ServiceWorkerControl } from './serviceWorker';
import { afterLoad, REGISTER_AFTER_QUIET_MS } from './afterLoad';
import './offlineStatus.css';

// only with a worker (it precached this chunk): not part of any page's first load
const SavedCopyNote = lazy(() => import('./workerNotes').then((m) => ({ default: m.SavedCopyNote })));
const UpdatePrompt = lazy(() => import('./workerNotes').then((m) => ({ default: m.UpdatePrompt })));

export const SERVICE_WORKER_BUILT = import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== 'false' && import.meta.env.VITE_USE_MSW !== 'true';

export function OfflineStatus({ serviceWorker = SERVICE_WORKER_BUILT, registerDelay = REGISTER_AFTER_QUIET_MS }: { serviceWorker?: boolean; registerDelay?: number }) {
  const intl = useIntl();
  const { online, savedAt } = useSyncExternalStore(subscribeConnection, connectionState, connectionState);
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
        .then((registered) => {
          control.current = registered;
        });
    }, registerDelay);
    return () => {
      cancelled = true;
      stop();
    };
  }, [serviceWorker, registerDelay]);

  if (online && !updateReady && !savedAt) return null;
  return (
    <div className="app-status" data-testid="app-status">
      {!online && (
        <p className="app-status__note" data-testid="offline-indicator">
          <FormattedMessage id="offline.indicator" />
        </p>
      )}
      <Suspense fallback={null}>
        {savedAt && <SavedCopyNote savedAt={savedAt} />}
        {updateReady && <UpdatePrompt onReload={() => control.current?.update()} onLater={() => setUpdateReady(false)} />}
      </Suspense>
    </div>
  );
}

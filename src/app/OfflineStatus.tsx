/**
 * The app's connection and update status, at the bottom of every page:
 * - offline: "you are offline" (announced; gone and "back online" announced on reconnect, when the
 *   visible queries are fetched again: baseApi `refetchOnReconnect`);
 * - a page shown from the service worker's saved answers: "a saved copy from <time>" (Jalali in fa);
 * - a new build's worker waiting: the update prompt, the missing-chunk recovery's own component
 *   (NewVersion as a banner).
 * It also starts the service worker's page side (./serviceWorker.ts) after the page's `load`, in a
 * chunk of its own: production builds with the worker only (never under `npm start`, where MSW owns
 * the worker, nor with VITE_SERVICE_WORKER=false).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { connectionState, subscribeConnection } from '@/api/connection';
import { announce } from '@/components/a11y/announce';
import { DateText } from '@/components/JalaliDate';
import { NewVersion } from '@/components/NewVersion';
import type { ServiceWorkerControl } from './serviceWorker';
import './offlineStatus.css';

export const SERVICE_WORKER_BUILT = import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== 'false' && import.meta.env.VITE_USE_MSW !== 'true';

/** Runs `start` once the page has loaded (at once when it has), when the browser is next idle. */
export function afterLoad(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const later = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(start, { timeout: 2000 });
    else timer = setTimeout(start, 0);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

export function OfflineStatus({ serviceWorker = SERVICE_WORKER_BUILT }: { serviceWorker?: boolean }) {
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
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [serviceWorker]);

  if (online && !updateReady && !savedAt) return null;
  return (
    <div className="app-status" data-testid="app-status">
      {!online && (
        <p className="app-status__note" data-testid="offline-indicator">
          <FormattedMessage id="offline.indicator" />
        </p>
      )}
      {savedAt && (
        <p className="app-status__note app-status__note--saved" data-testid="saved-copy">
          <FormattedMessage id="offline.savedCopy" values={{ time: <DateText value={savedAt} withTime /> }} />
        </p>
      )}
      {updateReady && <NewVersion variant="banner" onReload={() => control.current?.update()} onLater={() => setUpdateReady(false)} />}
    </div>
  );
}

/**
 * The connection and update status (./OfflineStatus.tsx) is not part of any page's first load: its
 * chunk comes once the loaded page has gone quiet (afterLoad), or at once when the browser is or goes
 * offline. The state it shows is kept meanwhile by the wire layer (src/api/connection.ts: offline, the
 * saved copies the worker answered with), so nothing is missed by mounting it late. A chunk that cannot
 * be had (offline, before any service worker) shows nothing rather than the crash page.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { isOffline } from '@/api/connection';
import { afterLoad } from './afterLoad';

const Nothing: ComponentType<{ registerDelay?: number }> = () => null;
const OfflineStatus = lazy(() => import('./OfflineStatus').then((m) => ({ default: m.OfflineStatus as ComponentType<{ registerDelay?: number }> }), () => ({ default: Nothing })));

export function DeferredOfflineStatus() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const now = () => setWanted(true);
    if (isOffline()) {
      // already offline when the page started (a reload from the worker's copies): show it at once
      const timer = setTimeout(now, 0);
      return () => clearTimeout(timer);
    }
    window.addEventListener('offline', now, { once: true });
    const stop = afterLoad(now);
    return () => {
      window.removeEventListener('offline', now);
      stop();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      {/* the page has already waited for quiet: the worker registers as soon as this is in */}
      <OfflineStatus registerDelay={0} />
    </Suspense>
  ) : null;
}

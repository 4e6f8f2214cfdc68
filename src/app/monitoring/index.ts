/**
 * Monitoring's start (docs/monitoring.md). main.tsx starts the Web Vitals listeners (src/lib/fieldVitals.ts)
 * and holds the page's uncaught failures from its first lines (src/lib/monitoring.ts); App.tsx calls
 * `startMonitoring()`, which, once the page has settled
 * (whenSettled), loads the SDK (./sentry.ts) and the Web Vitals beacon (./vitals.ts), each in a chunk of
 * its own; a failure before that loads the SDK at once (the way Sentry's own loader script does).
 *
 * A build without VITE_SENTRY_DSN and VITE_RUM_URL: both are constants here (read as
 * `import.meta.env.VITE_…` so the build replaces them), the imports below are dropped with them, and
 * no monitoring code or request reaches the browser.
 */
import { onFirstFailure } from '@/lib/monitoring';
import { rate, RELEASE, vitalsSampled } from '@/lib/fieldVitals';
import { markFirstLoadOver } from '../afterLoad';

export { RELEASE };

/**
 * The page has settled: its load event, then SETTLE_MS more (the first screen's follow-up chunks,
 * images and data), then an idle moment. Nothing of monitoring competes with the first screen, and the
 * first-load budget (`npm run size`) holds with monitoring on.
 */
const SETTLE_MS = 5000;
function whenSettled(start: () => void): void {
  const settled = () => {
    // what the page asks for from here on is not its first load (`npm run size` leaves it out)
    markFirstLoadOver();
    start();
  };
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(settled, { timeout: 3000 }) : setTimeout(settled, 0));
  const settle = () => setTimeout(idle, SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else addEventListener('load', settle, { once: true });
}

/** Runs `start` once, whichever asks first. */
function once(start: () => void): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    start();
  };
}

export function startMonitoring(): void {
  const dsn = import.meta.env.VITE_SENTRY_DSN;
  const rumUrl = import.meta.env.VITE_RUM_URL;
  if (!dsn && !rumUrl) return;
  if (dsn) {
    // the reporter loads when the page has settled, or at once when something fails before that
    const startReporter = once(() => {
      void import('./sentry').then(({ startSentry }) =>
        startSentry({ dsn, release: RELEASE, environment: import.meta.env.VITE_ENVIRONMENT || import.meta.env.MODE, sampleRate: rate(import.meta.env.VITE_SENTRY_SAMPLE_RATE, 1) }),
      );
    });
    onFirstFailure(startReporter);
    whenSettled(startReporter);
  }
  // a share of the visits measures its Web Vitals (the same share of every page type, drawn once per
  // visit as the page started: src/lib/fieldVitals.ts, whose early listeners cover a visit that ends
  // before this reporter loads); web-vitals reads the paints, shifts and slow interactions before it
  // loaded from the browser's buffer (an interaction only when it took 104 ms or more: the browser
  // buffers no faster one, so a quick interaction before the reporter loaded is not counted). They go
  // to the RUM address when the build has one, else to Sentry as the page load's measurements.
  if (vitalsSampled()) {
    whenSettled(() => {
      void import('./vitals').then(async ({ beaconTo, startWebVitals }) => {
        const send = rumUrl ? beaconTo(rumUrl) : (await import('./sentry')).captureVitals;
        startWebVitals(RELEASE, send);
      });
    });
  }
}

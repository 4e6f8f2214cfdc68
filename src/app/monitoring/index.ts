/**
 * Monitoring's start (README "Monitoring"). main.tsx holds the page's uncaught failures from its first
 * line (src/lib/monitoring.ts); App.tsx calls `startMonitoring()`, which, once the page is interactive
 * (loaded, then idle), loads the SDK (./sentry.ts) and the Web Vitals beacon (./vitals.ts), each in a
 * chunk of its own.
 *
 * A build without VITE_SENTRY_DSN and VITE_RUM_URL: both are constants here (read as
 * `import.meta.env.VITE_…` so the build replaces them), the imports below are dropped with them, and
 * no monitoring code or request reaches the browser.
 */
import { version } from '../../../package.json';

/** The build's version, as Sentry's release (source maps are uploaded under it). */
export const RELEASE = import.meta.env.VITE_SENTRY_RELEASE || `shop-client@${version}`;

function rate(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : fallback;
}

/** After the load event, when the main thread is idle: nothing of monitoring competes with the first screen. */
function whenInteractive(start: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 0));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

export function startMonitoring(): void {
  const dsn = import.meta.env.VITE_SENTRY_DSN;
  const rumUrl = import.meta.env.VITE_RUM_URL;
  if (!dsn && !rumUrl) return;
  whenInteractive(() => {
    if (dsn) {
      void import('./sentry').then(({ startSentry }) =>
        startSentry({ dsn, release: RELEASE, environment: import.meta.env.VITE_ENVIRONMENT || import.meta.env.MODE, sampleRate: rate(import.meta.env.VITE_SENTRY_SAMPLE_RATE, 1) }),
      );
    }
    // a share of the page loads measures its Web Vitals (the same share of every page type)
    if (rumUrl && Math.random() < rate(import.meta.env.VITE_RUM_SAMPLE_RATE, 1)) void import('./vitals').then(({ startWebVitals }) => startWebVitals(rumUrl, RELEASE));
  });
}

/**
 * Field Web Vitals from the page's first moment (README "Monitoring", "The RUM beacon"). The entry
 * calls `watchVitalsFromStart()` before anything else: web-vitals' own observers for LCP, FCP, TTFB
 * and CLS (its standard build, a few KB) keep the latest value of each from then on. The reporter with
 * the attribution (which element, which script) and INP loads once the page has settled
 * (src/app/monitoring/vitals.ts) and takes over; a visit that ends before it has loaded (the visitor
 * left within seconds, often because the page was slow) still sends what it saw, as one `sendBeacon`
 * to VITE_RUM_URL when the page is hidden (`visibilitychange`). One report per
 * visit: the early one or the reporter's, never both.
 *
 * The share of visits measured (VITE_RUM_SAMPLE_RATE) is drawn once per visit, here: the reporter
 * asks `vitalsSampled()` rather than drawing again.
 *
 * A build without VITE_SENTRY_DSN and VITE_RUM_URL has both as constants: every function below
 * returns at once and the bundler drops the rest, web-vitals with it.
 */
import { onCLS, onFCP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { version } from '../../package.json';
import { landingMonitoringScope } from './monitoring';

/** The build's version, as Sentry's release and the beacon's (source maps are uploaded under it). */
export const RELEASE = import.meta.env.VITE_SENTRY_RELEASE || `shop-client@${version}`;

/** A value of VITE_*_RATE between 0 and 1, or the fallback. */
export function rate(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : fallback;
}

/** One metric as a report carries it (the early one has no attribution: an empty object). */
export interface EarlyMetric {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  navigationType: Metric['navigationType'];
  id: string;
  attribution: Record<string, never>;
}

let sampled: boolean | undefined;
const seen = new Map<string, EarlyMetric>();
/** The reporter has loaded: it sends from now on. */
let takenOver = false;
let sent = false;

/** Whether this visit's Web Vitals are measured (drawn once per visit: VITE_RUM_SAMPLE_RATE, default all). */
export function vitalsSampled(): boolean {
  sampled ??= Math.random() < rate(import.meta.env.VITE_RUM_SAMPLE_RATE, 1);
  return sampled;
}

/** The beacon of a visit that ended before the reporter loaded: the same shape as the reporter's (VitalsBeacon). */
function earlyBeacon() {
  const opened = landingMonitoringScope();
  return {
    type: 'web-vitals' as const,
    release: RELEASE,
    page: { route: opened.route ?? '', screen: opened.screen ?? '' },
    language: opened.language ?? document.documentElement.lang,
    metrics: [...seen.values()],
  };
}

export function watchVitalsFromStart(): void {
  const rumUrl = import.meta.env.VITE_RUM_URL;
  if (!rumUrl && !import.meta.env.VITE_SENTRY_DSN) return;
  if (!vitalsSampled()) return;
  const keep = (metric: Metric) => {
    seen.set(metric.name, { name: metric.name, value: metric.value, rating: metric.rating, navigationType: metric.navigationType, id: metric.id, attribution: {} });
  };
  // every change: the value when the visit ends is the latest one
  onLCP(keep, { reportAllChanges: true });
  onCLS(keep, { reportAllChanges: true });
  onFCP(keep);
  onTTFB(keep);
  // without a RUM address the reporter sends to Sentry, whose SDK is not on the page yet
  if (!rumUrl) return;
  const leave = () => {
    if (takenOver || sent || !seen.size) return;
    sent = true;
    navigator.sendBeacon(rumUrl, new Blob([JSON.stringify(earlyBeacon())], { type: 'text/plain' }));
  };
  // web-vitals' own listeners (added above, so they run first) bring LCP and CLS up to date on hidden;
  // not on pagehide, which a navigation fires before the page is hidden
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
}

/**
 * The reporter has loaded (src/app/monitoring/vitals.ts): from now on it alone sends this visit's
 * report. Returns false when the early report already went (the page was hidden before the reporter
 * came): one report per visit, so the reporter then sends none.
 */
export function takeOverVitals(): boolean {
  takenOver = true;
  return !sent;
}

/** Tests only: back to a fresh page. */
export function resetFieldVitals(): void {
  sampled = undefined;
  seen.clear();
  takenOver = false;
  sent = false;
}

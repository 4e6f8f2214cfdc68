/**
 * Field Web Vitals (docs/monitoring.md, "Web Vitals"): web-vitals' attribution build measures LCP,
 * INP, CLS, FCP and TTFB of this page load (taking over from the early listeners the page started
 * with, src/lib/fieldVitals.ts); when the page is hidden the latest value of each, with its
 * attribution (which element, which script), is sent as one report: to VITE_RUM_URL as a JSON
 * `sendBeacon` when the build has one, else to Sentry as a page load's measurements (./sentry.ts). The
 * page type is the route pattern and screen the page was opened on, with its language.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { currentMonitoringScope, landingMonitoringScope } from '@/lib/monitoring';
import { takeOverVitals } from '@/lib/fieldVitals';
import { scrubValue } from './scrub';

export interface VitalsMetric {
  name: MetricWithAttribution['name'];
  value: number;
  rating: MetricWithAttribution['rating'];
  navigationType: MetricWithAttribution['navigationType'];
  id: string;
  /** web-vitals' attribution, its plain values only (no performance entries) */
  attribution: Record<string, string | number | boolean | Record<string, string | number>>;
}

export interface VitalsBeacon {
  type: 'web-vitals';
  release: string;
  /** the page type: the route pattern and screen the page was opened on */
  page: { route: string; screen: string };
  language: string;
  metrics: VitalsMetric[];
}

/** The plain values of an attribution object, and the longest script's summary of a slow interaction. */
function plainAttribution(attribution: object): VitalsMetric['attribution'] {
  const out: VitalsMetric['attribution'] = {};
  for (const [key, value] of Object.entries(attribution)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  const longest = (attribution as { longestScript?: { entry?: { invoker?: string; sourceURL?: string; sourceFunctionName?: string }; subpart?: string; intersectingDuration?: number } }).longestScript;
  if (longest) {
    out.longestScript = {
      invoker: longest.entry?.invoker ?? '',
      sourceURL: longest.entry?.sourceURL ?? '',
      sourceFunctionName: longest.entry?.sourceFunctionName ?? '',
      subpart: longest.subpart ?? '',
      intersectingDuration: longest.intersectingDuration ?? 0,
    };
  }
  return scrubValue(out);
}

/** Sends a page load's report as one JSON `sendBeacon` (text/plain: no CORS preflight on the way out). */
export function beaconTo(rumUrl: string): (report: VitalsBeacon) => void {
  return (report) => {
    navigator.sendBeacon(rumUrl, new Blob([JSON.stringify(report)], { type: 'text/plain' }));
  };
}

export function startWebVitals(release: string, send: (report: VitalsBeacon) => void): void {
  // the early listeners (src/lib/fieldVitals.ts) stop here; if the page was hidden before this module
  // came, their report went already: one report per visit
  if (!takeOverVitals()) return;
  const latest = new Map<string, VitalsMetric>();
  const record = (metric: MetricWithAttribution) => {
    latest.set(metric.name, {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      navigationType: metric.navigationType,
      id: metric.id,
      attribution: plainAttribution(metric.attribution),
    });
  };
  // every change, so the value when the page is hidden is the latest one
  const options = { reportAllChanges: true };
  onLCP(record, options);
  onINP(record, options);
  onCLS(record, options);
  onFCP(record, options);
  onTTFB(record, options);

  // sent when the page is hidden, not on pagehide: web-vitals brings INP, LCP and CLS up to date in its own
  // `visibilitychange` listener (added above, so it runs first), and a navigation fires pagehide before
  // it (a report sent on pagehide went without the last slow interaction). What changed after a tab
  // came back goes at its next hiding: each metric keeps its id, the receiver keeps the latest per id.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || !latest.size) return;
    // the page it was opened on (this module may load before the first render, so read it now)
    const opened = landingMonitoringScope();
    const beacon: VitalsBeacon = {
      type: 'web-vitals',
      release,
      page: { route: opened.route ?? '', screen: opened.screen ?? '' },
      language: currentMonitoringScope().language ?? document.documentElement.lang,
      // scrubbed again as it leaves: a value of the session noted since (a sign-in) never leaves either
      metrics: [...latest.values()].map((metric) => ({ ...metric, attribution: scrubValue(metric.attribution) })),
    };
    latest.clear();
    send(beacon);
  });
}

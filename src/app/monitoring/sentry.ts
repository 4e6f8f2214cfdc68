/**
 * The error reporter: Sentry's SDK (also self-hosted Sentry or GlitchTip, same DSN), started by
 * ./index.ts after the page is interactive, in a chunk of its own. It takes the failures the page held
 * until now (src/lib/monitoring.ts) and every later one; each event carries the release, the route
 * pattern, the language, the role names and the screen, and leaves only through the scrubber.
 *
 * The SDK's own window handlers (and its wrapping of timers and listeners) are off: the page's queue
 * already listens to `error` and `unhandledrejection` from the first script on, and forwards them here
 * with the page's scope (one event each, not two).
 * Sessions and tracing are off: nothing is sent while nothing fails, but for a page load's Web Vitals
 * when the build has no RUM address of its own (captureVitals).
 */
import * as Sentry from '@sentry/react';
import { drainFailuresTo, type Failure } from '@/lib/monitoring';
import { scrubBreadcrumb, scrubEvent } from './scrub';
import type { VitalsBeacon } from './vitals';

export interface SentryOptions {
  dsn: string;
  release: string;
  environment: string;
  sampleRate: number;
}

/**
 * Default integrations that would report on their own (window handlers; the wrapped timers and event
 * listeners, which catch, send and rethrow to the window: the same error twice), or send when nothing
 * failed (sessions).
 */
const LEFT_OUT = new Set(['GlobalHandlers', 'BrowserApiErrors', 'BrowserSession']);

function capture(failure: Failure): void {
  Sentry.withScope((scope) => {
    const { route, screen, language, roles } = failure.scope;
    scope.setTag('failure', failure.kind);
    if (route) scope.setTag('route', route);
    if (screen) scope.setTag('screen', screen);
    if (language) scope.setTag('language', language);
    scope.setTag('roles', roles?.length ? [...roles].sort().join(',') : 'guest');
    if (route) scope.setTransactionName(route);
    const { endpoint, status, ...more } = failure.detail ?? {};
    if (endpoint) scope.setTag('endpoint', endpoint);
    if (status) scope.setTag('status', status);
    if (Object.keys(more).length) scope.setContext('failure', more);
    if (failure.kind === 'api') scope.setFingerprint(['api', endpoint ?? '', status ?? '']);
    const handled = failure.kind === 'boundary' || failure.kind === 'api' || failure.kind === 'chunk';
    Sentry.captureException(failure.error, { mechanism: { type: failure.kind, handled } });
  });
}

export function startSentry({ dsn, release, environment, sampleRate }: SentryOptions): void {
  Sentry.init({
    dsn,
    release,
    environment,
    sampleRate,
    // no IP address, cookies, headers or bodies collected by the SDK (the scrubber drops them too)
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
    integrations: (defaults) => defaults.filter((integration) => !LEFT_OUT.has(integration.name)),
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  drainFailuresTo(capture);
}

/** A random id of `bytes` bytes in hex, as Sentry's trace (16) and span (8) ids are. */
function hexId(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A page load's Web Vitals (./vitals.ts) as Sentry's measurements: one `pageload` transaction named by
 * the route pattern it was opened on, from the navigation's start to now, with LCP, INP, CLS, FCP and
 * TTFB (Sentry's own names, milliseconds; CLS has no unit), the page's screen and language as tags and
 * each metric's attribution as context (which element, which script). Sentry's performance views read
 * these; the SDK's tracing is not needed for it (and not built in).
 */
export function captureVitals(report: VitalsBeacon): void {
  if (!report.metrics.length) return;
  const measurements: Record<string, { value: number; unit: string }> = {};
  const attribution: Record<string, unknown> = {};
  for (const metric of report.metrics) {
    measurements[metric.name.toLowerCase()] = { value: metric.value, unit: metric.name === 'CLS' ? '' : 'millisecond' };
    attribution[metric.name] = { rating: metric.rating, navigationType: metric.navigationType, ...metric.attribution };
  }
  Sentry.captureEvent({
    type: 'transaction',
    transaction: report.page.route || '/',
    start_timestamp: performance.timeOrigin / 1000,
    timestamp: Date.now() / 1000,
    spans: [],
    measurements,
    tags: { screen: report.page.screen, language: report.language, source: 'web-vitals' },
    contexts: { trace: { trace_id: hexId(16), span_id: hexId(8), op: 'pageload' }, webVitals: attribution },
  });
}

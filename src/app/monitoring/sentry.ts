/**
 * The error reporter: Sentry's SDK (also self-hosted Sentry or GlitchTip, same DSN), started by
 * ./index.ts after the page is interactive, in a chunk of its own. It takes the failures the page held
 * until now (src/lib/monitoring.ts) and every later one; each event carries the release, the route
 * pattern, the language, the role names and the screen, and leaves only through the scrubber.
 *
 * The SDK's own window handlers (and its wrapping of timers and listeners) are off: the page's queue
 * already listens to `error` and `unhandledrejection` from the first script on, and forwards them here
 * with the page's scope (one event each, not two).
 * Sessions and tracing are off: nothing is sent while nothing fails.
 */
import * as Sentry from '@sentry/react';
import { drainFailuresTo, type Failure } from '@/lib/monitoring';
import { scrubBreadcrumb, scrubEvent } from './scrub';

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
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  drainFailuresTo(capture);
}

/**
 * The always-loaded side of monitoring (docs/monitoring.md): a tiny queue that the places which already
 * know a failure tell (the error boundaries, the missing-chunk recovery, the baseQuery, the schema
 * check), plus the page's own uncaught errors and unhandled rejections. The SDK itself
 * (src/app/monitoring) loads after the page is interactive and takes what was held, then every later
 * report.
 *
 * A build without VITE_SENTRY_DSN has that variable as a constant: every function below returns at
 * once, the bundler drops their bodies, and nothing is listened to or held.
 */

/*
 * Each function reads `import.meta.env.VITE_SENTRY_DSN` itself rather than through a helper: the build
 * replaces that expression with a constant, and only written out there does the minifier drop what
 * follows (a helper returning a constant is kept, with the code behind it). Tests set it with vi.stubEnv.
 */


/** What an event says about where it happened (never who: no id, name, mobile or e-mail). */
export interface MonitoringScope {
  /** the route's pattern (a product's is its path with `:alias`), never the address itself */
  route?: string;
  /** the screen's component name from the route tree */
  screen?: string;
  language?: string;
  /** the user's role names */
  roles?: readonly string[];
}

export type FailureKind = 'error' | 'unhandledrejection' | 'boundary' | 'chunk' | 'api' | 'hydration';

export interface Failure {
  kind: FailureKind;
  error: unknown;
  /** short, non-personal facts (an endpoint's name, a status) */
  detail?: Partial<Record<string, string>>;
  /** the scope when it happened */
  scope: MonitoringScope;
}

/** At most this many failures wait for the SDK: a page that fails in a loop should not grow without end. */
const HOLD_LIMIT = 30;

let scope: MonitoringScope = {};
/** The first route the page rendered: the page type of its Web Vitals (the page may have moved on since). */
let landing: MonitoringScope = {};
const held: Failure[] = [];
let sink: ((failure: Failure) => void) | null = null;
/** Called once, at the first failure held: the reporter loads at once rather than when the page has settled. */
let wake: (() => void) | null = null;
/** API failures already told, by endpoint and screen: one event per call and screen, not one per retry. */
const toldCalls = new Set<string>();
/** The api keys and signed-in users this page has had: their values never leave it (src/app/monitoring/scrub.ts). */
const sessions = { keys: new Set<string>(), users: new Set<object>(), changes: 0 };

/** The scope is kept for the error reports, and for the Web Vitals beacon (VITE_RUM_URL). */
export function setMonitoringScope(next: MonitoringScope): void {
  if (!import.meta.env.VITE_SENTRY_DSN && !import.meta.env.VITE_RUM_URL) return;
  scope = { ...scope, ...next };
  if (landing.route === undefined && scope.route !== undefined) landing = scope;
}

/**
 * The session's own secrets, as the page has them (its api key, the signed-in user: mobile, e-mail,
 * names, addresses): kept for the scrubber, which removes these exact values from every report, so a
 * report never carries them even written as prose. Never sent, never stored; a page's whole life (an
 * event about a session may be sent after its sign-out).
 */
export function noteMonitoredSession(apiKey: string | null | undefined, user: object | null | undefined): void {
  if (!import.meta.env.VITE_SENTRY_DSN && !import.meta.env.VITE_RUM_URL) return;
  if (apiKey && !sessions.keys.has(apiKey)) {
    sessions.keys.add(apiKey);
    sessions.changes += 1;
  }
  if (user && !sessions.users.has(user)) {
    sessions.users.add(user);
    sessions.changes += 1;
  }
}

/** What noteMonitoredSession kept (the scrubber reads the api key cookie itself too). */
export function monitoredSessions(): { keys: ReadonlySet<string>; users: ReadonlySet<object>; changes: number } {
  return sessions;
}

export function currentMonitoringScope(): MonitoringScope {
  return scope;
}

export function landingMonitoringScope(): MonitoringScope {
  return landing;
}

export function reportFailure(kind: FailureKind, error: unknown, detail?: Failure['detail']): void {
  if (!import.meta.env.VITE_SENTRY_DSN) return;
  const failure: Failure = { kind, error, detail, scope: { ...scope } };
  if (sink) sink(failure);
  else if (held.length < HOLD_LIMIT) held.push(failure);
  const wakeNow = wake;
  wake = null;
  wakeNow?.();
}

/** `start` runs at the first failure held from now on (at once if one is held already). */
export function onFirstFailure(start: () => void): void {
  if (!import.meta.env.VITE_SENTRY_DSN) return;
  if (held.length) start();
  else wake = start;
}

/**
 * An API call that failed in transport (network, timeout, 5xx) or whose answer failed its schema: told
 * once per endpoint and screen of this page load, however often the screen retries it. A 4xx or an
 * envelope's refusal is the server's answer, not a failure; a call the screen cancelled is none either.
 */
export function reportApiFailure(endpoint: string, status: string | number, cancelled = false): void {
  if (!import.meta.env.VITE_SENTRY_DSN) return;
  if (cancelled || (typeof status === 'number' && status < 500)) return;
  const key = `${endpoint} ${scope.route ?? ''}`;
  if (toldCalls.has(key)) return;
  toldCalls.add(key);
  const error = new Error(`API ${endpoint} failed: ${status}`);
  error.name = 'ApiFailure';
  reportFailure('api', error, { endpoint, status: String(status) });
}

/** Starts holding the page's uncaught errors and unhandled rejections (main.tsx, before anything else runs). */
export function holdUncaughtFailures(target: Window = window): void {
  if (!import.meta.env.VITE_SENTRY_DSN) return;
  target.addEventListener('error', (event) => {
    // a resource that failed to load (an image) is an `error` event without an error object: not a defect
    if (event instanceof ErrorEvent) reportFailure('error', event.error ?? event.message);
  });
  target.addEventListener('unhandledrejection', (event) => reportFailure('unhandledrejection', event.reason));
}

/** The SDK takes what was held, then receives every later report directly. */
export function drainFailuresTo(receive: (failure: Failure) => void): void {
  sink = receive;
  for (const failure of held.splice(0)) receive(failure);
}

/** Tests only: back to the state of a fresh page. */
export function resetMonitoringQueue(): void {
  scope = {};
  landing = {};
  held.length = 0;
  sink = null;
  wake = null;
  toldCalls.clear();
  sessions.keys.clear();
  sessions.users.clear();
  sessions.changes += 1;
}

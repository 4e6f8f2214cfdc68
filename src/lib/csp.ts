/**
 * The production Content-Security-Policy, built from the same build-time env as the app (so the API,
 * the map tiles, the captcha and the payment providers it names are the ones the build talks to).
 * Used by vite.config.ts (`vite preview` headers, the `_headers` file written into dist/) and
 * documented in docs/deploy.md. Pure: no DOM, no Node.
 *
 * - scripts: only this origin (and Google's reCAPTCHA when that provider is built in), plus the two
 *   inline scripts the build writes into index.html (the head script and the app-shell script), each
 *   by its sha256 hash; no other inline script, no eval;
 * - styles: this origin plus 'unsafe-inline', because antd's CSS-in-JS injects <style> elements at run
 *   time and React renders `style` attributes (styles cannot run code; scripts stay strict);
 * - connections: this origin, the API and the map tiles; images also from `data:` (Quill's pasted
 *   images, small inlined icons) and `blob:` (upload previews);
 * - frames: only the captcha and the payment providers; forms post only here or to a payment provider;
 * - object-src 'none', base-uri 'self'; frame-ancestors 'none' in the header (a <meta> cannot carry it);
 * - monitoring (docs/monitoring.md): connections also to the error reporter's host (VITE_SENTRY_DSN) and
 *   the Web Vitals beacon (VITE_RUM_URL); with VITE_CSP_REPORT_URL, violations are reported there
 *   (`report-uri`, and `report-to` naming the endpoint of the Reporting-Endpoints header, cspReporting).
 */

export interface CspEnv {
  VITE_API_URL?: string;
  VITE_MAP_TILE_URL?: string;
  VITE_CAPTCHA_PROVIDER?: string;
  VITE_PASARGAD_URL?: string;
  VITE_ZARINPAL_STARTPAY_URL?: string;
  VITE_AYANDEH_URL?: string;
  VITE_SENTRY_DSN?: string;
  VITE_RUM_URL?: string;
  VITE_CSP_REPORT_URL?: string;
}

/** The Reporting API's name of the CSP report endpoint (`report-to`, `Reporting-Endpoints`). */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** The CSP report address of a build, when it has an absolute http(s) one. */
function cspReportUrl(env: CspEnv): string | null {
  const url = env.VITE_CSP_REPORT_URL?.trim();
  return url && /^https?:\/\//.test(url) ? url : null;
}

/**
 * The `Reporting-Endpoints` header that goes with the policy's `report-to` (empty without a report
 * address): browsers that know the Reporting API send there, the others use `report-uri`.
 */
export function cspReportingHeaders(env: CspEnv): Record<string, string> {
  const url = cspReportUrl(env);
  return url ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${url}"` } : {};
}

/** The defaults of src/config.ts, so a build without these variables gets the policy it needs. */
const DEFAULTS = {
  tiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  zarinpal: 'https://www.zarinpal.com/pg/StartPay/',
  ayandeh: 'https://ayandeh.example/payment',
  pasargad: 'https://pep.example/payment',
};

const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://www.recaptcha.net/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', 'https://www.recaptcha.net/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

/**
 * The origin of an absolute http(s) address as a CSP source ('self' for a relative one, null when
 * unusable). A `{s}` subdomain placeholder of a tile template becomes a `*.` wildcard.
 */
export function cspSource(url: string | undefined): string | null {
  if (!url) return null;
  const value = url.trim().replace(/\{s\}\./g, 'wildcard-subdomain.');
  if (value.startsWith('/') && !value.startsWith('//')) return "'self'";
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin.replace('wildcard-subdomain.', '*.');
  } catch {
    return null;
  }
}

function unique(values: ReadonlyArray<string | null>): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

/** The directives, in order. `forMeta` leaves out what a <meta> element cannot carry. */
export interface CspOptions {
  forMeta?: boolean;
  /** `'sha256-…'` sources of inline scripts the build wrote (the head script and the app-shell script) */
  scriptHashes?: readonly string[];
}

export function cspDirectives(env: CspEnv, { forMeta = false, scriptHashes = [] }: CspOptions = {}): Array<[string, string[]]> {
  const google = env.VITE_CAPTCHA_PROVIDER === 'google';
  const api = cspSource(env.VITE_API_URL || '/api/');
  const tiles = cspSource(env.VITE_MAP_TILE_URL || DEFAULTS.tiles);
  const payments = unique([
    cspSource(env.VITE_PASARGAD_URL || DEFAULTS.pasargad),
    cspSource(env.VITE_ZARINPAL_STARTPAY_URL || DEFAULTS.zarinpal),
    cspSource(env.VITE_AYANDEH_URL || DEFAULTS.ayandeh),
  ]).filter((s) => s !== "'self'");
  const self = "'self'";
  const frames = unique([...(google ? RECAPTCHA.frame : []), ...payments]);
  const directives: Array<[string, string[]]> = [
    ['default-src', [self]],
    ['script-src', unique([self, ...scriptHashes, ...(google ? RECAPTCHA.script : [])])],
    ['style-src', [self, "'unsafe-inline'"]],
    ['img-src', unique([self, 'data:', 'blob:', api, tiles])],
    ['font-src', [self, 'data:']],
    ['connect-src', unique([self, api, tiles, ...(google ? RECAPTCHA.connect : []), cspSource(env.VITE_SENTRY_DSN), cspSource(env.VITE_RUM_URL)])],
    ['frame-src', frames.length ? frames : ["'none'"]],
    ['worker-src', [self]],
    ['manifest-src', [self]],
    ['media-src', unique([self, api])],
    ['object-src', ["'none'"]],
    ['base-uri', [self]],
    ['form-action', unique([self, ...payments])],
  ];
  if (!forMeta) directives.push(['frame-ancestors', ["'none'"]]);
  const reportUrl = cspReportUrl(env);
  // a <meta> policy cannot report either
  if (reportUrl && !forMeta) directives.push(['report-uri', [reportUrl]], ['report-to', [CSP_REPORT_GROUP]]);
  return directives;
}

/** The policy as one header (or meta `content`) value. */
export function contentSecurityPolicy(env: CspEnv, options: CspOptions = {}): string {
  return cspDirectives(env, options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * What never leaves the browser in an error report (docs/monitoring.md, "What never is"): the api key, mobile numbers,
 * e-mail addresses, postal addresses and codes, card numbers and payment tokens. Applied by the SDK's
 * beforeSend to the whole event (message, exception values, request, breadcrumbs, tags, extra,
 * contexts) and by beforeBreadcrumb to each breadcrumb as it is recorded. Request and response
 * bodies and cookies are dropped, not scrubbed.
 */

export const REDACTED = '[redacted]';

/** Keys whose value is personal or secret wherever they appear (a query parameter, a JSON field, `key: value`). */
const SECRET_KEYS = [
  'apiKey',
  'api_key',
  'token',
  'n',
  'authority',
  'refId',
  'saleReferenceId',
  'trackingCode',
  'cardNumber',
  'pan',
  'password',
  'mobile',
  'phone',
  'email',
  'address',
  'postalCode',
  'nationalCode',
  'firstName',
  'lastName',
  'fullName',
];
const SECRET_KEY_SET = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));
/** Free text words that introduce an address (en, fa). */
const ADDRESS_WORDS = ['address', 'آدرس', 'نشانی'];

const keyAlternation = SECRET_KEYS.join('|');
const PATTERNS: Array<[RegExp, string]> = [
  // a query parameter: ?apiKey=…&n=… (the whole value up to the next separator)
  [new RegExp(`([?&;#](?:${keyAlternation})=)[^&#\\s"'<>]*`, 'gi'), `$1${REDACTED}`],
  // a JSON field: "mobile":"0912…" or "address": "…"
  [new RegExp(`("(?:${keyAlternation})"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|[\\d.+-]+)`, 'gi'), `$1"${REDACTED}"`],
  // prose: "address: 12 Valiasr St, Tehran" up to the end of the sentence or line
  [new RegExp(`((?:${ADDRESS_WORDS.join('|')})\\s*[:=]\\s*)[^\\n;|]*`, 'giu'), `$1${REDACTED}`],
  // e-mail addresses
  [/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu, REDACTED],
  // card numbers (16 digits, spaced or not) before mobiles and postal codes
  [/(?<![\d۰-۹])(?:[\d۰-۹]{4}[ -]?){3}[\d۰-۹]{4}(?![\d۰-۹])/gu, REDACTED],
  // Iranian mobiles: 09xx…, +989xx…, 00989…, 9xx… (10 digits), Latin or Persian digits
  [/(?<![\d۰-۹])(?:(?:\+|00)?(?:98|۹۸)|[0۰])?[9۹][\d۰-۹]{2}[ -]?[\d۰-۹]{3}[ -]?[\d۰-۹]{4}(?![\d۰-۹])/gu, REDACTED],
  // postal and national codes: 10 digits
  [/(?<![\d۰-۹])[\d۰-۹]{10}(?![\d۰-۹])/gu, REDACTED],
  // a bearer or long opaque token (36+ characters of a token alphabet)
  [/\b(?:Bearer\s+)?[A-Za-z0-9_-]{36,}={0,2}/g, REDACTED],
];

/** A string with every personal or secret value replaced by `[redacted]`. */
export function scrubText(text: string): string {
  return PATTERNS.reduce((value, [pattern, replacement]) => value.replace(pattern, replacement), text);
}

/** A deep copy with every string scrubbed and every value under a secret key replaced. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (typeof value !== 'object' || value === null || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEY_SET.has(key.toLowerCase()) ? REDACTED : scrubValue(item, depth + 1);
  return out as T;
}

/** The breadcrumb fields that carry a request's or a response's body. */
const BODY_FIELDS = ['body', 'request_body', 'response_body', 'requestBody', 'responseBody', 'data'];

interface BreadcrumbLike {
  message?: string;
  data?: Record<string, unknown>;
}

export function scrubBreadcrumb<B extends BreadcrumbLike>(breadcrumb: B): B {
  const data = breadcrumb.data ? { ...breadcrumb.data } : undefined;
  if (data) for (const field of BODY_FIELDS) delete data[field];
  return scrubValue({ ...breadcrumb, ...(data ? { data } : {}) });
}

interface EventLike {
  request?: { url?: string; query_string?: unknown; data?: unknown; cookies?: unknown; headers?: Record<string, string> };
  breadcrumbs?: BreadcrumbLike[];
  user?: unknown;
}

/**
 * The event as it may leave: no request body, cookies or headers but the user agent, no user object
 * (the roles travel as a tag), every string scrubbed.
 */
export function scrubEvent<E extends EventLike>(event: E): E {
  const request = event.request
    ? {
        url: event.request.url,
        query_string: event.request.query_string,
        headers: event.request.headers?.['User-Agent'] ? { 'User-Agent': event.request.headers['User-Agent'] } : undefined,
      }
    : undefined;
  const copy: E = { ...event, request, breadcrumbs: event.breadcrumbs?.map(scrubBreadcrumb) };
  delete copy.user;
  if (!request) delete copy.request;
  return scrubValue(copy);
}

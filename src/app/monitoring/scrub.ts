/**
 * What never leaves the browser in an error report or a Web Vitals report (docs/monitoring.md): the
 * api key, mobile numbers, e-mail addresses, names, postal addresses and codes, card numbers and
 * payment tokens. Applied by the SDK's beforeSend to the whole event (message, exception values and
 * their causes, stack frames, request, breadcrumbs, tags, extra, contexts), by beforeBreadcrumb to each
 * breadcrumb as it is recorded, and to each vitals report's attribution. Request and response bodies
 * and cookies are dropped, not scrubbed.
 *
 * Two ways, one after the other:
 * - by value: the session's own secrets, which the page knows (the api key from its cookie and from
 *   the store, the signed-in user's mobile, e-mail, names, national and postal codes and addresses:
 *   src/lib/monitoring.ts noteMonitoredSession), are removed as exact strings wherever they stand, in
 *   Latin and Persian digits, as written in an address (percent-encoded) too;
 * - by shape: `key=value` and `key: value` for every secret key name (in an address, in JSON, in prose),
 *   address lines, e-mail addresses, card numbers, Iranian mobiles, 10-digit codes, long opaque tokens.
 */
import { readApiKeyCookie } from '@/lib/apiKeyCookie';
import { toPersianDigits, toLatinDigits } from '@/lib/digits';
import { monitoredSessions } from '@/lib/monitoring';

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
  // last, so a mobile or a card written with spaces went whole already; prose: "apiKey=k-0f3c…", "mobile: 0912…", "token = 'abc'", a key name standing as a word (not the
  // end of another), its value a quoted string or a run up to a space or separator
  [new RegExp(`((?<![\\p{L}\\p{N}_])(?:${keyAlternation})\\s*[:=]\\s*)(?!\\[redacted\\])("[^"\\n]*"|'[^'\\n]*'|[^\\s,;&|"'<>)\\]}]+)`, 'giu'), `$1${REDACTED}`],
];

/** Shorter than this, a value is not looked for by itself (a two-letter name would take words with it). */
const SHORTEST_SECRET = 3;

/** The user fields whose values are the user's own (the shape is src/api/schemas/user.ts; addresses nest). */
const USER_FIELDS = ['mobile', 'email', 'firstName', 'lastName', 'nationalCode', 'place', 'postalCode'];

/** The secret strings of one signed-in user, found by field name down to its addresses. */
function userValues(user: unknown, out: string[], depth = 0): void {
  if (typeof user !== 'object' || user === null || depth > 3) return;
  for (const [field, value] of Object.entries(user)) {
    if ((typeof value === 'string' || typeof value === 'number') && USER_FIELDS.includes(field)) out.push(String(value).trim());
    else if (field === 'addresses' && Array.isArray(value)) value.forEach((address) => userValues(address, out, depth + 1));
  }
}

/**
 * Every way a value may be written: as it is, in Latin and in Persian digits, percent-encoded (an
 * address's query) with `%20` or `+` for a space; a mobile with and without its leading zero (and so
 * inside `+98…`).
 */
function writings(value: string): string[] {
  const forms = new Set([value, toLatinDigits(value), toPersianDigits(value)]);
  // a mobile is written with its leading zero or without it (the API keeps it without): both
  const national = toLatinDigits(value).replace(/^0(?=9\d{9}$)/, '');
  if (/^9\d{9}$/.test(national)) for (const form of [national, `0${national}`]) forms.add(form).add(toPersianDigits(form));
  for (const form of [...forms]) {
    const encoded = encodeURIComponent(form);
    forms.add(encoded);
    forms.add(encoded.replace(/%20/g, '+'));
  }
  return [...forms].filter((form) => form.length >= SHORTEST_SECRET);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let secretsFrom = '';
let secretsPattern: RegExp | null = null;

/** The session's own secret values as one pattern (longest first), built again when the session changes. */
function sessionSecretsPattern(): RegExp | null {
  const { keys, users, changes } = monitoredSessions();
  const cookie = readApiKeyCookie() ?? '';
  const from = `${changes} ${cookie}`;
  if (from === secretsFrom) return secretsPattern;
  secretsFrom = from;
  const values = [...keys, cookie];
  for (const user of users) userValues(user, values);
  const all = [...new Set(values.filter((value) => value.length >= SHORTEST_SECRET).flatMap(writings))].sort((a, b) => b.length - a.length);
  // a value of letters only (a name) is removed as a word, not out of a longer one
  secretsPattern = all.length ? new RegExp(all.map((value) => (/^\p{L}+$/u.test(value) ? `(?<!\\p{L})${escapeRegExp(value)}(?!\\p{L})` : escapeRegExp(value))).join('|'), 'giu') : null;
  return secretsPattern;
}

/** A string with every personal or secret value replaced by `[redacted]`: the session's own first, then by shape. */
export function scrubText(text: string): string {
  const own = sessionSecretsPattern();
  const withoutOwn = own ? text.replace(own, REDACTED) : text;
  return PATTERNS.reduce((value, [pattern, replacement]) => value.replace(pattern, replacement), withoutOwn);
}

/** A deep copy with every string scrubbed and every value under a secret key replaced. */
/**
 * Sentry's own ids (an event's, a trace's, a span's): random hex, which a 10-digit run inside would
 * otherwise have taken for a postal code; kept when they are exactly that (16 or 32 hex digits).
 */
const SENTRY_IDS = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id']);
const isSentryId = (key: string, item: unknown) => SENTRY_IDS.has(key) && typeof item === 'string' && /^[0-9a-f]{16}(?:[0-9a-f]{16})?$/.test(item);

export function scrubValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (typeof value !== 'object' || value === null || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY_SET.has(key.toLowerCase()) ? REDACTED : isSentryId(key, item) ? item : scrubValue(item, depth + 1);
  }
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

/**
 * What of the API the service worker (src/sw/sw.ts) may keep for offline reading, decided in one
 * place with the baseQuery, which is what adds the key: a call made for a signed-in user carries
 * `apiKey` in its query.
 *
 * - Reads that answer the same whoever asks (SHARED_READS, below, each with its reason) are kept
 *   under their address WITHOUT the key, and the worker asks the server for them without it too: a
 *   signed-in visitor offline gets the very copy a guest gets, and the key is never written into a
 *   cache (neither in an address nor in a stored answer's own address).
 * - Everything else carrying the key is the user's own (cart, profile, invoices, orders, the admin
 *   panel, the current user): never written to any cache.
 * - Without a key, the public reading calls of the site service (`site/v1/…`) are kept as before, the
 *   two lists the API reads with a POST (products and posts) by their body; images of the site
 *   service are kept apart, with an expiry; downloads never.
 *
 * Relative imports only and no DOM: the worker is bundled on its own.
 */

/** The query parameter the baseQuery adds for a signed-in user (the `api_key` cookie's value). */
export const API_KEY_PARAM = 'apiKey';

/**
 * The header a worker adds to an answer it gives from its cache because the network failed: the time
 * the answer was saved (ISO 8601). The baseQuery tells the page it shows a saved copy, and from when.
 */
export const SAVED_COPY_HEADER = 'X-Saved-Copy';

/** The public service. */
const PUBLIC_SERVICE = 'site/v1/';

/**
 * The public reads whose answer does not depend on who asks (the spec's site service, checked against
 * the mock's handlers: none of them reads the key; tests/unit/offline/offlineRules.test.ts asks the mock
 * as a guest and as two users and compares), kept under their address without the key. Each is a path
 * below the API address, matched as a prefix (or exactly, for an entry ending in `$`). Why each:
 */
export const SHARED_READS: readonly string[] = [
  // a product, the product lists and the category tree: the published catalogue, priced the same for everyone
  'site/v1/product/',
  // a post, the post lists and the blog categories: published posts and their confirmed comments
  'site/v1/post/',
  // the home slideshow, about, contact, projects, gallery: the site's own content
  'site/v1/plugin/',
  // the stores, and the stock of a product in each: the same numbers for every visitor
  'site/v1/shop/stores/',
  // the server's message texts of a language
  'site/v1/locale/',
  // the route tree: the server sends every visitor the same tree; the app hides what a role may not open
  'site/v1/route',
  // the server's version number, one for the whole site
  'site/v1/version$',
  // the country list of the sign-in forms
  'site/v1/address/countries$',
];

/*
 * Not shared, so never kept for a signed-in visitor: the latest comments (`site/v1/comment/all`), whose
 * consumer the spec does not state (whether a server adds the asker's own unconfirmed comments is not
 * known), and downloads (never kept for anyone).
 */

/** The public lists the API reads with a POST, keyed by their body. */
const PUBLIC_LIST_POSTS = ['site/v1/product/list', 'site/v1/post/list'];
/** Resized product, post and banner images: cache first, with an expiry. */
const IMAGES = 'site/v1/resizeImage/';
/** Files to download are not pages to read offline. */
const NOT_KEPT = ['site/v1/downloadFile'];

export type ApiCallKind = 'public-read' | 'public-list' | 'image' | 'not-kept';

/** True for a call made for a signed-in user. */
export function carriesApiKey(url: URL): boolean {
  return url.searchParams.has(API_KEY_PARAM);
}

/** The call's path below the API address (`site/v1/product/x`), or null for an address outside it. */
function apiPath(url: URL, apiBase: URL): string | null {
  if (url.origin !== apiBase.origin || !url.pathname.startsWith(apiBase.pathname)) return null;
  return url.pathname.slice(apiBase.pathname.length);
}

/** Whether a read of this path answers the same whoever asks (SHARED_READS). */
export function isSharedRead(path: string): boolean {
  return SHARED_READS.some((read) => (read.endsWith('$') ? path.replace(/\/$/, '') === read.slice(0, -1) : path.startsWith(read)));
}

/**
 * How the worker treats a request: `not-kept` (straight to the network, never cached) for any write,
 * any service but the public one, downloads, and anything carrying the api key that is not a shared
 * read (SHARED_READS).
 */
export function apiCallKind(method: string, url: URL, apiBase: URL): ApiCallKind {
  const path = apiPath(url, apiBase);
  if (path === null || !path.startsWith(PUBLIC_SERVICE)) return 'not-kept';
  if (NOT_KEPT.some((prefix) => path.startsWith(prefix))) return 'not-kept';
  if (carriesApiKey(url) && !isSharedRead(path)) return 'not-kept';
  if (method === 'GET') return path.startsWith(IMAGES) ? 'image' : 'public-read';
  if (method === 'POST' && PUBLIC_LIST_POSTS.includes(path.replace(/\/$/, ''))) return 'public-list';
  return 'not-kept';
}

/** Whether this is one of the public lists the API reads with a POST (kept by their body). */
export function isPublicListPost(url: URL, apiBase: URL): boolean {
  const path = apiPath(url, apiBase);
  return path !== null && PUBLIC_LIST_POSTS.includes(path.replace(/\/$/, ''));
}

/**
 * The address without the api key: what a kept call is stored under, and asked with. The rest of the
 * query is left as written (URLSearchParams would encode `sorter=updatedAt,desc` again, and a guest's
 * address, which has no key to remove, would then be another cache entry).
 */
export function withoutApiKey(url: URL): URL {
  if (!carriesApiKey(url)) return url;
  const keyless = new URL(url);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => decodeURIComponent(pair.split('=')[0].replace(/\+/g, ' ')) !== API_KEY_PARAM);
  keyless.search = kept.length ? `?${kept.join('&')}` : '';
  return keyless;
}

/**
 * The cache key of a public list asked with a POST: a GET address that names the body (its SHA-256),
 * so two pages or searches of one list are two entries and the same body finds its answer again. The
 * key is left out of the address.
 */
export async function listCacheKey(url: URL, body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const key = new URL(withoutApiKey(url));
  key.searchParams.set('__body', hex);
  return key.href;
}

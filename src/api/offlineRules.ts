/**
 * What of the API the service worker (src/sw/sw.ts) may keep for offline reading, decided in
 * one place with the baseQuery, which is what adds the key: a call made for a signed-in user carries
 * `apiKey` in its query, and no answer to such a call is ever written to a cache (cart, profile,
 * invoices, admin: nothing of a user in a cache shared by the device). Public reading calls of the
 * site service (`site/v1/…`: home, shop lists and categories, product, comments, blog, pages, stores,
 * route tree, version) are kept, the two lists the API reads with a POST (products and posts) by their
 * body; images of the site service are kept apart, with an expiry.
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

/** The public service: everything under it reads the same for every visitor. */
const PUBLIC_SERVICE = 'site/v1/';
/** The public lists the API reads with a POST, keyed by their body. */
const PUBLIC_LIST_POSTS = ['site/v1/product/list', 'site/v1/post/list'];
/** Resized product, post and banner images: cache first, with an expiry. */
const IMAGES = 'site/v1/resizeImage/';
/** Files to download are not pages to read offline. */
const NOT_KEPT = ['site/v1/downloadFile'];

export type ApiCallKind = 'public-read' | 'public-list' | 'image' | 'not-kept';

/** True for a call made for a signed-in user: its answer is the user's own. */
export function carriesApiKey(url: URL): boolean {
  return url.searchParams.has(API_KEY_PARAM);
}

/** The call's path below the API address (`site/v1/product/x`), or null for an address outside it. */
function apiPath(url: URL, apiBase: URL): string | null {
  if (url.origin !== apiBase.origin || !url.pathname.startsWith(apiBase.pathname)) return null;
  return url.pathname.slice(apiBase.pathname.length);
}

/**
 * How the worker treats a request: `not-kept` (straight to the network, never cached) for anything
 * carrying the api key, any write, any service but the public one, and downloads.
 */
export function apiCallKind(method: string, url: URL, apiBase: URL): ApiCallKind {
  const path = apiPath(url, apiBase);
  if (path === null || carriesApiKey(url) || !path.startsWith(PUBLIC_SERVICE)) return 'not-kept';
  if (NOT_KEPT.some((prefix) => path.startsWith(prefix))) return 'not-kept';
  if (method === 'GET') return path.startsWith(IMAGES) ? 'image' : 'public-read';
  if (method === 'POST' && PUBLIC_LIST_POSTS.includes(path.replace(/\/$/, ''))) return 'public-list';
  return 'not-kept';
}

/**
 * The cache key of a public list asked with a POST: a GET address that names the body (its SHA-256),
 * so two pages or searches of one list are two entries and the same body finds its answer again.
 */
export async function listCacheKey(url: URL, body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const key = new URL(url);
  key.searchParams.set('__body', hex);
  return key.href;
}

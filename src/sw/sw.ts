/// <reference lib="webworker" />
/**
 * The site's service worker (production builds only; vite-plugin-pwa builds it in injectManifest mode
 * and writes the list of the build's files into `self.__WB_MANIFEST`). Every rule is a named Workbox
 * route; Workbox does the caching. What of the API may be kept is decided in src/api/offlineRules.ts,
 * with the baseQuery: no answer to a call carrying the user's api key is ever written to a cache.
 *
 * - precache: the app shell (index.html), every hashed script and stylesheet, the font, the icons;
 *   a new build's worker waits until the page asks it to take over (the update prompt), so a tab on
 *   the old build keeps its own files, lazy screens included, until it reloads;
 * - pages: network first with a short timeout, then the saved copy of that address, then the app shell,
 *   then an offline page in the visitor's language with a retry (never the browser's error page);
 * - public API reads and the public lists asked with a POST (keyed by body): network first, the saved
 *   answer when the network fails, marked with the time it was saved (SAVED_COPY_HEADER);
 * - images: cache first, at most IMAGE_LIMIT of them, none older than IMAGE_MAX_AGE_S.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { apiCallKind, listCacheKey, SAVED_COPY_HEADER } from '../api/offlineRules';
import { offlinePage } from './offlinePage';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const CACHE_NAMES = { pages: 'pages', api: 'public-api', images: 'images' } as const;
const PAGE_TIMEOUT_S = 3;
const API_TIMEOUT_S = 5;
const IMAGE_LIMIT = 300;
const IMAGE_MAX_AGE_S = 30 * 24 * 60 * 60;

const apiBase = new URL((import.meta.env.VITE_API_URL || '/api/').replace(/\/?$/, '/'), self.location.origin);

/** The answer stored with the time it was saved; given from the cache, it says so (SAVED_COPY_HEADER). */
const savedCopy: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_COPY_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    // a constructed answer to a cross-origin call: the page reads this header only when it is exposed
    headers.set('Access-Control-Expose-Headers', SAVED_COPY_HEADER);
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/** A POST list's cache key: a GET address naming its body (listCacheKey), computed before the body is sent. */
const listKeys = new WeakMap<Request, string>();
const listKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => listKeys.get(request) ?? request,
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// the first worker takes the open pages at once (their next calls are kept); a later build's worker
// waits for the update prompt (skipWaiting on the page's message) before it takes over
clientsClaim();

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: PAGE_TIMEOUT_S,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});

/** A navigation: the network, else the saved copy of that address, else the app shell, else the offline page. */
async function navigation(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await pages.handle(options);
    if (response.ok) return response;
  } catch {
    // neither the network nor a saved copy of this address
  }
  const shell = await matchPrecache('/index.html');
  return shell ?? offlinePage(new URL(options.request.url), options.request.headers.get('Accept-Language'));
}
/** Every page address of the site (not the build's files). */
const pagesRoute = new NavigationRoute(navigation, { denylist: [/^\/(assets|prerender|icons)\//, /^\/_headers$/] });
registerRoute(pagesRoute);

const publicApi = new NetworkFirst({
  cacheName: CACHE_NAMES.api,
  matchOptions: { ignoreVary: true },
  networkTimeoutSeconds: API_TIMEOUT_S,
  plugins: [savedCopy, listKey],
});

/** Public API reads (GET): network first, the saved answer when the network fails. */
const publicReadsRoute = new Route(({ request, url }) => apiCallKind(request.method, url, apiBase) === 'public-read', publicApi, 'GET');

/** The public lists the API reads with a POST: the same, keyed by their body. */
const publicListsRoute = new Route(
  ({ request, url }) => apiCallKind(request.method, url, apiBase) === 'public-list',
  async (options) => {
    const request = options.request;
    listKeys.set(request, await listCacheKey(new URL(request.url), await request.clone().text()));
    return publicApi.handle(options);
  },
  'POST',
);

/**
 * An <img> asks without CORS, and an opaque answer counts megabytes against the site's storage quota
 * whatever its size: the worker asks the API (which answers the page's calls with CORS) for a readable
 * one. A server that refuses gets the image asked the plain way, shown but not kept.
 */
const readableImages: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => new Request(request.url, { mode: 'cors', credentials: 'omit' }),
  handlerDidError: async ({ request }) => fetch(request).catch(() => undefined),
};

/** Product, post and banner images: cache first, bounded by count and age. */
const imagesRoute = new Route(
  ({ request, url }) => apiCallKind(request.method, url, apiBase) === 'image',
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    // the API varies its answers by Origin, which an <img> request does not send
    matchOptions: { ignoreVary: true },
    plugins: [
      readableImages,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: IMAGE_LIMIT, maxAgeSeconds: IMAGE_MAX_AGE_S, purgeOnQuotaError: true }),
    ],
  }),
  'GET',
);

registerRoute(publicReadsRoute);
registerRoute(publicListsRoute);
registerRoute(imagesRoute);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  // the page's update prompt, after the visitor chose to reload (src/app/serviceWorker.ts)
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') void self.skipWaiting();
});


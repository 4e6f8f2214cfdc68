/// <reference lib="webworker" />
/**
 * The site's service worker (production builds only; vite-plugin-pwa builds it in injectManifest mode
 * and writes the build's file list, in groups, into `self.__WB_MANIFEST`: scripts/pwa/precacheGroups.ts).
 * Every rule is a named Workbox route; Workbox does the caching. What of the API may be kept is decided
 * in src/api/offlineRules.ts, with the baseQuery: no answer that depends on the user is ever written to a
 * cache, and the api key never is.
 *
 * - precache: what the public site loads (the app shell, the entry and what it imports, the public
 *   layout, every public and sign-in screen with their chunks, the font, the icons); a new build's
 *   worker waits until the page asks it to take over (the update prompt), so a tab on the old build
 *   keeps its own files until it reloads;
 * - every other file of the build (`assets/`, hashed, immutable): cache first when first loaded (the
 *   browser reads the caches itself where it can: static routing, below, and src/app/workerStart.ts); the
 *   signed-in side's chunks (`staff` group) all at once when the page says a staff member signed in
 *   (KEEP_STAFF_FILES), so the admin panel works offline and across a deploy; a new build's worker
 *   drops the files its build no longer has when it takes over;
 * - pages: network first with a short timeout, then the saved copy of that address, then the app shell,
 *   then an offline page in the visitor's language with a retry (never the browser's error page);
 * - public API reads and the public lists asked with a POST (keyed by body): network first, the saved
 *   answer when the network fails, marked with the time it was saved (SAVED_COPY_HEADER); a signed-in
 *   visitor's shared reads are asked and kept without the key (offlineRules.ts SHARED_READS);
 * - images: cache first, at most IMAGE_LIMIT of them, none older than IMAGE_MAX_AGE_S;
 * - what a visit loaded before this worker controlled it: the page hands it over with Workbox's own
 *   CACHE_URLS message (src/app/serviceWorker.ts), and each address goes through the routes above.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, Route, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { apiCallKind, listCacheKey, SAVED_COPY_HEADER, withoutApiKey } from '../api/offlineRules';
import { offlinePage } from './offlinePage';
import { KEEP_STAFF_FILES, STAFF_FILES_KEPT, type BuildFile, type StaffFilesKept } from './messages';

declare const self: ServiceWorkerGlobalScope;

const CACHE_NAMES = { pages: 'pages', api: 'public-api', images: 'images', assets: 'assets' } as const;
const PAGE_TIMEOUT_S = 3;
const API_TIMEOUT_S = 5;
const IMAGE_LIMIT = 300;
const IMAGE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Build files kept at run time: a build has about 400; the ones a new build no longer has are dropped when it takes over. */
const ASSET_LIMIT = 1000;
/** The staff files are asked a few at a time, so the page's own requests still get through. */
const STAFF_DOWNLOADS_AT_ONCE = 4;

const apiBase = new URL((import.meta.env.VITE_API_URL || '/api/').replace(/\/?$/, '/'), self.location.origin);

// the build writes entries of its own shape into Workbox's injection point (scripts/pwa/plugin.ts)
const buildFiles = self.__WB_MANIFEST as unknown as BuildFile[];
/** Every path of this build's own files (`/assets/x.js`, `/index.html` …). */
const buildPaths = new Set(buildFiles.map((file) => new URL(file.url, self.location.origin).pathname));
const staffFiles = buildFiles.filter((file) => file.group === 'staff').map((file) => new URL(file.url, self.location.origin).href);

/** The answer stored with the time it was saved; given from the cache, it says so (SAVED_COPY_HEADER). */
const savedCopy: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_COPY_HEADER, new Date().toISOString());
    // a new Response: what is stored carries no address of its own (the asked one could hold the key)
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

/**
 * A kept call is stored under its address without the api key, and asked without it: the server gives
 * a signed-in visitor's shared reads the guest's answer (offlineRules.ts SHARED_READS).
 */
const keyless: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => listKeys.get(request) ?? withoutApiKey(new URL(request.url)).href,
  requestWillFetch: async ({ request }) => {
    const url = new URL(request.url);
    const asked = withoutApiKey(url);
    if (asked === url) return request;
    // the body read whole: rebuilt from the page's own Request (its body a stream), a signed-in
    // shopper's list POST was not kept, and the shop did not read offline
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return new Request(asked, { method: request.method, headers: request.headers, body, mode: request.mode, credentials: request.credentials, cache: request.cache, redirect: request.redirect, referrer: request.referrer, integrity: request.integrity });
  },
};

precacheAndRoute(buildFiles.filter((file) => !file.group).map(({ url, revision }) => ({ url, revision })));
cleanupOutdatedCaches();
// the first worker takes the open pages at once (their next calls are kept, and the page hands over
// what it loaded before); a later build's worker waits for the update prompt (skipWaiting on the
// page's message) before it takes over
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
/** The build's files and the server's own, which are not page addresses. */
const NOT_PAGES = [/^\/(assets|prerender|icons)\//, /^\/_headers$/, /^\/(sw\.js|manifest\.webmanifest|favicon\.svg)$/];
/** Every page address of the site (not the build's files). */
const pagesRoute = new NavigationRoute(navigation, { denylist: NOT_PAGES });
registerRoute(pagesRoute);

/**
 * A page address the page hands over (it was opened before this worker controlled the page): asked for
 * as HTML, not as a navigation, and kept in the same cache as a navigation's answer.
 */
const handedPagesRoute = new Route(
  ({ request, url }) =>
    request.mode !== 'navigate' && url.origin === self.location.origin && (request.headers.get('Accept') ?? '').startsWith('text/html') && !NOT_PAGES.some((pattern) => pattern.test(url.pathname)),
  pages,
  'GET',
);
registerRoute(handedPagesRoute);

/**
 * Not an HTML page where a script, a style or a font was asked: a host that answers a missing file with
 * its index.html (an SPA fallback) must not have that page kept forever under an immutable address.
 */
const buildFileAnswer: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !(response.headers.get('Content-Type') ?? '').startsWith('text/html') ? response : null),
};

const assets = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [buildFileAnswer, new ExpirationPlugin({ maxEntries: ASSET_LIMIT, purgeOnQuotaError: true })],
});

/** The build's files that are not precached: cache first (a hashed name never changes its content). */
const assetsRoute = new Route(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'), assets, 'GET');
registerRoute(assetsRoute);

/** Chromium's static routing (InstallEvent.addRoutes, Chromium 123 and later), not yet in TypeScript's own types. */
interface StaticRoutes {
  addRoutes?: (rules: { condition: { urlPattern: string }; source: 'cache' }) => Promise<void>;
}

/**
 * The build's files are taken from the caches by the browser itself, without starting this worker's
 * code for each: an admin list's first page asks for about 170 of them, and answered one by one here
 * (Workbox's routing, a cache lookup, the expiration's bookkeeping) they took about 600 ms to come in
 * instead of about 450. A file in neither cache (precache, `assets`) goes to the network past the worker,
 * which then does not keep it: the page hands such files over (src/app/workerStart.ts), and the
 * assets route above keeps them. Browsers without static routing send every request through the
 * routes above, as before.
 */
self.addEventListener('install', (event) => {
  // a browser that refuses the rule keeps the routes above: never a failed install
  let routes: Promise<void> | undefined;
  try {
    routes = (event as unknown as StaticRoutes).addRoutes?.({ condition: { urlPattern: '/assets/*' }, source: 'cache' });
  } catch {
    routes = undefined;
  }
  event.waitUntil(Promise.resolve(routes).catch(() => undefined));
});

const publicApi = new NetworkFirst({
  cacheName: CACHE_NAMES.api,
  matchOptions: { ignoreVary: true },
  networkTimeoutSeconds: API_TIMEOUT_S,
  plugins: [savedCopy, keyless],
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

/** What the worker asks an image in: the formats a browser's own image request names (a server picks WebP then). */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * An <img> asks without CORS, and an opaque answer counts megabytes against the site's storage quota
 * whatever its size: the worker asks the API (which answers the page's calls with CORS) for a readable
 * one, in the formats the browser's image request would name. A server that refuses gets the image
 * asked the plain way, shown but not kept.
 */
const readableImages: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => new Request(request.url, { mode: 'cors', credentials: 'omit', headers: { Accept: request.headers.get('Accept')?.startsWith('image/') ? request.headers.get('Accept')! : IMAGE_ACCEPT } }),
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

// A request no route could answer (no network, nothing saved) is a network error for the page, as
// without a worker; for an address the page handed over (CACHE_URLS) it is one left out, and the page
// still gets the worker's reply once the others are kept.
setCatchHandler(async () => Response.error());

/** Runs `task` over `items`, `atOnce` at a time. */
async function inTurns<T, R>(items: readonly T[], atOnce: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, lane));
  return results;
}

/** Every file of the signed-in side into the run-time cache (those already there are not asked again). */
async function keepStaffFiles(event: ExtendableEvent): Promise<StaffFilesKept> {
  const kept = await inTurns(staffFiles, STAFF_DOWNLOADS_AT_ONCE, (url) =>
    assets.handle({ event, request: new Request(url) }).then(
      (response) => response.ok,
      () => false,
    ),
  );
  const count = kept.filter(Boolean).length;
  return { type: STAFF_FILES_KEPT, kept: count, missing: kept.length - count };
}

/** Drops the run-time copies of files this build does not have (an earlier build's chunks). */
async function dropOtherBuildsFiles(): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.assets);
  for (const request of await cache.keys()) {
    if (!buildPaths.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}

self.addEventListener('activate', (event) => event.waitUntil(dropOtherBuildsFiles()));

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  // the page's update prompt, after the visitor chose to reload (src/app/serviceWorker.ts)
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // a staff member signed in (src/app/serviceWorker.ts keepStaffFiles): the reply to the page that
  // asked, and the same news to every open page
  if (type === KEEP_STAFF_FILES) {
    event.waitUntil(
      keepStaffFiles(event).then(async (result) => {
        event.ports[0]?.postMessage(result);
        for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(result);
      }),
    );
  }
});

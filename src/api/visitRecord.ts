/**
 * What this visit loaded before a service worker controlled the page, for the worker to keep once it
 * does (src/app/serviceWorker.ts hands it over with Workbox's own CACHE_URLS message, and each address
 * goes through the worker's routes as a later visit's would). A first visit's pages are answered before
 * the worker exists: without this they would not read offline.
 *
 * - the page addresses, the public API reads and images, the build's own files: from the browser's
 *   resource timing (what went past no worker has no `workerStart`), only what offlineRules.ts lets
 *   the worker keep, the api key left out;
 * - the public lists the API reads with a POST: their body is in no timing entry, so the baseQuery's
 *   fetch tells each one here (noteCall) while no worker controls the page;
 * - a page the visitor leaves before the worker took over leaves its part in sessionStorage (this tab
 *   only: public addresses and list bodies, never the key), for the next page of the visit to hand over.
 *
 * Only in a build with the worker (the same constant as the page side's): elsewhere every function
 * returns at once and the minifier drops the rest.
 */
import { config } from '@/config';
import { VISIT_RECORD_STORAGE } from '@/lib/storageKeys';
import { apiCallKind, withoutApiKey } from './offlineRules';

/** Workbox's CACHE_URLS entry: an address, or an address and how to ask for it. */
export type KeptRequest = string | [string, RequestInit];

/** What one page of the visit leaves for the next (sessionStorage, VISIT_RECORD_STORAGE). */
interface StoredRecord {
  requests: KeptRequest[];
}

/** A visit of many pages (or a big catalogue page) hands over at most this many addresses. */
const RECORD_LIMIT = 400;

const lists: Array<[string, RequestInit]> = [];
/** List bodies still being read (a Request's body is read asynchronously). */
const reading = new Set<Promise<unknown>>();
/** Resource timing entries already handed over by this page. */
const handed = new Set<string>();
let listening = false;

const withWorker = () => import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== 'false' && import.meta.env.VITE_USE_MSW !== 'true';

const controlled = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && Boolean(navigator.serviceWorker.controller);

function apiBase(): URL {
  return new URL(config.apiUrl, window.location.origin);
}

/**
 * A call of the app (the baseQuery's fetch): a public list's POST made while no worker controls the
 * page is kept with its body, for the hand-over.
 */
export function noteCall(input: RequestInfo): void {
  if (!withWorker() || !(input instanceof Request) || input.method !== 'POST' || controlled()) return;
  const url = new URL(input.url);
  if (apiCallKind('POST', url, apiBase()) !== 'public-list' || lists.length >= RECORD_LIMIT) return;
  const headers = { 'Content-Type': input.headers.get('Content-Type') ?? 'application/json' };
  const address = withoutApiKey(url).href;
  const read = input
    .clone()
    .text()
    .then((body) => lists.push([address, { method: 'POST', body, headers }]))
    .catch(() => undefined)
    .finally(() => reading.delete(read));
  reading.add(read);
  keepOnLeave();
}

/** How to ask for one resource the worker did not see, or null when the worker keeps nothing of it. */
function keptRequest(entry: PerformanceResourceTiming | PerformanceNavigationTiming, base: URL): KeptRequest | null {
  if (entry.workerStart > 0) return null;
  let url: URL;
  try {
    url = new URL(entry.name);
  } catch {
    return null;
  }
  if (entry.entryType === 'navigation') return url.origin === window.location.origin ? [url.href, { headers: { Accept: 'text/html' } }] : null;
  if (url.origin === window.location.origin) return url.pathname.startsWith('/assets/') ? url.href : null;
  const type = (entry as PerformanceResourceTiming).initiatorType;
  if (type === 'img' || type === 'css' || type === 'image') return apiCallKind('GET', url, base) === 'image' ? url.href : null;
  if (type !== 'fetch' && type !== 'xmlhttprequest' && type !== 'beacon') return null;
  // a public list asked with a POST is in the timing too, without its body (noteCall has it)
  if (apiCallKind('POST', url, base) === 'public-list') return null;
  return apiCallKind('GET', url, base) === 'public-read' ? withoutApiKey(url).href : null;
}

/** This page's part: what no worker saw, not handed over yet. */
function thisPage(): KeptRequest[] {
  const base = apiBase();
  const requests: KeptRequest[] = [];
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as Array<PerformanceResourceTiming | PerformanceNavigationTiming>;
  for (const entry of entries) {
    if (handed.has(entry.name)) continue;
    const request = keptRequest(entry, base);
    if (request) requests.push(request);
  }
  // where the page is now (a link followed inside the app: a pre-rendered page has its own HTML there),
  // when the page started without a worker
  const here = window.location.href;
  const startedWithout = performance.getEntriesByType('navigation').every((entry) => (entry as PerformanceNavigationTiming).workerStart === 0);
  if (startedWithout && !handed.has(here) && !requests.some((request) => Array.isArray(request) && request[0] === here)) requests.push([here, { headers: { Accept: 'text/html' } }]);
  return [...requests, ...lists];
}

function stored(): StoredRecord {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(VISIT_RECORD_STORAGE) ?? 'null') as StoredRecord | null;
    return parsed && Array.isArray(parsed.requests) ? parsed : { requests: [] };
  } catch {
    return { requests: [] };
  }
}

const addressOf = (request: KeptRequest) => (Array.isArray(request) ? `${request[1].method ?? 'GET'} ${request[0]} ${String(request[1].body ?? '')}` : `GET ${request}`);

function unique(requests: KeptRequest[]): KeptRequest[] {
  const seen = new Set<string>();
  return requests.filter((request) => {
    const address = addressOf(request);
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}

/** Leaving before a worker took over: this page's part waits in sessionStorage for the next page. */
function keepOnLeave(): void {
  if (listening) return;
  listening = true;
  const leave = () => {
    try {
      const requests = unique([...stored().requests, ...thisPage()]).slice(0, RECORD_LIMIT);
      if (requests.length) sessionStorage.setItem(VISIT_RECORD_STORAGE, JSON.stringify({ requests } satisfies StoredRecord));
    } catch {
      // storage full or refused: this page's part is not kept
    }
  };
  addEventListener('pagehide', leave);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
}

/** Starts keeping this visit's record (App, as the page starts). */
export function startVisitRecord(): void {
  if (!withWorker() || controlled()) return;
  keepOnLeave();
}

/**
 * The visit's record for the worker that now controls the page: the earlier pages' and this one's,
 * each address once; handed over, it is not given again.
 */
export async function takeVisitRecord(): Promise<KeptRequest[]> {
  if (!withWorker()) return [];
  await Promise.all(reading);
  const requests = unique([...stored().requests, ...thisPage()]).slice(0, RECORD_LIMIT);
  for (const entry of performance.getEntriesByType('resource')) handed.add(entry.name);
  for (const entry of performance.getEntriesByType('navigation')) handed.add(entry.name);
  handed.add(window.location.href);
  lists.length = 0;
  try {
    sessionStorage.removeItem(VISIT_RECORD_STORAGE);
  } catch {
    // nothing stored
  }
  return requests;
}

/** Tests only: a fresh page (nothing noted, nothing handed over, no listeners counted). */
export function resetVisitRecord(): void {
  lists.length = 0;
  reading.clear();
  handed.clear();
}

/**
 * What this visit loaded before a service worker controlled the page, noted as the page runs, for the
 * worker to keep once it does (./visitHandover.ts sorts it; src/app/workerSide.ts hands it over with
 * Workbox's own CACHE_URLS message). A first visit's pages are answered before the worker exists:
 * without this they would not read offline.
 *
 * - the page addresses, the API reads and images, the build's own files: from the browser's resource
 *   timing (what went past no worker has no `workerStart`), the api key left out;
 * - the public lists the API reads with a POST: their body is in no timing entry, so the baseQuery's
 *   fetch tells each one here (noteCall) while no worker controls the page;
 * - a page the visitor leaves before the worker took over leaves its part in sessionStorage (this tab
 *   only: addresses and public list bodies, never the key), for the next page of the visit.
 *
 * Part of every page's first load, so it only notes; what the worker may keep of it is decided when it
 * is handed over (./visitHandover.ts, offlineRules.ts). Only in a build with the worker: elsewhere every
 * function returns at once and the minifier drops the rest.
 */
import { config } from '@/config';
import { VISIT_RECORD_STORAGE } from '@/lib/storageKeys';
import { isPublicListPost, withoutApiKey } from './offlineRules';

/** What the visit loaded before a worker saw it: addresses without the key, and the public lists' bodies. */
export interface VisitNotes {
  /** page addresses (this site's) */
  pages: string[];
  /** every other address asked: this site's files, the API's reads and images */
  reads: string[];
  /** the API's reads asked for a signed-in user, their key left out (the hand-over keeps only the shared ones) */
  userReads: string[];
  /** the public lists asked with a POST: address and how it was asked */
  lists: Array<[string, RequestInit]>;
}

/** The window event a note taken after a worker controls the page sends: the hand-over takes it then. */
export const LATE_NOTE_EVENT = 'visit-noted';

/** A visit of many pages (or a big catalogue page) keeps at most this many addresses. */
const RECORD_LIMIT = 400;

const lists: VisitNotes['lists'] = [];
/** List bodies still being read (a Request's body is read asynchronously). */
const reading = new Set<Promise<unknown>>();
/** Addresses of this page already handed over. */
const handed = new Set<string>();
let listening = false;

// (never in the server renderer: it has no visit to note)
const withWorker = () => !import.meta.env.SSR && import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== 'false' && import.meta.env.VITE_USE_MSW !== 'true';

const controlled = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && Boolean(navigator.serviceWorker.controller);

/**
 * A call of the app (the baseQuery's fetch): a public list's POST made while no worker controls the
 * page is kept with its body, for the hand-over (one still being read when a worker takes control is
 * handed over as it comes).
 */
export function noteCall(input: RequestInfo): void {
  if (!withWorker() || !(input instanceof Request) || input.method !== 'POST' || controlled() || lists.length >= RECORD_LIMIT) return;
  const url = new URL(input.url);
  if (!isPublicListPost(url, new URL(config.apiUrl, window.location.origin))) return;
  const headers = { 'Content-Type': input.headers.get('Content-Type') ?? 'application/json' };
  const read = input
    .clone()
    .text()
    .then((body) => {
      lists.push([withoutApiKey(url).href, { method: 'POST', body, headers }]);
      if (controlled()) dispatchEvent(new Event(LATE_NOTE_EVENT));
    })
    .catch(() => undefined)
    .finally(() => reading.delete(read));
  reading.add(read);
  keepOnLeave();
}

/** This page's part: what no worker saw, not handed over yet; this site's and the API's addresses only. */
function thisPage(): VisitNotes {
  const api = new URL(config.apiUrl, window.location.origin).origin;
  const here = window.location.origin;
  const notes: VisitNotes = { pages: [], reads: [], userReads: [], lists: [...lists] };
  const navigation = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const startedWithout = navigation.every((entry) => entry.workerStart === 0);
  const unseen = [...navigation, ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])].filter((entry) => entry.workerStart === 0);
  for (const entry of unseen) {
    let asked: URL;
    try {
      asked = new URL(entry.name);
    } catch {
      continue;
    }
    const url = withoutApiKey(asked);
    if (handed.has(url.href) || (url.origin !== here && url.origin !== api)) continue;
    (entry.entryType === 'navigation' ? notes.pages : url === asked ? notes.reads : notes.userReads).push(url.href);
  }
  // where the page is now (a link followed inside the app: a pre-rendered page has its own HTML there)
  if (startedWithout && !handed.has(window.location.href)) notes.pages.push(window.location.href);
  return notes;
}

function stored(): VisitNotes {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(VISIT_RECORD_STORAGE) ?? 'null') as Partial<VisitNotes> | null;
    return { pages: parsed?.pages ?? [], reads: parsed?.reads ?? [], userReads: parsed?.userReads ?? [], lists: parsed?.lists ?? [] };
  } catch {
    return { pages: [], reads: [], userReads: [], lists: [] };
  }
}

/** The earlier pages' notes and this one's, each list at most RECORD_LIMIT long. */
function together(now: VisitNotes = thisPage()): VisitNotes {
  const before = stored();
  // each once: a page leaves its part at every hide (a tab switched away and back leaves it again)
  const join = <T>(a: T[], b: T[]) => [...new Map([...a, ...b].map((item) => [JSON.stringify(item), item])).values()].slice(0, RECORD_LIMIT);
  return { pages: join(before.pages, now.pages), reads: join(before.reads, now.reads), userReads: join(before.userReads, now.userReads), lists: join(before.lists, now.lists) };
}

/** Leaving before a worker took over: this page's part waits in sessionStorage for the next page. */
function keepOnLeave(): void {
  if (listening) return;
  listening = true;
  const leave = () => {
    try {
      const notes = together();
      if (notes.pages.length + notes.reads.length + notes.userReads.length + notes.lists.length) sessionStorage.setItem(VISIT_RECORD_STORAGE, JSON.stringify(notes));
    } catch {
      // storage full or refused: this page's part is not kept
    }
  };
  addEventListener('pagehide', leave);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
}

/** Starts keeping this visit's notes (App, as the page starts). */
export function startVisitRecord(): void {
  if (withWorker() && !controlled()) keepOnLeave();
}

/**
 * The visit's notes for the worker that now controls the page: the earlier pages' and this one's;
 * taken, they are not given again.
 */
export async function takeVisitNotes(): Promise<VisitNotes> {
  if (!withWorker()) return { pages: [], reads: [], userReads: [], lists: [] };
  await Promise.all(reading);
  const now = thisPage();
  const notes = together(now);
  for (const address of [...now.pages, ...now.reads, ...now.userReads]) handed.add(address);
  lists.length = 0;
  try {
    sessionStorage.removeItem(VISIT_RECORD_STORAGE);
  } catch {
    // nothing stored
  }
  return notes;
}

/** Tests only: a fresh page (nothing noted, nothing handed over). */
export function resetVisitRecord(): void {
  lists.length = 0;
  reading.clear();
  handed.clear();
}

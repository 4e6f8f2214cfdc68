/**
 * What of a first visit's notes (./visitRecord.ts) the service worker is handed once it controls the
 * page, as Workbox's CACHE_URLS entries: the page addresses (asked as HTML, the worker keeps them as it
 * keeps a navigation's answer), this site's build files, the API's public reads and images
 * (offlineRules.ts decides, as for the worker's own routes), the public lists with their bodies. Each
 * once. Loaded when a worker takes over (src/app/workerSide.ts), not with the page.
 */
import { config } from '@/config';
import { API_KEY_PARAM, apiCallKind } from './offlineRules';
import { takeVisitNotes, type VisitNotes } from './visitRecord';

/** Workbox's CACHE_URLS entry: an address, or an address and how to ask for it. */
export type KeptRequest = string | [string, RequestInit];

const AS_PAGE: RequestInit = { headers: { Accept: 'text/html' } };

/** The entries the worker is handed for these notes (`origin`: this site's; `apiBase`: the API's address). */
export function keptRequests(notes: VisitNotes, apiBase: URL, origin: string): KeptRequest[] {
  const kept: KeptRequest[] = [];
  const seen = new Set<string>();
  const keep = (key: string, request: KeptRequest) => {
    if (seen.has(key)) return;
    seen.add(key);
    kept.push(request);
  };
  for (const page of notes.pages) keep(`page ${page}`, [page, AS_PAGE]);
  // a signed-in user's read is kept as the worker keeps it: a shared read only (asked again with a key
  // placeholder, so offlineRules decides as for the page's own call; the worker leaves the key out)
  const asUser = notes.userReads.map((read) => {
    const url = new URL(read);
    url.searchParams.set(API_KEY_PARAM, '-');
    return apiCallKind('GET', url, apiBase) === 'not-kept' ? null : read;
  });
  for (const read of [...notes.reads, ...asUser.filter((read): read is string => read !== null)]) {
    const url = new URL(read);
    if (url.origin === origin) {
      if (url.pathname.startsWith('/assets/')) keep(read, read);
      continue;
    }
    // a public list asked with a POST is in the timing too, without its body (the notes' lists have it)
    if (apiCallKind('POST', url, apiBase) === 'public-list') continue;
    const kind = apiCallKind('GET', url, apiBase);
    if (kind === 'public-read' || kind === 'image') keep(read, read);
  }
  for (const [url, init] of notes.lists) keep(`POST ${url} ${String(init.body)}`, [url, init]);
  return kept;
}

/** The visit's notes, taken (not given again), as the worker's CACHE_URLS entries. */
export async function takeVisitRecord(): Promise<KeptRequest[]> {
  return keptRequests(await takeVisitNotes(), new URL(config.apiUrl, window.location.origin), window.location.origin);
}

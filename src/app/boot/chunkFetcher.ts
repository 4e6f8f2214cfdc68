/**
 * The chunk fetcher: a dedicated worker that, while a kept pre-rendered page loads (boot.ts), downloads
 * the app's chunks into the browser's HTTP cache and asks the page's early API calls, so that the app,
 * when the reader reaches for the page, finds its code in the cache and its first answers ready.
 *
 * Off the page's thread on purpose: a page that starts some seventy downloads and a handful of calls
 * itself (prefetch links, `fetch`) spends part of its load on them, each request started in the page's
 * thread and each answer handled there, and on a phone's CPU some of those steps are long tasks (10 to
 * 30 ms of this machine's time, 60 to 180 ms at a slow phone's). Here the page only posts messages and
 * hears back once per call and once for all the chunks.
 *
 * Bundled on its own (scripts/boot/plugin.ts), dependency-free. Messages (FetcherRequest):
 * `{ chunks }` is answered with how many could be downloaded, once all are done (a failed one is left
 * to the app's import, which asks for it again); `{ id, url, init }` with the answer's parts, or
 * without them when the call failed (the app then asks itself).
 */

/** A call's answer as the worker posts it: what the page makes a Response of when the app takes it. */
export interface FetchedAnswer {
  body: string;
  status: number;
  statusText: string;
  headers: [string, string][];
}

export type FetcherRequest = { chunks: string[] } | { id: number; url: string; init: RequestInit };
export type FetcherReply = { fetched: number; of: number } | { id: number; answer?: FetchedAnswer };

interface FetcherScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: FetcherReply): void;
}

/** The same request the app's module import makes (`crossorigin=""`), so the cached answer is the one it finds. */
const CHUNK_REQUEST: RequestInit & { priority: 'low' } = { credentials: 'same-origin', priority: 'low' };

function download(href: string): Promise<boolean> {
  return fetch(href, CHUNK_REQUEST)
    .then((response) => response.arrayBuffer().then(() => response.ok))
    .catch(() => false);
}

function ask(url: string, init: RequestInit): Promise<FetchedAnswer | undefined> {
  return fetch(url, init)
    .then((response) => response.text().then((body) => ({ body, status: response.status, statusText: response.statusText, headers: [...response.headers] })))
    .catch(() => undefined);
}

/** Handles the page's messages in `scope` (the worker's global scope). */
export function serveFetcher(scope: FetcherScope): void {
  scope.onmessage = (event) => {
    const message = event.data as Partial<{ chunks: unknown; id: unknown; url: unknown; init: unknown }> | null;
    if (!message || typeof message !== 'object') return;
    if (Array.isArray(message.chunks)) {
      const hrefs = message.chunks.filter((href): href is string => typeof href === 'string');
      void Promise.all(hrefs.map(download)).then((done) => scope.postMessage({ fetched: done.filter(Boolean).length, of: hrefs.length }));
    } else if (typeof message.id === 'number' && typeof message.url === 'string') {
      const id = message.id;
      void ask(message.url, (message.init ?? {}) as RequestInit).then((answer) => scope.postMessage({ id, answer }));
    }
  };
}

// in the worker (the boot script imports only the types above)
if (typeof document === 'undefined' && typeof self !== 'undefined') serveFetcher(self as unknown as FetcherScope);

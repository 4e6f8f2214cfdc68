/**
 * The chunk fetcher: a dedicated worker that downloads the app's chunks into the browser's HTTP cache
 * while a kept pre-rendered page loads (boot.ts `startApp`), so that the app's imports, when the reader
 * reaches for the page, find them there.
 *
 * Off the page's thread on purpose: a page that starts some seventy downloads itself (prefetch links)
 * spends part of its load on them, each link's request started in the page's thread and each answer
 * handled there, and on a phone's CPU some of those steps are long tasks (10 to 30 ms of this machine's
 * time, 60 to 180 ms at a slow phone's). Here the page only starts the worker and hears back once.
 *
 * Bundled on its own (scripts/boot/plugin.ts), dependency-free. It is given the addresses in one
 * message and answers with how many it could download; a failed download is left to the app's import,
 * which asks for it again.
 */

interface FetcherScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as FetcherScope;

/** The same request the app's module import makes (`crossorigin=""`), so the cached answer is the one it finds. */
const REQUEST: RequestInit & { priority: 'low' } = { credentials: 'same-origin', priority: 'low' };

function download(href: string): Promise<boolean> {
  return fetch(href, REQUEST)
    .then((response) => response.arrayBuffer().then(() => response.ok))
    .catch(() => false);
}

scope.onmessage = (event) => {
  const hrefs = Array.isArray(event.data) ? event.data.filter((href): href is string => typeof href === 'string') : [];
  void Promise.all(hrefs.map(download)).then((done) => scope.postMessage({ fetched: done.filter(Boolean).length, of: hrefs.length }));
};

/**
 * Bytes on the wire of one page visit, the page's and its service worker's, read from Chromium's
 * DevTools protocol: `Network.loadingFinished`'s encodedDataLength (headers and body as they came,
 * gzip as the server sent it), not counting an answer the browser had in its HTTP cache or one the
 * worker gave the page. The worker's requests come from its own target, which the page's session
 * attaches to as it starts and holds until its Network domain is on (waitForDebuggerOnStart), so its
 * precache and what it fetches when the page hands it the visit are counted from the first request.
 *
 * `forPage`: bytes the worker fetched to answer one of the page's own requests (the page asked, the
 * worker passed it on); `extra`: everything else the worker downloaded (its precache, the visit's
 * hand-over, the chunks it keeps ahead).
 */
import type { CDPSession, Page } from '@playwright/test';

interface Loaded {
  url: string;
  type: string;
  bytes: number;
  /** answered from the HTTP cache (no bytes on the wire) */
  cached: boolean;
  /** the page's request answered by its worker */
  fromWorker: boolean;
}

export interface WireReport {
  /** what the page loaded from the network itself (not through its worker) */
  page: number;
  /** what the worker fetched to answer the page's requests */
  forPage: number;
  /** what the worker downloaded for itself: precache, the visit handed over, the chunks it keeps */
  extra: number;
  /** the page's bytes by resource type (Document, Script, Image, Fetch …), with forPage as `via worker` */
  pageByType: Record<string, number>;
  /** every address the worker asked for, with its bytes (0: the HTTP cache had it), and whether the page had asked for it through the worker */
  workerRequests: Array<{ url: string; bytes: number; cached: boolean; forPage: boolean }>;
}

/** One kind of target's finished requests (the page's, or its service worker's), and those still on the way. */
function collector(onChange: () => void = () => undefined) {
  const responses = new Map<string, { url: string; type: string; cached: boolean; fromWorker: boolean }>();
  const loaded: Loaded[] = [];
  const pending = new Set<string>();
  return {
    loaded,
    pending,
    event(method: string, params: Record<string, unknown>) {
      const id = params.requestId as string;
      if (method === 'Network.requestWillBeSent') pending.add(id);
      if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
        pending.delete(id);
        onChange();
      }
      if (method === 'Network.responseReceived') {
        const response = params.response as { url: string; fromDiskCache?: boolean; fromPrefetchCache?: boolean; fromServiceWorker?: boolean };
        responses.set(params.requestId as string, {
          url: response.url,
          type: String(params.type ?? 'Other'),
          cached: Boolean(response.fromDiskCache || response.fromPrefetchCache),
          fromWorker: Boolean(response.fromServiceWorker),
        });
      } else if (method === 'Network.requestServedFromCache') {
        const known = responses.get(params.requestId as string);
        if (known) known.cached = true;
      } else if (method === 'Network.loadingFinished') {
        const response = responses.get(params.requestId as string);
        if (!response) return;
        loaded.push({ ...response, bytes: response.cached || response.fromWorker ? 0 : Number(params.encodedDataLength) || 0 });
      }
    },
  };
}

const NETWORK_EVENTS = ['Network.requestWillBeSent', 'Network.responseReceived', 'Network.requestServedFromCache', 'Network.loadingFinished', 'Network.loadingFailed'] as const;

/** Starts counting; call it before `page` goes anywhere. */
export interface Wire {
  report: () => WireReport;
  /** Resolves once the worker has had no request on the way for `quietMs` (its precache, a hand-over). */
  workerQuiet: (quietMs?: number) => Promise<void>;
  stop: () => Promise<void>;
}

export async function watchWire(page: Page): Promise<Wire> {
  const pageSession: CDPSession = await page.context().newCDPSession(page);
  const pageRequests = collector();
  for (const name of NETWORK_EVENTS) pageSession.on(name, (params) => pageRequests.event(name, params as Record<string, unknown>));
  await pageSession.send('Network.enable');

  // the worker's target (and any other the page starts) is held until its Network domain is on, so
  // its first request is counted too
  const quietWaiters = new Set<() => void>();
  const workerRequests = collector(() => quietWaiters.forEach((check) => check()));
  const workers = new Set<string>();
  let id = 1;
  const toTarget = (sessionId: string, method: string) => pageSession.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: id++, method }) });
  pageSession.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const parsed = JSON.parse(message) as { method?: string; params?: Record<string, unknown> };
    if (!parsed.method) return;
    (workers.has(sessionId) ? workerRequests : pageRequests).event(parsed.method, parsed.params ?? {});
  });
  pageSession.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type === 'service_worker') workers.add(sessionId);
    void toTarget(sessionId, 'Network.enable')
      .then(() => toTarget(sessionId, 'Runtime.runIfWaitingForDebugger'))
      .catch(() => undefined);
  });
  await pageSession.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });

  return {
    report() {
      const answeredForPage = new Set(pageRequests.loaded.filter((r) => r.fromWorker).map((r) => r.url));
      const pageByType: Record<string, number> = {};
      let pageBytes = 0;
      for (const r of pageRequests.loaded) {
        if (r.fromWorker) continue;
        pageBytes += r.bytes;
        pageByType[r.type] = (pageByType[r.type] ?? 0) + r.bytes;
      }
      let forPage = 0;
      let extra = 0;
      for (const r of workerRequests.loaded) {
        if (answeredForPage.has(r.url)) forPage += r.bytes;
        else extra += r.bytes;
      }
      pageByType['via worker'] = forPage;
      return {
        page: pageBytes,
        forPage,
        extra,
        pageByType,
        workerRequests: workerRequests.loaded.map(({ url, bytes, cached }) => ({ url, bytes, cached, forPage: answeredForPage.has(url) })),
      };
    },
    workerQuiet(quietMs = 1000) {
      return new Promise<void>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const check = () => {
          clearTimeout(timer);
          if (workerRequests.pending.size) return;
          // the worker fetches on its own schedule and says nowhere that it is done: quiet for a while
          // after its last answer is the only sign there is
          // eslint-disable-next-line no-restricted-syntax
          timer = setTimeout(() => {
            if (workerRequests.pending.size) return;
            quietWaiters.delete(check);
            resolve();
          }, quietMs);
        };
        quietWaiters.add(check);
        check();
      });
    },
    async stop() {
      await pageSession.detach().catch(() => undefined);
    },
  };
}

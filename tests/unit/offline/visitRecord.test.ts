/**
 * What a first visit hands its service worker once the worker controls the page (src/api/visitRecord.ts
 * notes, src/api/visitHandover.ts sorts, src/app/workerStart.ts and workerSide.ts hand over): what no
 * worker saw, only what the worker may keep, never the api key.
 */
import { noteCall, resetVisitRecord, startVisitRecord } from '@/api/visitRecord';
import { takeVisitRecord } from '@/api/visitHandover';
import { filesMissedByCacheRoute, startServiceWorker } from '@/app/workerStart';
import { VISIT_RECORD_STORAGE } from '@/lib/storageKeys';

const API = 'http://localhost/api/';
const KEY = 'k-0f3c9a7be2d14c6f8a0b1c2d3e4f5a6b';
const SITE = window.location.origin;
const PAGE = `${SITE}/shop?language=en`;

type Entry = { name: string; entryType: string; initiatorType?: string; workerStart: number };
let entries: Entry[] = [];

function timing(list: Entry[]) {
  entries = list;
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(((type: string) => entries.filter((entry) => entry.entryType === type)) as unknown as typeof performance.getEntriesByType);
}

const navigation = (name: string, workerStart = 0): Entry => ({ name, entryType: 'navigation', workerStart });
const resource = (name: string, initiatorType: string, workerStart = 0): Entry => ({ name, entryType: 'resource', initiatorType, workerStart });

/** A browser's worker container; `controller` is set when a worker controls the page. */
function container(controller: { postMessage: (data: unknown, ports: MessagePort[]) => void } | null) {
  const listeners = new Map<string, () => void>();
  return {
    controller,
    register: vi.fn(async () => ({})),
    getRegistration: vi.fn(async () => undefined),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    fire: (type: string) => listeners.get(type)?.(),
  };
}

beforeEach(() => {
  vi.stubEnv('PROD', true);
  timing([]);
});
afterEach(() => {
  resetVisitRecord();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete document.documentElement.dataset.visitKept;
});

describe('the visit record', () => {
  it("hands over the page, its public reads without the key, its images and build files, and a list's body", async () => {
    window.history.replaceState(null, '', '/shop?language=en');
    timing([
      navigation(PAGE),
      resource(`${API}site/v1/product/category?language=en&apiKey=${KEY}`, 'fetch'),
      resource(`${API}site/v1/route/?language=en&apiKey=${KEY}`, 'fetch'),
      resource(`${API}site/v1/product/list?page=1&limit=12&language=en&apiKey=${KEY}`, 'fetch'),
      resource(`${API}site/v1/resizeImage/f73/360/360`, 'img'),
      resource(`${SITE}/assets/Shop-1.js`, 'script'),
      resource(`${SITE}/assets/Vazirmatn-1.woff2`, 'css'),
      // the user's own, a read that may depend on the user, another site, what the worker saw
      resource(`${API}ecommercemanagement/v1/cart/all?language=en&apiKey=${KEY}`, 'fetch'),
      resource(`${API}site/v1/comment/all?language=en&apiKey=${KEY}`, 'fetch'),
      resource('https://tiles.example.com/1/2/3.png', 'img'),
      resource(`${API}site/v1/version?language=en`, 'fetch', 12.5),
    ]);
    noteCall(new Request(`${API}site/v1/product/list?page=1&limit=12&language=en&apiKey=${KEY}`, { method: 'POST', body: '{"categories":["pc1"]}', headers: { 'Content-Type': 'application/json' } }));
    noteCall(new Request(`${API}auth/v1/user/login?language=en`, { method: 'POST', body: '{"mobile":"09120000006"}' }));

    const handed = await takeVisitRecord();
    expect(handed).toEqual([
      [PAGE, { headers: { Accept: 'text/html' } }],
      `${API}site/v1/resizeImage/f73/360/360`,
      `${SITE}/assets/Shop-1.js`,
      `${SITE}/assets/Vazirmatn-1.woff2`,
      // the signed-in user's shared reads, their key left out (not the cart, not the latest comments)
      `${API}site/v1/product/category?language=en`,
      `${API}site/v1/route/?language=en`,
      [`${API}site/v1/product/list?page=1&limit=12&language=en`, { method: 'POST', body: '{"categories":["pc1"]}', headers: { 'Content-Type': 'application/json' } }],
    ]);
    expect(JSON.stringify(handed)).not.toContain(KEY);
    // handed over once
    expect(await takeVisitRecord()).toEqual([]);
  });

  it('a page left before a worker took over leaves its part (never the key) for the next page of the visit', async () => {
    vi.stubEnv('VITE_API_URL', API);
    window.history.replaceState(null, '', '/?language=fa');
    timing([navigation(`${SITE}/?language=fa`), resource(`${API}site/v1/plugin/SLIDE_SHOW?language=fa&apiKey=${KEY}`, 'fetch')]);
    startVisitRecord();
    window.dispatchEvent(new Event('pagehide'));
    // hidden again (a tab switched away and back, then closed): each address is stored once
    window.dispatchEvent(new Event('pagehide'));
    const stored = sessionStorage.getItem(VISIT_RECORD_STORAGE) ?? '';
    expect(stored.split('SLIDE_SHOW').length - 1).toBe(1);
    expect(stored.split(`"${SITE}/?language=fa"`).length - 1).toBe(1);
    expect(stored).not.toContain(KEY);

    // the next page, which a worker already controls: it hands over the earlier page's part
    timing([navigation(PAGE, 3)]);
    expect(await takeVisitRecord()).toEqual([[`${SITE}/?language=fa`, { headers: { Accept: 'text/html' } }], `${API}site/v1/plugin/SLIDE_SHOW?language=fa`]);
    expect(sessionStorage.getItem(VISIT_RECORD_STORAGE)).toBeNull();
  });

  it('does nothing in a build without the worker', async () => {
    vi.stubEnv('PROD', false);
    timing([navigation(PAGE), resource(`${API}site/v1/version`, 'fetch')]);
    expect(await takeVisitRecord()).toEqual([]);
  });
});

describe('startServiceWorker', () => {
  it('registers after load, and hands the visit to the worker that controls the page with CACHE_URLS', async () => {
    window.history.replaceState(null, '', '/shop?language=en');
    timing([navigation(PAGE), resource(`${API}site/v1/version?language=en`, 'fetch')]);
    const messages: unknown[] = [];
    const worker = {
      postMessage: (data: unknown, ports: MessagePort[]) => {
        messages.push(data);
        ports[0].postMessage(true);
      },
    };
    const browser = container(null);
    startServiceWorker(browser as unknown as ServiceWorkerContainer);
    // jsdom's document has loaded: registered at once, for the whole site
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(messages).toEqual([]);

    // the first worker claims the page
    browser.controller = worker;
    browser.fire('controllerchange');
    await vi.waitFor(() => expect(document.documentElement.dataset.visitKept).toBe('2'));
    expect(messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: [[PAGE, { headers: { Accept: 'text/html' } }], `${API}site/v1/version?language=en`] } }]);
  });
});

describe("build files a cache route missed (Chromium's static routing, src/sw/sw.ts)", () => {
  const routed = (name: string, matched: string | undefined, final: string | undefined) =>
    ({ name, entryType: 'resource', workerMatchedSourceType: matched, workerFinalSourceType: final }) as unknown as PerformanceEntry;

  it("are this site's build files that the route looked for in the caches and took from the network", () => {
    const entries = [
      routed(`${SITE}/assets/Dashboard-abc.js`, 'cache', 'network'),
      routed(`${SITE}/assets/Home-def.js`, 'cache', 'cache'),
      routed(`${SITE}/assets/Old-ghi.js`, undefined, undefined),
      routed(`${API}site/v1/version`, 'cache', 'network'),
      routed(`${SITE}/shop`, 'cache', 'network'),
    ];
    expect(filesMissedByCacheRoute(entries)).toEqual([`${SITE}/assets/Dashboard-abc.js`]);
  });

  it('are handed to the worker that controls the page, with CACHE_URLS', async () => {
    let observed: ((list: { getEntries: () => PerformanceEntry[] }) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: typeof observed) {
          observed = callback;
        }
        observe = observe;
      },
    );
    const messages: unknown[] = [];
    const browser = container({
      postMessage: (data: unknown, ports: MessagePort[]) => {
        messages.push(data);
        ports[0].postMessage(true);
      },
    });
    startServiceWorker(browser as unknown as ServiceWorkerContainer);
    expect(observe).toHaveBeenCalledWith({ type: 'resource', buffered: true });
    observed!({ getEntries: () => [routed(`${SITE}/assets/Home-def.js`, 'cache', 'cache')] });
    observed!({ getEntries: () => [routed(`${SITE}/assets/Dashboard-abc.js`, 'cache', 'network'), routed(`${SITE}/assets/Cart-x.js`, 'cache', 'network')] });
    await vi.waitFor(() => expect(messages).toContainEqual({ type: 'CACHE_URLS', payload: { urlsToCache: [`${SITE}/assets/Dashboard-abc.js`, `${SITE}/assets/Cart-x.js`] } }));
    expect(messages.filter((message) => JSON.stringify(message).includes('Home-def'))).toEqual([]);
  });
});

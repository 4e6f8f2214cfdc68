/** The boot script: which pages it knows, what it paints, preloads and asks for early, and how the app takes it. */
import { boot, CONTENT_WAIT_MS, startApp, type BootData } from '@/app/boot/boot';
import { callBody, callKey, callUrl, matchPublicPage, startupCalls } from '@/app/boot/publicPages';
import { PAGE_DATA_ID, PAGE_DATA_MAX_AGE_MS, type PageData } from '@/app/boot/pageData';
import { IMAGE_KINDS, imageSources } from '@/lib/responsiveImage';
import { EAGER_LIST_IMAGES } from '@/lib/aboveTheFold';
import { STAGES } from '@/app/boot/stages';
import { LINKS_ADDED } from '@/app/boot/linksAdded';
import { TAKEOVER } from '@/app/boot/takeover';
import { ANSWER_SHELLS, noticeHtml, pageShellHtml, priceTagHtml, productCardHtml, productInfoHtml, shellHtml, type AnswerShellContext } from '@/app/boot/shell';
import pagesFa from '@/i18n/messages/fa/pages.json';
import { EARLY_DATA, EARLY_DATA_TTL_MS, earlyKey, takeEarlyAnswer, type EarlyData } from '@/api/earlyData';
import fa from '@/i18n/messages/fa/app.json';
import { stepTasks } from '../../utils/stepTasks';

const data = (over: Partial<BootData> = {}): BootData => ({
  apiUrl: 'https://api.example/',
  early: true,
  homeCategoryIds: ['pc1', 'pc4'],
  shell: { fa: '<div class="boot-shell">fa</div>', en: '<div class="boot-shell">en</div>' },
  preload: { layout: ['/assets/PublicLayout.js', '/assets/public.css'], screens: { Product: ['/assets/Product.js'] } },
  entry: null,
  pages: { fa: {}, en: {} },
  texts: { fa: {}, en: {} },
  ...over,
});

function openAt(address: string) {
  window.history.replaceState(null, '', address);
  document.head.querySelectorAll('link, script').forEach((element) => element.remove());
  document.body.innerHTML = '<div id="root"></div>';
  delete (window as unknown as Record<string, unknown>)[EARLY_DATA];
}

const fetchSpy = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response(String(input))));

beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
  document.cookie = 'api_key=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  // the next test file in this worker (isolate: false) renders the app into the same document: no shell
  // markup or early answers of these tests may be there for it to take over
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_DATA];
});

describe('public pages', () => {
  it('knows the public addresses and their dynamic segment, and nothing else', () => {
    expect(matchPublicPage('/')?.screen).toBe('Home');
    expect(matchPublicPage('/shop/')?.screen).toBe('Shop');
    expect(matchPublicPage('/shop/category/skin-care')?.screen).toBe('Shop');
    expect(matchPublicPage('/shop/product/rose%20water')).toMatchObject({ screen: 'Product', segment: 'rose water' });
    expect(matchPublicPage('/blog/post/a')).toMatchObject({ screen: 'Post', segment: 'a' });
    expect(matchPublicPage('/contact-us')?.screen).toBe('ContactUs');
    for (const other of ['/login', '/invoice/12', '/ecommerce-management/invoice', '/dashboard', '/shop/product/a/b']) {
      expect(matchPublicPage(other), other).toBeNull();
    }
  });

  it('writes each call as baseQuery does: language first, then the call’s own parameters', () => {
    const home = matchPublicPage('/')!.calls({ language: 'en', homeCategoryIds: ['pc1'], search: '' });
    expect(home.map((call) => callUrl('/api/', call, 'en'))).toEqual([
      '/api/site/v1/product/category?language=en',
      '/api/site/v1/plugin/SLIDE_SHOW?language=en',
      '/api/site/v1/product/all?language=en&categories=pc1&limit=12',
    ]);
    // the footer credit is always asked in fa
    expect(startupCalls('en').map((call) => callUrl('/api/', call, 'en'))).toContain('/api/site/v1/plugin/TONDAR_NET?language=fa');
  });

  it('asks the shop’s list (a POST) as Shop does: the address’s page, size and search, its body as fetchBaseQuery writes it', () => {
    const [list] = matchPublicPage('/shop')!.calls({ language: 'fa', homeCategoryIds: [], search: '?page=2&limit=20&search=%20rose%20' });
    expect(callUrl('/api/', list, 'fa')).toBe('/api/site/v1/product/list?language=fa&page=2&limit=20');
    expect(callBody(list)).toBe('{"search":"rose"}');
    const [plain] = matchPublicPage('/shop')!.calls({ language: 'fa', homeCategoryIds: [], search: '?limit=7' });
    expect(callUrl('/api/', plain, 'fa')).toBe('/api/site/v1/product/list?language=fa&page=1&limit=10');
    expect(callBody(plain)).toBe('{}');
  });

  it('asks what needs an answer once it is in: a category’s list (the id from the tree), a product’s stores', () => {
    const [tree] = matchPublicPage('/shop/category/face-care')!.calls({ language: 'fa', homeCategoryIds: [], search: '' });
    const answer = { success: true, data: { content: [{ id: 'pc1', alias: 'skin', title: 'Skin', children: [{ id: 'pc7', alias: 'face-care', title: 'Face' }] }] } };
    const [list] = tree.then!(answer);
    expect(callBody(list)).toBe('{"categories":["pc7"]}');
    expect(tree.then!({ success: true, data: { content: [] } })).toEqual([]);
    const [product] = matchPublicPage('/shop/product/aloe')!.calls({ language: 'fa', homeCategoryIds: [], search: '' });
    expect(product.then!({ success: true, data: { content: { id: 'pr 1' } } }).map((call) => call.path)).toEqual(['site/v1/shop/stores/pr%201']);
    expect(product.then!('<html>')).toEqual([]);
  });
});

describe('boot', () => {
  it('on a public page: sets the language, paints the shell, preloads the chunks and asks the first calls', () => {
    openAt('/shop/product/aloe?language=en');
    boot(data());
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.getElementById('root')?.innerHTML).toBe('<div class="boot-shell">en</div>');
    const asked = fetchSpy.mock.calls.map(([url]) => String(url));
    expect(asked[0]).toBe('https://api.example/site/v1/product/aloe?language=en');
    expect(asked).toContain('https://api.example/site/v1/route/?language=en');
    expect(takeEarlyAnswer(earlyKey('https://api.example/site/v1/route/?language=en', window.location.href))).toBeInstanceOf(Promise);
  });

  it('uses the stored language, and fa by default', () => {
    openAt('/about-us');
    window.localStorage.setItem('language', 'en');
    boot(data());
    expect(document.documentElement.lang).toBe('en');
    openAt('/about-us');
    window.localStorage.clear();
    boot(data());
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.getElementById('root')?.textContent).toBe('fa');
  });

  it('keeps a pre-rendered first screen in the language chosen, and paints the frame in another', () => {
    const prerendered = '<div class="boot-shell"><main><h1>Rose cream</h1></main></div>';
    openAt('/shop/product/aloe?language=en');
    document.body.innerHTML = `<div id="root" data-language="en">${prerendered}</div>`;
    delete (window as unknown as Record<string, unknown>)[TAKEOVER];
    boot(data());
    expect(document.getElementById('root')?.innerHTML).toBe(prerendered);
    // kept whole: the app renders over it when the reader reaches for it (takeover.ts)
    expect((window as unknown as Record<string, unknown>)[TAKEOVER]).toBeInstanceOf(Promise);
    delete (window as unknown as Record<string, unknown>)[TAKEOVER];
    // the fa file served to a visitor whose stored language is en: the frame in en, not fa text under an en page
    openAt('/shop/product/aloe');
    document.body.innerHTML = `<div id="root" data-language="fa">${prerendered}</div>`;
    window.localStorage.setItem('language', 'en');
    boot(data());
    expect(document.documentElement.lang).toBe('en');
    expect(document.getElementById('root')?.innerHTML).toBe('<div class="boot-shell">en</div>');
    // a frame the app fills: it takes over at once
    expect((window as unknown as Record<string, unknown>)[TAKEOVER]).toBeUndefined();
  });

  it('takes a pre-rendered page’s own answers instead of asking again (a follow-up included), when they are fresh and in the language', async () => {
    const prerendered = '<div class="boot-shell"><main><h1>Rose cream</h1></main></div>';
    const product = { success: true, data: { content: { id: 'pr1', name: 'Rose cream' } } };
    const carry = (data: Partial<PageData>) =>
      `<div id="root" data-language="en">${prerendered}</div><script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify({
        at: new Date().toISOString(),
        language: 'en',
        answers: { [callKey({ path: 'site/v1/product/aloe' }, 'en')]: product },
        ...data,
      })}</script>`;
    openAt('/shop/product/aloe?language=en');
    document.body.innerHTML = carry({});
    // the Responses the page makes, by body: a carried answer's is made when the app takes it, not while the page loads
    const made: unknown[] = [];
    const NativeResponse = Response;
    vi.stubGlobal(
      'Response',
      class extends NativeResponse {
        constructor(body?: BodyInit | null, init?: ResponseInit) {
          super(body, init);
          made.push(body);
        }
      },
    );
    boot(data());
    const asked = () => fetchSpy.mock.calls.map(([url]) => String(url));
    expect(asked()).not.toContain('https://api.example/site/v1/product/aloe?language=en');
    // (each call in a task of its own on a page kept whole)
    const key = earlyKey('https://api.example/site/v1/product/aloe?language=en', window.location.href);
    await vi.waitFor(() => expect((window as unknown as Record<string, EarlyData>)[EARLY_DATA].answers[key]).toBeDefined());
    // its follow-up is asked from the carried answer as it is
    await vi.waitFor(() => expect(asked()).toContain('https://api.example/site/v1/shop/stores/pr1?language=en'));
    expect(made).not.toContain(JSON.stringify(product));
    // taken long after an asked answer would have expired: a reader may read a slow page a while first
    const taken = await takeEarlyAnswer(key, Date.now() + EARLY_DATA_TTL_MS + 60_000);
    expect(made).toContain(JSON.stringify(product));
    expect(await taken?.json()).toEqual(product);
    vi.stubGlobal('Response', NativeResponse);
    // what needs the carried answer is asked once it is read (the product's stores), and the start-up calls as before
    await vi.waitFor(() => expect(asked()).toContain('https://api.example/site/v1/shop/stores/pr1?language=en'));
    expect(asked()).toContain('https://api.example/site/v1/route/?language=en');
    // answers of another language, or too old, are asked again
    for (const stale of [{ language: 'fa' as const }, { at: new Date(Date.now() - PAGE_DATA_MAX_AGE_MS - 1000).toISOString() }]) {
      fetchSpy.mockClear();
      openAt('/shop/product/aloe?language=en');
      document.body.innerHTML = carry(stale);
      boot(data());
      // (in a task of its own: the page is kept whole)
      await vi.waitFor(() => expect(asked()).toContain('https://api.example/site/v1/product/aloe?language=en'));
    }
  });

  it('keys a carried answer as the boot script asks it: parameters in any order, a POST by its body', () => {
    expect(callKey({ path: 'site/v1/product/all', query: { limit: '12', categories: 'pc1' } }, 'fa')).toBe(
      callKey({ path: 'site/v1/product/all', query: { categories: 'pc1', limit: '12' } }, 'fa'),
    );
    const [list] = matchPublicPage('/shop')!.calls({ language: 'fa', homeCategoryIds: [], search: '' });
    expect(callKey(list, 'fa')).toBe('POST site/v1/product/list?language=fa&limit=10&page=1 {}');
    expect(callKey({ path: 'site/v1/product/list', query: { page: '1', limit: '10' }, body: { categories: undefined } }, 'fa')).toBe(callKey(list, 'fa'));
  });

  it('leaves other pages to the app: no shell, no early call, the app started at once', () => {
    openAt('/ecommerce-management/invoice');
    boot(data({ entry: { script: '/assets/index.js', preloads: ['/assets/react.js'], stages: {} } }));
    expect(document.getElementById('root')?.innerHTML).toBe('');
    expect(document.head.querySelector('script[data-app-entry]')?.getAttribute('src')).toBe('/assets/index.js');
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks nothing early for a signed-in user (their answers differ) or under the browser mock', () => {
    openAt('/');
    document.cookie = 'api_key=k-1; path=/';
    boot(data());
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.getElementById('root')?.innerHTML).toContain('boot-shell');

    document.cookie = 'api_key=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    openAt('/');
    boot(data({ early: false }));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('early answers', () => {
  it('are found whatever the order of the parameters, taken once, and not after a while', () => {
    openAt('/');
    boot(data());
    const key = earlyKey('https://api.example/site/v1/product/all?limit=12&categories=pc1&language=fa', window.location.href);
    expect(takeEarlyAnswer(key)).toBeInstanceOf(Promise);
    expect(takeEarlyAnswer(key)).toBeUndefined();
    const other = earlyKey('https://api.example/site/v1/version?language=fa', window.location.href);
    expect(takeEarlyAnswer(other, Date.now() + EARLY_DATA_TTL_MS + 1)).toBeUndefined();
    // expired, and taken with that: not later either
    expect(takeEarlyAnswer(other)).toBeUndefined();
  });

  it('are keyed without the engine’s collation (its first use is one long piece of the boot script)', () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const key = earlyKey('https://api.example/site/v1/x?b=2&a=1&a=0&B=3', window.location.href);
      expect(key).toBe('https://api.example/site/v1/x?B=3&a=0&a=1&b=2');
      expect(earlyKey('https://api.example/site/v1/x?a=1&B=3&b=2&a=0', window.location.href)).toBe(key);
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });
});

describe('shell', () => {
  it('is the header’s frame in the language, with escaped text and no menu links', () => {
    const shell = shellHtml({ ...fa, 'app.name': 'A & <B>' });
    expect(shell).toContain('class="site-topbar"');
    expect(shell).toContain('class="site-nav"');
    expect(shell).toContain('A &amp; &lt;B&gt;');
    expect(shell).not.toContain('site-nav__link');
    expect(shellHtml(fa)).toContain(fa['app.name']);
  });
});

describe('starting the app', () => {
  // fake timers and frames; real I/O (a Response's body is read through it)
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  const entry = { script: '/assets/index.js', preloads: Array.from({ length: 11 }, (_, i) => `/assets/c${i}.js`), stages: { './app/store': ['/assets/c1.js', '/assets/store.js'] } };
  const frame = '<div class="boot-shell"><main></main></div>';
  const started = () => document.head.querySelector('script[data-app-entry]');
  const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')} ${link.crossOrigin}`);

  it('adds the entry once, then its chunks one per task (each download started costs the page), each once', async () => {
    openAt('/login');
    startApp(entry, ['/assets/c1.js', '/assets/page.css']);
    startApp(entry);
    expect(document.head.querySelectorAll('script[data-app-entry]')).toHaveLength(1);
    expect(started()?.getAttribute('type')).toBe('module');
    expect(links()).toHaveLength(1);
    // the next ones in tasks of their own (messages, not timers: nested timers wait 4 ms each)
    await vi.waitFor(() => expect(links()).toHaveLength(entry.preloads.length + 1));
    // and leaves the app the order it evaluates its start-up chunks in (stages.ts)
    expect((window as unknown as Record<string, unknown>)[STAGES]).toEqual(entry.stages);
    // the same attributes as Vite's own tags, so the app's later imports find them
    expect(links()).toEqual([...entry.preloads.map((href) => `modulepreload ${href} `), 'preload /assets/page.css ']);
  });

  it('on a pre-rendered page that waits for the reader, only downloads the chunks: no modulepreload compiles them while the page loads', async () => {
    openAt('/shop/product/aloe?language=en');
    document.body.innerHTML = '<div id="root" data-language="en"><div class="boot-shell"><main><h1>Aloe</h1></main></div></div>';
    delete (window as unknown as Record<string, unknown>)[TAKEOVER];
    boot(data({ entry, early: false }));
    await vi.waitFor(() => expect(started()).not.toBeNull());
    await vi.waitFor(() => expect(links()).toHaveLength(entry.preloads.length + 3));
    expect(new Set(links().map((link) => link.split(' ')[0]))).toEqual(new Set(['prefetch']));
    expect(document.head.querySelector('link[href="/assets/c0.js"]')?.getAttribute('as')).toBe('script');
    expect(document.head.querySelector('link[href="/assets/public.css"]')?.getAttribute('as')).toBe('style');
    delete (window as unknown as Record<string, unknown>)[TAKEOVER];
  });

  describe('the chunk fetcher', () => {
    /** A worker that records what it was given and answers when the test says. */
    class FakeWorker {
      static made: FakeWorker[] = [];
      onmessage: ((event: MessageEvent) => void) | null = null;
      onerror: ((event: Event) => void) | null = null;
      posted: unknown[] = [];
      terminated = false;
      constructor(readonly url: string) {
        FakeWorker.made.push(this);
      }
      postMessage(message: unknown) {
        this.posted.push(message);
      }
      terminate() {
        this.terminated = true;
      }
    }
    const fetcher = '/assets/chunk-fetcher.js';
    const pageChunks = [...entry.preloads, '/assets/PublicLayout.js', '/assets/public.css', '/assets/Product.js'];
    /** A kept pre-rendered page at `address` (the product's by default, with no early calls). */
    const keptPage = (address = '/shop/product/aloe?language=en', early = false) => {
      openAt(address);
      // the pre-rendered page links its own stylesheet
      document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/assets/public.css">');
      document.body.innerHTML = '<div id="root" data-language="en"><div class="boot-shell"><main><h1>Aloe</h1></main></div></div>';
      delete (window as unknown as Record<string, unknown>)[TAKEOVER];
      // the entry imports c0 statically
      boot(data({ entry: { ...entry, imports: ['/assets/c0.js'], fetcher }, early }));
    };
    const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link:not([rel="stylesheet"])')].map((link) => `${link.rel} ${link.getAttribute('href')} ${link.crossOrigin}`);
    const linksAdded = () => {
      const state = { done: false };
      void (window as unknown as Record<string, Promise<void>>)[LINKS_ADDED].then(() => {
        state.done = true;
      });
      return state;
    };
    beforeEach(() => {
      FakeWorker.made = [];
      vi.stubGlobal('Worker', FakeWorker);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      delete (window as unknown as Record<string, unknown>)[TAKEOVER];
    });

    it('on a kept pre-rendered page, downloads the chunks in a worker: the page starts no download of its own, and marks them once the worker is done', async () => {
      keptPage();
      await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(1));
      const [worker] = FakeWorker.made;
      expect(worker.url).toBe(fetcher);
      // every chunk the app's start and the page's screen import, in one message, but what the page
      // loads anyway: the entry's own import and the stylesheet the pre-rendered page links
      expect(worker.posted).toEqual([{ chunks: pageChunks.filter((href) => href !== '/assets/c0.js' && href !== '/assets/public.css') }]);
      // no prefetch link (each one a request started and answered on the page's thread)
      expect(links()).toEqual([]);
      const added = linksAdded();
      await settle();
      expect(added.done).toBe(false);
      worker.onmessage?.(new MessageEvent('message', { data: { fetched: pageChunks.length, of: pageChunks.length } }));
      await settle();
      expect(added.done).toBe(true);
      // links that start nothing (no rel), for Vite's preloading to find: the app's imports then add none
      const marked = [...document.head.querySelectorAll<HTMLLinkElement>('link[data-fetched]')];
      expect(marked.map((link) => link.getAttribute('href'))).toEqual(pageChunks);
      expect(marked.every((link) => link.rel === '')).toBe(true);
      expect(links().filter((link) => !link.startsWith(' '))).toEqual([]);
    });

    it('on a kept pre-rendered page, the worker asks the early calls: the page starts none, and the app takes each answer as a Response once', async () => {
      keptPage('/blog/post/routine?language=en', true);
      const store = (window as unknown as Record<string, EarlyData>)[EARLY_DATA];
      const callsPosted = () => (FakeWorker.made[0]?.posted ?? []).filter((message): message is { id: number; url: string; init: RequestInit } => typeof message === 'object' && message !== null && 'id' in message);
      // the post, the blog's categories and latest posts, and the start-up calls: one message each, in tasks of their own
      await vi.waitFor(() => expect(callsPosted().length).toBe(3 + 5));
      expect(FakeWorker.made).toHaveLength(1);
      expect(fetchSpy).not.toHaveBeenCalled();
      const postCall = callsPosted().find((call) => call.url === 'https://api.example/site/v1/post/routine?language=en')!;
      expect(postCall.init).toEqual({ credentials: 'same-origin' });
      const postKey = earlyKey(postCall.url, window.location.href);
      expect(typeof store.answers[postKey]).toBe('function');
      // the worker's answers: the post's, and a call that failed
      const [worker] = FakeWorker.made;
      const failedCall = callsPosted().find((call) => call.url.includes('/site/v1/version'))!;
      worker.onmessage?.(new MessageEvent('message', { data: { id: postCall.id, answer: { body: '{"success":true,"data":{"content":{"id":"p1"}}}', status: 200, statusText: 'OK', headers: [['content-type', 'application/json']] } } }));
      worker.onmessage?.(new MessageEvent('message', { data: { id: failedCall.id } }));
      const response = await takeEarlyAnswer(postKey)!;
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual({ success: true, data: { content: { id: 'p1' } } });
      expect(takeEarlyAnswer(postKey)).toBeUndefined();
      // a failed call is asked again by the app (baseQuery falls back to its own fetch)
      await expect(takeEarlyAnswer(earlyKey(failedCall.url, window.location.href))!).rejects.toBeUndefined();
      // an asked answer is one of the page's start, not kept as long as a carried one
      const latest = callsPosted().find((call) => call.url.includes('/site/v1/post/all'))!;
      expect(takeEarlyAnswer(earlyKey(latest.url, window.location.href), store.at + EARLY_DATA_TTL_MS + 1)).toBeUndefined();
      // the same worker downloads the chunks once the app's entry is added
      await vi.waitFor(() => expect(started()).not.toBeNull());
      await vi.waitFor(() => expect(worker.posted.some((message) => typeof message === 'object' && message !== null && 'chunks' in message)).toBe(true));
      const added = linksAdded();
      worker.onmessage?.(new MessageEvent('message', { data: { fetched: 1, of: 1 } }));
      await vi.waitFor(() => expect(added.done).toBe(true));
      expect(FakeWorker.made).toHaveLength(1);
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('when the worker fails, every call it was asking is left to the app', async () => {
      keptPage('/blog/post/routine?language=en', true);
      const store = (window as unknown as Record<string, EarlyData>)[EARLY_DATA];
      await vi.waitFor(() => expect(Object.keys(store.answers).length).toBe(8));
      FakeWorker.made[0].onerror?.(new Event('error'));
      const taken = Object.keys(store.answers).map((key) => takeEarlyAnswer(key)!);
      const settled = await Promise.allSettled(taken);
      expect(settled.every((result) => result.status === 'rejected')).toBe(true);
      expect(fetchSpy).not.toHaveBeenCalled();
      // and the page downloads the chunks itself
      await vi.waitFor(() => expect(started()).not.toBeNull());
      const added = linksAdded();
      await vi.waitFor(() => expect(added.done).toBe(true));
      expect(new Set(links().map((link) => link.split(' ')[0]))).toEqual(new Set(['prefetch']));
    });

    it('when the worker fails, the page downloads the chunks itself (prefetch links, one per task)', async () => {
      keptPage();
      await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(1));
      const added = linksAdded();
      FakeWorker.made[0].onerror?.(new Event('error'));
      await vi.waitFor(() => expect(links()).toHaveLength(pageChunks.length));
      expect(new Set(links().map((link) => link.split(' ')[0]))).toEqual(new Set(['prefetch']));
      await vi.waitFor(() => expect(added.done).toBe(true));
    });

    it('when no worker can start, the page downloads the chunks itself', async () => {
      vi.stubGlobal(
        'Worker',
        class {
          constructor() {
            throw new DOMException('blocked', 'SecurityError');
          }
        },
      );
      keptPage();
      await vi.waitFor(() => expect(links()).toHaveLength(pageChunks.length));
      expect(new Set(links().map((link) => link.split(' ')[0]))).toEqual(new Set(['prefetch']));
    });

    it('a page the app renders at once (not a kept one) preloads as before: its chunks are compiled while they arrive', async () => {
      openAt('/login');
      startApp({ ...entry, fetcher }, ['/assets/page.css']);
      await vi.waitFor(() => expect(links()).toHaveLength(entry.preloads.length + 1));
      expect(FakeWorker.made).toHaveLength(0);
      expect(links()[0]).toBe(`modulepreload ${entry.preloads[0]} `);
    });
  });

  it('on a kept pre-rendered page, starts each request in a task of its own and builds no answer shell: the page is whole already', async () => {
    const tasks = stepTasks();
    openAt('/shop/product/aloe?language=en');
    const prerendered = '<div class="boot-shell"><main><h1>Aloe</h1></main></div>';
    document.body.innerHTML = `<div id="root" data-language="en">${prerendered}</div>`;
    const shellBuilt = vi.spyOn(ANSWER_SHELLS, 'Product');
    fetchSpy.mockImplementation((input) =>
      Promise.resolve(new Response(String(input).includes('/product/aloe') ? JSON.stringify({ success: true, data: { content: { id: 'pr1', files: [] } } }) : '{}')),
    );
    const asked = () => fetchSpy.mock.calls.map(([url]) => String(url));
    boot(data({ entry, shell: { fa: frame, en: frame } }));
    // no call handled in the boot script's own task (part of the page's load)
    expect(asked()).toEqual([]);
    expect((window as unknown as Record<string, EarlyData>)[EARLY_DATA].answers).toEqual({});
    while (tasks.length) {
      const before = asked().length;
      tasks.shift()!();
      // one request per task at most (a task that adds a link asks none)
      expect(asked().length - before).toBeLessThanOrEqual(1);
      await settle();
    }
    expect(asked()).toContain('https://api.example/site/v1/product/aloe?language=en');
    // the follow-up once the product is in, and the start-up calls
    expect(asked()).toContain('https://api.example/site/v1/shop/stores/pr1?language=en');
    expect(asked()).toContain('https://api.example/site/v1/route/?language=en');
    expect(shellBuilt).not.toHaveBeenCalled();
    expect(document.querySelector('#root')?.innerHTML).toBe(prerendered);
    shellBuilt.mockRestore();
    delete (window as unknown as Record<string, unknown>)[TAKEOVER];
  });

  it('once the first screen’s answers are in, asks each other call in a task of its own (starting a request costs the page)', async () => {
    // the page's own tasks (src/lib/tasks.ts posts a message to itself), run one at a time here
    const tasks = stepTasks();
    openAt('/shop/product/aloe');
    fetchSpy.mockImplementation((input) =>
      Promise.resolve(
        new Response(String(input).includes('/product/aloe') ? JSON.stringify({ success: true, data: { content: { id: 'pr1', name: 'Aloe', files: [] } } }) : '{}'),
      ),
    );
    const asked = () => fetchSpy.mock.calls.map(([url]) => String(url));
    boot(data({ entry, shell: { fa: frame, en: frame } }));
    expect(asked()).toEqual(['https://api.example/site/v1/product/aloe?language=fa']);
    await settle();
    // the product is in: its stores and the start-up calls wait for tasks of their own, none asked in this one
    expect(asked()).toHaveLength(1);
    expect(tasks.length).toBeGreaterThan(3);
    while (tasks.length) {
      const before = asked().length;
      tasks.shift()!();
      expect(asked()).toHaveLength(before + 1);
      await settle();
    }
    expect(asked()).toContain('https://api.example/site/v1/route/?language=fa');
    expect(asked()).toContain('https://api.example/site/v1/shop/stores/pr1?language=fa');
    expect(new Set(asked()).size).toBe(asked().length);
  });

  it('on a public page, waits for the frame to be painted', async () => {
    openAt('/about-us');
    boot(data({ entry }));
    expect(document.getElementById('root')?.innerHTML).toContain('boot-shell');
    expect(started()).toBeNull();
    await vi.advanceTimersByTimeAsync(300);
    expect(started()).not.toBeNull();
  });

  it('on a product page, also waits for the product image (but not for ever)', async () => {
    // jsdom loads no image: each one is "complete" at once unless told otherwise
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    openAt('/shop/product/aloe');
    let answer!: (response: Response) => void;
    fetchSpy.mockImplementation((input) =>
      String(input).includes('/product/aloe') ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(new Response('{}')),
    );
    const asked = () => fetchSpy.mock.calls.map(([url]) => String(url));
    const routeTree = 'https://api.example/site/v1/route/?language=fa';
    boot(data({ entry, shell: { fa: frame, en: frame } }));
    await vi.advanceTimersByTimeAsync(300);
    expect(started()).toBeNull();
    // the other calls wait for what the first screen shows
    expect(asked()).toEqual(['https://api.example/site/v1/product/aloe?language=fa']);
    answer(new Response(JSON.stringify({ success: true, data: { content: { id: 'pr1', name: 'Aloe', files: [{ id: 'f1' }] } } })));
    await settle();
    expect(asked()).toContain(routeTree);
    // its stores, asked as soon as the product's id is known
    const stores = 'https://api.example/site/v1/shop/stores/pr1?language=fa';
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain(stores);
    expect(takeEarlyAnswer(earlyKey(stores, window.location.href))).toBeInstanceOf(Promise);
    // the images on the first screen are read once that frame is laid out
    await vi.advanceTimersByTimeAsync(50);
    const image = document.querySelector<HTMLImageElement>('#root .boot-shell main img.gallery__main');
    expect(image?.getAttribute('src')).toBe('https://api.example/site/v1/resizeImage/f1/1000/1000');
    expect(started()).toBeNull();
    image?.dispatchEvent(new Event('load'));
    await settle();
    await vi.advanceTimersByTimeAsync(300);
    expect(started()).not.toBeNull();

    // an answer that never comes: the app starts CONTENT_WAIT_MS after the frame anyway
    vi.clearAllTimers();
    openAt('/shop/product/aloe');
    fetchSpy.mockImplementation(() => new Promise<Response>(() => undefined));
    fetchSpy.mockClear();
    boot(data({ entry }));
    await vi.advanceTimersByTimeAsync(CONTENT_WAIT_MS - 10);
    expect(started()).toBeNull();
    expect(asked()).not.toContain(routeTree);
    // (the frame: one animation frame)
    await vi.advanceTimersByTimeAsync(50);
    expect(started()).not.toBeNull();
    // the rest is asked before the app runs, so that it finds them
    expect(asked()).toContain(routeTree);
  });
});

describe('the shop list early', () => {
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  };

  it('asks its list with a POST, keeps it under its body, and paints the cards once the screen’s stylesheet is in', async () => {
    openAt('/shop');
    const list = { success: true, data: { content: { docs: [{ id: 'p', name: 'P', alias: 'p', files: [{ id: 'f' }] }], total: 1, limit: 10, page: 1 } } };
    fetchSpy.mockImplementation((input) => Promise.resolve(new Response(String(input).includes('/product/list') ? JSON.stringify(list) : '{}')));
    const frame = '<div class="boot-shell"><main></main></div>';
    const preload = { layout: [], screens: { Shop: ['/assets/Shop.js', '/assets/shop.css'] } };
    boot(data({ entry: { script: '/assets/index.js', preloads: [], stages: {} }, shell: { fa: frame, en: frame }, preload, texts: { fa: { 'shop.title': 'فروشگاه' }, en: {} } }));
    const [url, init] = fetchSpy.mock.calls[0];
    expect(String(url)).toBe('https://api.example/site/v1/product/list?language=fa&page=1&limit=10');
    expect(init).toMatchObject({ method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    await settle();
    // the answer is in, the screen's styles are not: nothing painted in markup without its styles
    expect(document.querySelector('#root main')?.innerHTML).toBe('');
    const sheet = document.head.querySelector('link[rel="stylesheet"][href="/assets/shop.css"]');
    expect(sheet).not.toBeNull();
    sheet?.dispatchEvent(new Event('load'));
    await settle();
    expect(document.querySelectorAll('#root main .product-grid .product-card')).toHaveLength(1);
    expect(document.querySelector('#root main h1')?.textContent).toBe('فروشگاه');
    // only the same question takes it: the same address and body
    expect(takeEarlyAnswer(earlyKey(String(url), window.location.href))).toBeUndefined();
    expect(takeEarlyAnswer(earlyKey(String(url), window.location.href, '{"search":"x"}'))).toBeUndefined();
    expect(takeEarlyAnswer(earlyKey(String(url), window.location.href, '{}'))).toBeInstanceOf(Promise);
  });
});

describe('page content in the shell', () => {
  it('a company page: its title and lead, in PageFrame’s markup', () => {
    const html = pageShellHtml('ContactUs', { ...pagesFa, 'pages.contact.lead': 'a < b' });
    expect(html).toContain(`<h1 class="site-page__title">${pagesFa['pages.contact.title']}</h1>`);
    expect(html).toContain('<p class="site-page__lead">a &lt; b</p>');
    expect(pageShellHtml('Product', pagesFa)).toBe('');
  });

  const context = (texts: AnswerShellContext['texts'] = {}, segment = '', language: AnswerShellContext['language'] = 'en'): AnswerShellContext => ({ apiUrl: '/api/', language, texts, segment, homeCategoryIds: ['pc1', 'pc4'] });

  it('a product: its first image at the address ProductImage asks for, or nothing', () => {
    const shell = ANSWER_SHELLS.Product!;
    const html = shell({ product: { data: { content: { name: 'Rose "water"', files: [{ id: 'f 1' }, { id: 'f2' }] } } } }, context());
    expect(html).toContain('src="/api/site/v1/resizeImage/f%201/1000/1000"');
    expect(html).toContain('alt="Rose &quot;water&quot;"');
    expect(html).toContain('class="shop-img gallery__main"');
    // Product's breadcrumbs first, in the markup Breadcrumbs renders
    document.body.innerHTML = shell({ product: { data: { content: { name: 'Rose', files: [{ id: 'f1' }], categories: ['c0', { id: 'c1', alias: 'oils', title: 'Oils & more' }] } } } }, context({ 'app.home': 'Home', 'shop.title': 'Shop', 'app.breadcrumb': 'Trail' }))!;
    expect(document.querySelector('.product-page > :first-child')?.outerHTML).toBe(
      '<nav class="breadcrumbs product-page__crumbs" aria-label="Trail"><ol class="breadcrumbs__list"><li class="breadcrumbs__item"><a href="/">Home</a></li>' +
        '<li class="breadcrumbs__item"><a href="/shop">Shop</a></li><li class="breadcrumbs__item"><a href="/shop/category/oils">Oils &amp; more</a></li>' +
        '<li class="breadcrumbs__item"><span class="breadcrumbs__current" aria-current="page">Rose</span></li></ol></nav>',
    );
    expect(shell({ product: { data: { content: { name: 'x', files: [] } } } }, context())).toBeNull();
    expect(shell({ product: { success: false, data: { content: null } } }, context())).toBeNull();
    expect(shell({ product: '<html>' }, context())).toBeNull();
    expect(shell({ product: null }, context())).toBeNull();
  });

  it('a post: crumbs, title, the meta line and its first image (a slideshow’s first slide), as Post and PostMedia write them', () => {
    const shell = ANSWER_SHELLS.Post!;
    const texts = { 'blog.breadcrumb': 'Path', 'blog.home': 'Home', 'blog.title': 'Blog' };
    const one = shell({ post: { data: { content: { title: 'A <b>', files: [{ id: 'p1' }] } } } }, context(texts))!;
    document.body.innerHTML = one;
    expect([...document.querySelectorAll('.post-page__crumbs li')].map((li) => li.textContent)).toEqual(['Home', 'Blog', 'A <b>']);
    expect(document.querySelector('h1.post-page__title')?.textContent).toBe('A <b>');
    expect(document.querySelector('.post-meta')).not.toBeNull();
    expect(document.querySelector('.post-media > img.post-media__img')?.getAttribute('src')).toBe('/api/site/v1/resizeImage/p1/1000/750');
    expect(document.querySelector('.post-media > img.post-media__img')?.getAttribute('srcset')).toContain('/api/site/v1/resizeImage/p1/360/270 360w');
    document.body.innerHTML = shell({ post: { data: { content: { title: 'T', files: [{ id: 'p1' }, { id: 'p2' }] } } } }, context(texts))!;
    expect(document.querySelectorAll('.post-media--slides .post-media__slide.is-active img')).toHaveLength(1);
    expect(shell({ post: { data: { content: { title: 'T', files: [] } } } }, context(texts))).toBeNull();
  });

  const product = (id: string, files = [{ id: `f-${id}` }]) => ({ id, name: `Cream <${id}>`, alias: `cream-${id}`, price: 10, discount: 0, files });
  const ok = (content: unknown) => ({ success: true, data: { content } });

  it('a product card: ProductCard’s image and name, its price and button as placeholders', () => {
    document.body.innerHTML = productCardHtml(product('a'), '/api/')!;
    expect(document.querySelector('.product-card__media img')?.getAttribute('src')).toBe('/api/site/v1/resizeImage/f-a/500/500');
    expect(document.querySelector('.product-card__media img')?.getAttribute('srcset')).toBe(
      '/api/site/v1/resizeImage/f-a/200/200 200w, /api/site/v1/resizeImage/f-a/360/360 360w, /api/site/v1/resizeImage/f-a/500/500 500w',
    );
    expect(document.querySelector('.product-card__media img')?.getAttribute('sizes')).toBe(IMAGE_KINDS.productCard.sizes);
    expect(document.querySelector('.product-card__media')?.getAttribute('href')).toBe('/shop/product/cream-a');
    expect(document.querySelector('.product-card__title a')?.textContent).toBe('Cream <a>');
    expect(document.querySelectorAll('.product-card__placeholder')).toHaveLength(2);
    // no button that does nothing
    expect(document.querySelector('button')).toBeNull();
    document.body.innerHTML = productCardHtml(product('b', []), '/api/')!;
    expect(document.querySelector('.shop-img--empty')).not.toBeNull();
    expect(productCardHtml({ name: 'no alias' }, '/api/')).toBeNull();
  });

  it('with prices (the pre-render): cards show PriceTag’s text, a product its name and price beside the image', () => {
    const price = priceTagHtml('fa');
    document.body.innerHTML = productCardHtml({ ...product('a'), price: 125000, discount: 25000 }, '/api/', price)!;
    expect(document.querySelector('.price-tag--small .price-tag__old')?.textContent).toBe('۱۲۵٬۰۰۰ ریال');
    expect(document.querySelector('.price-tag--small .price-tag__final')?.textContent).toBe('۱۰۰٬۰۰۰ ریال');
    expect(document.querySelectorAll('.product-card__placeholder')).toHaveLength(1);
    const productInfo = (record: Record<string, unknown>) => productInfoHtml(record, priceTagHtml('en'));
    document.body.innerHTML = ANSWER_SHELLS.Product!({ product: ok({ ...product('b'), name: 'Rose <b>', price: 5000, discount: 0 }) }, { ...context(), productInfo })!;
    expect(document.querySelector('.product-page__top > .gallery img.gallery__main')).not.toBeNull();
    expect(document.querySelector('.product-page__top .product-info h1.product-info__name')?.textContent).toBe('Rose <b>');
    expect(document.querySelector('.product-info__price .price-tag--large .price-tag__final')?.textContent).toBe('5,000 IRR');
    expect(document.querySelector('.price-tag__old')).toBeNull();
    // no image: the gallery's empty tile, the name and price still there
    document.body.innerHTML = ANSWER_SHELLS.Product!({ product: ok({ ...product('c', []), price: 1, discount: 0 }) }, { ...context(), productInfo })!;
    expect(document.querySelector('.gallery .shop-img--empty')).not.toBeNull();
    expect(document.querySelector('h1.product-info__name')?.textContent).toBe('Cream <c>');
  });

  it('home: the banner’s first image (the phone crop too), the notice, and the first home category’s slider', () => {
    const shell = ANSWER_SHELLS.Home!;
    const tree = ok([{ id: 'pc1', alias: 'skin-care', title: 'Skin & care' }]);
    const banner = ok({ files: [{ id: 'b1', name: 'banner.jpg' }, { id: 'b2', name: 'two.jpg' }] });
    const texts = { 'shop.home.alert': 'Couriers 9–16', 'shop.home.seeAll': 'See all', 'shop.home.bannerSlide': 'Offers, {position} of {count}' };
    document.body.innerHTML = shell({ tree, banner, 'products:pc1': ok([product('a'), product('b')]), 'products:pc4': null }, context(texts))!;
    // the phone crop and the wide banner, each in its kind's sizes (a 390-px phone picks a phone-sized file)
    const source = document.querySelector('.carousel--single picture source');
    expect(source?.getAttribute('srcset')).toBe(
      '/api/site/v1/resizeImage/b1/360/108 360w, /api/site/v1/resizeImage/b1/480/144 480w, /api/site/v1/resizeImage/b1/720/216 720w, /api/site/v1/resizeImage/b1/1000/300 1000w',
    );
    expect(source?.getAttribute('sizes')).toBe(IMAGE_KINDS.bannerPhone.sizes);
    expect(source?.getAttribute('media')).toBe('(max-width: 767px)');
    const wide = document.querySelector('.carousel--single img.home-banner__img');
    expect(wide?.getAttribute('src')).toBe('/api/site/v1/resizeImage/b1/1090/400');
    expect(wide?.getAttribute('srcset')).toBe(imageSources('/api/', 'b1', 'bannerWide').srcSet);
    expect([wide?.getAttribute('width'), wide?.getAttribute('height')]).toEqual(['1090', '400']);
    expect(document.querySelectorAll('.carousel--single img')).toHaveLength(1);
    // what the image is, as Slideshow says it (src/lib/bannerSlide.ts), never the file's name
    expect(wide?.getAttribute('alt')).toBe('Offers, 1 of 2');
    document.body.innerHTML = shell({ tree, banner, 'products:pc1': ok([product('a')]) }, context({ ...texts, 'shop.home.bannerSlide': 'بنر، تصویر {position} از {count}' }, '', 'fa'))!;
    expect(document.querySelector('img.home-banner__img')?.getAttribute('alt')).toBe('بنر، تصویر ۱ از ۲');
    const titled = ok({ files: [{ id: 'b1', name: 'banner.jpg', title: 'Spring sale: 20% off creams' }] });
    document.body.innerHTML = shell({ tree, banner: titled, 'products:pc1': ok([product('a')]) }, context(texts))!;
    expect(document.querySelector('img.home-banner__img')?.getAttribute('alt')).toBe('Spring sale: 20% off creams');
    document.body.innerHTML = shell({ tree, banner, 'products:pc1': ok([product('a'), product('b')]), 'products:pc4': null }, context(texts))!;
    expect(document.querySelector('.shop-home > .notice')?.outerHTML).toBe(noticeHtml('Couriers 9–16'));
    expect(document.querySelector('.product-slider .section-head__title')?.textContent).toBe('Skin & care');
    expect(document.querySelector('.product-slider .section-head a')?.getAttribute('href')).toBe('/shop/category/skin-care');
    expect(document.querySelectorAll('.product-slider .carousel__track > .carousel__slide > .product-card')).toHaveLength(2);
    // no banner, a failed slider, or no home category in the tree: nothing
    expect(shell({ tree, banner: ok({ files: [] }), 'products:pc1': ok([product('a')]) }, context(texts))).toBeNull();
    expect(shell({ tree, banner, 'products:pc1': null }, context(texts))).toBeNull();
    expect(shell({ tree: ok([]), banner, 'products:pc1': ok([product('a')]) }, context(texts))).toBeNull();
  });

  it('the shop list: the search box’s place, the heading (the category’s on its page) and the page’s cards', () => {
    const shell = ANSWER_SHELLS.Shop!;
    const list = ok({ docs: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => product(id)), total: 6, limit: 10, page: 1 });
    document.body.innerHTML = shell({ list }, context({ 'shop.title': 'Shop' }))!;
    expect(document.querySelector('.shop-page__aside [role="search"]')).not.toBeNull();
    expect(document.querySelector('input')).toBeNull();
    expect(document.querySelector('.shop-page__main h1')?.textContent).toBe('Shop');
    expect(document.querySelectorAll('.product-grid > .product-card')).toHaveLength(6);
    // as Shop's cards: the first ones' images load at once (the page's largest paint), the rest lazily
    expect([...document.querySelectorAll('.product-grid img')].map((img) => img.getAttribute('loading'))).toEqual([
      ...Array<string>(EAGER_LIST_IMAGES).fill('eager'),
      ...Array<string>(6 - EAGER_LIST_IMAGES).fill('lazy'),
    ]);
    const tree = ok([{ id: 'pc1', alias: 'skin', title: 'Skin', children: [{ id: 'pc7', alias: 'face', title: 'Face' }] }]);
    document.body.innerHTML = shell({ list, tree }, context({ 'shop.title': 'Shop' }, 'face'))!;
    expect(document.querySelector('.shop-page__main h1')?.textContent).toBe('Face');
    // an empty page shows antd's Empty, which the shell does not draw
    expect(shell({ list: ok({ docs: [], total: 0 }) }, context({ 'shop.title': 'Shop' }))).toBeNull();
    expect(shell({ list: null }, context({ 'shop.title': 'Shop' }))).toBeNull();
  });
});

/** The boot script: which pages it knows, what it paints, preloads and asks for early, and how the app takes it. */
import { boot, type BootData } from '@/app/boot/boot';
import { callUrl, matchPublicPage, startupCalls } from '@/app/boot/publicPages';
import { shellHtml } from '@/app/boot/shell';
import { EARLY_DATA, EARLY_DATA_TTL_MS, earlyKey, takeEarlyAnswer } from '@/api/earlyData';
import fa from '@/i18n/messages/fa/app.json';

const data = (over: Partial<BootData> = {}): BootData => ({
  apiUrl: 'https://api.example/',
  early: true,
  homeCategoryIds: ['pc1', 'pc4'],
  shell: { fa: '<div class="boot-shell">fa</div>', en: '<div class="boot-shell">en</div>' },
  preload: { layout: ['/assets/PublicLayout.js', '/assets/public.css'], screens: { Product: ['/assets/Product.js'] } },
  ...over,
});

function openAt(address: string) {
  window.history.replaceState(null, '', address);
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  document.body.innerHTML = '<div id="root"></div>';
  delete (window as unknown as Record<string, unknown>)[EARLY_DATA];
}

const fetchSpy = vi.fn((input: RequestInfo | URL) => Promise.resolve(new Response(String(input))));

beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
  document.cookie = 'api_key=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
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
    const home = matchPublicPage('/')!.calls({ language: 'en', homeCategoryIds: ['pc1'] });
    expect(home.map((call) => callUrl('/api/', call, 'en'))).toEqual([
      '/api/site/v1/product/category?language=en',
      '/api/site/v1/plugin/SLIDE_SHOW?language=en',
      '/api/site/v1/product/all?language=en&categories=pc1&limit=12',
    ]);
    // the footer credit is always asked in fa
    expect(startupCalls('en').map((call) => callUrl('/api/', call, 'en'))).toContain('/api/site/v1/plugin/TONDAR_NET?language=fa');
  });
});

describe('boot', () => {
  it('on a public page: sets the language, paints the shell, preloads the chunks and asks the first calls', () => {
    openAt('/shop/product/aloe?language=en');
    boot(data());
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.getElementById('root')?.innerHTML).toBe('<div class="boot-shell">en</div>');
    const links = [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
    expect(links).toEqual(['modulepreload /assets/PublicLayout.js', 'preload /assets/public.css', 'modulepreload /assets/Product.js']);
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

  it('leaves other pages to the app: no shell, no preload, no call', () => {
    openAt('/ecommerce-management/invoice');
    boot(data());
    expect(document.getElementById('root')?.innerHTML).toBe('');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
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
    // expired: the whole store is dropped
    expect(takeEarlyAnswer(other)).toBeUndefined();
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

/**
 * The service worker on the production build served by nginx (E2E_NGINX_BASE_URL, started by run.mjs
 * with deploy.spec.ts's lane, and its second build `<out dir>-next` for the update): pages readable
 * offline after one visit (fa and en), an unvisited page's offline state with its retry, a write
 * attempted offline, the second visit's network bytes, a deploy with a tab open on the old build, the
 * install criteria, nothing of a user left in a cache after sign-out, and axe on what the worker adds.
 * A shopper's first visit on a phone (a fresh profile, pages opened before the worker took over): read
 * offline, signed in too, and what it costs on the wire; a staff member's chunks kept for offline.
 * Its own nginx uses E2E_SPARE_PORT + 3. Figures are printed as `[offline] …` lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { API_URL, KEYS, noticesOnScreen, signInWithKey, expect, test, untilAnswering } from './helpers';
import { watchWire } from './wire';

const NGINX = process.env.E2E_NGINX_BASE_URL ?? 'http://127.0.0.1:8080';
const DIST = process.env.E2E_DIST ?? 'dist-e2e';
const NEXT_DIST = process.env.E2E_NEXT_DIST ?? `${DIST}-next`;
const SPARE_PORT = Number(process.env.E2E_SPARE_PORT ?? '8085');

test.use({ baseURL: NGINX, serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

const PRODUCT = '/shop/product/aloe-vera-moisturising-cream';
/** The six pages a visitor reads first, and what shows each has its content. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop' },
  { name: 'product', path: PRODUCT },
  { name: 'post', path: '/blog/post/how-to-build-a-simple-skincare-routine' },
  { name: 'about', path: '/about-us' },
  { name: 'contact', path: '/contact-us' },
];

const withLanguage = (path: string, language: string) => `${path}${path.includes('?') ? '&' : '?'}language=${language}`;

/** The catalogues' texts a visitor reads, per language (src/i18n/messages/<language>/<area>.json). */
const catalogue = (language: 'fa' | 'en') =>
  Object.assign(
    {},
    ...['app', 'offline', 'shop'].map((area) => JSON.parse(readFileSync(`src/i18n/messages/${language}/${area}.json`, 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
const TEXTS = { fa: catalogue('fa'), en: catalogue('en') };
/** The first words of a catalogue text (before its first placeholder or colon): enough to find it on the page. */
const opening = (text: string) => text.split(/[{:؛]/)[0].trim();

/** Every notice on screen: antd's notifications, or the site's own when antd's could not be loaded (offline before the worker). */
const notices = noticesOnScreen;

/**
 * Counts, from now on, the moments the app's page is gone: `#root` without the site's layout (`#main`)
 * once it had it. A React tree that throws outside every error boundary empties `#root`.
 */
async function watchBlank(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { blankMoments: number };
    state.blankMoments = 0;
    new MutationObserver(() => {
      if (!document.querySelector('#root #main')) state.blankMoments += 1;
    }).observe(document.getElementById('root')!, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { blankMoments: number }).blankMoments);
}

/** Resolves once a worker controls the page (the first one claims the open page when it activates). */
async function workerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** The page has its content: its main heading, and no failed part. */
async function pageContent(page: Page): Promise<string> {
  const heading = page.locator('#main h1').first();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-app-shell]')).toHaveCount(0);
  await expect(page.getByTestId('load-error')).toHaveCount(0);
  return (await heading.innerText()).trim();
}

/** Waits until the page has been quiet on the network for a moment (its answers are in the worker's cache). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** A phone, as a shopper's first visit is (Pixel-like: 390 px, twice the pixels, touch). */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

/**
 * The page has handed its worker what the visit loaded before the worker controlled it (or found
 * nothing to hand): src/app/workerStart.ts marks <html> with how many addresses it gave.
 */
async function visitKept(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => document.documentElement.dataset.visitKept, undefined, { timeout: 60_000 });
  return Number(await handle.jsonValue());
}

/** Bytes nginx sends for an address asked as a browser asks (gzip accepted): its headers and body as they come. */
function bytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = httpGet(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = Object.entries(response.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    });
    asked.on('error', reject);
  });
}

/** The build's worker file list (its sw.js) by group, with each file's size as nginx sends it (its .gz when it has one). */
function workerFileList(dir: string) {
  const list = JSON.parse(/\[\{"[a-z]+"[^\]]*\]/s.exec(readFileSync(join(dir, 'sw.js'), 'utf8'))![0]) as Array<{ url: string; group?: string }>;
  const sent = (url: string) => {
    const file = join(dir, url);
    return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
  };
  const groups: Partial<Record<string, { entries: number; kb: number; urls: string[] }>> & { precache: { entries: number; kb: number; urls: string[] } } = { precache: { entries: 0, kb: 0, urls: [] } };
  for (const { url, group = 'precache' } of list) {
    const entry = (groups[group] ??= { entries: 0, kb: 0, urls: [] });
    entry.entries += 1;
    entry.kb += sent(url) / 1024;
    entry.urls.push(`/${url}`);
  }
  for (const group of Object.values(groups)) if (group) group.kb = Math.round(group.kb);
  return { precache: groups.precache, staff: groups.staff ?? { entries: 0, kb: 0, urls: [] }, onUse: groups['on-use'] ?? { entries: 0, kb: 0, urls: [] } };
}

for (const language of ['fa', 'en'] as const) {
  test(`pages visited online read offline after a reload, marked as saved copies (${language}); an unvisited product offers a retry`, async ({ page, context, request }) => {
    await page.goto(withLanguage('/', language));
    await workerControls(page);
    const online: Record<string, string> = {};
    for (const { name, path } of PAGES) {
      await page.goto(withLanguage(path, language));
      online[name] = await pageContent(page);
      await settled(page);
    }

    await context.setOffline(true);
    let readable = 0;
    for (const { name, path } of PAGES) {
      await page.goto(withLanguage(path, language));
      expect(page.url(), `${name}: not the browser's error page`).not.toMatch(/^chrome-error:/);
      expect(await pageContent(page), name).toBe(online[name]);
      await expect(page.getByTestId('offline-indicator')).toBeVisible();
      await expect(page.getByTestId('saved-copy'), `${name} says it is a saved copy`).toBeVisible();
      readable += 1;
    }
    console.log(`[offline] ${language}: ${readable} of ${PAGES.length} visited pages readable offline`);

    // a product never opened: the page (the app shell) says it is offline and offers a retry
    await context.setOffline(false);
    const products = (await (await request.get(`${API_URL}site/v1/product/all?limit=8`)).json()) as { data: { content: Array<{ alias: string }> } };
    const unvisited = products.data.content.map((p) => p.alias).find((alias) => !PRODUCT.endsWith(alias))!;
    await context.setOffline(true);
    await page.goto(withLanguage(`/shop/product/${unvisited}`, language));
    expect(page.url()).not.toMatch(/^chrome-error:/);
    const failed = page.getByTestId('load-error');
    await expect(failed).toBeVisible({ timeout: 30_000 });
    await expect(failed).toContainText(language === 'en' ? 'You are offline' : 'اتصال اینترنت برقرار نیست');
    await expect(failed.getByRole('button', { name: language === 'en' ? 'Try again' : 'تلاش دوباره' })).toBeVisible();
    // back online: the indicator goes and the page's queries are asked again by themselves
    await context.setOffline(false);
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
    await expect(page.locator('#main h1').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('load-error')).toHaveCount(0);
  });
}

test.describe("a shopper's first visit, on a phone", () => {
  test.use({ ...PHONE });

  /**
   * The page has shown what it loads by itself: its first view's answers are in (src/main.tsx marks
   * <html>), no slider shows placeholder cards waiting for its answer, and no part held back until it
   * is near the view (WhenVisible: 400 px ahead) is near enough to be asked for yet. A shopper leaving
   * sooner leaves answers in flight, and offline the page asks again for what it never had (the
   * home's lower sliders on a phone, in one run of six).
   */
  async function contentShown(page: Page) {
    await page.waitForFunction(
      () => {
        if (document.documentElement.dataset.firstViewLoaded !== 'true' || !document.querySelector('#root #main')) return false;
        if (document.querySelector('#main [data-testid="product-slider-placeholder"]')) return false;
        const reach = window.innerHeight + 399;
        return [...document.querySelectorAll('#main [data-until-visible]')].every((part) => part.getBoundingClientRect().top >= reach);
      },
      undefined,
      { timeout: 30_000, polling: 'raf' },
    );
  }

  /** Opens the six pages once each, as a shopper does: each until it shows its content, no longer. */
  async function openSixPages(page: Page, language: 'fa' | 'en'): Promise<Record<string, string>> {
    const online: Record<string, string> = {};
    for (const { name, path } of PAGES) {
      await page.goto(withLanguage(path, language));
      online[name] = await pageContent(page);
      await contentShown(page);
    }
    return online;
  }

  /** Reloads each page offline: the names of those that show their content, marked as a saved copy. */
  async function readableOffline(page: Page, language: 'fa' | 'en', online: Record<string, string>): Promise<string[]> {
    const readable: string[] = [];
    for (const { name, path } of PAGES) {
      const failed: string[] = [];
      const onFailed = (request: { url: () => string }) => failed.push(request.url());
      page.on('requestfailed', onFailed);
      await page.goto(withLanguage(path, language));
      expect(page.url(), `${name}: not the browser's error page`).not.toMatch(/^chrome-error:/);
      const shown = await pageContent(page).catch(() => null);
      page.off('requestfailed', onFailed);
      const marked = await page
        .getByTestId('saved-copy')
        .waitFor({ state: 'visible', timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      if (shown === online[name] && marked) readable.push(name);
      else console.log(`[offline] ${language} ${name}: ${shown === null ? 'no content' : shown === online[name] ? 'content, not marked as a saved copy' : `other content (${shown})`}; not had: ${failed.filter((url) => !/resizeImage/.test(url)).join(' ')}`);
    }
    return readable;
  }

  for (const language of ['fa', 'en'] as const) {
    test(`six pages opened once each while the worker was not there yet read offline after a reload, marked as saved copies (${language})`, async ({ page, context }) => {
      const wire = await watchWire(page);
      const online = await openSixPages(page, language);
      // the worker took over somewhere along the visit and was handed what it had not seen
      await workerControls(page);
      await visitKept(page);
      await wire.workerQuiet();
      // (the byte counter off: held on the worker, it slows its answers)
      await wire.stop();
      await context.setOffline(true);
      const readable = await readableOffline(page, language, online);
      console.log(`[offline] first visit, ${language}: ${readable.length} of ${PAGES.length} pages readable offline (${readable.join(', ')})`);
      expect(readable).toEqual(PAGES.map((p) => p.name));
    });
  }

  // (the shop's list, asked with the key through the worker, is a POST whose key is taken out of its address)
  test('signed in as a customer: the same six pages read offline, and no cache or store holds the key', async ({ page, context, baseURL }) => {
    await signInWithKey(context, KEYS.customer, baseURL!);
    const wire = await watchWire(page);
    const online = await openSixPages(page, 'en');
    await workerControls(page);
    await visitKept(page);
    await wire.workerQuiet();
    await wire.stop();
    await context.setOffline(true);
    const readable = await readableOffline(page, 'en', online);
    console.log(`[offline] first visit signed in: ${readable.length} of ${PAGES.length} pages readable offline (${readable.join(', ')})`);
    expect(readable).toEqual(PAGES.map((p) => p.name));
    const stored = await storedEverywhere(page);
    expect(stored.length, 'the worker kept the public pages').toBeGreaterThan(1000);
    expect(stored).not.toContain(KEYS.customer);
    // an address carrying the key (the bare word is also in a build file's name, apiKeyCookie-….js)
    expect(stored).not.toMatch(/[?&]apiKey=/);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }))).not.toContain(KEYS.customer);
  });

  test('the first visit of home costs at most 1.5 × what the page itself loads, the worker\'s downloads included', async ({ page }) => {
    const wire = await watchWire(page);
    await page.goto('/');
    await pageContent(page);
    // activated (its precache is in), handed the visit, and done fetching
    await workerControls(page);
    const handed = await visitKept(page);
    await wire.workerQuiet(2000);
    await page.waitForLoadState('networkidle');
    const report = wire.report();
    // the worker's own script comes before its target exists: counted as nginx sends it
    const scriptBytes = await bytesOnTheWire(`${NGINX}/sw.js`);
    const pageBytes = report.page + report.forPage;
    const workerBytes = report.extra + scriptBytes;
    const ratio = (pageBytes + workerBytes) / pageBytes;
    const files = workerFileList(DIST);
    const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
    console.log(
      `[offline] first visit of home: the page ${kb(pageBytes)} (${Object.entries(report.pageByType).map(([type, bytes]) => `${type} ${kb(bytes)}`).join(', ')}), ` +
        `the worker ${kb(workerBytes)} more (its script ${kb(scriptBytes)}, ${report.workerRequests.filter((r) => !r.forPage && r.bytes > 0).length} downloads, ${handed} addresses handed over): ${ratio.toFixed(2)} ×`,
    );
    console.log(`[offline] the worker's file list: ${Object.entries(files).map(([group, { entries, kb: size }]) => `${group} ${entries} files ${size} KB gzip`).join('; ')}`);
    expect(ratio).toBeLessThanOrEqual(1.5);
    // nothing of the signed-in side was downloaded ahead (the large icons are the browser's own: installability)
    const staff = new Set(files.staff.urls);
    expect(report.workerRequests.filter((r) => !r.forPage && staff.has(new URL(r.url).pathname)).map((r) => r.url)).toEqual([]);
  });

  test('a staff member signs in: the worker says when the signed-in side is kept; offline, the dashboard and the product list open', async ({ page, context, baseURL }) => {
    // what the worker tells the page, from the page's first moment
    await context.addInitScript(() => {
      const heard: unknown[] = [];
      Object.assign(window, { workerSaid: heard });
      navigator.serviceWorker.addEventListener('message', (event) => heard.push(event.data));
    });
    await signInWithKey(context, KEYS.admin, baseURL!);
    await page.goto('/dashboard?language=en');
    await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
    const said = await page.waitForFunction(() => (window as unknown as { workerSaid: Array<{ type?: string }> }).workerSaid.find((message) => message.type === 'STAFF_FILES_KEPT'), undefined, { timeout: 90_000 });
    const staff = workerFileList(DIST).staff;
    expect(await said.jsonValue()).toEqual({ type: 'STAFF_FILES_KEPT', kept: staff.entries, missing: 0 });
    const inCache = await page.evaluate(async (urls) => {
      const cache = await caches.open('assets');
      const found = await Promise.all(urls.map((url) => cache.match(url)));
      return found.filter(Boolean).length;
    }, staff.urls);
    console.log(`[offline] staff sign-in: ${inCache} of ${staff.entries} files of the signed-in side (${staff.kb} KB gzip) in the worker's cache`);
    expect(inCache).toBe(staff.entries);

    await context.setOffline(true);
    for (const [path, title] of [
      ['/dashboard?language=en', 'Dashboard'],
      ['/ecommerce-management/product?language=en', 'Products'],
    ] as const) {
      await page.goto(path);
      expect(page.url(), path).toContain(path.split('?')[0]);
      await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('offline-indicator')).toBeVisible();
      await expect(page.getByText('A new version of the site is available')).toHaveCount(0);
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
    }
  });
});

test('add to cart offline: a clear message, nothing sent, nothing lost; back online one press adds it', async ({ page, context, baseURL, request }) => {
  await signInWithKey(context, KEYS.customer, baseURL!);
  /** How many items the customer's cart holds, as the server has it. */
  const cartLines = async () =>
    ((await (await request.get(`${API_URL}ecommercemanagement/v1/cart/all?apiKey=${KEYS.customer}`)).json()) as { data: { content: Array<{ count?: unknown }> } }).data.content.reduce(
      (sum, line) => sum + Number(line.count ?? 1),
      0,
    );
  const before = await cartLines();
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/cart')) writes.push(r.url());
  });
  await page.goto(withLanguage(PRODUCT, 'en'));
  await pageContent(page);
  await workerControls(page);
  await settled(page);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(page.getByTestId('live-assertive')).toContainText('You are offline');
  const add = page.getByTestId('add-to-cart');
  await add.click();
  await expect(page.getByText('This needs a connection: nothing was sent')).toBeVisible();
  expect(writes).toEqual([]);
  expect(await cartLines()).toBe(before);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  await expect(page.getByTestId('live-polite')).toContainText('You are back online');
  await add.click();
  await expect.poll(cartLines).toBe(before + 1);
  expect(writes).toHaveLength(1);
});

for (const language of ['fa', 'en'] as const) {
  test(`signed in, a page reloaded offline asks for the account once, not in a loop, and shows its offline state with a retry (${language})`, async ({ page, context, baseURL }) => {
    const t = TEXTS[language];
    await signInWithKey(context, KEYS.customer, baseURL!);
    await page.goto(withLanguage('/cart', language));
    // the cart's heading (the dashboard layout's, in its top bar)
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await workerControls(page);
    await settled(page);

    // the page's own requests for the signed-in user (not the worker's fetches of them)
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/auth/v1/user/currentUser')) asked.push(r.url());
    });
    await context.setOffline(true);
    // the window counted: from the reload until the page shows its offline state, its retry is pressed and that call has failed
    await page.reload();
    const failed = page.getByTestId('load-error');
    await expect(failed).toBeVisible({ timeout: 30_000 });
    await expect(failed).toContainText(t['loadError.reason.offline']);
    expect(new URL(page.url()).pathname, 'not sent to sign in again').toBe('/cart');
    const retried = page.waitForEvent('requestfailed', (r) => r.url().startsWith(API_URL));
    await failed.getByRole('button', { name: t['app.retry'] }).click();
    await retried;
    console.log(`[offline] ${language}: signed in and offline, ${asked.length} currentUser requests from the reload to the retry's failure`);
    // the reload's ask, and one more for each wave of screens mounting after it failed (a new
    // subscriber asks a failed call again): a handful, where the loop asked about 30 a second
    expect(asked.length).toBeLessThanOrEqual(4);
    await expect(page.getByTestId('offline-indicator')).toBeVisible();

    // back online: the account is asked again by itself and the cart shows
    await context.setOffline(false);
    await expect(failed).toHaveCount(0, { timeout: 30_000 });
    await expect(heading).toBeVisible();
  });

  test(`offline, one calm message per situation; back online, what the connection's loss said closes (${language})`, async ({ page, context, request }) => {
    const t = TEXTS[language];
    const products = (await (await request.get(`${API_URL}site/v1/product/all?limit=8`)).json()) as { data: { content: Array<{ alias: string }> } };
    const unvisited = products.data.content.map((p) => p.alias).find((alias) => !PRODUCT.endsWith(alias))!;
    await page.goto(withLanguage('/', language));
    await workerControls(page);
    await page.goto(withLanguage(PRODUCT, language));
    await pageContent(page);
    await settled(page);

    // an unvisited product offline: its offline state with a retry and the offline indicator; no
    // notice repeating them, no "saved copy" note for a page that is not one
    await context.setOffline(true);
    await page.goto(withLanguage(`/shop/product/${unvisited}`, language));
    const failed = page.getByTestId('load-error');
    await expect(failed).toBeVisible({ timeout: 30_000 });
    await settled(page);
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText(t['loadError.reason.offline']);
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(notices(page)).toHaveCount(0);
    await expect(page.getByTestId('saved-copy')).toHaveCount(0);

    // back online: the product, and nothing left of the offline state
    await context.setOffline(false);
    await expect(page.locator('#main h1').first()).toBeVisible({ timeout: 30_000 });
    await settled(page);
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
    await expect(failed).toHaveCount(0);
    await expect(notices(page)).toHaveCount(0);

    // a notice the loss of the connection caused closes when the connection is back, not at its own time:
    // its own lifetime (left alone, offline) is the baseline, measured here
    const needsConnection = notices(page).filter({ hasText: opening(t['offline.needsConnection']) });
    await context.setOffline(true);
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await page.getByTestId('add-to-cart').click();
    await expect(needsConnection).toBeVisible();
    let shown = Date.now();
    await expect(needsConnection).toHaveCount(0, { timeout: 30_000 });
    const lifetime = Date.now() - shown;
    await page.getByTestId('add-to-cart').click();
    await expect(needsConnection).toBeVisible();
    shown = Date.now();
    await context.setOffline(false);
    await expect(needsConnection).toHaveCount(0, { timeout: 30_000 });
    const afterReconnect = Date.now() - shown;
    console.log(`[offline] ${language}: the "needs a connection" notice lasts ${lifetime} ms offline, ${afterReconnect} ms when the connection comes back`);
    expect(afterReconnect).toBeLessThan(lifetime / 2);
  });
}

test.describe('offline on a first visit, before any service worker controls the page', () => {
  test.use({ serviceWorkers: 'block' });

  for (const language of ['fa', 'en'] as const) {
    test(`nothing blanks; add to cart says it needs a connection from the product and from the list; a screen never loaded says it is offline (${language})`, async ({ page, context, baseURL, request }) => {
      const t = TEXTS[language];
      await signInWithKey(context, KEYS.customer, baseURL!);
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));
      const writes: string[] = [];
      page.on('request', (r) => {
        if (r.method() !== 'GET' && r.url().includes('/cart')) writes.push(r.url());
      });
      const cartLines = async () =>
        ((await (await request.get(`${API_URL}ecommercemanagement/v1/cart/all?apiKey=${KEYS.customer}`)).json()) as { data: { content: unknown[] } }).data.content.length;
      const before = await cartLines();
      const needsConnection = notices(page).filter({ hasText: opening(t['offline.needsConnection']) });
      const unreachable = notices(page).filter({ hasText: opening(t['api.networkError']) });

      // the product page: the indicator, the page as it was, and "needs a connection" for add to cart
      await page.goto(withLanguage(PRODUCT, language));
      const name = await pageContent(page);
      await settled(page);
      const blankMoments = await watchBlank(page);
      await context.setOffline(true);
      await expect(page.getByTestId('offline-indicator')).toBeVisible();
      await expect(page.getByTestId('offline-indicator')).toHaveText(t['offline.indicator']);
      await page.getByTestId('add-to-cart').click();
      await expect(needsConnection).toBeVisible();
      expect(await pageContent(page)).toBe(name);

      // a screen whose code this visit never loaded: the layout stays, and the page says it is offline with a retry
      await page.locator('#main').getByRole('link', { name: t['nav.shop'], exact: true }).first().click();
      const failed = page.locator('#main section').filter({ has: page.getByRole('heading', { name: t['loadError.title'].replace('{what}', t['loadError.what.page']) }) });
      await expect(failed).toBeVisible();
      await expect(failed).toContainText(t['loadError.reason.offline']);
      await expect(page.locator('header').first()).toBeVisible();
      expect(page.url()).not.toMatch(/^chrome-error:/);
      expect(await blankMoments()).toBe(0);
      // back online: the retry brings the screen
      await context.setOffline(false);
      await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
      await failed.getByRole('button', { name: t['app.retry'] }).click();
      await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 });

      // the shop list: add to cart from a card says the same, not "could not reach the server"
      await page.goto(withLanguage('/shop', language));
      await pageContent(page);
      await settled(page);
      const listBlank = await watchBlank(page);
      await context.setOffline(true);
      await expect(page.getByTestId('offline-indicator')).toBeVisible();
      await page.getByTestId('product-card').first().getByRole('button', { name: t['shop.product.addToCart'] }).click();
      await expect(needsConnection).toBeVisible();
      await expect(unreachable).toHaveCount(0);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      expect(await listBlank()).toBe(0);

      expect(writes).toEqual([]);
      expect(await cartLines()).toBe(before);
      expect(failures, 'uncaught errors').toEqual([]);
    });
  }
});

/** Bytes the page received from the network (not from its service worker), by resource type, over CDP. */
async function watchBytes(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { type: string; fromWorker: boolean }>();
  const bytes = { network: { html: 0, script: 0, style: 0, other: 0 }, worker: 0 };
  cdp.on('Network.responseReceived', (event) => {
    requests.set(event.requestId, { type: event.type, fromWorker: Boolean(event.response.fromServiceWorker) });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    if (request.fromWorker) {
      bytes.worker += 1;
      return;
    }
    const kind = request.type === 'Document' ? 'html' : request.type === 'Script' ? 'script' : request.type === 'Stylesheet' ? 'style' : 'other';
    bytes.network[kind] += event.encodedDataLength;
  });
  return bytes;
}

async function largestPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test('a second visit loads no HTML, JS or CSS from the network, and paints no later', async ({ context }) => {
  const first = await context.newPage();
  const firstBytes = await watchBytes(first);
  await first.goto('/shop?language=en');
  await pageContent(first);
  await workerControls(first);
  await settled(first);
  // read once the page has settled: its images are in, so the largest paint is the page's, not whichever
  // text had painted when the content was found (a first visit read so measured 184 ms, its image unpainted)
  const firstPaint = await largestPaint(first);
  await first.close();

  // the later visits, three of them: a paint is one sample of a shared machine, whose slow spells can
  // triple it; the best of three is what the visit costs, the first visit's single sample can only be slower
  const sum = (b: typeof firstBytes) => b.network.html + b.network.script + b.network.style;
  console.log(`[offline] first visit: ${sum(firstBytes)} bytes of HTML/JS/CSS from the network (${JSON.stringify(firstBytes.network)}), LCP ${firstPaint.toFixed(0)} ms`);
  expect(sum(firstBytes)).toBeGreaterThan(100_000);
  const laterPaints: number[] = [];
  let second = first;
  for (let visit = 0; visit < 3; visit += 1) {
    if (visit > 0) await second.close();
    second = await context.newPage();
    const secondBytes = await watchBytes(second);
    await second.goto('/shop?language=en');
    await pageContent(second);
    await settled(second);
    laterPaints.push(await largestPaint(second));
    console.log(`[offline] later visit ${visit + 1}: ${sum(secondBytes)} bytes of HTML/JS/CSS from the network (${JSON.stringify(secondBytes.network)}), ${secondBytes.worker} answers from the worker, LCP ${laterPaints[visit].toFixed(0)} ms`);
    expect(sum(secondBytes)).toBe(0);
  }
  // no worse than the first visit's, with the noise of a shared machine
  expect(Math.min(...laterPaints)).toBeLessThanOrEqual(firstPaint * 1.25 + 100);

  // the whole catalogue, page by page at the largest page size: what the worker keeps, and what it costs
  // the shop's largest page size (src/features/shop/lib/listParams.ts PAGE_SIZES)
  const limit = 100;
  const listed = (await (await second.request.post(`${API_URL}site/v1/product/list?page=1&limit=${limit}&language=en`, { data: {} })).json()) as { data: { content: { total: number } } };
  const pages = Math.ceil(listed.data.content.total / limit);
  for (let n = 1; n <= pages; n += 1) {
    await second.goto(`/shop?language=en&page=${n}&limit=${limit}`);
    await pageContent(second);
    await second.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settled(second);
  }
  const kept = await second.evaluate(async () => {
    const out: Record<string, { entries: number; kb: number }> = {};
    for (const name of await self.caches.keys()) {
      const cache = await self.caches.open(name);
      let bytes = 0;
      const keys = await cache.keys();
      for (const request of keys) bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
      out[name.replace(/^workbox-precache-.*/, 'precache')] = { entries: keys.length, kb: Math.round(bytes / 1024) };
    }
    const estimate = await navigator.storage.estimate();
    return { caches: out, usageMb: Number(((estimate.usage ?? 0) / 1024 / 1024).toFixed(1)) };
  });
  console.log(`[offline] after browsing the catalogue (${listed.data.content.total} products, ${pages} list pages): ${JSON.stringify(kept)}`);
  expect(kept.caches.images.entries).toBeLessThanOrEqual(300);
});

test("a later visit takes the build's files from the worker's caches without running it; one missing there comes from the network and is kept", async ({ page, context, baseURL }) => {
  // a customer: the signed-in side's files are kept only as they are first loaded (a staff sign-in keeps them all)
  await signInWithKey(context, KEYS.customer, baseURL!);
  const dashboard = (tab: Page) => expect(tab.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/dashboard?language=en');
  await dashboard(page);
  await workerControls(page);
  await visitKept(page);
  await settled(page);
  const firstLoaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => new URL(url).pathname.startsWith('/assets/')));
  // The page hands the worker the addresses it loaded at once; the worker stores each as its own fetch of
  // it answers: what the first visit loaded is waited for in the caches, not read there once
  await expect
    .poll(() => page.evaluate(async (urls) => (await Promise.all(urls.map((url) => caches.match(url)))).filter((hit) => !hit).length, firstLoaded), {
      message: 'every build file of the first visit is in the caches',
      timeout: 30_000,
    })
    .toBe(0);
  // the dashboard frame's chunk out of the worker's run-time cache, as an evicted or never-kept file would be
  const dropped = await page.evaluate(async () => {
    const keys = await (await caches.open('assets')).keys();
    return keys.find((key) => /\/assets\/DashboardLayout-[^/]+\.js$/.test(key.url))?.url ?? null;
  });
  expect(dropped, "the dashboard frame's chunk was kept in the run-time cache on the first visit").not.toBeNull();
  expect(await page.evaluate(async (url) => (await caches.open('assets')).delete(url), dropped!)).toBe(true);

  // a new tab: nothing of the first visit's record is left to hand over
  const later = await context.newPage();
  await later.goto('/dashboard?language=en');
  await dashboard(later);
  const sources = await later.evaluate(() =>
    (performance.getEntriesByType('resource') as Array<PerformanceResourceTiming & { workerMatchedSourceType?: string; workerFinalSourceType?: string }>)
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .map((entry) => ({ url: entry.name, matched: entry.workerMatchedSourceType, final: entry.workerFinalSourceType })),
  );
  const before = new Set(firstLoaded);
  const again = sources.filter((source) => before.has(source.url) && source.url !== dropped);
  console.log(`[offline] later visit: ${sources.length} build files, ${sources.filter((source) => source.final === 'cache').length} read from the caches by the browser, ${sources.filter((source) => source.final === 'network').length} from the network`);
  // every build file goes through the static route, and what the first visit kept is read from the caches
  expect(sources.filter((source) => source.matched !== 'cache')).toEqual([]);
  expect(again.length).toBeGreaterThan(20);
  expect(again.filter((source) => source.final !== 'cache')).toEqual([]);
  expect(sources.find((source) => source.url === dropped)).toMatchObject({ matched: 'cache', final: 'network' });
  // handed to the worker, which keeps it again
  await expect
    .poll(() => later.evaluate(async (url) => Boolean(await (await caches.open('assets')).match(url)), dropped!), { timeout: 30_000 })
    .toBe(true);
});

test('install: the manifest and the worker served as they must be, and Chromium reports no installability error', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const body = (await manifest.json()) as { lang: string; dir: string; start_url: string; scope: string; display: string; icons: Array<{ sizes: string; purpose?: string }>; shortcuts: Array<{ url: string }> };
  expect(body).toMatchObject({ lang: 'fa', dir: 'rtl', start_url: '/', scope: '/', display: 'standalone' });
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(body.shortcuts.map((s) => s.url)).toEqual(['/shop', '/cart', '/invoice']);
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");

  // a browser profile of its own: Chromium never offers to install from an incognito context (Playwright's default)
  const profile = mkdtempSync(join(tmpdir(), 'offline-profile-'));
  const browser = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  try {
    const installed = browser.pages()[0] ?? (await browser.newPage());
    await installed.goto(`${NGINX}/?language=en`);
    await workerControls(installed);
    const cdp = await browser.newCDPSession(installed);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    console.log(`[offline] installability errors: ${installabilityErrors.length} ${JSON.stringify(installabilityErrors)}`);
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** Every URL and text the worker's caches and the page's IndexedDB hold. */
async function storedEverywhere(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        parts.push(request.url);
        const response = await cache.match(request);
        if (response && response.type !== 'opaque' && /json|text/.test(response.headers.get('content-type') ?? '')) parts.push(await response.text());
      }
    }
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error(String(open.error)));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
        });
        parts.push(`${info.name}/${store}`, JSON.stringify(rows));
      }
      db.close();
    }
    return parts.join('\n');
  });
}

test('after a signed-in session and sign-out no cache holds an apiKey address or the customer\'s data', async ({ page, context, baseURL, request }) => {
  const me = (await (await request.get(`${API_URL}auth/v1/user/currentUser?apiKey=${KEYS.customer}`)).json()) as { data: { content: { mobile?: string; firstName?: string; lastName?: string } } };
  const customer = me.data.content;
  await page.goto('/?language=en');
  await workerControls(page);
  await signInWithKey(context, KEYS.customer, baseURL!);
  for (const path of ['/cart', '/invoice', '/edit-user', PRODUCT, '/shop']) {
    await page.goto(withLanguage(path, 'en'));
    await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
    await settled(page);
  }
  await page.goto('/logout?language=en');
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'api_key')).toBe(false);
  await page.goto('/?language=en');
  await settled(page);

  const stored = await storedEverywhere(page);
  expect(stored.length, 'the worker kept the public pages').toBeGreaterThan(1000);
  // an address carrying the key (the bare word is also in a build file's name, apiKeyCookie-….js)
  expect(stored).not.toMatch(/[?&]apiKey=/);
  expect(stored).not.toContain(KEYS.customer);
  for (const value of [customer.mobile, customer.firstName, customer.lastName]) if (value) expect(stored).not.toContain(value);
});

test.describe('a tab open during a deploy, with the worker', () => {
  let site = '';
  let nginx: ChildProcess | undefined;
  const port = SPARE_PORT + 3;
  const url = `http://127.0.0.1:${port}`;

  test.beforeEach(async () => {
    site = mkdtempSync(join(tmpdir(), 'offline-site-'));
    chmodSync(site, 0o755);
    cpSync(DIST, site, { recursive: true });
    nginx = spawn('npx', ['tsx', 'scripts/deploy/serveNginx.ts'], { env: { ...process.env, DIST_DIR: site, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
    await untilAnswering(url, () => nginx?.exitCode === null);
  });
  test.afterEach(() => {
    try {
      process.kill(-nginx!.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
    rmSync(site, { recursive: true, force: true });
  });

  const entryScript = (dir: string) => /<script type="module"[^>]*src="(\/assets\/[^"]+)"/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))?.[1] ?? /"(\/assets\/index-[^"]+\.js)"/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))?.[1];

  for (const language of ['en', 'fa'] as const) {
    test(`the old tab opens an unvisited lazy screen, then the update prompt reloads onto the new build (${language})`, async ({ page }) => {
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
      });
      await page.goto(`${url}/?language=${language}`);
      await pageContent(page).catch(() => undefined);
      await workerControls(page);
      const oldEntry = entryScript(DIST);
      const newEntry = entryScript(NEXT_DIST);
      expect(oldEntry && newEntry && oldEntry !== newEntry, 'the two builds differ').toBeTruthy();

      // the deploy: the old build's files are gone from the server
      for (const name of readdirSync(site)) rmSync(join(site, name), { recursive: true, force: true });
      cpSync(NEXT_DIST, site, { recursive: true });
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      // a screen the tab never opened, from the old build's worker
      await page.evaluate((lang) => {
        window.history.pushState({}, '', `/about-us?language=${lang}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, language);
      await pageContent(page);
      expect(documents).toEqual(['/']);

      const prompt = page.locator('.new-version-banner');
      await expect(prompt).toBeVisible({ timeout: 60_000 });
      await expect(prompt).toHaveAttribute('role', 'alert');
      const axe = await new AxeBuilder({ page }).include('.new-version-banner').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      // from the keyboard: the reload button takes focus and Enter presses it
      const reload = prompt.getByRole('button', { name: language === 'en' ? 'Reload the page' : 'بارگذاری دوبارهٔ صفحه' });
      await reload.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => documents.length, { timeout: 30_000 }).toBe(2);
      await pageContent(page);
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
      expect(scripts).toContain(newEntry);
      expect(scripts).not.toContain(oldEntry);
      // the missing-chunk recovery never fired
      expect(await page.evaluate(() => sessionStorage.getItem('new-version-reload'))).toBeNull();
    });
  }

  /** What the worker tells the pages, heard from each page's first moment. */
  async function hearTheWorker(context: BrowserContext) {
    await context.addInitScript(() => {
      const heard: unknown[] = [];
      Object.assign(window, { workerSaid: heard });
      navigator.serviceWorker.addEventListener('message', (event) => heard.push(event.data));
    });
  }

  /** A link followed inside the app (no document is loaded). */
  const follow = (page: Page, path: string) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);

  test('a staff tab on the old build opens a public and an admin screen it never opened: both from its worker, no reload', async ({ page, context }) => {
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    await hearTheWorker(context);
    await signInWithKey(context, KEYS.admin, url);
    await page.goto(`${url}/dashboard?language=en`);
    await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
    // the signed-in side is in the worker's cache
    await page.waitForFunction(() => (window as unknown as { workerSaid: Array<{ type?: string }> }).workerSaid.some((message) => message.type === 'STAFF_FILES_KEPT'), undefined, { timeout: 90_000 });

    for (const name of readdirSync(site)) rmSync(join(site, name), { recursive: true, force: true });
    cpSync(NEXT_DIST, site, { recursive: true });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    await follow(page, '/about-us?language=en');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible({ timeout: 30_000 });
    await follow(page, '/basic-information/region?language=en');
    await expect(page.getByRole('button', { name: 'Add' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    expect(documents).toEqual(['/dashboard']);
    expect(await page.evaluate(() => sessionStorage.getItem('new-version-reload'))).toBeNull();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // and the update is offered
    await expect(page.locator('.new-version-banner')).toBeVisible({ timeout: 60_000 });
  });

  test("a customer's tab on the old build opens a screen of the signed-in side it never loaded: the update prompt, no reload until asked", async ({ page, context }) => {
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    await signInWithKey(context, KEYS.customer, url);
    await page.goto(`${url}/?language=en`);
    await pageContent(page);
    await workerControls(page);
    await visitKept(page);
    const newEntry = entryScript(NEXT_DIST);

    for (const name of readdirSync(site)) rmSync(join(site, name), { recursive: true, force: true });
    cpSync(NEXT_DIST, site, { recursive: true });

    // the invoices were never opened: their chunk is neither in the worker's cache nor on the server now
    await follow(page, '/invoice?language=en');
    const prompt = page.getByRole('heading', { name: 'A new version of the site is available' });
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    expect(documents).toEqual(['/']);
    expect(await page.evaluate(() => sessionStorage.getItem('new-version-reload'))).toBeNull();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    await page.getByRole('button', { name: 'Reload the page' }).first().click();
    await expect.poll(() => documents.length, { timeout: 60_000 }).toBe(2);
    expect(documents[1]).toBe('/invoice');
    await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    expect(scripts).toContain(newEntry);
  });
});

test.describe('what the worker adds is accessible', () => {
  for (const language of ['fa', 'en'] as const) {
    test(`the offline page, the offline indicator and the saved-copy note pass axe (${language})`, async ({ page, context }) => {
      // the app offline on a page it saved: the indicator and the note
      await page.goto(withLanguage('/about-us', language));
      await workerControls(page);
      await page.reload();
      await pageContent(page);
      await settled(page);
      await context.setOffline(true);
      await page.reload();
      await pageContent(page);
      await expect(page.getByTestId('saved-copy')).toBeVisible();
      await expect(page.getByTestId('offline-indicator')).toBeVisible();
      let results = await new AxeBuilder({ page }).include('[data-testid="app-status"]').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

      // the worker's own offline page: an address never saved, and (taken out here) no app shell either
      await page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) if (new URL(request.url).pathname === '/index.html') await cache.delete(request);
        }
      });
      await page.goto(withLanguage('/shop/product/never-opened', language));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'en' ? 'You are offline' : 'اتصال اینترنت برقرار نیست');
      results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      // from the keyboard: the first stop is the retry, a link to the same address
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveAttribute('href', `/shop/product/never-opened?language=${language}`);
      await context.setOffline(false);
      await page.keyboard.press('Enter');
      await expect(page.locator('#root')).toBeAttached({ timeout: 30_000 });
    });
  }
});


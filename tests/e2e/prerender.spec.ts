/**
 * Pre-rendered pages (scripts/prerender) served by nginx as production serves them: the build is
 * copied, pre-rendered against the loopback mock, and served by `npm run serve:nginx` (deploy/nginx.conf:
 * a request with no query, or with only the language and a list's page, gets
 * prerender/<language>/<path>/index.html or page-<n>.html when there is one; anything else the app's
 * index.html, src/lib/prerenderedAddress.ts). With JavaScript off a product reads whole;
 * with it on, the app takes over the same content without a blank moment and without moving it. A
 * product created through the admin API with markup in its name and body is written as text: nothing
 * of it runs, its JSON-LD parses back to the exact name, and the page's CSP reports no violation.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_URL, expect, guardCsp, KEYS, test } from './helpers';

/** Beside the deployment spec's nginx (E2E_NGINX_PORT, default the web port + 300): the next port, or E2E_PRERENDER_PORT. */
const WEB_PORT = Number(new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173').port);
const PORT = process.env.E2E_PRERENDER_PORT ?? String(Number(process.env.E2E_NGINX_PORT ?? WEB_PORT + 300) + 1);
const SITE = `http://127.0.0.1:${PORT}`;
const OUT_DIR = resolve(process.env.E2E_OUT_DIR ?? 'dist-e2e');
const ALIAS = 'aloe-vera-moisturising-cream';
const NAMES = { fa: '', en: '' };
/** A product whose name and body carry markup that would run if any place of the page did not escape it. */
const MARKUP = {
  alias: 'markup-in-name-serum',
  name: 'Serum </script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">',
  // text that reads as markup once its entities are decoded (the description and the JSON-LD), and a
  // real script the pre-render drops and the app's SafeHtml removes. (No real inline handler: Chromium
  // reports a script-src-attr violation whenever a page parses one, even in DOMParser's inert document
  // where it never runs — as SafeHtml and usePageMeta parse the body.)
  body: '<p>&lt;/script&gt;&lt;script&gt;window.__pwned=3&lt;/script&gt; Calms the skin. &lt;img src=x onerror="window.__pwned=4"&gt;</p><script>window.__pwned=5</script>',
  /** The body as the description reads it (htmlToText). */
  text: '</script><script>window.__pwned=3</script> Calms the skin. <img src=x onerror="window.__pwned=4">',
};

/** Creates the markup product through the admin API (multipart, as the admin form sends it), before the pre-render runs. */
async function createMarkupProduct() {
  // a worker started again after a failure runs beforeAll again: the product is there already
  if ((await fetch(`${API_URL}site/v1/product/${MARKUP.alias}`)).ok) return;
  const form = new FormData();
  form.append('product', JSON.stringify({ name: MARKUP.name, alias: MARKUP.alias, price: 1_200_000, discount: 0, weight: 50, count: 5, position: 1, categories: [], body: MARKUP.body }));
  const answer = await fetch(`${API_URL}ecommercemanagement/v1/product?language=en&apiKey=${KEYS.admin}`, { method: 'POST', body: form });
  const json = (await answer.json()) as { success?: boolean };
  if (!answer.ok || !json.success) throw new Error(`could not create the markup product: ${answer.status} ${JSON.stringify(json)}`);
}

let work = '';
let nginx: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'prerender-e2e-'));
  // nginx's workers run as another user when the tests run as root
  chmodSync(work, 0o755);
  const dist = join(work, 'dist');
  cpSync(OUT_DIR, dist, { recursive: true });
  await createMarkupProduct();
  const run = spawnSync('npx', ['tsx', 'scripts/prerender/cli.ts', '--api-url', API_URL, '--site-url', SITE, '--dist', dist], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`prerender failed (${run.status}): ${run.stderr}`);
  console.log(run.stdout.trim());
  for (const language of ['fa', 'en'] as const) {
    const answer = (await (await fetch(`${API_URL}site/v1/product/${ALIAS}?language=${language}`)).json()) as { data: { content: { name: string } } };
    NAMES[language] = answer.data.content.name;
  }
  let output = '';
  nginx = spawn('npx', ['tsx', 'scripts/deploy/serveNginx.ts'], { env: { ...process.env, DIST_DIR: dist, PORT }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  nginx.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; ; i += 1) {
    const status = await fetch(`${SITE}/robots.txt`).then((response) => response.status, () => 0);
    if (status === 200) break;
    if (nginx.exitCode !== null || i > 200) throw new Error(`npm run serve:nginx did not serve ${SITE}/robots.txt (status ${status}): ${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
});

test.afterAll(async () => {
  if (nginx?.pid && nginx.exitCode === null) {
    const exited = new Promise((done) => nginx?.once('exit', done));
    process.kill(-nginx.pid, 'SIGTERM');
    await exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

for (const language of ['fa', 'en'] as const) {
  const path = `/shop/product/${ALIAS}${language === 'en' ? '?language=en' : ''}`;

  test(`${language}: a product link reads whole with JavaScript off`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: language === 'fa' ? 'fa-IR' : 'en-US' });
    const page = await context.newPage();
    await page.goto(`${SITE}${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'fa' ? 'rtl' : 'ltr');
    await expect(page.locator('h1.product-info__name')).toHaveText(NAMES[language]);
    await expect(page.locator('.product-info__price .price-tag__final')).toHaveText(language === 'fa' ? /^[۰-۹٬]+ ریال$/ : /^[\d,]+ IRR$/);
    await expect(page.locator('img.gallery__main')).toBeVisible();
    await expect(page).toHaveTitle(`${NAMES[language]} | ${language === 'fa' ? 'فروشگاه طبیعت' : 'Nature Shop'}`);
    await page.screenshot({ path: testInfo.outputPath(`product-${language}-js-off.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('h1.product-info__name')).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`product-${language}-js-off-390.png`) });
    await context.close();
  });

  test(`${language}: with JavaScript on, the app takes over the same content without a blank moment or a shift`, async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      const state = { lostName: 0, shifts: 0, sawApp: false, sawName: false };
      (window as unknown as { __takeover: typeof state }).__takeover = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) state.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // every change of the page once its name was on it: the name stays (React's commit replaces the frame
      // in one step). Before that, the parser is still streaming the pre-rendered markup into #root.
      new MutationObserver(() => {
        const named = Boolean(document.querySelector('h1.product-info__name'));
        if (named) state.sawName = true;
        else if (state.sawName) state.lostName += 1;
        if (document.querySelector('#main')) state.sawApp = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // the modules a little late, so the pre-rendered screen is seen on its own first
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((done) => setTimeout(done, 400));
      await route.continue();
    });
    const served = await page.request.get(`${SITE}${path}`);
    expect(await served.text()).toContain(`data-language="${language}"`);
    await page.goto(`${SITE}${path}`, { waitUntil: 'domcontentloaded' });
    const name = page.locator('h1.product-info__name');
    await expect(page.locator('#root .boot-shell')).toBeVisible();
    await expect(name).toHaveText(NAMES[language]);
    const before = await name.boundingBox();

    // the live app: its frame, the buy box and the description tab, on the same name and price
    await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.boot-shell')).toHaveCount(0);
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
    await expect(name).toHaveText(NAMES[language]);
    await expect(page.locator('.product-info__price [data-testid="final-price"]')).toHaveText(language === 'fa' ? /^[۰-۹٬]+ ریال$/ : /^[\d,]+ IRR$/);
    const after = await name.boundingBox();
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0)), 'the name moved sideways').toBeLessThanOrEqual(2);
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0)), 'the name moved down or up').toBeLessThanOrEqual(2);
    const takeover = await page.evaluate(() => (window as unknown as { __takeover: { lostName: number; shifts: number; sawApp: boolean } }).__takeover);
    expect(takeover.sawApp).toBe(true);
    expect(takeover.lostName, 'changes of the page that left it without the product name').toBe(0);
    expect(takeover.shifts, 'cumulative layout shift').toBeLessThan(0.05);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath(`product-${language}-js-on.png`) });
  });
}

test.describe('markup in a product name and body', () => {
  const path = `/shop/product/${MARKUP.alias}?language=en`;

  test('with JavaScript off, the pre-rendered page shows it as text', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const violations = await guardCsp(context);
    const page = await context.newPage();
    const served = await (await page.request.get(`${SITE}${path}`)).text();
    expect(served).toContain('data-language="en"');
    expect(served).not.toContain('<script>window.__pwned');
    expect(served).not.toContain('<img src=x');
    await page.goto(`${SITE}${path}`);
    await expect(page.locator('h1.product-info__name')).toHaveText(MARKUP.name);
    // the title is the name clipped (usePageMeta's length), as text
    const title = await page.title();
    expect(title.startsWith('Serum </script><script>window.__pwned=1</script>')).toBe(true);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    // name — price — the body's first sentence, as the attribute's text
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(`${MARKUP.name} — `);
    expect(description).toContain(' — </script><script>window.__pwned=3</script> Calms');
    // the only scripts: the build's head script, boot data and boot script, and the JSON-LD blocks
    const scripts = await page.locator('script').evaluateAll((elements) => elements.map((element) => element.getAttribute('type') ?? 'classic'));
    expect(scripts.filter((type) => type === 'classic')).toHaveLength(2);
    expect(await page.locator('head > script:not([type])').count()).toBe(1);
    expect(await page.locator('[onerror], img[src="x"]').count()).toBe(0);
    await context.close();
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });

  test('with JavaScript on, nothing of it runs, its JSON-LD parses back to the exact name, and the CSP reports nothing', async ({ page }) => {
    const problems: string[] = [];
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await page.goto(`${SITE}${path}`);
    // the pre-rendered file, parsed by the browser: its JSON-LD blocks as the page received them
    const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((elements) => elements.map((element) => element.textContent));
    const [product, crumbs] = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(product).toMatchObject({ '@type': 'Product', name: MARKUP.name, description: MARKUP.text });
    expect((crumbs.itemListElement as { name: string }[]).at(-1)?.name).toBe(MARKUP.name);
    // the live app takes over, with the body in its description tab
    await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('h1.product-info__name')).toHaveText(MARKUP.name);
    await expect(page.locator('.product-body')).toContainText('Calms the skin.');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await page.locator('[onerror]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

test('a query other than the language gets the app, not a pre-rendered file', async ({ request }) => {
  const body = await (await request.get(`${SITE}/shop/product/${ALIAS}?language=en&utm=x`)).text();
  expect(body).toContain('<div id="root"></div>');
  const robots = await (await request.get(`${SITE}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const sitemap = await (await request.get(`${SITE}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${SITE}/shop/product/${ALIAS}?language=en</loc>`);
});

for (const language of ['fa', 'en'] as const) {
  test(`${language}, a 390-px phone: the page's own answers are not asked again, and its largest image is a phone-sized file of at most half the full one's bytes`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: language === 'fa' ? 'fa-IR' : 'en-US' });
    await guardCsp(context);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const answers = new Map<string, import('@playwright/test').Response>();
    page.on('response', (response) => answers.set(response.url(), response));
    await page.goto(`${SITE}/shop/product/${ALIAS}${language === 'en' ? '?language=en' : ''}`);
    // the app has taken over, with the product the page carried
    await expect(page.locator('#main h1.product-info__name')).toHaveText(NAMES[language], { timeout: 30_000 });
    await expect(page.locator('.product-body')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const calls = asked.filter((url) => url.startsWith(API_URL) && !url.includes('/resizeImage/'));
    expect(calls.filter((url) => url.includes(`site/v1/product/${ALIAS}?`))).toEqual([]);
    // what the page did not carry is asked as before: the product's stores
    expect(calls.some((url) => url.includes('site/v1/shop/stores/'))).toBe(true);
    // the main image: preloaded from the head at the size the phone shows (358 px: the 360-px file), never the 1,000-px one
    const images = asked.filter((url) => url.includes('/resizeImage/'));
    const main = await page.locator('img.gallery__main').evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(main).toMatch(/\/360\/360$/);
    expect(images.filter((url) => /\/1000\/1000$/.test(url))).toEqual([]);
    expect(images.filter((url) => url === main)).toHaveLength(1);
    // it is the page's largest paint
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => resolve((list.getEntries().at(-1) as PerformanceEntry & { url: string }).url)).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).toBe(main);
    // the bytes the phone took for it, against the 1,000-px file of the same image in the same format
    // (the mock draws its pictures at the asked size, as the API resizes photos: mocks/lib/raster.ts)
    const answer = answers.get(main)!;
    const taken = (await answer.request().sizes()).responseBodySize;
    const accept = (await answer.request().headerValue('accept')) ?? '';
    const full = await context.request.get(main.replace(/\/360\/360$/, '/1000/1000'), { headers: { accept } });
    const fullBytes = (await full.body()).length;
    console.log(`[prerender] ${language} phone: main image ${answer.headers()['content-type']} 360 px ${taken} bytes, 1,000 px ${fullBytes} bytes (${((100 * taken) / fullBytes).toFixed(0)} %)`);
    expect(answer.headers()['content-type']).toMatch(/^image\/(webp|jpeg)$/);
    expect(full.headers()['content-type']).toBe(answer.headers()['content-type']);
    expect(taken).toBeGreaterThan(1000);
    expect(taken).toBeLessThanOrEqual(fullBytes / 2);
    await context.close();
  });
}


test.describe('the take-over waits for the reader', () => {
  const path = `/shop/product/${ALIAS}?language=en`;
  /** Resolves once the app's entry has run and waits for the reader (main.tsx's mark; its chunks are downloaded meanwhile). */
  const appReady = (page: import('@playwright/test').Page) =>
    page.waitForFunction(() => performance.getEntriesByName('takeover-ready').length > 0, undefined, { timeout: 30_000 });

  test('its chunks and early calls are asked off the page\'s thread, once: the take-over\'s imports find them in the browser\'s cache', async ({ page }) => {
    // what the page's own thread fetched (a worker's requests are not in the page's network domain), and whether from the cache
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const fetchedByPage: { url: string; cached: boolean }[] = [];
    const fromMemory = new Set<string>();
    cdp.on('Network.requestServedFromCache', (event) => fromMemory.add(event.requestId));
    const askedByPage: string[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith(API_URL) && !event.request.url.includes('/resizeImage/')) askedByPage.push(event.request.url);
    });
    cdp.on('Network.responseReceived', (event) => {
      if (new URL(event.response.url).pathname.startsWith('/assets/')) fetchedByPage.push({ url: event.response.url, cached: event.response.fromDiskCache || fromMemory.has(event.requestId) });
    });
    await page.goto(`${SITE}${path}`);
    await appReady(page);
    // the worker is done: the chunks are named by links that start nothing, and no prefetch link is there
    await expect.poll(() => page.locator('link[data-fetched]').count(), { timeout: 30_000 }).toBeGreaterThan(20);
    await expect(page.locator('link[rel="prefetch"], link[rel="modulepreload"]')).toHaveCount(0);
    const chunks = await page.locator('link[data-fetched]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const byPage = (url: string) => fetchedByPage.filter((entry) => entry.url === url);
    // before the reader's first action the page's thread fetched no script but the entry and what it imports itself
    const entry = await page.evaluate(() => (JSON.parse(document.getElementById('boot-data')!.textContent) as { entry: { script: string; imports: string[] } }).entry);
    const own = [entry.script, ...entry.imports].map((href) => new URL(href, SITE).href);
    expect([...new Set(fetchedByPage.map((entry) => entry.url).filter((url) => url.endsWith('.js')))].sort()).toEqual(own.sort());
    // nor any API call: the worker asked the page's early calls (the product itself the page carries)
    expect(askedByPage).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
    const imported = chunks.filter((url) => url.endsWith('.js') && !own.includes(url) && byPage(url).length > 0);
    // the app's start imported most of them, every one from the cache the worker filled
    expect(imported.length).toBeGreaterThan(chunks.length / 2);
    expect(imported.filter((url) => byPage(url).some((entry) => !entry.cached))).toEqual([]);
  });

  test('a loaded page the reader has not touched keeps the pre-rendered one; a Tab starts the app, which keeps the focused link', async ({ page }) => {
    await page.goto(`${SITE}${path}`);
    await appReady(page);
    // a second of nothing from the reader: the app's entry waits, React has not rendered
    await page.waitForTimeout(1000);
    await expect(page.locator('#root .boot-shell')).toBeVisible();
    await expect(page.locator('#main')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.takeover)).toBeUndefined();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // where the focused link leads and what it says (a pre-rendered link carries ?language=en, the app's does not)
    const focusedLink = () => page.evaluate(() => {
      const link = document.activeElement;
      if (!(link instanceof HTMLAnchorElement)) return null;
      const url = new URL(link.href);
      url.searchParams.delete('language');
      return `${url.pathname}${url.search} ${link.textContent.trim()}`;
    });
    const focused = await focusedLink();
    expect(focused, 'a link of the pre-rendered page has focus').toBeTruthy();
    await expect(page.locator('#main')).toBeVisible();
    await expect(page.locator('.boot-shell')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.takeover)).toBe('reader');
    // the same link of React's page has focus: the next Tab goes on from there, not from the top
    await expect.poll(focusedLink).toBe(focused);
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
  });

  test('a tap takes it over when it ends; left alone, the page is taken over a few seconds after its load', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${SITE}${path}`);
    await appReady(page);
    await page.waitForTimeout(500);
    await expect(page.locator('#main')).toHaveCount(0);
    // a tap on the product's name (no link: a link's tap is the browser's own navigation)
    await page.locator('h1.product-info__name').tap();
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.takeover)).toBe('reader');

    const untouched = await context.newPage();
    await untouched.goto(`${SITE}${path}`);
    const loadedAt = await untouched.evaluate(() => performance.getEntriesByType('navigation')[0].toJSON().loadEventEnd as number);
    await expect(untouched.getByTestId('add-to-cart')).toBeVisible({ timeout: 15_000 });
    expect(await untouched.evaluate(() => document.documentElement.dataset.takeover)).toBe('quiet');
    const startedAt = await untouched.evaluate(() => performance.getEntriesByName('takeover')[0]?.startTime ?? 0);
    expect(startedAt - loadedAt, 'taken over after the quiet time, not at load').toBeGreaterThanOrEqual(2900);
    await context.close();
  });
});

const POST = 'how-to-build-a-simple-skincare-routine';
const at = (path: string, language: 'fa' | 'en') => `${SITE}${path}${language === 'en' ? '?language=en' : ''}`;

/**
 * The first screen of each page kind: its heading, price and main image (those it has). The app must
 * put each where the pre-rendered file had it: React replaces the nodes, so a layout-shift score does
 * not see a move, and the boxes are compared instead.
 */
const FIRST_SCREENS = [
  { name: 'home', path: '/', boxes: { image: 'img.home-banner__img', heading: '.product-slider .product-card__title', price: '.product-slider .price-tag__final' } },
  { name: 'shop', path: '/shop', boxes: { heading: 'h1.section-head__title', image: '.product-grid .product-card img', price: '.product-grid .price-tag__final' } },
  // the tabs under the buy box: the pre-rendered box holds the app's place (on a phone they are on the first screen)
  { name: 'product', path: `/shop/product/${ALIAS}`, boxes: { heading: 'h1.product-info__name', price: '.product-info__price .price-tag__final', image: 'img.gallery__main', buy: '.buy-box', tabs: '.product-page__tabs .simple-tabs__list' } },
  { name: 'post', path: `/blog/post/${POST}`, boxes: { heading: 'h1.post-page__title', image: '.post-media__slide.is-active img, .post-media > img' } },
  { name: 'contact', path: '/contact-us', boxes: { heading: 'h1.site-page__title', lead: '.site-page__lead' } },
] as const;

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of `selectors` (the first match of each) in the page, once its fonts and first images are in. */
async function firstScreenBoxes(page: import('@playwright/test').Page, selectors: Record<string, string>): Promise<Record<string, Box | null>> {
  return page.evaluate(async (wanted) => {
    await document.fonts.ready;
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
    };
    const images = [...document.images].filter((image) => !image.complete && inView(image));
    const loaded = Promise.all(images.map((image) => new Promise((done) => { image.addEventListener('load', done, { once: true }); image.addEventListener('error', done, { once: true }); })));
    // an image that never arrives does not change a box: its size is in its attributes
    await Promise.race([loaded, new Promise((done) => setTimeout(done, 5000))]);
    return Object.fromEntries(
      Object.entries(wanted).map(([key, selector]) => {
        const element = document.querySelector(selector);
        if (!element) return [key, null];
        const box = element.getBoundingClientRect();
        return [key, { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height }];
      }),
    );
  }, selectors);
}

for (const width of [390, 1366] as const) {
  for (const language of ['fa', 'en'] as const) {
    test(`${language} at ${width} px: the app takes over home, shop, product, post and contact without moving their first screen`, async ({ browser }, testInfo) => {
      test.setTimeout(240_000);
      const viewport = { width, height: width === 390 ? 844 : 768 };
      const locale = language === 'fa' ? 'fa-IR' : 'en-US';
      // reduced motion: the home page's carousels stay on their first slide, so a move is the take-over's
      const off = await browser.newContext({ javaScriptEnabled: false, viewport, locale, reducedMotion: 'reduce' });
      const on = await browser.newContext({ viewport, locale, reducedMotion: 'reduce' });
      const moves: string[] = [];
      for (const screen of FIRST_SCREENS) {
        const still = await off.newPage();
        await still.goto(at(screen.path, language));
        const before = await firstScreenBoxes(still, screen.boxes);
        await still.screenshot({ path: testInfo.outputPath(`${screen.name}-${language}-${width}-js-off.png`) });
        await still.close();
        expect(before.heading, `${screen.name}: the pre-rendered heading`).not.toBeNull();

        const live = await on.newPage();
        await live.goto(at(screen.path, language));
        await expect(live.locator('#main')).toBeVisible({ timeout: 30_000 });
        await expect(live.locator('.boot-shell')).toHaveCount(0);
        await live.waitForLoadState('networkidle');
        const after = await firstScreenBoxes(live, screen.boxes);
        await live.screenshot({ path: testInfo.outputPath(`${screen.name}-${language}-${width}-js-on.png`) });
        await live.close();
        for (const [key, box] of Object.entries(before)) {
          const next = after[key];
          if (!box) continue;
          if (!next) {
            moves.push(`${screen.name} ${key}: gone after the take-over`);
            continue;
          }
          const moved = Math.max(Math.abs(next.x - box.x), Math.abs(next.y - box.y), Math.abs(next.width - box.width), Math.abs(next.height - box.height));
          if (moved > 2) moves.push(`${screen.name} ${key}: ${JSON.stringify(box)} → ${JSON.stringify(next)}`);
        }
      }
      await off.close();
      await on.close();
      expect(moves, 'first-screen elements that moved more than 2 px when the app took over').toEqual([]);
    });
  }
}

test('with JavaScript off, the menu, the footer and the links read whole pages: shop, a category, a product, contact, a post', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(at('/', 'en'));
  // an English page's links keep the reader in English
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(`${SITE}/shop?language=en`);
  await expect(page.locator('h1.section-head__title')).toHaveText('Shop');
  await expect(page.locator('.shop-page__pagination a').nth(1)).toHaveAttribute('href', '/shop?page=2&language=en');
  const category = page.locator('.category-tree .category-tree__list a.category-tree__link').first();
  const categoryName = (await category.locator('span').first().textContent()) ?? '';
  await category.click();
  await expect(page).toHaveURL(/\/shop\/category\/[^/?]+\?language=en$/);
  await expect(page.locator('h1.section-head__title')).toHaveText(categoryName);
  await page.locator('.product-grid .product-card__title a').first().click();
  await expect(page).toHaveURL(/\/shop\/product\/[^/?]+\?language=en$/);
  await expect(page.locator('.product-page__tabs .product-body')).not.toBeEmpty();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(`${SITE}/contact-us?language=en`);
  await expect(page.locator('.store-card').first()).toBeVisible();
  await expect(page.locator('.store-card__facts a[href^="tel:"]').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(`${SITE}/blog?language=en`);
  // the post in fa: its body, its date in the Jalali calendar, the crumbs back to the blog
  await page.goto(at(`/blog/post/${POST}`, 'fa'));
  await expect(page.locator('.post-page__body')).not.toBeEmpty();
  await expect(page.locator('.post-meta time')).toHaveText(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}$/);
  await expect(page.locator('.author-block__name')).not.toBeEmpty();
  await page.locator('.post-page__crumbs a').last().click();
  await expect(page).toHaveURL(`${SITE}/blog`);
  await context.close();
});

test('with JavaScript off, the shop\'s pagination leads to page 2 with page 2\'s products; with it on, the app takes that page over', async ({ browser }) => {
  for (const language of ['fa', 'en'] as const) {
    // page 2 as the API lists it, in the page's language
    const answer = await fetch(`${API_URL}site/v1/product/list?page=2&limit=10&language=${language}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    const expected = ((await answer.json()) as { data: { content: { docs: { name: string }[] } } }).data.content.docs.map((product) => product.name);
    expect(expected).toHaveLength(10);
    const two = language === 'fa' ? '۲' : '2';
    const names = (page: import('@playwright/test').Page) => page.locator('.product-grid .product-card__title').allTextContents();

    const off = await browser.newContext({ javaScriptEnabled: false, locale: language === 'fa' ? 'fa-IR' : 'en-US' });
    const still = await off.newPage();
    await still.goto(at('/shop', language));
    const first = await names(still);
    await still.locator('.shop-page__pagination a', { hasText: new RegExp(`^${two}$`) }).click();
    await expect(still).toHaveURL(`${SITE}/shop?page=2${language === 'en' ? '&language=en' : ''}`);
    await expect(still.locator('.shop-page__pagination [aria-current="page"]')).toHaveText(two);
    expect(await names(still)).toEqual(expected);
    expect(expected.filter((name) => first.includes(name))).toEqual([]);
    // and on from there, page 3 too
    await still.locator('.shop-page__pagination a', { hasText: new RegExp(`^${language === 'fa' ? '۳' : '3'}$`) }).click();
    await expect(still.locator('.shop-page__pagination [aria-current="page"]')).toHaveText(language === 'fa' ? '۳' : '3');
    await expect(still.locator('.product-grid .product-card')).toHaveCount(10);
    await off.close();

    const on = await browser.newContext({ locale: language === 'fa' ? 'fa-IR' : 'en-US' });
    const live = await on.newPage();
    await live.goto(`${SITE}/shop?page=2${language === 'en' ? '&language=en' : ''}`);
    await expect(live.locator('#main')).toBeVisible({ timeout: 30_000 });
    await expect(live.locator('.boot-shell')).toHaveCount(0);
    await expect(live.locator('.shop-page__pagination [aria-current="page"]')).toHaveText(two);
    await expect.poll(() => names(live)).toEqual(expected);
    await on.close();
  }
});

test('with JavaScript on, the tab keeps the title and description the pre-rendered file was written with', async ({ page }) => {
  for (const path of ['/', '/shop', `/shop/product/${ALIAS}`, `/blog/post/${POST}`, '/contact-us']) {
    for (const language of ['fa', 'en'] as const) {
      const served = await (await page.request.get(at(path, language))).text();
      const title = /<title>([^<]*)<\/title>/.exec(served)?.[1] ?? '';
      await page.goto(at(path, language));
      await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
      const file = await page.evaluate((html) => {
        const document = new DOMParser().parseFromString(html, 'text/html');
        return { title: document.title, description: document.querySelector('meta[name="description"]')?.getAttribute('content') };
      }, served);
      expect(title, `${path} ${language}: a pre-rendered file`).not.toBe('');
      await expect(page).toHaveTitle(file.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', file.description ?? '');
    }
  }
});

test('when the route tree cannot be read, public pages keep their content instead of the 404 page', async ({ page }) => {
  await page.route('**/site/v1/route/**', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<html>down</html>' }));
  const pages = [
    { path: `/shop/product/${ALIAS}`, shows: page.getByTestId('add-to-cart') },
    { path: '/blog', shows: page.locator('.blog-layout') },
    { path: `/blog/post/${POST}`, shows: page.locator('.post-page__body') },
    { path: '/contact-us', shows: page.locator('.contact-stores .store-card').first() },
  ];
  for (const { path, shows } of pages) {
    // the pre-rendered file (nginx) and the app's own start (any other query)
    for (const address of [at(path, 'en'), `${SITE}${path}?language=en&from=test`]) {
      await page.goto(address);
      await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
      await expect(shows, `${address}: its content`).toBeVisible();
      await expect(page.getByText('Error (404)')).toHaveCount(0);
    }
  }
});

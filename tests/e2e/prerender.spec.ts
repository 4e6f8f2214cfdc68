/**
 * Pre-rendered pages (scripts/prerender) served by nginx as production serves them: the build is
 * copied, pre-rendered against the loopback mock, and served by `npm run serve:nginx` (deploy/nginx.conf:
 * a request with no query, or with exactly `language=fa|en`, gets prerender/<language>/<path>/index.html
 * when there is one; anything else the app's index.html). With JavaScript off a product reads whole;
 * with it on, the app takes over the same content without a blank moment and without moving it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_URL, expect, test } from './helpers';

/** Beside the deployment spec's nginx (E2E_NGINX_PORT, default the web port + 300): the next port, or E2E_PRERENDER_PORT. */
const WEB_PORT = Number(new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173').port);
const PORT = process.env.E2E_PRERENDER_PORT ?? String(Number(process.env.E2E_NGINX_PORT ?? WEB_PORT + 300) + 1);
const SITE = `http://127.0.0.1:${PORT}`;
const OUT_DIR = resolve(process.env.E2E_OUT_DIR ?? 'dist-e2e');
const ALIAS = 'aloe-vera-moisturising-cream';
const NAMES = { fa: '', en: '' };

let work = '';
let nginx: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'prerender-e2e-'));
  // nginx's workers run as another user when the tests run as root
  chmodSync(work, 0o755);
  const dist = join(work, 'dist');
  cpSync(OUT_DIR, dist, { recursive: true });
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
    await expect(page.locator('.product-info__price .price-tag__final')).toHaveText(language === 'fa' ? /^[۰-۹,]+ ریال$/ : /^[\d,]+ IRR$/);
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
      const state = { lostName: 0, shifts: 0, sawApp: false };
      (window as unknown as { __takeover: typeof state }).__takeover = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) state.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // every change of the page: the product's name is on it (React's commit replaces the frame in one step)
      new MutationObserver(() => {
        if (!document.querySelector('#root')?.firstChild) return;
        if (!document.querySelector('h1.product-info__name')) state.lostName += 1;
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
    await expect(page.locator('.buy-box')).toBeVisible();
    await expect(name).toHaveText(NAMES[language]);
    await expect(page.locator('.product-info__price [data-testid="final-price"]')).toHaveText(language === 'fa' ? /^[۰-۹,]+ ریال$/ : /^[\d,]+ IRR$/);
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

test('a query other than the language gets the app, not a pre-rendered file', async ({ request }) => {
  const body = await (await request.get(`${SITE}/shop/product/${ALIAS}?language=en&utm=x`)).text();
  expect(body).toContain('<div id="root"></div>');
  const robots = await (await request.get(`${SITE}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const sitemap = await (await request.get(`${SITE}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${SITE}/shop/product/${ALIAS}?language=en</loc>`);
});

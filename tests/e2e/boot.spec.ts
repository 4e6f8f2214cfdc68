/**
 * The boot script (src/app/boot): on each public page, before any module script runs, the page's
 * frame is painted, and an anonymous visitor's first API calls are asked; the app takes every one of
 * those answers (none left over, none asked twice), so the boot script's list of calls
 * (src/app/boot/publicPages.ts) cannot drift from what the screens ask for. Runs under the
 * production Content-Security-Policy (the inline script is allowed by its hash).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './helpers';

const PAGES = [
  '/',
  '/shop',
  '/shop/product/aloe-vera-moisturising-cream',
  '/blog',
  '/blog/category/skin-health',
  '/blog/post/how-to-build-a-simple-skincare-routine',
  '/about-us',
  '/contact-us',
  '/projects',
  '/gallery',
];

/** API calls the page made (fetch), by address, and how many went out before any module had arrived. */
function recordCalls(page: Page) {
  const record = { calls: [] as string[], beforeModules: 0, moduleArrived: false };
  page.on('request', (request) => {
    if (request.resourceType() !== 'fetch' || !/\/site\/v1\//.test(request.url())) return;
    record.calls.push(request.url());
    if (!record.moduleArrived) record.beforeModules += 1;
  });
  page.on('response', (response) => {
    if (/\/assets\/.*\.js$/.test(response.url())) record.moduleArrived = true;
  });
  return record;
}

for (const language of ['fa', 'en'] as const) {
  test.describe(`boot script in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    });

    for (const path of PAGES) {
      test(`${path}: frame before the app, every early answer taken once`, async ({ page }) => {
        const record = recordCalls(page);
        // the frame is in the HTML the server sends: the first paint does not wait for the modules
        await page.route('**/assets/*.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          await route.continue();
        });
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.locator('#root .boot-shell')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'fa' ? 'rtl' : 'ltr');

        // then the app replaces it with the page
        await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('.boot-shell')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const left = await page.evaluate(() => Object.keys((window as unknown as { __earlyData?: { answers: object } }).__earlyData?.answers ?? {}));
        expect(left, 'early answers the app never took').toEqual([]);
        expect(record.beforeModules, 'calls asked before any module arrived').toBeGreaterThanOrEqual(5);
        const { calls } = record;
        const twice = calls.filter((url, i) => calls.indexOf(url) !== i);
        expect(twice, 'asked twice').toEqual([]);
      });
    }
  });
}

test('a signed-in visitor gets the frame, and the app asks for everything itself', async ({ page, context, baseURL }) => {
  const { hostname } = new URL(baseURL ?? 'http://127.0.0.1');
  await context.addCookies([{ name: 'api_key', value: 'test-key-u6', domain: hostname, path: '/' }]);
  await page.goto('/');
  await expect(page.locator('#main')).toBeVisible();
  expect(await page.evaluate(() => 'earlyData' in window || '__earlyData' in window)).toBe(false);
});

test('other pages have no frame and no early call', async ({ page }) => {
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  expect(await page.evaluate(() => '__earlyData' in window)).toBe(false);
});

test('the app starts one chunk per task, each stage’s in the order the build lists, and runs', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.locator('#main')).toBeVisible();
  const { entry } = await page.evaluate(() => JSON.parse(document.getElementById('boot-data')?.textContent ?? '{}') as { entry: { script: string; stages: Record<string, string[]> } });
  expect(Object.keys(entry.stages)).toEqual(['react-dom/client', './app/store', './app/preloadRoute', './app/App']);
  // each stage's own chunk comes last, after the chunks it imports
  expect(entry.stages['./app/store'].at(-1)).toMatch(/\/store-[\w-]{8}\.js$/);
  expect(entry.stages['./app/App'].at(-1)).toMatch(/\/App-[\w-]{8}\.js$/);
  expect(entry.stages['./app/preloadRoute'].length).toBeGreaterThan(5);
  // the app imported each of them (one per task, stages.ts) and the page is the app's, with no error
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
  expect(Object.values(entry.stages).flat().filter((url) => !loaded.includes(url))).toEqual([]);
  await expect(page.locator('.boot-shell')).toHaveCount(0);
});

/** Records the largest-contentful-paint entries (whether each was painted by the boot shell) and the layout shifts. */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __paints: { lcp: { inShell: boolean; tag: string; rect: number[] }[]; shift: number } };
    w.__paints = { lcp: [], shift: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        const r = entry.element?.getBoundingClientRect();
        w.__paints.lcp.push({ inShell: !!entry.element?.closest('.boot-shell'), tag: entry.element?.tagName ?? '', rect: r ? [r.x, r.y, r.width, r.height].map(Math.round) : [] });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__paints.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const PHONE = { width: 412, height: 823 };
const firstCard = '.product-card__media img';

for (const language of ['fa', 'en'] as const) {
  for (const [path, largest, selector, viewport] of [
    ['/contact-us', 'P', '.site-page__lead', null],
    ['/shop/product/aloe-vera-moisturising-cream', 'IMG', '.gallery__main', null],
    ['/blog/post/how-to-build-a-simple-skincare-routine', 'IMG', '.post-media__slide.is-active .post-media__img', null],
    // home: the banner, on a phone too (its sliders show two compact cards and the next one's edge,
    // each card's image smaller than the banner)
    ['/', 'IMG', '.shop-home > .carousel--single .carousel__slide:first-child img', null],
    ['/', 'IMG', '.shop-home > .carousel--single .carousel__slide:first-child img', PHONE],
    ['/shop', 'IMG', `.product-grid > .product-card:first-child ${firstCard}`, null],
    ['/shop', 'IMG', `.product-grid > .product-card:first-child ${firstCard}`, PHONE],
    ['/shop/category/face-care', 'IMG', `.product-grid > .product-card:first-child ${firstCard}`, PHONE],
  ] as const) {
    const where = viewport ? ` at ${viewport.width} px` : '';
    test(`${language} ${path}${where}: the shell paints the page's largest content before any JavaScript is asked for, and nothing moves`, async ({ page }) => {
      if (viewport) await page.setViewportSize(viewport);
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      await recordPaints(page);
      await page.goto(`${path}?language=${language}`);
      await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.boot-shell')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      const { lcp, shift, fcp, firstScript, app } = await page.evaluate((appSelector) => {
        const paints = (window as unknown as { __paints: { lcp: { inShell: boolean; tag: string; rect: number[] }[]; shift: number } }).__paints;
        const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
        const r = document.querySelector(appSelector)?.getBoundingClientRect();
        return {
          ...paints,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          app: r ? [r.x, r.y, r.width, r.height].map(Math.round) : [],
        };
      }, selector);
      // the app's page replaced the shell with the same content at the same size and place: no later, larger paint
      expect(lcp.at(-1), 'the largest paint').toMatchObject({ inShell: true, tag: largest });
      expect(lcp.at(-1)?.rect, 'where the shell painted it, and where the app shows it').toEqual(app);
      expect(shift, 'layout shift').toBe(0);
      expect(firstScript, 'the first script asked for, after the first paint').toBeGreaterThanOrEqual(fcp);
    });
  }
}

/**
 * The app shell (src/app/boot/appShell.ts): a public address no file was written for (vite preview
 * serves index.html for every address) paints the public pages' frame — header, menu, footer, rendered
 * by React at build time — in the visitor's language before any of the app's JavaScript has run; the
 * app then renders the page over it without moving the frame, asking each of its calls once. Any
 * other page shows the app's loading status in the visitor's language until the app renders it. Runs
 * under the production Content-Security-Policy (the inline scripts are allowed by their hashes).
 */
import type { Page, Route } from '@playwright/test';
import { expect, KEYS, signInWithKey, test } from './helpers';

const PAGES = ['/', '/shop', '/shop/product/aloe-vera-moisturising-cream', '/blog/post/how-to-build-a-simple-skincare-routine', '/contact-us'];

/** Holds the app's modules back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The header's box in the page, and the page's layout shifts, recorded from the first paint. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const language of ['fa', 'en'] as const) {
  for (const path of PAGES) {
    test(`${language} ${path}: the frame is painted before the app runs, in the visitor's language; the app renders over it without a shift, each call once`, async ({ page }) => {
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      await recordShifts(page);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'fetch' && /\/site\/v1\//.test(request.url())) calls.push(request.url());
      });
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      const header = page.locator('#root header.site-header');
      await expect(header).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'fa' ? 'rtl' : 'ltr');
      await expect(page.getByRole('navigation', { name: language === 'fa' ? 'منو' : 'Menu' })).toBeVisible();
      const before = await header.boundingBox();
      release();
      await expect(page.locator('#main > *').first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const after = await header.boundingBox();
      expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0)) + Math.abs((after?.height ?? 0) - (before?.height ?? 0)), 'the header moved').toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), 'layout shift').toBeLessThan(0.05);
      expect(calls.filter((url, i) => calls.indexOf(url) !== i), 'asked twice').toEqual([]);
    });
  }
}

test('a signed-in visitor gets the frame too, then their account in the header', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.customer, baseURL ?? 'http://127.0.0.1');
  const release = await holdScripts(page);
  await page.goto('/shop', { waitUntil: 'commit' });
  await expect(page.locator('#root header.site-header')).toBeVisible();
  release();
  await expect(page.locator('.profile-button')).toBeVisible({ timeout: 30_000 });
});

for (const { language, path, signedIn, word, screen } of [
  { language: 'fa', path: '/login', signedIn: false, word: 'در حال بارگذاری…', screen: '#root form' },
  { language: 'en', path: '/ecommerce-management/product', signedIn: true, word: 'Loading…', screen: '#root .ant-table-row' },
] as const) {
  test(`${language} ${path}: another page shows the loading status before the app, in the visitor's language, not the frame; the app replaces it`, async ({ page, context, baseURL }) => {
    if (signedIn) await signInWithKey(context, KEYS.admin, baseURL ?? 'http://127.0.0.1');
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const status = page.locator('#root [data-app-shell][role="status"]');
    await expect(status.locator('.page-spinner__text')).toHaveText(word);
    await expect(status).toBeVisible();
    await expect(page.locator('#root header.site-header')).toHaveCount(0);
    release();
    await expect(page.locator(screen).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#root [data-app-shell]')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: word })).toHaveCount(0);
  });
}

test('when the app\'s script cannot load, the loading status does not spin forever: its reload link appears, and reloads the page', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  // the entry's module fails (a file that did not arrive): nothing of the app runs
  const refuse = (route: Route) => route.abort('failed');
  await page.route('**/assets/index-*.js', refuse);
  await page.goto('/login', { waitUntil: 'commit' });
  const reload = page.locator('#root [data-app-shell]').getByRole('link', { name: 'Reload the page' });
  await expect(page.locator('#root [data-app-shell] .page-spinner__text')).toHaveText('Loading…');
  // shown by the stylesheet once the start has taken far longer than it should (15 s), no script needed
  await expect(reload).toBeHidden();
  await expect(reload).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/assets/index-*.js', refuse);
  await reload.click();
  await expect(page.locator('#root form')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/login$/);
});

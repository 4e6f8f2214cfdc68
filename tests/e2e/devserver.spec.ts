/**
 * `npm start` as a new user meets it: the Vite dev server with the mock in the browser (MSW), whose
 * data lives in IndexedDB. Sign in, reload: still signed in; add to cart, reload: the cart is kept;
 * pay at the fake provider (a full page load away and back): the invoice is PAID.
 * Runs against the dev server that tests/e2e/run.mjs starts (E2E_DEV_BASE_URL); each test gets a
 * fresh browser context, so it starts from the seed.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { pageAtRest } from './helpers';

const DEV_URL = process.env.E2E_DEV_BASE_URL ?? 'http://127.0.0.1:5173';

// the mock backend is MSW's service worker here: this spec needs workers, which the config blocks by default
test.use({ baseURL: DEV_URL, serviceWorkers: 'allow' });
/** Each screen's modules compile on their first request, which is slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 45_000 });
test.setTimeout(360_000);

test('the browser mock keeps sessions, cart and payments across reloads', async ({ page }) => {
  // The dev server compiles modules on first request: the first load is slow on a busy machine.
  await page.goto('/login?language=en', { timeout: 120_000 });
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Mobile').fill('09120000006');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/edit-user/);

  await page.reload();
  await expect(page).toHaveURL(/\/edit-user/);
  // The sign-in redirect does not carry ?language=en, so the profile may be in Persian.
  await expect(page.getByLabel(/^(First name|نام)$/)).toHaveValue(/.+/);
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);

  // Add a product that is not in the seeded cart (pr1, pr9, pr27), then reload the cart.
  await page.goto('/shop/product/shea-butter-moisturising-cream?language=en');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('Product successfully added to cart.')).toBeVisible();
  await page.goto('/cart?language=en');
  const line = page.getByRole('link', { name: 'Shea Butter Moisturising Cream' });
  await expect(line).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(4);
  await page.reload();
  await expect(line).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('cart-count')).toHaveCount(4);

  // u6's seeded invoice waiting for payment: the provider page is a full page load away.
  await page.goto('/invoice/3460?language=en');
  await expect(page.getByTestId('invoice-condition').first()).toHaveText('Waiting for payment');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/fake-pay\?n=/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/invoice\/3460\?language=en$/);
  await expect(page.getByTestId('invoice-condition').first()).toHaveText('Paid');

  await page.reload();
  await expect(page.getByTestId('invoice-condition').first()).toHaveText('Paid');
});

/**
 * Until the app's modules have run (the dev server compiles them on request: seconds on a first visit),
 * a page shows the app's loading status in the visitor's language and the app's own styles, on a
 * private and a public address alike, instead of a blank page; the app then renders over it.
 */
test('before the app runs, a page of the dev server shows the loading status, styled, in the visitor’s language', async ({ page }) => {
  const entry = /\/src\/entry\.ts(\?|$)/;
  await page.route(entry, (route) => route.abort());
  for (const [path, language, text] of [
    ['/cart?language=en', 'en', 'Loading…'],
    ['/shop', 'fa', 'در حال بارگذاری…'],
  ] as const) {
    await page.goto(path, { timeout: 120_000 });
    const status = page.locator('#root [role="status"]');
    await expect(status).toContainText(text);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // painted with the spinner's stylesheet and the page's: the ring 32 px wide, the site's font
    await expect(status.locator('.page-spinner__ring')).toHaveCSS('width', '32px');
    await expect(page.locator('body')).toHaveCSS('font-family', /^Vazirmatn/);
  }
  await page.unroute(entry);
  await page.goto('/login?language=en', { timeout: 120_000 });
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.page-spinner')).toHaveCount(0);
});

/**
 * Under the dev server React's StrictMode runs every effect twice; an edit modal
 * that loads its record (country, province, brand, the user "Roles" modal ...) must still open.
 */
test('an edit modal that loads its record opens under the dev server (StrictMode)', async ({ page }) => {
  await page.goto('/login?language=en', { timeout: 120_000 });
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Mobile').fill('09120000001');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/edit-user/);

  // the record calls the modal makes (StrictMode starts its load twice, and drops the first)
  const isRecordCall = (url: string) => /\/basicinformation\/v1\/country\/[^/?]+(\?|$)/.test(url);
  let recordCalls = 0;
  let recordCallsEnded = 0;
  page.on('request', (request) => {
    if (isRecordCall(request.url())) recordCalls += 1;
  });
  const ended = (request: import('@playwright/test').Request) => {
    if (isRecordCall(request.url())) recordCallsEnded += 1;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.goto('/basic-information/country?language=en');
  const row = page.getByRole('row').filter({ hasText: 'Turkey' });
  await row.getByRole('button', { name: 'Operations' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit country' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Turkey');
  // the first (dropped) start must not close it once its call ends: every record call has ended and
  // the page has run what their answers set off
  await expect.poll(() => recordCalls).toBeGreaterThan(0);
  await expect.poll(() => recordCallsEnded).toBe(recordCalls);
  await pageAtRest(page);
  await expect(dialog.getByLabel('Name')).toBeVisible();
});

/**
 * The browser mock draws its pictures with the page's own canvas (mocks/lib/rasterBrowser.ts): the
 * files it answers are real images the page decodes, their bytes grow with the size asked for, and
 * the format follows the request's Accept, as the loopback mock's (sharp) and the API's do.
 */
test('the browser mock answers images as raster files drawn on the page, the phone-sized one under half the full one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop/product/aloe-vera-moisturising-cream?language=en', { timeout: 120_000 });
  const main = page.locator('img.gallery__main');
  await expect(main).toBeVisible({ timeout: 60_000 });
  // decoded: the canvas's bytes are an image the browser reads
  await expect.poll(() => main.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
  const files = await main.evaluate(async (image: HTMLImageElement) => {
    // what Chromium sends for an <img>
    const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const read = async (url: string, headers?: Record<string, string>) => {
      const answer = await fetch(url, { headers });
      return { type: answer.headers.get('content-type'), length: Number(answer.headers.get('content-length')), bytes: (await answer.arrayBuffer()).byteLength };
    };
    const full = image.currentSrc.replace(/\/\d+\/\d+$/, '/1000/1000');
    return { src: image.currentSrc, phone: await read(image.currentSrc, { Accept: accept }), full: await read(full, { Accept: accept }), plain: await read(image.currentSrc) };
  });
  console.log(`[devserver] browser mock, main image: 360 px ${files.phone.type} ${files.phone.bytes} bytes, 1,000 px ${files.full.bytes} bytes; 360 px ${files.plain.type} ${files.plain.bytes} bytes`);
  expect(files.src).toMatch(/\/360\/360$/);
  expect(files.phone.type).toBe('image/webp');
  expect(files.plain.type).toBe('image/jpeg');
  expect(files.phone.length).toBe(files.phone.bytes);
  expect(files.phone.bytes).toBeGreaterThan(1000);
  expect(files.phone.bytes).toBeLessThanOrEqual(files.full.bytes / 2);
});

/**
 * `npm start` as a new user meets it: the Vite dev server with the mock in the browser (MSW), whose
 * data lives in IndexedDB. Sign in, reload: still signed in; add to cart, reload: the cart is kept;
 * pay at the fake provider (a full page load away and back): the invoice is PAID.
 * Runs against the dev server that tests/e2e/run.mjs starts (E2E_DEV_BASE_URL); each test gets a
 * fresh browser context, so it starts from the seed.
 */
import { expect as baseExpect, test } from '@playwright/test';

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

  await page.goto('/basic-information/country?language=en');
  const row = page.getByRole('row').filter({ hasText: 'Turkey' });
  await row.getByRole('button', { name: 'Operations' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit country' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Turkey');
  // the second (StrictMode) start must not close it a moment later
  await page.waitForTimeout(1000);
  await expect(dialog.getByLabel('Name')).toBeVisible();
});

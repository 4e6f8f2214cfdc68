import { KEYS, signInWithKey, expect, test } from './helpers';

test('a guest on a protected page goes to login with the redirect query', async ({ page }) => {
  await page.goto('/invoice?page=2');
  await expect(page).toHaveURL(/\/login\?redirect=%2Finvoice%3Fpage%3D2/);
});

test('a customer on an admin path sees 403', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.customer, baseURL!);
  await page.goto('/basic-information/country?language=en');
  await expect(page.getByText('You do not have permission to access this page. Error (403)')).toBeVisible();
});

test('unknown paths show the 404 text in both languages', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('صفحه‌ای که درخواست کردید وجود ندارد... خطا (۴۰۴)')).toBeVisible();
  await page.goto('/no/such/page?language=en');
  await expect(page.getByText('The page you requested does not exist... Error (404)')).toBeVisible();
});

test('the language switch flips direction and texts', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByText('English').first().click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('The page you requested does not exist... Error (404)')).toBeVisible();
  await expect(page).toHaveURL(/language=en/);
});

test('a failing route call still leaves a usable home page', async ({ page }) => {
  await page.route('**/site/v1/route/**', (route) => route.fulfill({ status: 500, body: '<html>down</html>', contentType: 'text/html' }));
  await page.goto('/?language=en');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Server error (500). Please try again.')).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('an expired key is logged out on 401', async ({ page, context, baseURL }) => {
  await signInWithKey(context, 'not-a-valid-key', baseURL!);
  await page.goto('/edit-user');
  await expect(page).toHaveURL(/\/login/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'api_key')).toBeUndefined();
});

/**
 * Sign-in, registration, logout and password recovery in a production build against the loopback
 * mock API. Mobile mode (the default build, environment production: no password, SMS code 12345) and
 * email mode (the second build run.mjs makes, E2E_EMAIL_BASE_URL).
 */
import type { Page } from '@playwright/test';
import { API_URL, expect, test } from './helpers';

const SMS_CODE = '12345';
const PASSWORD = 'Passw0rd!';
const ROLES = [
  { id: 'u1', mobile: '9120000001', email: 'admin@shop.test', role: 'ADMIN' },
  { id: 'u2', mobile: '9120000002', email: 'manager@shop.test', role: 'ECOMMERCE_MANAGEMENT' },
  { id: 'u3', mobile: '9120000003', email: 'files@shop.test', role: 'FILE_MANAGEMENT' },
  { id: 'u4', mobile: '9120000004', email: 'posts@shop.test', role: 'POST_MANAGEMENT' },
  { id: 'u5', mobile: '9120000005', email: 'courier@shop.test', role: 'COURIER' },
  { id: 'u6', mobile: '9120000006', email: 'customer@shop.test', role: null },
  { id: 'u7', mobile: '9120000007', email: 'incomplete@shop.test', role: null },
] as const;
const EMAIL_BASE = process.env.E2E_EMAIL_BASE_URL;

/** The signed-in user's record as the API sees it with the stored cookie. */
async function currentUser(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'api_key');
  expect(cookie?.value, 'api_key cookie').toBeTruthy();
  const response = await page.request.get(`${API_URL}auth/v1/user/currentUser?apiKey=${cookie?.value}`);
  const body = (await response.json()) as { data: { content: { mobile?: string; email?: string; roles: unknown[] } } };
  return body.data.content;
}

function roleNames(roles: unknown[]): string[] {
  return roles.map((r) => (typeof r === 'string' ? r : (r as { name: string }).name));
}

async function enterCode(page: Page, code = SMS_CODE) {
  await expect(page.getByRole('timer')).toBeVisible();
  const boxes = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
  await expect(boxes).toHaveCount(5);
  await expect(boxes.first()).toBeFocused();
  // Typing moves the focus box by box.
  await page.keyboard.type(code);
}

async function mobileLogin(page: Page, mobile: string, query = '') {
  await page.goto(`/login?language=en${query}`);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0); // production: SMS code only
  await page.getByLabel('Mobile').fill(`0${mobile}`);
  await page.getByRole('button', { name: 'Login' }).click();
  await enterCode(page);
}

test.describe('mobile mode (production build)', () => {
  for (const account of ROLES) {
    test(`signs in as ${account.id} (${account.role ?? 'customer'}) with the SMS code`, async ({ page }) => {
      await mobileLogin(page, account.mobile);
      await expect(page).toHaveURL(/\/edit-user(\?language=en)?$/);
      const user = await currentUser(page);
      expect(user.mobile).toBe(account.mobile);
      if (account.role) expect(roleNames(user.roles)).toContain(account.role);
    });
  }

  test('honours a same-origin redirect and ignores another origin', async ({ page }) => {
    await mobileLogin(page, '9120000006', `&redirect=${encodeURIComponent('/invoice')}`);
    await expect(page).toHaveURL(/\/invoice(\?language=en)?$/);
    await page.context().clearCookies();
    await mobileLogin(page, '9120000006', `&redirect=${encodeURIComponent('//evil.example')}`);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/edit-user(\?language=en)?$/);
  });

  test('works in Persian on a phone, with Persian digits', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login?language=fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('موبایل').fill('۰۹۱۲۰۰۰۰۰۰۶');
    // the field shows the language's digits without the leading zero; the form sends Latin ones
    await expect(page.getByLabel('موبایل')).toHaveValue('۹۱۲۰۰۰۰۰۰۶');
    await page.getByRole('button', { name: 'ورود' }).click();
    await expect(page.getByRole('timer')).toContainText('۰۲:');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.keyboard.type('۱۲۳۴۵');
    await expect(page).toHaveURL(/\/edit-user(\?language=en)?$/);
  });

  test('registers a new account, logs out and signs in again', async ({ page }) => {
    const mobile = `935${String(Date.now()).slice(-7)}`;
    await page.goto('/register?language=en');
    await page.getByLabel('First name').fill('Shirin');
    await page.getByLabel('Last name').fill('Tehrani');
    await page.getByLabel('Mobile').fill(mobile);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await enterCode(page);
    await expect(page).toHaveURL(/\/edit-user(\?language=en)?$/);
    expect((await currentUser(page)).mobile).toBe(mobile);

    await page.goto('/logout');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'api_key')).toBe(false);

    await mobileLogin(page, mobile);
    await expect(page).toHaveURL(/\/edit-user(\?language=en)?$/);
  });

  // A seeded courier outside the seven role accounts, so the email sign-ins keep their password.
  test('recovers a password with the SMS code', async ({ page }) => {
    await page.goto('/forgot-password?language=en');
    await page.getByLabel('Mobile').fill('9120000009');
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page).toHaveURL(/\/reset-password(\?language=en)?$/);
    await expect(page.getByLabel('Mobile')).toHaveValue('9120000009');
    await page.getByLabel('Confirmation code').fill(SMS_CODE);
    await page.getByLabel('New password').fill('Courier-2026');
    await page.getByLabel('Confirm password').fill('Courier-2025');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('Confirm password does not match.')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Courier-2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/login(\?language=en)?$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    // The new password is what the server now accepts.
    const answer = await page.request.post(`${API_URL}auth/v1/user/login`, {
      data: { country: 'c1', mobile: '9120000009', password: 'Courier-2026', recaptchaVersion: 3, 'g-recaptcha-response': 'local-v3-token' },
    });
    const body = (await answer.json()) as { success: boolean; data: { content: unknown } };
    expect(body.success).toBe(true);
    expect(typeof body.data.content).toBe('string');
  });
});

test.describe('email mode (email build)', () => {
  test.skip(!EMAIL_BASE, 'run through tests/e2e/run.mjs, which builds the email variant');

  for (const account of ROLES) {
    test(`signs in as ${account.id} with email and password`, async ({ page }) => {
      await page.goto(`${EMAIL_BASE}/login?language=en`);
      await expect(page.getByLabel('Mobile')).toHaveCount(0);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/edit-user(\?language=en)?$/);
      const user = await currentUser(page);
      expect(user.email).toBe(account.email);
      if (account.role) expect(roleNames(user.roles)).toContain(account.role);
    });
  }

  test('registers with an email and is signed in', async ({ page }) => {
    const email = `new${Date.now()}@mail.test`;
    await page.goto(`${EMAIL_BASE}/register?language=en`);
    await page.getByLabel('First name').fill('Mina');
    await page.getByLabel('Last name').fill('Sadeghi');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/edit-user(\?language=en)?$/);
    expect((await currentUser(page)).email).toBe(email);
  });

  test('recovers a password through the emailed link', async ({ page }) => {
    await page.goto(`${EMAIL_BASE}/forgot-password?language=en`);
    await page.getByLabel('Email').fill('posts@shop.test');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    // The mock's link token is reset-<userId>.
    await page.goto(`${EMAIL_BASE}/reset-password/reset-u4?language=en`);
    await page.getByLabel('Email').fill('posts@shop.test');
    await page.getByLabel('New password').fill('Posts-2026');
    await page.getByLabel('Confirm password').fill('Posts-2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/login(\?language=en)?$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await page.getByLabel('Email').fill('posts@shop.test');
    await page.getByLabel('Password', { exact: true }).fill('Posts-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/edit-user(\?language=en)?$/);
  });
});

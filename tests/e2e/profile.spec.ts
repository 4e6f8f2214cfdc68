/** Customer account in the production build against the loopback mock: profile via the map, sessions (also as cards on a phone), password. */
import { API_URL, KEYS, openedMenu, signInWithKey, sidewaysScrollers, expect, test } from './helpers';

test('an incomplete profile is completed by picking a point on the map; the warning disappears', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.incomplete, baseURL!);
  await page.goto('/edit-user?language=en');
  await page.locator('.profile-button').click();
  await expect(page.locator('.ant-dropdown-menu').getByLabel('Profile incomplete')).toBeVisible();
  await page.locator('.profile-button').click();
  await expect(page.locator('.ant-dropdown-menu')).toBeHidden();

  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible({ timeout: 20_000 });
  await map.click();
  const region = page.locator('.ant-form-item').filter({ has: page.locator('label[for="region"]') });
  await expect(region.locator('.ant-select-content-has-value')).toHaveAttribute('title', /District \d+/, { timeout: 15_000 });
  const province = page.locator('.ant-form-item').filter({ has: page.locator('label[for="province"]') });
  await expect(province.locator('.ant-select-content-has-value')).toHaveAttribute('title', 'Tehran');
  await expect(page.getByLabel('Address')).toHaveValue(/Tehran$/);

  await page.getByLabel('Plaque').fill('7');
  await page.getByLabel('Unit').fill('۲');
  await page.getByLabel('Postal code').fill('1234567890');
  await page.getByLabel('National code').fill('0499370899');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/edit-user/);

  await page.locator('.profile-button').click();
  await expect(page.locator('.ant-dropdown-menu').getByText('Sessions')).toBeVisible();
  await expect(page.locator('.ant-dropdown-menu').getByLabel('Profile incomplete')).toHaveCount(0);
});

test('a session is deleted after confirmation', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.incomplete, baseURL!);
  await page.goto('/token?language=en');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  const edge = rows.filter({ hasText: 'Edge' });
  // the list has arrived (the seeded Edge session is in it) before its rows are counted
  await expect(edge).toHaveCount(1, { timeout: 20_000 });
  const before = await rows.count();
  await edge.getByRole('button', { name: 'Delete session' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(rows).toHaveCount(before - 1);
  await expect(rows.filter({ hasText: 'Edge' })).toHaveCount(0);
  await page.reload();
  await expect(rows).toHaveCount(before - 1, { timeout: 20_000 });
});

test('the password is changed from the profile menu and the new one signs in', async ({ page, context, baseURL, request }) => {
  // u9: a courier no other spec signs in with a password
  await signInWithKey(context, 'test-key-u9', baseURL!);
  await page.goto('/token?language=en');
  await page.locator('.profile-button').click();
  await (await openedMenu(page.locator('.ant-dropdown-menu'))).getByText('Change password').click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('Passw0rd!');
  await dialog.getByLabel('New password', { exact: true }).fill('Fresh۲۰۲۶!');
  await dialog.getByLabel('Confirm new password').fill('Fresh۲۰۲۶!');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The production build signs in by SMS code in mobile mode; the password login is the API's.
  const login = (password: string) =>
    request.post(`${API_URL}auth/v1/user/login`, {
      data: { country: 'c1', mobile: '9120000009', password, recaptchaVersion: 3, 'g-recaptcha-response': 'ok' },
    });
  expect((await (await login('Passw0rd!')).json()).success).toBe(false);
  const fresh = await (await login('Fresh2026!')).json();
  expect(fresh.success).toBe(true);
  expect(typeof fresh.data.content).toBe('string');

  await context.clearCookies();
  await signInWithKey(context, fresh.data.content, baseURL!);
  await page.goto('/edit-user?language=en');
  await expect(page.getByLabel('First name')).toBeVisible({ timeout: 20_000 });
});

test.describe('sessions on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const language of ['fa', 'en'] as const) {
    // u12 and u13: customers no other spec signs in with; one deletes in each language
    const key = language === 'fa' ? 'test-key-u12' : 'test-key-u13';
    test(`each session is a card, nothing scrolls sideways, and a card's delete works after its confirmation (${language})`, async ({ page, context, baseURL }) => {
      await signInWithKey(context, key, baseURL!);
      await page.goto(`/token?language=${language}`);
      const cards = page.locator('.resource-card');
      await expect(cards.first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('main table')).toHaveCount(0);
      expect(await sidewaysScrollers(page)).toEqual([]);
      const before = await cards.count();
      expect(before).toBeGreaterThan(1);
      const first = cards.first();
      const text = (await first.textContent()) ?? '';
      // the device, platform, browser and date of the session
      expect(text).toMatch(language === 'fa' ? /(رایانه|موبایل)/ : /(Computer|Mobile)/);
      expect(text).toContain(language === 'fa' ? 'مرورگر' : 'Browser');
      if (language === 'fa') {
        expect(text).toMatch(/۱۴۰[۰-۹]/);
        expect(text).not.toMatch(/[0-9]/);
      } else expect(text).toMatch(/20\d\d-\d\d-\d\d/);
      // the delete sits inside the card, within the screen's width
      const remove = first.getByRole('button', { name: language === 'fa' ? 'حذف نشست' : 'Delete session' });
      const box = (await remove.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      const removed = await first.getAttribute('data-row-key');
      await remove.click();
      await page.getByRole('button', { name: language === 'fa' ? 'بله' : 'Yes' }).click();
      await expect(cards).toHaveCount(before - 1);
      await expect(page.locator(`.resource-card[data-row-key="${removed}"]`)).toHaveCount(0);
      expect(await sidewaysScrollers(page)).toEqual([]);
    });
  }
});

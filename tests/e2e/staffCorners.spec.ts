/**
 * Staff corners in the production build, fa and en:
 * - the command palette on first use, typed in one go with a slow record search: Ctrl+K, an invoice
 *   number (Persian digits in fa) and Enter wait for the search and open that invoice (the keys typed
 *   while the palette loaded are its query; no screen is opened meanwhile);
 * - a save the server refuses because of a field (a duplicate mobile on user add) marks that field with
 *   the refusal and focuses it, keeping every value typed;
 * - at 1,366 px the column chooser says which ticked columns the product list folded away for width,
 *   and why (none of them is in the table's header);
 * - a dropdown menu (a row's operations, on a list's card at 390 px and in its table) stands above the
 *   page on a shadow, not flat on the card as loose words.
 */
import type { Page } from '@playwright/test';
import { KEYS, expect, signInWithKey, test } from './helpers';

/**
 * Types as a keyboard of the language does: each character a key press with its key and text (a
 * Persian layout's keys give '۳', '۴' …). Playwright's own typing inserts characters its US layout
 * lacks as text, without key events.
 */
async function typeKeys(page: Page, text: string) {
  const cdp = await page.context().newCDPSession(page);
  for (const character of text) {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: character, text: character, unmodifiedText: character });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: character });
  }
  await cdp.detach();
}

type Language = 'fa' | 'en';
const persian = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const TEXT = {
  fa: { palette: 'صفحه، شمارهٔ فاکتور، محصول، مطلب یا کاربر', save: 'ذخیره', columns: 'ستون‌ها', folded: 'جمع‌شده به‌خاطر عرض' },
  en: { palette: 'Screen, invoice number, product, post or user', save: 'Save', columns: 'Columns', folded: 'Folded for width' },
} as const;
/** A published invoice of the seeded customer (mocks/db/seed/invoices). */
const INVOICE = '3460';

test.setTimeout(90_000);

for (const language of ['fa', 'en'] as const satisfies readonly Language[]) {
  const t = TEXT[language];

  test(`the palette typed in one go on a slow search: Ctrl+K, the invoice number and Enter open that invoice (${language})`, async ({ page, context, baseURL }) => {
    await signInWithKey(context, KEYS.admin, baseURL!);
    await page.goto(`/ecommerce-management/coupon?language=${language}`);
    await expect(page.getByRole('table')).toBeVisible({ timeout: 60_000 });
    const start = page.url();
    // the record search answers only when the test lets it
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const asked: string[] = [];
    await page.route(/\/ecommercemanagement\/v1\/invoice\/list(\?|$)/, async (route) => {
      asked.push(route.request().postData() ?? '');
      await answered;
      await route.continue();
    });

    const typed = language === 'fa' ? persian(INVOICE) : INVOICE;
    await page.keyboard.press('Control+k');
    await typeKeys(page, typed);
    await page.keyboard.press('Enter');

    // what was typed is the query; while its search runs, nothing is opened
    const box = page.getByRole('combobox', { name: t.palette });
    await expect(box).toHaveValue(typed);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(page.url()).toBe(start);
    await expect(box).toBeVisible();

    answer();
    await expect(page).toHaveURL(new RegExp(`/ecommerce-management/invoice/${INVOICE}(\\?language=en)?$`));
  });

  test(`a refused save marks and focuses the field it names, keeping what was typed (user add, duplicate mobile, ${language})`, async ({ page, context, baseURL }) => {
    await signInWithKey(context, KEYS.admin, baseURL!);
    await page.goto(`/user-management/user/add?language=${language}`);
    const field = (name: string) => page.locator(`#people-user-page_${name}`);
    await expect(field('firstName')).toBeVisible({ timeout: 60_000 });
    await field('firstName').fill(language === 'fa' ? 'نگار' : 'Negar');
    await field('lastName').fill(language === 'fa' ? 'امینی' : 'Amini');
    await field('password').fill('Secret-2026');
    await field('confirm').fill('Secret-2026');
    // the seeded manager's mobile
    await field('mobile').fill('9120000002');
    const save = page.getByRole('button', { name: t.save, exact: true });
    const refused = page.waitForResponse((response) => /\/usermanagement\/v1\/user(\?|$)/.test(response.url()) && response.request().method() === 'POST');
    await save.click();
    const body = (await (await refused).json()) as { success: boolean; messages: { message: string }[] };
    expect(body.success).toBe(false);

    const mobile = field('mobile');
    await expect(mobile).toBeFocused();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    const item = page.locator('.ant-form-item').filter({ has: mobile });
    await expect(item.locator('.ant-form-item-explain-error')).toHaveText(body.messages[0].message);
    // everything typed stays
    await expect(field('firstName')).toHaveValue(language === 'fa' ? 'نگار' : 'Negar');
    await expect(field('password')).toHaveValue('Secret-2026');
  });

  test(`at 1,366 px the column chooser says which ticked columns are folded for width (${language})`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInWithKey(context, KEYS.admin, baseURL!);
    await page.goto(`/ecommerce-management/product?language=${language}`);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(10, { timeout: 60_000 });
    const headers = (await page.locator('.ant-table-thead th').allTextContents()).map((text) => text.trim()).filter(Boolean);
    await page.getByRole('button', { name: t.columns, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const marked = dialog.locator('.resource-columns__item').filter({ hasText: t.folded });
    await expect(marked.first()).toBeVisible();
    const names = (await marked.allTextContents()).map((text) => text.replace(t.folded, '').trim());
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      // folded: ticked, yet not in the table's header
      await expect(dialog.locator('.resource-columns__item').filter({ hasText: name }).getByRole('checkbox')).toBeChecked();
      expect(headers).not.toContain(name);
    }
    // and the note names them and where they are
    const note = dialog.getByTestId('columns-folded-note');
    for (const name of names) await expect(note).toContainText(name);
    // a ticked column that is in the table is not marked
    const shown = dialog.locator('.resource-columns__item').filter({ hasText: headers.find((h) => !names.includes(h))! });
    await expect(shown.getByText(t.folded)).toHaveCount(0);
  });
}

for (const [language, width] of [
  ['en', 390],
  ['fa', 1366],
] as const) {
  test(`a row's operations menu stands above the page on a shadow (${language}, ${width} px)`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInWithKey(context, KEYS.admin, baseURL!);
    await page.goto(`/ecommerce-management/product?language=${language}`);
    const row = page.locator(width < 768 ? '.resource-card' : '.ant-table-row').nth(1);
    await row.getByRole('button', { name: language === 'fa' ? 'عملیات' : 'Operations' }).click({ timeout: 30_000 });
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-root');
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    const shadow = await menu.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(shadow).not.toBe('none');
    expect(shadow).toMatch(/rgba\(0, 0, 0, 0\.\d+\)/);
  });
}

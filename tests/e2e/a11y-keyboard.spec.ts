/**
 * Keyboard-only flows: only Tab, Shift+Tab, Enter, Space, the arrows and Escape move and
 * act (and the characters typed into fields); every stop must show a visible focus indicator. Each
 * flow counts its key presses and prints them. Also: the skip link leads to the main content, a route
 * change moves focus to the new screen's heading and announces its title, a modal keeps focus inside
 * and gives it back to the control that opened it.
 */
import type { Locator, Page } from '@playwright/test';
import { KEYS, expect, signInWithKey, test } from './helpers';

const SMS_CODE = '12345';

interface Stop {
  tag: string;
  role: string;
  name: string;
  visible: boolean;
  indicator: boolean;
}

/** The focused element: its role, an approximate accessible name, and whether its focus can be seen. */
async function focused(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', role: '', name: '', visible: false, indicator: false };
    const labelledBy = el.getAttribute('aria-labelledby');
    const labelText =
      el.getAttribute('aria-label') ||
      (labelledBy ? labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '') ||
      ((el as HTMLInputElement).labels?.[0]?.textContent ?? '') ||
      el.textContent ||
      el.getAttribute('placeholder') ||
      '';
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const ring = (s: CSSStyleDeclaration) => (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    const holder = el.closest('.ant-input-affix-wrapper, .ant-checkbox-wrapper, .ant-select, .ant-radio-wrapper, .ant-picker, .ant-input-number');
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role') ?? '',
      name: labelText.replace(/\s+/g, ' ').trim(),
      visible: rect.width > 0 && rect.height > 0,
      indicator: ring(style) || Boolean(holder && ring(getComputedStyle(holder))),
    };
  });
}

/** Counts every key pressed; `tabTo` walks with Tab (or Shift+Tab) until the focus is on a matching control. */
class Keyboard {
  presses = 0;
  unmarked: string[] = [];
  constructor(private readonly page: Page) {}

  async press(key: 'Tab' | 'Shift+Tab' | 'Enter' | 'Space' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight') {
    this.presses += 1;
    await this.page.keyboard.press(key);
  }

  async type(text: string) {
    this.presses += text.length;
    await this.page.keyboard.type(text, { delay: 20 });
  }

  async tabTo(name: RegExp, { back = false, max = 60, tag }: { back?: boolean; max?: number; tag?: string } = {}) {
    const path: string[] = [];
    for (let i = 0; i < max; i += 1) {
      await this.press(back ? 'Shift+Tab' : 'Tab');
      const stop = await focused(this.page);
      path.push(`${stop.tag}:${stop.name.slice(0, 30)}`);
      if (stop.tag !== 'body' && stop.visible && !stop.indicator) this.unmarked.push(`${stop.tag} "${stop.name}"`);
      if (name.test(stop.name) && (!tag || stop.tag === tag)) return stop;
    }
    throw new Error(`${name} not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses: ${path.join(' → ')}`);
  }
}

async function liveText(page: Page) {
  return (await page.locator('[aria-live="polite"][data-testid="live-polite"]').textContent())?.trim() ?? '';
}

async function expectFocusOn(locator: Locator) {
  await expect(locator).toBeFocused({ timeout: 10_000 });
}

test('a guest signs in with the SMS code, adds a product to the cart and reaches the payment button, with the keyboard only (en)', async ({ page }) => {
  test.setTimeout(120_000);
  const keys = new Keyboard(page);
  await page.goto('/shop/product/aloe-vera-moisturising-cream?language=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

  // the skip link is the first stop and leads to the main content
  const skip = await keys.tabTo(/^Skip to content$/, { max: 1 });
  expect(skip.tag).toBe('a');
  await keys.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await keys.tabTo(/^Login$/, { back: true });
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/login/);
  // the route change moved focus to the sign-in heading and announced the new title
  await expectFocusOn(page.getByRole('heading', { level: 1 }));
  await expect.poll(() => liveText(page)).toContain('Login');

  await keys.tabTo(/Mobile/, { tag: 'input' });
  await keys.type('09120000006');
  await keys.press('Enter');
  const boxes = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
  await expect(boxes.first()).toBeFocused({ timeout: 15_000 });
  await keys.type(SMS_CODE);
  await expect(page).toHaveURL(/\/shop\/product\/aloe-vera-moisturising-cream/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();

  await keys.tabTo(/^Add to cart$/, { tag: 'button' });
  await keys.press('Enter');
  // the notice is announced once, in English
  await expect(page.getByRole('alert').filter({ hasText: /cart/i })).toHaveCount(1, { timeout: 15_000 });

  // the top bar's cart link is what the person goes back for, once it is there: the signed-in actions are a
  // chunk of their own, loaded after the sign-in (a loaded machine once had the walk pass the bar before it came)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart' })).toBeVisible({ timeout: 15_000 });
  await keys.tabTo(/cart/i, { back: true, tag: 'a' });
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/cart/);
  // the cart's own rows (the added-to-cart notice names the product too)
  const cartStart = Date.now();
  await expect(page.getByRole('main').getByRole('link', { name: 'Aloe Vera Moisturising Cream' }).first()).toBeVisible({ timeout: 15_000 });
  console.log(`[a11y-keyboard] cart rows shown ${Date.now() - cartStart} ms after the address changed`);

  await keys.tabTo(/^Create invoice and pay$/, { tag: 'button' });
  await keys.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await keys.tabTo(/I have read and accept the shipping policy/);
  await keys.press('Space');
  await keys.tabTo(/^Next$/, { tag: 'button' });
  await keys.press('Enter');
  await expect(dialog.getByText('Delivery address')).toBeVisible();
  // the shipping types come with their prices, and the first one open now is chosen for the person: pressed
  // before that, the form asks for a shipping type (a loaded machine's first run once pressed it then)
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1, { timeout: 15_000 });
  await keys.tabTo(/^Create invoice$/, { tag: 'button' });
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/invoice\/\d+/, { timeout: 15_000 });

  await keys.tabTo(/^Pay$/, { tag: 'button', max: 80 });
  console.log(`[a11y-keyboard] guest sign-in → cart → payment button: ${keys.presses} key presses`);
  expect(keys.unmarked, 'focus stops without a visible indicator').toEqual([]);
});

test('an admin filters the invoice list and opens an invoice with the keyboard only; the filter modal keeps and returns focus (fa)', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await signInWithKey(context, KEYS.admin, baseURL!);
  const keys = new Keyboard(page);
  await page.goto('/ecommerce-management/invoice?language=fa');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });

  await keys.tabTo(/^فیلتر$/, { tag: 'button', max: 120 });
  await page.evaluate(() => document.activeElement?.setAttribute('data-test-opener', ''));
  const opener = page.locator('[data-test-opener]');
  await keys.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // focus stays in the dialog however far one tabs
  for (let i = 0; i < 25; i += 1) {
    await keys.press('Tab');
    const where = await dialog.evaluate((d) => {
      const el = document.activeElement as HTMLElement;
      return d.contains(el) ? 'inside' : `${el.tagName}.${el.className} ${el.outerHTML.slice(0, 120)}`;
    });
    expect(where, `Tab ${i + 1} in the dialog`).toBe('inside');
  }
  await keys.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // filter by a status: open the select, move down an option, take it; each key once the select has
  // answered the one before (a key pressed before its list had opened was taken as opening it, and the
  // Tabs after it stayed in the select)
  await keys.press('Enter');
  await expect(dialog).toBeVisible();
  await keys.tabTo(/^وضعیت$/, { tag: 'input', max: 20 });
  await keys.press('Enter');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible({ timeout: 15_000 });
  await keys.press('ArrowDown');
  await keys.press('Enter');
  await expect(options).toHaveCount(0);
  await expect(dialog.locator('.ant-select-selection-item, .ant-select-content-has-value').first()).not.toHaveText('');
  await keys.tabTo(/^فیلتر$/, { tag: 'button', max: 20 });
  await keys.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/filters=/);
  // the reload is announced
  await expect.poll(() => liveText(page), { timeout: 15_000 }).toMatch(/فهرست به‌روز شد/);

  await keys.tabTo(/^[۰-۹]+$/, { tag: 'a', max: 80 });
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/ecommerce-management\/invoice\/\d+/);
  await expectFocusOn(page.getByRole('heading', { level: 1 }));
  console.log(`[a11y-keyboard] admin invoice filter → invoice: ${keys.presses} key presses`);
  expect(keys.unmarked, 'focus stops without a visible indicator').toEqual([]);
});

// a 1×1 PNG (the upload checks the file's signature)
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('an admin adds a product with an image and a category and saves it, with the keyboard only (en)', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await signInWithKey(context, KEYS.admin, baseURL!);
  const keys = new Keyboard(page);
  await page.goto('/ecommerce-management/product?language=en');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });

  await keys.tabTo(/^Add$/, { tag: 'button', max: 120 });
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/ecommerce-management\/product\/add/);
  const form = page.getByRole('form', { name: 'Add product' });
  // a new product starts at position total + 1: the form is ready once that is filled in
  await expect(form.getByLabel('Position')).not.toHaveValue('', { timeout: 60_000 });

  await keys.tabTo(/^Name$/, { tag: 'input' });
  await keys.type('Keyboard Rose Cream');
  await expect(form.getByLabel('Alias')).toHaveValue('keyboard-rose-cream');
  await keys.tabTo(/^Price$/, { tag: 'input' });
  await keys.type('990000');

  // the category tree: open it with the arrow, move to "Moisturisers" with the arrows, check it with Enter
  await keys.tabTo(/^Categories$/, { tag: 'input' });
  await keys.press('ArrowDown');
  const tree = page.locator('.ant-select-dropdown:visible');
  await expect(tree.getByText('Moisturisers', { exact: true })).toBeVisible({ timeout: 15_000 });
  const active = tree.locator('.ant-select-tree-treenode-active');
  let moves = 0;
  while (!/^Moisturisers$/.test(((await active.textContent({ timeout: 1_000 }).catch(() => '')) ?? '').trim())) {
    moves += 1;
    expect(moves, 'Moisturisers reached with ArrowDown').toBeLessThan(40);
    await keys.press('ArrowDown');
  }
  await keys.press('Enter');
  await keys.press('Escape');
  await expect(tree).toHaveCount(0);
  await expect(form.locator('.ant-select-selection-item', { hasText: 'Moisturisers' })).toBeVisible();

  // the brand: a select, first option
  await keys.tabTo(/^Brand$/, { tag: 'input' });
  await keys.press('ArrowDown');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible({ timeout: 15_000 });
  await keys.press('Enter');
  await expect(form.locator('.ant-select-content-has-value, .ant-select-selection-item').last()).not.toHaveText('');

  await keys.tabTo(/^Weight \(g\)$/, { tag: 'input' });
  await keys.type('75');
  await keys.tabTo(/^Count$/, { tag: 'input' });
  await keys.type('8');

  // the body: Tab reaches the editor (through its toolbar) and Tab leaves it again
  await keys.tabTo(/^Description$/, { tag: 'div' });
  await keys.type('A rose cream added from the keyboard.');

  // the image: Enter on the upload control opens the file chooser (the OS dialog is the only step a
  // test cannot drive with keys, so the file is handed to that chooser)
  // (listening before the Tab walk: Playwright turns on its chooser interception asynchronously, and a
  // chooser opened before that is the browser's own, never reported)
  const chooser = page.waitForEvent('filechooser');
  await keys.tabTo(/^Upload$/, { tag: 'button' });
  await keys.press('Enter');
  await (await chooser).setFiles({ name: 'rose.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
  await expect(form.locator('.ant-upload-list-item')).toHaveCount(1);

  await keys.tabTo(/^Save$/, { tag: 'button' });
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/ecommerce-management\/product\/edit\/pr\d+/, { timeout: 30_000 });
  const edit = page.getByRole('form', { name: 'Edit product' });
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('Keyboard Rose Cream', { timeout: 30_000 });
  // stored with its image and its category
  await expect(edit.locator('img.ant-image-img')).toHaveCount(1);
  await expect(edit.locator('.ant-select-selection-item', { hasText: 'Moisturisers' })).toBeVisible();
  console.log(`[a11y-keyboard] admin product add (name, price, category, brand, weight, count, body, image) → saved: ${keys.presses} key presses`);
  expect(keys.unmarked, 'focus stops without a visible indicator').toEqual([]);
});

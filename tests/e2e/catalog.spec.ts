/**
 * The catalogue administration in the production build against the loopback mock API: a product
 * created on its own page with two images and two categories appears in the shop in fa and en, and a
 * staff reply to a product comment shows on the product page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { KEYS, signInWithKey } from './helpers';

const PNG_RED = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4IWcDRwzEcQDgQxIh0JD36gAAAABJRU5ErkJggg==';
const PNG_GREEN = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGOQW2ADRwzEcQCUow+hIao+JAAAAABJRU5ErkJggg==';

/** Opens the select labelled `label`, searches `option` and picks it (tree selects check the node). */
async function pick(page: Page, form: Locator, label: string, option: string, tree = false) {
  const input = form.getByLabel(label, { exact: true });
  await input.click();
  await page.keyboard.type(option);
  const popup = page.locator(tree ? '.ant-select-dropdown:visible .ant-select-tree-title' : '.ant-select-dropdown:visible .ant-select-item-option');
  await popup.filter({ hasText: option }).first().click();
  await page.keyboard.press('Escape');
}

test.setTimeout(180_000);

test('a product created with two images and two categories appears in the shop in fa and en', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.admin, baseURL!);
  await page.goto('/ecommerce-management/product?language=en');
  // the admin chunk and the list can take a while on a busy machine
  await expect(page.getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/ecommerce-management\/product\/add/);

  const form = page.getByRole('form', { name: 'Add product' });
  // a new product starts with show and buy on, at position total + 1
  await expect(form.getByLabel('Position')).not.toHaveValue('', { timeout: 60_000 });
  await expect(form.getByRole('switch', { name: 'Show' })).toBeChecked();
  await expect(form.getByRole('switch', { name: 'Buy' })).toBeChecked();
  await form.getByLabel('Name', { exact: true }).fill('E2E Saffron Night Cream');
  await expect(form.getByLabel('Alias')).toHaveValue('e2e-saffron-night-cream');
  await form.getByLabel('Price').fill('1250000');
  await pick(page, form, 'Categories', 'Moisturisers', true);
  await pick(page, form, 'Categories', 'Serums', true);
  await pick(page, form, 'Brand', 'Zagros');
  await form.getByLabel('Weight (g)').fill('50');
  await form.getByLabel('Count', { exact: true }).fill('12');
  const editor = form.locator('.ql-editor');
  await editor.click();
  await page.keyboard.type('A rich night cream with saffron.');
  await form.locator('input[type="file"]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: Buffer.from(PNG_RED, 'base64') },
    { name: 'back.png', mimeType: 'image/png', buffer: Buffer.from(PNG_GREEN, 'base64') },
  ]);
  await form.getByRole('button', { name: 'Save' }).click();
  // add → the edit route of the new product, which shows the two stored images
  await expect(page).toHaveURL(/\/ecommerce-management\/product\/edit\/pr\d+/, { timeout: 30_000 });
  const edit = page.getByRole('form', { name: 'Edit product' });
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('E2E Saffron Night Cream', { timeout: 30_000 });
  await expect(edit.locator('img.ant-image-img')).toHaveCount(2);

  for (const language of ['fa', 'en'] as const) {
    await page.goto(`/shop?search=${encodeURIComponent('E2E Saffron')}&language=${language}`);
    const card = page.getByRole('link', { name: /E2E Saffron Night Cream/ }).first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await page.goto(`/shop/product/e2e-saffron-night-cream?language=${language}`);
    await expect(page.getByRole('heading', { name: 'E2E Saffron Night Cream' })).toBeVisible();
    await expect(page.getByText('A rich night cream with saffron.')).toBeVisible();
  }
});

test('a staff reply to a product comment shows on the product page', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.admin, baseURL!);
  const filters = encodeURIComponent(JSON.stringify({ products: ['pr1'] }));
  await page.goto(`/ecommerce-management/product-comment?language=en&filters=${filters}`);
  // a confirmed comment (shown on the product page) of the sample product
  const row = page.getByRole('row').filter({ has: page.getByRole('switch', { checked: true }) }).first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.getByRole('button', { name: 'Operations' }).click();
  await page.getByRole('menuitem', { name: 'Reply' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Reply to the comment')).toBeVisible();
  await dialog.getByRole('textbox').fill('E2E: thank you, we are glad it helped.');
  await dialog.getByRole('button', { name: /Send/ }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/shop/product/aloe-vera-moisturising-cream?language=en');
  // the comments sit in their own tab of the product page
  await page.getByRole('tab', { name: /Comments/ }).click();
  // the thread shows 5 top-level comments at a time: reveal more until the reply is there
  const reply = page.getByText('E2E: thank you, we are glad it helped.');
  const more = page.getByRole('button', { name: 'More comments' });
  await expect(more.or(reply).first()).toBeVisible({ timeout: 30_000 });
  while (!(await reply.isVisible()) && (await more.isEnabled())) {
    const shown = await page.locator('.comment-list > li.comment').count();
    await more.click();
    await expect.poll(() => page.locator('.comment-list > li.comment').count()).toBeGreaterThan(shown);
  }
  await expect(reply).toBeVisible();
});

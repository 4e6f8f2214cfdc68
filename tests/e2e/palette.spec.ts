/**
 * Command palette and unsaved-changes guard in the production build: Ctrl+K loads
 * the palette's chunk only then, an invoice number and Enter open the invoice, Escape closes; a
 * changed product form asks before the sidebar and the browser's back button leave it.
 */
import { KEYS, openedDialog, signInWithKey, expect, test } from './helpers';

test('Ctrl+K loads the palette on first use; an invoice number and Enter open that invoice; Escape closes', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.admin, baseURL!);
  const paletteChunks: string[] = [];
  page.on('request', (request) => {
    if (/CommandPalette[-.][^/]*\.js/.test(request.url())) paletteChunks.push(request.url());
  });
  await page.goto('/ecommerce-management/invoice?language=en');
  const firstNumber = page.getByRole('table').getByRole('link', { name: /^\d+$/ }).first();
  await expect(firstNumber).toBeVisible({ timeout: 30_000 });
  const invoiceNumber = (await firstNumber.textContent())!.trim();
  expect(paletteChunks).toEqual([]);

  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Screen, invoice number, product, post or user' });
  await expect(box).toBeFocused();
  expect(paletteChunks).toHaveLength(1);
  await box.fill('coupons');
  await expect(page.getByRole('option', { name: /Coupons/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();

  await page.keyboard.press('Control+k');
  await box.pressSequentially(invoiceNumber);
  const option = page.getByRole('option', { name: new RegExp(`Invoice\\s*${invoiceNumber}`) });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ecommerce-management/invoice/${invoiceNumber}(\\?language=en)?$`));
  await expect(box).toBeHidden();
});

test('a changed product form asks before the sidebar and the back button leave it', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.admin, baseURL!);
  await page.goto('/ecommerce-management/product?language=en');
  const productLink = page.getByRole('table').getByRole('link').first();
  await expect(productLink).toBeVisible({ timeout: 30_000 });
  await productLink.click();
  await expect(page).toHaveURL(/\/product\/edit\//);
  const editUrl = page.url();
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).not.toHaveValue('');
  await name.fill('Changed in the browser');

  const sidebar = page.getByRole('navigation', { name: 'Menu' });
  await sidebar.getByRole('link', { name: 'Coupons' }).click();
  const questions = page.locator('.unsaved-guard-dialog');
  await expect(questions.locator('.ant-modal-confirm-title')).toHaveText('Leave this page?');
  await (await openedDialog(questions)).getByRole('button', { name: 'Keep editing' }).click();
  await expect(questions).toHaveCount(0);
  await expect(page).toHaveURL(editUrl);
  await expect(name).toHaveValue('Changed in the browser');

  // the browser's back button: the address comes back to the form while it asks
  await page.goBack();
  await expect(questions.locator('.ant-modal-confirm-title')).toHaveText('Leave this page?');
  await expect(page).toHaveURL(editUrl);
  await (await openedDialog(questions)).getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/ecommerce-management\/product\?/);
  await expect(page.getByRole('table')).toBeVisible();
});

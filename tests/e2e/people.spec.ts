/**
 * Users, roles and permissions in the production build against the loopback mock API:
 * (1) an admin creates a role, gives it a permission, opens a route to it in the route tree and gives
 * a seeded user the role; that user, signed in, sees and opens the screen; (2) a three-row sheet built
 * here with exceljs is imported from the user list and the three users are listed.
 *
 * In the mock a screen is open to a role through the route tree's roles (mocks/data/routes.json,
 * "Sidebar items show only if the user has one of the roles", spec §6); permissions are assigned and
 * listed but gate no screen.
 */
import ExcelJS from 'exceljs';
import { KEYS, pickOption, signInWithKey, expect, test } from './helpers';

test('a new role with a permission opens its screen to the user given the role', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await signInWithKey(context, KEYS.admin, baseURL!);

  // the role
  await page.goto('/user-management/role?language=en');
  await page.getByRole('button', { name: 'Add' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('STOCK_KEEPER');
  await dialog.getByLabel('Caption').fill('Stock keeper');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // a permission for it
  await page.getByRole('link', { name: 'STOCK_KEEPER', exact: true }).click();
  await expect(page).toHaveURL(/\/user-management\/role\/[^/?]+/);
  await page.getByRole('button', { name: 'Add permissions' }).click();
  dialog = page.getByRole('dialog');
  await pickOption(page, dialog, 'Permissions', 'basicinformation/brand.list');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'basicinformation/brand.list' })).toBeVisible();

  // a screen open to the role (route tree, top level)
  await page.goto('/basic-information/route?language=en');
  await expect(page.getByRole('tree')).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title (English)').fill('Stock board');
  await expect(dialog.getByLabel('Alias')).toHaveValue('stock-board');
  await dialog.getByLabel('Title (فارسی)').fill('تابلوی انبار');
  await pickOption(page, dialog, 'Component', 'Dashboard');
  await pickOption(page, dialog, 'Type', 'AUTHENTICATED_ROUTE');
  await pickOption(page, dialog, 'Layout', 'DASHBOARD');
  await pickOption(page, dialog, 'Roles', 'STOCK_KEEPER');
  await page.keyboard.press('Escape');
  await pickOption(page, dialog, 'Menu', 'DASHBOARD');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('/stock-board', { exact: true })).toBeVisible();

  // the seeded courier (9120000005) gets the role
  await page.goto(`/user-management/user?language=en&filters=${encodeURIComponent(JSON.stringify({ mobile: '9120000005' }))}`);
  const row = page.getByRole('row').filter({ hasText: '9120000005' });
  await row.getByRole('button', { name: 'Operations' }).click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: 'Roles' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/\(COURIER\)$/)).toBeVisible();
  await pickOption(page, dialog, 'Roles', 'STOCK_KEEPER');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Stock keeper')).toBeVisible();

  // signed in as that user: the screen is in the sidebar and opens
  await context.clearCookies();
  await signInWithKey(context, KEYS.courier, baseURL!);
  await page.goto('/dashboard?language=en');
  const link = page.getByRole('navigation').getByRole('link', { name: 'Stock board' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === '/stock-board');
  await expect(page.getByText('There is no access to the page.')).toHaveCount(0);
  await expect(page.getByText(/Error \(40[34]\)/)).toHaveCount(0);
});

test('a three-row sheet is imported from the user list and the users are listed', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const users = [
    ['Import', 'One', '09351110001', 'Passw0rd!'],
    ['Import', 'Two', '9351110002', 'Passw0rd!'],
    ['Import', 'Three', '۰۹۳۵۱۱۱۰۰۰۳', 'Passw0rd!'],
  ];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  sheet.addRow(['firstName', 'lastName', 'mobile', 'password']);
  users.forEach((u) => sheet.addRow(u));
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await signInWithKey(context, KEYS.admin, baseURL!);
  await page.goto('/user-management/user?language=en');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Spreadsheet file').setInputFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await expect(dialog.getByText('3 rows read: 3 will be added, 0 refused.')).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'Will be added' })).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Add 3 users' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/user-management/user?language=en&sorter=createdAt,desc');
  for (const [first, last, mobile] of [['Import', 'One', '9351110001'], ['Import', 'Two', '9351110002'], ['Import', 'Three', '9351110003']]) {
    const row = page.getByRole('row').filter({ hasText: `${first} ${last}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText(mobile);
  }
});

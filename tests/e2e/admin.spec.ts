/**
 * Admin foundation in the production build against the loopback mock API: region CRUD with a drawn
 * polygon, a store created and edited, a route added to the tree and shown in the sidebar of a user
 * with the right role, and the render time of the IP list at page sizes 10 and 10,000.
 */
import { KEYS, openedDialog, pickOption, signInWithKey, expect, test } from './helpers';

test('regions: add with a polygon drawn on the map, edit, toggle, delete', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.admin, baseURL!);
  await page.goto('/basic-information/region?language=en&sorter=createdAt,desc');
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('E2E region');
  await dialog.getByLabel('Price').fill('250000');
  await pickOption(page, dialog, 'Country', 'Iran');
  await pickOption(page, dialog, 'Province', 'Tehran');
  await pickOption(page, dialog, 'City', 'Tehran');
  const map = dialog.locator('.leaflet-container');
  await expect(map).toBeVisible();
  // the modal has finished opening (its zoom-in animation) before the map is measured and clicked
  await openedDialog(dialog);
  const box = (await map.boundingBox())!;
  const points = [[0.35, 0.3], [0.65, 0.3], [0.5, 0.6]];
  const boundary = dialog.getByRole('list', { name: 'Points of the boundary' }).getByRole('listitem');
  for (const [index, [x, y]] of points.entries()) {
    await map.click({ position: { x: box.width * x, y: box.height * y } });
    // each click adds its point to the list before the next one
    await expect(boundary).toHaveCount(index + 1);
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /E2E region/ });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Operations' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('E2E region');
  await dialog.getByLabel('Name').fill('E2E region edited');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const edited = page.getByRole('row', { name: /E2E region edited/ });
  await edited.getByRole('switch').click();
  await expect(edited.getByRole('switch')).not.toBeChecked();

  await edited.getByRole('button', { name: 'Operations' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await (await openedDialog(page.locator('.ant-modal-confirm'))).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: /E2E region edited/ })).toHaveCount(0);
});

test('stores: add leads to the edit page of the new store, edit saves', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.admin, baseURL!);
  await page.goto('/basic-information/store?language=en');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/basic-information\/store\/add/);
  const form = page.getByRole('form');
  await form.getByLabel('Name').fill('E2E store');
  await form.getByLabel('Store number').fill('42');
  await pickOption(page, form, 'Province', 'Tehran');
  await pickOption(page, form, 'City', 'Tehran');
  await form.getByLabel('Telephone').fill('02188888888');
  await form.getByLabel('Mobile').fill('09120000000,09121111111');
  await form.getByLabel('Address', { exact: true }).fill('Valiasr St.');
  await form.getByLabel('Plaque').fill('12');
  await form.getByLabel('Unit').fill('3');
  const map = form.locator('.leaflet-container');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * 0.3, y: box.height * 0.4 } });
  await expect(form.getByLabel('Latitude')).not.toHaveValue('');
  // the edit page loads the new store from the server before its form replaces the add form
  const loaded = page.waitForResponse((r) => /basicinformation\/v1\/store\/s\d+\?/.test(r.url()) && r.request().method() === 'GET');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/basic-information\/store\/edit\/s\d+/);
  await loaded;
  await expect(page.getByRole('form').getByLabel('Name')).toHaveValue('E2E store');
  await page.getByRole('form').getByLabel('Name').fill('E2E store 2');
  const saved = page.waitForResponse((r) => /basicinformation\/v1\/store\/s\d+/.test(r.url()) && r.request().method() === 'PUT');
  await page.getByRole('form').getByRole('button', { name: 'Save' }).click();
  expect((await (await saved).json()).success).toBe(true);
  await page.goto('/basic-information/store?language=en&sorter=createdAt,desc');
  await expect(page.getByRole('row', { name: /E2E store 2/ })).toBeVisible();
});

test('a route added in the tree appears in the sidebar of a user with its role', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.admin, baseURL!);
  await page.goto('/basic-information/route?language=en');
  await page.getByRole('tree').getByText('E-commerce management', { exact: true }).click();
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title (English)').fill('Sales board');
  await expect(dialog.getByLabel('Alias')).toHaveValue('sales-board');
  await dialog.getByLabel('Title (فارسی)').fill('تابلوی فروش');
  await pickOption(page, dialog, 'Component', 'Dashboard');
  await pickOption(page, dialog, 'Type', 'AUTHENTICATED_ROUTE');
  await pickOption(page, dialog, 'Layout', 'DASHBOARD');
  await pickOption(page, dialog, 'Roles', 'ECOMMERCE_MANAGEMENT');
  await page.keyboard.press('Escape');
  await pickOption(page, dialog, 'Menu', 'DASHBOARD');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('/ecommerce-management/sales-board')).toBeVisible();

  await context.clearCookies();
  await signInWithKey(context, KEYS.manager, baseURL!);
  await page.goto('/ecommerce-management/sales-board?language=en');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Sales board' })).toBeVisible();
});

test('IP list render time at page sizes 10 and 10,000', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.admin, baseURL!);
  const measure = async (limit: number) => {
    await page.goto(`/basic-information/ip-address?language=en&limit=${limit}`);
    await expect(page.getByText(/Total 12,500 items/)).toBeVisible();
    await page.goto('/basic-information/country?language=en');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const started = Date.now();
    await page.evaluate((l) => {
      window.history.pushState(null, '', `/basic-information/ip-address?language=en&limit=${l}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, limit);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    return Date.now() - started;
  };
  const small = await measure(10);
  const large = await measure(10000);
  console.log(`IP list render: page size 10 → ${small} ms, page size 10,000 → ${large} ms`);
  // the virtual table renders only the visible rows
  expect(await page.locator('.ant-table-row').count()).toBeLessThan(200);
  // scrolling deep into the 10,000 rows stays responsive
  const body = page.locator('.ant-table-tbody-virtual-holder');
  const t0 = Date.now();
  await body.evaluate((el) => el.scrollTo({ top: 300_000 }));
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  console.log(`IP list scroll to row ~6,000: ${Date.now() - t0} ms`);
});

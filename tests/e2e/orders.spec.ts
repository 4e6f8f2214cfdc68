/**
 * Orders and money in the production build against the loopback mock API: the staff new-order alert
 * through to the customer seeing the next step, the financial report's two spreadsheets read back with
 * exceljs, the dashboard's charts by role, and (on a mock re-seeded with 100,000 extra invoices and
 * 10,000 extra users) the time to rows of the large admin lists and the export's longest main-thread block.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { API_URL, KEYS, signInWithKey, expect, test } from './helpers';

const EC = `${API_URL}ecommercemanagement/v1`;
const en = JSON.parse(readFileSync('src/i18n/messages/en/orders.json', 'utf8')) as Record<string, string>;

interface Envelope<T> {
  success: boolean;
  data: { content: T };
}
type InvoicePage = { docs: { invoiceNumber: number }[]; total: number };

async function invoiceList(request: APIRequestContext, key: string, filters: object, limit = 1000): Promise<InvoicePage> {
  const res = await request.post(`${EC}/invoice/list?page=1&limit=${limit}&apiKey=${key}`, { data: filters });
  const body = (await res.json()) as Envelope<InvoicePage>;
  expect(body.success).toBe(true);
  return body.data.content;
}

/** The staff user opens every order that is new in the seed, so the alert counts only what the test makes. */
async function seeAllNewOrders(request: APIRequestContext) {
  const fresh = await invoiceList(request, KEYS.manager, { payment: true, view: false });
  for (const inv of fresh.docs) {
    const res = await request.get(`${EC}/invoice/${inv.invoiceNumber}?apiKey=${KEYS.manager}`);
    expect(res.ok()).toBe(true);
  }
  expect((await invoiceList(request, KEYS.manager, { payment: true, view: false })).total).toBe(0);
}

/** The alert's quiet poll: the first 20 new orders (page 1, limit 20, paid and not viewed). */
const isNewOrdersPoll = (r: { url(): string; request(): { method(): string; postData(): string | null } }) =>
  /\/invoice\/list\?/.test(r.url()) && /limit=20\b/.test(r.url()) && r.request().method() === 'POST' && /"view":false/.test(r.request().postData() ?? '');

test.describe('orders', () => {
  test.setTimeout(120_000);

  test('a new paid order alerts the staff user, who opens it and moves its step; the customer sees the step', async ({ page, context, baseURL, request }) => {
    await seeAllNewOrders(request);
    const number = 3460; // the customer's invoice waiting for payment

    // The customer pays at the fake provider.
    await signInWithKey(context, KEYS.customer, baseURL!);
    await page.goto(`/invoice/${number}?language=en`);
    await expect(page.getByTestId('invoice-condition').first()).toHaveText('Waiting for payment');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/fake-pay\?n=/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`/invoice/${number}\\?language=en$`));
    await expect(page.getByTestId('invoice-condition').first()).toHaveText('Paid');

    // The staff user (the configured customer user id) gets the alert on any page, desktop width.
    await context.clearCookies();
    await signInWithKey(context, KEYS.manager, baseURL!);
    const polled = page.waitForResponse(isNewOrdersPoll);
    await page.goto('/dashboard?language=en');
    expect(((await (await polled).json()) as Envelope<InvoicePage>).data.content.total).toBe(1);
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'New orders' });
    await expect(notice).toBeVisible();
    // the count in Persian digits (customer spec §6)
    const link = notice.getByRole('link', { name: '۱ new orders are waiting.' });
    await link.click();

    // The alert leads to the admin invoice list filtered to the new orders: just this one, highlighted.
    await expect(page).toHaveURL(/\/ecommerce-management\/invoice\?.*filters=/);
    const row = page.locator('.ant-table-row').filter({ has: page.getByRole('link', { name: String(number), exact: true }) });
    await expect(row).toBeVisible();
    await expect(row).toHaveClass(/resource-row--new/);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);

    // View it (marks it seen), back to the list, and change its step from the row menu.
    await row.getByRole('button', { name: 'Operations' }).click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/ecommerce-management/invoice/${number}`));
    await expect(page.getByTestId('admin-invoice-view')).toBeVisible();
    await expect(page.getByTestId('admin-invoice-view').getByText('Order received')).toBeVisible();

    await page.goto(`/ecommerce-management/invoice?language=en&filters=${encodeURIComponent(JSON.stringify({ invoiceNumber: number }))}`);
    const seen = page.locator('.ant-table-row').filter({ has: page.getByRole('link', { name: String(number), exact: true }) });
    await expect(seen).toBeVisible();
    await expect(seen).not.toHaveClass(/resource-row--new/);
    await expect(seen).toContainText('Order received');
    await seen.getByRole('button', { name: 'Operations' }).click();
    await page.getByRole('menuitem', { name: 'Change step' }).click();
    const changed = page.waitForResponse((r) => r.url().includes('/changestep') && r.request().method() === 'GET');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
    expect(((await (await changed).json()) as Envelope<unknown>).success).toBe(true);
    await expect(seen).toContainText('Preparing');

    // Once viewed, the alert stops: the next poll reports no new order and no notification shows.
    const repolled = page.waitForResponse(isNewOrdersPoll);
    await page.goto('/dashboard?language=en');
    expect(((await (await repolled).json()) as Envelope<InvoicePage>).data.content.total).toBe(0);
    await expect(page.getByTestId('chart-group-ecommerce')).toBeVisible();
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);

    // The customer sees the new step.
    await context.clearCookies();
    await signInWithKey(context, KEYS.customer, baseURL!);
    await page.goto(`/invoice/${number}?language=en`);
    await expect(page.getByTestId('invoice-condition').first()).toHaveText('Paid');
    await expect(page.getByText('Preparing', { exact: true })).toBeVisible();
  });

  test('financial report: a filter, both spreadsheets over the whole filtered set, and an empty export', async ({ page, context, baseURL }) => {
    await signInWithKey(context, KEYS.manager, baseURL!);
    await page.goto('/ecommerce-management/financial?language=en');
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });

    // Filter: shipping type Alopost (several hundred paid invoices, many pages of 20).
    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Shipping type').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Postal service (Alopost)' }).click();
    await page.keyboard.press('Escape');
    const filtered = page.waitForResponse((r) => r.url().includes('/invoice/list?') && /ALOPOST/.test(r.request().postData() ?? ''));
    await dialog.getByRole('button', { name: 'Filter' }).click();
    await expect(dialog).toBeHidden();
    const filteredTotal = ((await (await filtered).json()) as Envelope<InvoicePage>).data.content.total;
    await expect(page).toHaveURL(/filters=.*ALOPOST/);
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await expect(page.locator('.ant-pagination-total-text')).toHaveText(`Total ${filteredTotal.toLocaleString('en')} items`);
    const totalText = (await page.locator('.ant-pagination-total-text').textContent()) ?? '';
    const total = Number(/Total ([\d,]+) items/.exec(totalText)?.[1].replace(/,/g, ''));
    expect(total).toBeGreaterThan(20); // more than the visible page
    expect(await page.locator('.ant-table-row').count()).toBe(20);

    const invoices = await readSheet(await exportSheet(page, 'Export'));
    const invoiceHeaders = ['invoiceNumber', 'customer', 'courier', 'productPrice', 'shippingPrice', 'couponPrice', 'amount', 'deductionPrice', 'additionalPrice', 'purePrice', 'shippingType', 'region', 'paymentAt'].map((k) => en[`orders.field.${k}`]);
    expect(invoices.header).toEqual(invoiceHeaders);
    expect(invoices.rows).toHaveLength(total);
    const shippingColumn = invoiceHeaders.indexOf('Shipping type');
    expect(new Set(invoices.rows.map((r) => r[shippingColumn]))).toEqual(new Set(['Postal service (Alopost)']));
    const numbers = invoices.rows.map((r) => Number(r[0]));
    expect(new Set(numbers).size).toBe(total);

    const daily = await readSheet(await exportSheet(page, 'Export daily report'));
    expect(daily.header).toEqual(['paymentDay', 'countInvoice', 'productPrice', 'shippingPrice', 'couponPrice', 'amount', 'deductionPrice', 'additionalPrice', 'purePrice'].map((k) => en[`orders.field.${k}`]));
    // one row per payment day of the filtered set, and the day counts add up to the filtered total
    const paymentColumn = invoiceHeaders.indexOf('Payment date');
    const days = new Set(invoices.rows.map((r) => String(r[paymentColumn]).slice(0, 10)));
    expect(daily.rows).toHaveLength(days.size);
    expect(daily.rows.reduce((sum, r) => sum + Number(r[1]), 0)).toBe(total);

    // A filter that matches nothing: the sheet has its headers and says so.
    await page.goto(`/ecommerce-management/financial?language=en&filters=${encodeURIComponent(JSON.stringify({ invoiceNumber: 999999 }))}`);
    await expect(page.getByText('Nothing to show.')).toBeVisible();
    const empty = await readSheet(await exportSheet(page, 'Export'));
    expect(empty.header).toEqual(invoiceHeaders);
    expect(empty.rows).toEqual([['No invoice matches this filter.']]);
    await expect(page.getByText('No invoice matches this filter.')).toBeVisible();
    const emptyDaily = await readSheet(await exportSheet(page, 'Export daily report'));
    expect(emptyDaily.rows).toEqual([['No invoice matches this filter.']]);
  });

  test('dashboard: each role sees exactly its charts, a customer the landing; fa axes in Persian digits', async ({ page, context, baseURL }) => {
    const cards = {
      ecommerce: ['invoice-total', 'delivery-credit', 'payments-day', 'payments-user'],
      files: ['file-type', 'file-day'],
      posts: ['post-user', 'post-day'],
    };
    const matrix: [string, (keyof typeof cards)[]][] = [
      [KEYS.admin, ['ecommerce', 'files', 'posts']],
      [KEYS.manager, ['ecommerce']],
      [KEYS.files, ['files']],
      [KEYS.posts, ['posts']],
    ];
    for (const [key, groups] of matrix) {
      await context.clearCookies();
      await signInWithKey(context, key, baseURL!);
      await page.goto('/dashboard');
      await expect(page.getByTestId(`chart-group-${groups[0]}`)).toBeVisible({ timeout: 30_000 });
      const shownGroups = await page.locator('[data-testid^="chart-group-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
      expect(shownGroups, key).toEqual(groups.map((g) => `chart-group-${g}`));
      const expectedCards = groups.flatMap((g) => cards[g]).map((id) => `chart-${id}`).sort();
      const shownCards = await page.locator('[data-testid^="chart-"]:not([data-testid^="chart-group-"])').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
      expect(shownCards.sort(), key).toEqual(expectedCards);
      await expect(page.getByTestId('customer-landing')).toHaveCount(0);
      // every chart with axes draws them in Persian digits (fa is the default language)
      const tick = page.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: /[۰-۹]/ }).first();
      await expect(tick).toBeVisible({ timeout: 30_000 });
      expect(await page.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: /[0-9]/ }).count(), key).toBe(0);
    }

    await context.clearCookies();
    await signInWithKey(context, KEYS.customer, baseURL!);
    await page.goto('/dashboard');
    await expect(page.getByTestId('customer-landing')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('profile-completeness')).toBeVisible();
    await expect(page.getByTestId('latest-invoices')).toBeVisible();
    await expect(page.getByTestId('latest-invoices').locator('.ant-table-row').first()).toBeVisible();
    await expect(page.locator('[data-testid^="chart-"]')).toHaveCount(0);
  });
});

/** Clicks the export button and waits for its download. */
async function exportSheet(page: Page, name: string): Promise<Download> {
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  // the button's name carries its icon's label ("file-excel Export")
  await page.getByRole('button', { name: new RegExp(`(^|\\s)${name}$`) }).click();
  return downloading;
}

/** The first sheet of a downloaded xlsx: the header row and the data rows as plain values. */
async function readSheet(download: Download): Promise<{ header: unknown[]; rows: unknown[][] }> {
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  const values: unknown[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  const [header, ...rows] = values;
  return { header, rows };
}

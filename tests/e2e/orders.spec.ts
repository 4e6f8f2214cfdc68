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
    // the step: in its column, or in the row's detail when the column gave way to the box's width
    const expand = seen.getByRole('button', { name: /expand row/i });
    const folded = (await expand.count()) > 0;
    const stepShown = folded ? page.locator('.resource-row-detail') : seen;
    if (folded) await expand.click();
    await expect(stepShown).toContainText('Order received');
    await seen.getByRole('button', { name: 'Operations' }).click();
    await page.getByRole('menuitem', { name: 'Change step' }).click();
    const changed = page.waitForResponse((r) => r.url().includes('/changestep') && r.request().method() === 'GET');
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/changestep')) sent = true;
    });
    // the confirm dialog has finished opening before OK is pressed; a press lost to the animation is
    // pressed again, never once the step change was sent
    const confirm = page.locator('.ant-modal-confirm');
    await expect(page.locator('.ant-modal-wrap .ant-zoom-appear, .ant-modal-wrap .ant-zoom-enter')).toHaveCount(0);
    await expect(async () => {
      if (!sent) await confirm.getByRole('button', { name: 'OK' }).click({ timeout: 2_000 });
      await expect(confirm).toHaveCount(0, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    expect(((await (await changed).json()) as Envelope<unknown>).success).toBe(true);
    await expect(stepShown).toContainText('Preparing');

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
    // picked with retries: on a busy machine a click can land while the list is still opening
    const alopost = dialog.locator('.ant-select-selection-item, .ant-select-content-has-value').filter({ hasText: 'Postal service (Alopost)' });
    await expect(async () => {
      if ((await alopost.count()) > 0) return;
      if ((await dialog.getByLabel('Shipping type').getAttribute('aria-expanded')) !== 'true') await dialog.getByLabel('Shipping type').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Postal service (Alopost)' }).click({ timeout: 3_000 });
      await expect(alopost).not.toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // close the (multiple) select's list by clicking the dialog's title; Escape could close the dialog
    await dialog.locator('.ant-modal-title').click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await expect(dialog.locator('.ant-select-selection-item, .ant-select-content-has-value').filter({ hasText: 'Postal service (Alopost)' }).first()).toBeVisible();
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
    // money headers name their unit (the export's shared column kinds)
    const MONEY = new Set(['productPrice', 'shippingPrice', 'couponPrice', 'amount', 'deductionPrice', 'additionalPrice', 'purePrice']);
    const header = (k: string) => (MONEY.has(k) ? `${en[`orders.field.${k}`]} (IRR)` : en[`orders.field.${k}`]);
    const invoiceHeaders = ['invoiceNumber', 'customer', 'courier', 'productPrice', 'shippingPrice', 'couponPrice', 'amount', 'deductionPrice', 'additionalPrice', 'purePrice', 'shippingType', 'region', 'paymentAt'].map(header);
    expect(invoices.header).toEqual(invoiceHeaders);
    expect(invoices.rows).toHaveLength(total);
    const shippingColumn = invoiceHeaders.indexOf('Shipping type');
    expect(new Set(invoices.rows.map((r) => r[shippingColumn]))).toEqual(new Set(['Postal service (Alopost)']));
    const numbers = invoices.rows.map((r) => Number(r[0]));
    expect(new Set(numbers).size).toBe(total);

    const daily = await readSheet(await exportSheet(page, 'Export daily report'));
    expect(daily.header).toEqual(['paymentDay', 'countInvoice', 'productPrice', 'shippingPrice', 'couponPrice', 'amount', 'deductionPrice', 'additionalPrice', 'purePrice'].map(header));
    // one row per payment day of the filtered set, and the day counts add up to the filtered total
    const paymentColumn = invoiceHeaders.indexOf('Payment date');
    // payment dates are date cells (the wall-clock time, read back as a Date in UTC)
    const days = new Set(invoices.rows.map((r) => (r[paymentColumn] as Date).toISOString().slice(0, 10)));
    expect(invoices.rows.every((r) => r[paymentColumn] instanceof Date)).toBe(true);
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

/**
 * Large lists, measured (production build, loopback mock re-seeded for this describe with 100,000 extra
 * invoices and 10,000 extra users through `POST /__reset?invoices=…&users=…`; the plain seed is back
 * afterwards). Each measurement opens a light page first, then switches to the list in place (as the
 * menu does), and times until the first row is drawn and the spinner is gone. A PerformanceObserver
 * for 'longtask' in the page gives the longest main-thread block of each step.
 */
test.describe('large lists', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(300_000);

  const reset = async (query = '') => {
    const res = await fetch(`${API_URL}__reset${query}`, { method: 'POST' });
    expect(res.status).toBe(204);
  };
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await reset('?invoices=100000&users=10000');
  });
  test.afterAll(async () => {
    await reset();
  });

  /** Records the longest task since the last `longestTask(page, true)`. */
  const watchLongTasks = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as { __longest: number; __tasks: number };
      w.__longest = 0;
      w.__tasks = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.__tasks += 1;
          w.__longest = Math.max(w.__longest, entry.duration);
        }
      }).observe({ type: 'longtask', buffered: true });
    });
  const longestTask = (page: Page, clear = false) =>
    page.evaluate((c) => {
      const w = window as unknown as { __longest: number; __tasks: number };
      const value = { longest: Math.round(w.__longest), tasks: w.__tasks };
      if (c) {
        w.__longest = 0;
        w.__tasks = 0;
      }
      return value;
    }, clear);

  /** Opens `path` in place from a light page; returns ms to the first row with no spinner, and the longest task. */
  async function timeToRows(page: Page, path: string, totalText: RegExp) {
    // a light page without a table (the profile form), so the first row seen is the list's
    await page.goto('/edit-user?language=en');
    await expect(page.locator('form').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.ant-table-row')).toHaveCount(0);
    await longestTask(page, true);
    const limit = new URL(path, 'http://x').searchParams.get('limit');
    const answered = page
      .waitForResponse((r) => /\/list\?/.test(r.url()) && r.url().includes(`limit=${limit}`) && r.request().method() === 'POST', { timeout: 120_000 })
      .then(async (r) => {
        await r.finished();
        return Date.now();
      });
    const started = Date.now();
    await page.evaluate((p) => {
      window.history.pushState(null, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 120_000 });
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 120_000 });
    const ms = Date.now() - started;
    // until the whole answer arrived (server + transfer); the rest is the page's (parse, check, render)
    const response = (await answered) - started;
    await expect(page.locator('.ant-pagination-total-text')).toHaveText(totalText);
    return { ms, response, ...(await longestTask(page, true)) };
  }

  test('admin invoice list: time to rows at page sizes 10, 10,000 and 100,000', async ({ page, context, baseURL }) => {
    await watchLongTasks(page);
    await signInWithKey(context, KEYS.admin, baseURL!);
    const list = (limit: number) => `/ecommerce-management/invoice?language=en&limit=${limit}`;
    // warm the list's chunk and the mock once, so both sizes start alike
    await page.goto(list(10));
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 120_000 });
    const total = /Total 102,460 items/;
    const small = await timeToRows(page, list(10), total);
    const large = await timeToRows(page, list(10_000), total);
    // the virtual table draws only the visible rows
    expect(await page.locator('.ant-table-row').count()).toBeLessThan(200);
    const body = page.locator('.ant-table-tbody-virtual-holder');
    const t0 = Date.now();
    await body.evaluate((el) => el.scrollTo({ top: 300_000 }));
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const scroll = Date.now() - t0;
    const huge = await timeToRows(page, list(100_000), total);
    console.log(
      `invoice list (102,460 invoices): page size 10 → ${small.ms} ms (answer ${small.response} ms, longest task ${small.longest} ms); ` +
        `10,000 → ${large.ms} ms (answer ${large.response} ms, longest task ${large.longest} ms), ratio ${(large.ms / small.ms).toFixed(2)}; ` +
        `scroll to row ~5,000 → ${scroll} ms; 100,000 → ${huge.ms} ms (answer ${huge.response} ms, longest task ${huge.longest} ms, ${huge.tasks} long tasks)`,
    );
    // the page still answers after 100,000 rows
    const t1 = Date.now();
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    console.log(`invoice list at 100,000: the filter dialog opens ${Date.now() - t1} ms after the click`);
    expect(large.ms).toBeLessThan(60_000);
    expect(huge.ms).toBeLessThan(120_000);
  });

  test('financial export of 10,000 rows: the longest main-thread block is a small part of the export', async ({ page, context, baseURL }) => {
    await watchLongTasks(page);
    await signInWithKey(context, KEYS.admin, baseURL!);
    // a payment-date range that holds a little over 10,000 paid invoices, cut by invoice number below
    await page.goto('/ecommerce-management/financial?language=en');
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 120_000 });
    const all = Number(/Total ([\d,]+) items/.exec((await page.locator('.ant-pagination-total-text').textContent()) ?? '')?.[1].replace(/,/g, ''));
    expect(all).toBeGreaterThan(10_000);
    // the newest 10,000-odd: the last ~67 days of the 548 (paid invoices are spread evenly)
    const from = new Date(Date.UTC(2026, 10, 20) - Math.ceil((10_000 / all) * 548 + 2) * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/ecommerce-management/financial?language=en&filters=${encodeURIComponent(JSON.stringify({ date: [from, null] }))}`);
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 120_000 });
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const rows = Number(/Total ([\d,]+) items/.exec((await page.locator('.ant-pagination-total-text').textContent()) ?? '')?.[1].replace(/,/g, ''));
    expect(rows).toBeGreaterThanOrEqual(10_000);
    await longestTask(page, true);
    const started = Date.now();
    const downloading = page.waitForEvent('download', { timeout: 180_000 });
    await page.getByRole('button', { name: /(^|\s)Export$/ }).click();
    const download = await downloading;
    const ms = Date.now() - started;
    const { longest, tasks } = await longestTask(page, true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    expect(book.worksheets[0].rowCount).toBe(rows + 1);
    console.log(
      `financial export of ${rows.toLocaleString('en')} rows: ${ms} ms to the download, longest main-thread block ${longest} ms (${tasks} long tasks), ${(longest / ms).toFixed(3)} of the export`,
    );
    // the export is cut into pieces the page answers between: its longest block a small part of the
    // whole export, a ratio that a slower or busier machine stretches on both sides (0.04 on a quiet
    // run, 0.13 on a loaded one, where the block alone was 2 s; an export in one block is near 1)
    expect(longest / ms).toBeLessThan(0.25);
  });

  test('admin user list: time to rows at page sizes 10 and 10,000, scrolling', async ({ page, context, baseURL }) => {
    await watchLongTasks(page);
    await signInWithKey(context, KEYS.admin, baseURL!);
    const list = (limit: number) => `/user-management/user?language=en&limit=${limit}`;
    await page.goto(list(10));
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 120_000 });
    const total = /Total 10,070 items/;
    const small = await timeToRows(page, list(10), total);
    const large = await timeToRows(page, list(10_000), total);
    expect(await page.locator('.ant-table-row').count()).toBeLessThan(200);
    const body = page.locator('.ant-table-tbody-virtual-holder');
    const scrolls: number[] = [];
    const tries: number[] = [];
    for (const top of [100_000, 300_000, 500_000]) {
      const first = await page.locator('.ant-table-row').first().textContent();
      const t0 = Date.now();
      // The jump is set on the scroller, as a scrollbar drag ends; on a loaded machine one such jump
      // was once not followed (the first row stayed for 10 s), so it is set again until the rows
      // there show, and the tries are printed: what is held is that the rows at the offset render.
      let tried = 0;
      await expect(async () => {
        tried += 1;
        await body.evaluate((el, y) => el.scrollTo({ top: y }), top);
        await expect(page.locator('.ant-table-row').first()).not.toHaveText(first ?? '', { timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      scrolls.push(Date.now() - t0);
      tries.push(tried);
    }
    const { longest } = await longestTask(page, true);
    console.log(
      `user list (10,070 users): page size 10 → ${small.ms} ms (answer ${small.response} ms), 10,000 → ${large.ms} ms (answer ${large.response} ms, longest task ${large.longest} ms), ratio ${(large.ms / small.ms).toFixed(2)}; ` +
        `scroll jumps ${scrolls.join(' / ')} ms in ${tries.join(' / ')} tries (longest task while scrolling ${longest} ms)`,
    );
    expect(large.ms).toBeLessThan(30_000);
  });
});

/**
 * The list export of the resource pattern in the production build against the loopback mock re-seeded
 * with 10,000 extra products (`POST /__reset?products=10000`): the whole list (10,163 products) exported
 * to xlsx from the product list, the file read back with exceljs (one row per product), and the longest
 * main-thread task while it runs (PerformanceObserver 'longtask'; target: none over 200 ms, printed). Cancelling
 * stops the export without a file.
 */
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { API_URL, KEYS, openedDialog, signInWithKey, expect, test } from './helpers';

const reset = async (query = '') => {
  const res = await fetch(`${API_URL}__reset${query}`, { method: 'POST' });
  expect(res.status).toBe(204);
};

const watchLongTasks = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __longest: number; __tasks: number; __over200: number };
    w.__longest = 0;
    w.__tasks = 0;
    w.__over200 = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.__tasks += 1;
        if (entry.duration > 200) w.__over200 += 1;
        w.__longest = Math.max(w.__longest, entry.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
  });
const longestTask = (page: Page, clear = false) =>
  page.evaluate((c) => {
    const w = window as unknown as { __longest: number; __tasks: number; __over200: number };
    const value = { longest: Math.round(w.__longest), tasks: w.__tasks, over200: w.__over200 };
    if (c) {
      w.__longest = 0;
      w.__tasks = 0;
      w.__over200 = 0;
    }
    return value;
  }, clear);

const totalOf = async (page: Page) =>
  Number(/Total ([\d,]+) items/.exec((await page.locator('.ant-pagination-total-text').textContent()) ?? '')?.[1].replace(/,/g, ''));

test.describe('list export', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(300_000);
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await reset('?products=10000');
  });
  test.afterAll(async () => {
    await reset();
  });

  test('10,000+ products to xlsx: every row in the file, the page never blocked long', async ({ page, context, baseURL }) => {
    await watchLongTasks(page);
    await signInWithKey(context, KEYS.admin, baseURL!);
    await page.goto('/ecommerce-management/product?language=en');
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 120_000 });
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 120_000 });
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(10_000);
    await longestTask(page, true);

    const started = Date.now();
    const downloading = page.waitForEvent('download', { timeout: 240_000 });
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const progress = page.getByTestId('export-progress');
    await expect(progress).toBeVisible();
    const download = await downloading;
    const ms = Date.now() - started;
    const { longest, tasks, over200 } = await longestTask(page, true);
    await expect(progress).toHaveCount(0);
    await expect(page.getByText(`${total.toLocaleString('en')} rows exported.`)).toBeVisible();

    expect(download.suggestedFilename()).toMatch(/^catalog-product-\d{8}-\d{4}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(total + 1);
    // a money column's header names its unit (the export's shared column kinds)
    expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['Name', 'Price (IRR)']);
    expect(typeof sheet.getRow(2).getCell(2).value).toBe('number');
    console.log(
      `list export of ${total.toLocaleString('en')} products: ${ms} ms to the download, longest main-thread task ${longest} ms (${tasks} long tasks, ${over200} over 200 ms), ${(longest / ms).toFixed(3)} of the export`,
    );
    // the workbook is written off the page and the rows come in pieces: the longest block is a small part
    // of the whole export, a ratio a slower or busier machine stretches on both sides (0.03 in a CI run);
    // exceljs writing in the page was a block of 1.5 s and more in an export of about 4.5 s (0.33)
    expect(longest / ms).toBeLessThan(0.25);
  });

  test('Cancel stops the export: no file, the list stays usable', async ({ page, context, baseURL }) => {
    await signInWithKey(context, KEYS.admin, baseURL!);
    await page.goto('/ecommerce-management/product?language=en');
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 120_000 });
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    // the export's second page is held until Cancel is pressed: the export cannot end before it, however
    // fast or slow the machine (without the hold, a loaded machine's click could come after the file)
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const isSecondPage = (url: string) => /\/ecommercemanagement\/v1\/product\/list\?/.test(url) && new URL(url).searchParams.get('page') === '2';
    await page.route(/\/ecommercemanagement\/v1\/product\/list\?/, async (route) => {
      if (isSecondPage(route.request().url())) await held;
      // the page may have dropped the call meanwhile (Cancel aborts it)
      await route.continue().catch(() => undefined);
    });
    const secondPage = page.waitForRequest((request) => isSecondPage(request.url()));
    const secondPageDropped = page.waitForEvent('requestfailed', (request) => isSecondPage(request.url()));
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    await expect(page.getByTestId('export-progress')).toBeVisible();
    await secondPage;
    // pressed once the dialog has finished opening (a press while it grows can miss the button)
    await (await openedDialog(page.getByRole('dialog'))).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('The export was cancelled.')).toBeVisible();
    await expect(page.getByTestId('export-progress')).toHaveCount(0);
    // the page dropped the page it was waiting for: no file can be written from what it has
    await secondPageDropped;
    release();
    expect(downloaded).toBe(false);
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });
});

/**
 * Where only the browser shows them on the admin screens: the product list at 1366 px fits beside the
 * sidebar (its less important columns give way, the switches and the row menu stay in view and work,
 * what gave way is in the row's expanded detail).
 */
import { KEYS, expect, signInWithKey, sidewaysScrollers, test } from './helpers';

test.setTimeout(120_000);

for (const language of ['fa', 'en'] as const) {
  test(`the product list fits at 1366 px; its switches are in view and work; a row's detail shows the columns that gave way (${language})`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInWithKey(context, KEYS.admin, baseURL!);
    await page.goto(`/ecommerce-management/product?language=${language}`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(10, { timeout: 60_000 });
    // the table does not scroll sideways in its box, nor the page
    await expect.poll(() => sidewaysScrollers(page)).toEqual([]);
    const scroller = page.locator('.resource-page .ant-table-content');
    const frame = (await scroller.boundingBox())!;
    const row = rows.first();
    const switches = row.getByRole('switch');
    await expect(switches).toHaveCount(3);
    for (let i = 0; i < 3; i += 1) {
      const box = (await switches.nth(i).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
    const menu = row.getByRole('button', { name: language === 'fa' ? 'عملیات' : 'Operations' });
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(frame.x + frame.width);

    // a switch is clicked where it is (no scrolling) and changes the product; back again after
    const publish = row.getByRole('switch', { name: language === 'fa' ? 'انتشار' : 'Publish' });
    const was = await publish.getAttribute('aria-checked');
    const changed = page.waitForResponse((r) => /changepublished/.test(r.url()));
    await publish.click();
    expect((await changed).ok()).toBe(true);
    await expect(publish).toHaveAttribute('aria-checked', was === 'true' ? 'false' : 'true');
    await publish.click();
    await expect(publish).toHaveAttribute('aria-checked', String(was));

    // the columns that gave way are in the row's detail
    const headers = await page.locator('.ant-table-thead th').allTextContents();
    await row.getByRole('button', { name: language === 'fa' ? 'باز شدن ردیف' : 'Expand row' }).click();
    const detail = page.locator('.resource-row-detail').first();
    await expect(detail).toBeVisible();
    const terms = await detail.locator('dt').allTextContents();
    expect(terms.length).toBeGreaterThan(0);
    for (const term of terms) expect(headers).not.toContain(term);
    expect(terms).toContain(language === 'fa' ? 'تاریخ ویرایش' : 'Edited');
    if (language === 'fa') expect(await detail.textContent()).not.toMatch(/[0-9]/);
    expect(await sidewaysScrollers(page)).toEqual([]);
    console.log(`product list ${language} at 1366: shown ${headers.filter(Boolean).length} columns, in the detail: ${terms.join(', ')}`);
  });
}

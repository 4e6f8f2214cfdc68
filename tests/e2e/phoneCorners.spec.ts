/**
 * What a phone shows where it matters, fa and en (production build):
 * - /edit-user at 390 px: a failed save whose first field in error is the last one brings that field
 *   above the floating save button (not under it), focused; every bar a form keeps over its fields
 *   says which edge it holds (`data-sticky-edge`), so the error scroll leaves room for it;
 * - the invoice at 390 px, and at 1,024 px where its products card is as narrow beside the details: each
 *   line's total is in view without the table scrolling sideways; at 1,024 px no customer screen scrolls
 *   sideways beside the sidebar (their tables follow their box, not the window);
 * - a notice (add to cart) opens below the header, over none of the language switch, cart or avatar,
 *   at 390 and 1366 px;
 * - a list's cards at 390 px start where its waiting state was: nothing moves when the rows come
 *   (the customer's sessions, the staff's product list);
 * - the dashboard's shortcuts at 390 px stay where they are when the cart's count comes.
 */
import type { Locator, Page } from '@playwright/test';
import { KEYS, expect, sidewaysScrollers, signInWithKey, test } from './helpers';

type Language = 'fa' | 'en';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
const BESIDE_SIDEBAR = { width: 1024, height: 800 };
const TEXT = {
  fa: { postalCode: 'کد پستی', save: 'ذخیره', products: 'محصولات', total: 'جمع' },
  en: { postalCode: 'Postal code', save: 'Save', products: 'Products', total: 'Total' },
} as const;
/** The seeded customer's published invoice with four lines (mocks/db/seed/invoices). */
const INVOICE = 3153;

/** The elements inside forms that stay over the fields while the page scrolls, but do not say which edge they hold. */
function unmarkedBars(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('form *'))
      .filter((el) => /sticky|fixed/.test(getComputedStyle(el).position) && !el.closest('[data-sticky-edge]'))
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`),
  );
}

/** The element the person would touch at the middle of `locator` is `locator` itself (or inside it): nothing covers it. */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(hit && (hit === el || el.contains(hit)));
  });
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.setTimeout(90_000);

for (const language of ['fa', 'en'] as const satisfies readonly Language[]) {
  const t = TEXT[language];

  test(`/edit-user at 390 px: the last field in error comes above the floating save button, focused (${language})`, async ({ page, context, baseURL }) => {
    await page.setViewportSize(PHONE);
    await signInWithKey(context, KEYS.customer, baseURL!);
    await page.goto(`/edit-user?language=${language}`);
    const postalCode = page.getByLabel(t.postalCode, { exact: true });
    await expect(postalCode).not.toHaveValue('', { timeout: 60_000 });
    expect(await unmarkedBars(page)).toEqual([]);
    await postalCode.fill('');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(postalCode).toBeFocused();
    await expect.poll(() => uncovered(postalCode)).toBe(true);
    const field = (await postalCode.boundingBox())!;
    const button = (await page.getByRole('button', { name: t.save, exact: true }).boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(button.y);
  });

  // at 1,024 px the products card sits beside the invoice's details, 397 px wide: as narrow as a phone's
  for (const size of [PHONE, BESIDE_SIDEBAR]) {
    test(`the invoice at ${size.width} px: every line total in view, nothing scrolls sideways (${language})`, async ({ page, context, baseURL }) => {
      await page.setViewportSize(size);
      await signInWithKey(context, KEYS.customer, baseURL!);
      await page.goto(`/invoice/${INVOICE}?language=${language}`);
      const card = page.locator('.ant-card').filter({ has: page.getByText(t.products, { exact: true }) });
      const table = card.locator('.ant-table');
      const lines = table.locator('.ant-table-tbody tr.ant-table-row');
      await expect(lines).toHaveCount(4, { timeout: 60_000 });
      const header = table.locator('th').filter({ hasText: t.total });
      await expect(header).toBeVisible();
      // inside the card, which is inside the window
      const frame = (await card.boundingBox())!;
      expect(frame.x).toBeGreaterThanOrEqual(0);
      expect(frame.x + frame.width).toBeLessThanOrEqual(size.width);
      for (const cell of [header, ...(await lines.locator('td:last-child').all())]) {
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(frame.x);
        expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      }
      const sideways = await table.locator('.ant-table-content, .ant-table-body').evaluateAll((scrollers) =>
        scrollers.filter((s) => s.scrollWidth > s.clientWidth + 1).length,
      );
      expect(sideways).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    });
  }

  test(`the customer's screens at 1,024 px, beside the sidebar: nothing scrolls sideways (${language})`, async ({ page, context, baseURL }) => {
    await page.setViewportSize(BESIDE_SIDEBAR);
    await signInWithKey(context, KEYS.customer, baseURL!);
    for (const path of ['/dashboard', '/invoice', `/invoice/${INVOICE}`, '/token', '/edit-user']) {
      await page.goto(`${path}?language=${language}`);
      // the screen's content, past its waiting state
      await expect(page.locator('main .ant-table-row, main form').first()).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0);
      await expect.poll(() => sidewaysScrollers(page), { message: path }).toEqual([]);
    }
  });

  for (const size of [PHONE, DESKTOP]) {
    test(`a notice opens below the header, over none of its controls (${size.width} px, ${language})`, async ({ page, context, baseURL }) => {
      await page.setViewportSize(size);
      await signInWithKey(context, KEYS.customer, baseURL!);
      await page.goto(`/shop/product/hyaluronic-acid-moisturising-cream?language=${language}`);
      const add = page.getByTestId('add-to-cart');
      await expect(add).toBeEnabled({ timeout: 60_000 });
      const actions = page.locator('.site-header .user-actions');
      const controls = actions.locator('a, button');
      await expect(controls.first()).toBeVisible();
      await add.click();
      const notice = page.locator('.ant-notification-notice').first();
      await expect(notice).toBeVisible();
      const box = (await notice.boundingBox())!;
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        const controlBox = (await control.boundingBox())!;
        expect(overlaps(box, controlBox), `the notice covers ${await control.evaluate((el) => el.outerHTML.slice(0, 80))}`).toBe(false);
      }
      const headerBox = (await page.locator('.site-header').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    });
  }

  test(`a list's cards at 390 px come where the list was waiting: nothing moves (sessions and products, ${language})`, async ({ browser, baseURL }) => {
    const lists = [
      { path: '/token', key: KEYS.customer, call: /\/dashboard\/v1\/user\/token\/list\?/ },
      { path: '/ecommerce-management/product', key: KEYS.admin, call: /\/ecommercemanagement\/v1\/product\/list\?/ },
    ];
    for (const list of lists) {
      const context = await browser.newContext({ viewport: PHONE, locale: language === 'fa' ? 'fa-IR' : 'en-US' });
      await signInWithKey(context, list.key, baseURL!);
      const page = await context.newPage();
      await page.addInitScript(() => {
        const moved: string[] = [];
        (window as unknown as { __moved: string[] }).__moved = moved;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
            const names = (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.classList.item(0) ?? ''}` : 'text'));
            moved.push(`${entry.value.toFixed(4)} ${names.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // the list's answer is held until its waiting state is on screen, so the rows always come after it
      let release = () => {};
      const released = new Promise<void>((done) => (release = done));
      await page.route(list.call, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${list.path}?language=${language}`);
      await expect(page.locator('.resource-cards .loading-cover[aria-busy="true"]')).toBeVisible();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      release();
      await expect(page.locator('.resource-card').first()).toBeVisible();
      await expect(page.locator('.resource-cards .loading-cover')).toHaveAttribute('aria-busy', 'false');
      // a layout shift is reported after the frame that painted it
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved), `${list.path}: layout shifts (score, what moved)`).toEqual([]);
      await context.close();
    }
  });

  test(`the dashboard's shortcuts at 390 px stay where they are when the cart's count comes (${language})`, async ({ page, context, baseURL }) => {
    await page.setViewportSize(PHONE);
    await signInWithKey(context, KEYS.customer, baseURL!);
    // the cart's answer is held until the shortcuts are on screen without its count
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    await page.route(/\/ecommercemanagement\/v1\/cart\/all/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/dashboard?language=${language}`);
    const shortcuts = page.locator('.dash-links__item');
    await expect(shortcuts).toHaveCount(4);
    const boxes = () => shortcuts.evaluateAll((items) => items.map((item) => { const box = item.getBoundingClientRect(); return `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`; }));
    const before = await boxes();
    release();
    // the customer's cart is never empty here (three lines seeded, and the notice test adds one)
    await expect(shortcuts.nth(1)).toHaveText(/\([0-9۰-۹]+\)/);
    expect(await boxes(), 'the shortcuts, before and after the cart answered').toEqual(before);
  });
}

/**
 * Where only the browser shows them on the admin screens: the product list at 1366 px fits beside the
 * sidebar (its less important columns give way, the switches and the row menu stay in view and work, the
 * switches laid out without positioned boxes with their handles where their state puts them, each row a
 * stacking context of its own,
 * what gave way is in the row's expanded detail; the sidebar stays in view down a long page), no staff
 * list scrolls sideways at that width or at 1024 px (nor the financial report, whose totals stay whole),
 * on a phone on its side the lists are cards, a list's headers show with its first rows and keep their
 * widths from page to page, and a failed save of the product form brings the first field in error into
 * view below the sticky header, focused, with a summary said.
 */
import type { Page } from '@playwright/test';
import { KEYS, expect, signInWithKey, sidewaysScrollers, test } from './helpers';
import { twoFrames } from './listTiming';

test.setTimeout(120_000);

/**
 * Each switch of the list's rows: how many of its boxes are positioned (the switch, its handle, the circle
 * drawn in the handle), and how far its handle sits from the switch's inline start and end.
 */
const rowSwitches = (page: Page) =>
  page.locator('.resource-page__table .ant-table-tbody .ant-switch').evaluateAll((switches) =>
    switches.map((element) => {
      const handle = element.querySelector('.ant-switch-handle')!;
      const outer = element.getBoundingClientRect();
      const inner = handle.getBoundingClientRect();
      const rtl = getComputedStyle(element).direction === 'rtl';
      const circle = getComputedStyle(handle, '::before');
      return {
        on: element.getAttribute('aria-checked') === 'true',
        positioned: [getComputedStyle(element).position, getComputedStyle(handle).position, circle.position].filter((position) => position !== 'static').length,
        fromStart: Math.round(rtl ? outer.right - inner.right : inner.left - outer.left),
        fromEnd: Math.round(rtl ? inner.left - outer.left : outer.right - inner.right),
        inside: inner.top >= outer.top && inner.bottom <= outer.bottom,
        circleFills: Math.abs(parseFloat(circle.width) - inner.width) < 1 && Math.abs(parseFloat(circle.height) - inner.height) < 1,
      };
    }),
  );

/** Every row of the list's body is a stacking context of its own (resourceTable.css: a change repaints its row alone). */
async function expectRowsApart(page: Page) {
  const isolation = await page.locator('.resource-page__table .ant-table-tbody > tr').evaluateAll((rows) => [...new Set(rows.map((row) => getComputedStyle(row).isolation))]);
  expect(isolation).toEqual(['isolate']);
}

/** Every row switch is laid out without positioned boxes (resourceTable.css), its handle at its start when off and at its end when on. */
async function expectSwitchesInPlace(page: Page) {
  const switches = await rowSwitches(page);
  expect(switches.length).toBeGreaterThan(0);
  for (const one of switches) {
    expect(one.positioned, 'positioned boxes in a row switch').toBe(0);
    expect(one.inside && one.circleFills, 'the handle inside the switch, its circle filling it').toBe(true);
    const [near, far] = one.on ? [one.fromEnd, one.fromStart] : [one.fromStart, one.fromEnd];
    expect(Math.abs(near - 2), `the handle 2 px from the switch's ${one.on ? 'end' : 'start'}`).toBeLessThanOrEqual(1);
    expect(far).toBeGreaterThan(near + 4);
  }
}

for (const language of ['fa', 'en'] as const) {
  test(`the product list fits at 1366 px; its rows are painted apart and its switches are in view, laid out without positioned boxes, and work; a row's detail shows the columns that gave way; the menu stays in view at the page's foot (${language})`, async ({ page, context, baseURL }) => {
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
    await expectSwitchesInPlace(page);
    await expectRowsApart(page);
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
    await expectSwitchesInPlace(page);
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

    // a wider window gives the columns back; narrower again, they give way again and nothing scrolls sideways
    const edited = page.locator('.ant-table-thead th').filter({ hasText: language === 'fa' ? 'تاریخ ویرایش' : 'Edited' });
    await expect(edited).toHaveCount(0);
    await page.setViewportSize({ width: 2400, height: 900 });
    await expect(edited).toHaveCount(1);
    await expect.poll(() => sidewaysScrollers(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(edited).toHaveCount(0);
    await expect.poll(() => sidewaysScrollers(page)).toEqual([]);

    // at the foot of a page taller than the window the menu is still in view, with the current screen's
    // item; a menu taller than the window scrolls in its own box
    await page.setViewportSize({ width: 1366, height: 480 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const sider = page.locator('.dashboard-sider');
    await expect.poll(async () => Math.abs((await sider.boundingBox())!.y)).toBeLessThan(1);
    await expect(sider.locator('.ant-menu-item-selected')).toBeInViewport();
    expect(await sider.evaluate((el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY === 'auto')).toBe(true);
  });
}

for (const language of ['fa', 'en'] as const) {
  test(`at 1366 and 1024 px beside the sidebar, no staff list scrolls sideways (their less important columns give way, a box too narrow sets the table tight) and each row menu is whole in view (${language})`, async ({ page, context, baseURL }) => {
    await signInWithKey(context, KEYS.admin, baseURL!);
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 768 });
      for (const path of ['/ecommerce-management/coupon', '/file-management/file', '/ecommerce-management/invoice', '/ecommerce-management/product', '/post-management/post', '/user-management/user']) {
        await page.goto(`${path}?language=${language}`);
        await expect(page.locator('.resource-page .ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
        await expect.poll(() => sidewaysScrollers(page), { message: `${path} at ${width} px` }).toEqual([]);
        // the row menus are whole in view, not under a column scrolled beneath them
        await expect(page.locator('.resource-page .ant-table-tbody tr.ant-table-row').first().locator('button:has(.anticon-more)')).toBeInViewport({ ratio: 1 });
      }
    }
  });
}

for (const language of ['fa', 'en'] as const) {
  test(`on a phone on its side (700 px) every staff list reads as cards and nothing scrolls sideways (${language})`, async ({ page, context, baseURL }) => {
    await signInWithKey(context, KEYS.admin, baseURL!);
    await page.setViewportSize({ width: 700, height: 390 });
    for (const path of ['/ecommerce-management/invoice', '/ecommerce-management/product', '/file-management/file', '/ecommerce-management/financial', '/ecommerce-management/product-comment']) {
      await page.goto(`${path}?language=${language}`);
      await expect(page.locator('.resource-page .resource-card[data-row-key]').first()).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('.resource-page .ant-table')).toHaveCount(0);
      await expect.poll(() => sidewaysScrollers(page), { message: `${path} at 700 px` }).toEqual([]);
    }
  });
}

/**
 * Each total's figure (up to its currency) as the browser laid it out: on how many lines, and whether it
 * stays inside its cell or list item.
 */
const totalFigures = (page: Page) =>
  page.locator('[data-testid="resource-totals"] [data-testid^="total-"]').evaluateAll((totals) =>
    totals.map((total) => {
      const text = total.textContent;
      const walker = document.createTreeWalker(total, NodeFilter.SHOW_TEXT);
      const node = walker.nextNode();
      const range = document.createRange();
      range.setStart(node!, 0);
      range.setEnd(node!, Math.max(1, (node!.textContent ?? '').indexOf(' ')));
      const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
      const figure = range.getBoundingClientRect();
      const holder = (total.closest('td, .resource-card__field') as HTMLElement).getBoundingClientRect();
      return { key: total.getAttribute('data-testid'), text, lines, inside: figure.left >= holder.left - 1 && figure.right <= holder.right + 1 };
    }),
  );

for (const language of ['fa', 'en'] as const) {
  test(`the financial report fits beside the sidebar at 1920, 1366 and 1024 px, and on a page of 1,000 (the virtual table); each of its seven totals is whole, under its column or listed under the label (${language})`, async ({ page, context, baseURL }) => {
    await signInWithKey(context, KEYS.admin, baseURL!);
    for (const [width, limit] of [[1920, 10], [1366, 10], [1024, 10], [1366, 1000]]) {
      const at = `${width} px, ${limit} rows`;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/ecommerce-management/financial?language=${language}&limit=${limit}`);
      await expect(page.locator('.resource-page .ant-table-row').first()).toBeVisible({ timeout: 60_000 });
      // the totals of the whole filtered set come with their own answer: wait for the figures
      await expect(page.locator('[data-testid="resource-totals"] [data-testid="total-amount"]')).toHaveText(/[0-9۰-۹]/, { timeout: 60_000 });
      await expect(page.locator('[data-testid="resource-totals"] .ant-spin')).toHaveCount(0);
      await expect.poll(() => sidewaysScrollers(page), { message: at }).toEqual([]);
      // every header cell inside the table's box (a virtual table scrolls sideways by its own bar)
      const outside = await page.evaluate(() => {
        const box = document.querySelector('.resource-page .ant-table')!.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')]
          .filter((th) => th.getBoundingClientRect().width > 0)
          .filter((th) => th.getBoundingClientRect().left < box.left - 1 || th.getBoundingClientRect().right > box.right + 1)
          .map((th) => th.textContent);
      });
      expect(outside, at).toEqual([]);
      const figures = await totalFigures(page);
      expect(figures, at).toHaveLength(7);
      for (const figure of figures) expect(figure, `${figure.key} at ${at}: ${figure.text}`).toMatchObject({ lines: 1, inside: true });
    }
  });
}

/** Each header cell's start and width, rounded to the pixel. */
const headerBoxes = (page: Page) =>
  page.locator('.ant-table-thead > tr > th').evaluateAll((cells) => cells.map((cell) => {
    const box = cell.getBoundingClientRect();
    return [Math.round(box.x), Math.round(box.width)];
  }));

/** Waits until the list shows other rows than `shownKey`'s first row, and for them to paint. */
async function otherRows(page: Page, shownKey: string | null) {
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).not.toHaveAttribute('data-row-key', shownKey ?? '');
  await expect(page.locator('.resource-page .loading-cover[aria-busy="true"]')).toHaveCount(0);
  await twoFrames(page);
}

for (const language of ['fa', 'en'] as const) {
  test(`the list's columns keep their widths from page to page and after a sort, and fit a narrower window again (${language})`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInWithKey(context, KEYS.admin, baseURL!);
    await page.goto(`/ecommerce-management/product?language=${language}`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(10, { timeout: 60_000 });
    const first = await headerBoxes(page);
    // the widths are held once the first page has painted: page 2, then a sort by price, keep them
    await expect.poll(() => page.locator('[data-steady-columns] > style').count()).toBe(1);
    expect(await headerBoxes(page)).toEqual(first);
    // the first row's key is read before the press: read after it, a quick answer's rows were there already
    const onPage1 = await rows.first().getAttribute('data-row-key');
    await page.locator('.ant-pagination-next').first().click();
    await otherRows(page, onPage1);
    expect(await headerBoxes(page)).toEqual(first);
    const shown = await rows.first().getAttribute('data-row-key');
    await page.locator('.ant-table-thead th').filter({ hasText: language === 'fa' ? 'قیمت' : 'Price' }).click();
    await otherRows(page, shown);
    expect(await headerBoxes(page)).toEqual(first);

    // a narrower window: the table lays itself out in it again, nothing scrolls sideways, and the new
    // widths are held for its next page
    await page.setViewportSize({ width: 1100, height: 768 });
    await expect.poll(() => sidewaysScrollers(page)).toEqual([]);
    await expect.poll(() => page.locator('[data-steady-columns] > style').count()).toBe(1);
    const narrower = await headerBoxes(page);
    expect(narrower).not.toEqual(first);
    const shownNarrower = await rows.first().getAttribute('data-row-key');
    await page.locator('.ant-pagination-next').first().click();
    await otherRows(page, shownNarrower);
    expect(await headerBoxes(page)).toEqual(narrower);
    expect(await sidewaysScrollers(page)).toEqual([]);
  });
}

for (const language of ['fa', 'en'] as const) {
  test(`the list's headers show with its first rows, where they stay: no header cell moves when the rows come (${language})`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInWithKey(context, KEYS.admin, baseURL!);
    // every layout shift from the start, with the tags of what moved
    await context.addInitScript(() => {
      const seen: string[][] = [];
      (window as unknown as { headerShifts: string[][] }).headerShifts = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { sources: { node?: Node | null }[] }[]) {
          seen.push(entry.sources.map((source) => (source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : '')));
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // the list's answer waits until its waiting state is on screen
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/product\/list(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/ecommerce-management/product?language=${language}`);
    await expect(page.locator('.resource-page .loading-cover[aria-busy="true"]')).toHaveCount(1, { timeout: 60_000 });
    await expect(page.locator('.ant-table-thead')).toBeHidden();
    answer();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(10, { timeout: 60_000 });
    await expect(page.locator('.ant-table-thead')).toBeVisible();
    await twoFrames(page);
    const moved = await page.evaluate(() => (window as unknown as { headerShifts: string[][] }).headerShifts.flat().filter((node) => /^th\.|ant-table-column/.test(node)));
    expect(moved).toEqual([]);
  });
}

const VIRTUAL_PAGES = [
  { name: 'products', path: '/ecommerce-management/product', width: 1366 },
  // a narrower window: the user list's dates and roles give way by their priority
  { name: 'users', path: '/user-management/user', width: 1024 },
];

for (const language of ['fa', 'en'] as const) {
  for (const { name, path, width } of VIRTUAL_PAGES) {
    test(`a page of 1,000 ${name} (the virtual table) fits at ${width} px: no column under the row menu's, nothing scrolls sideways (${language})`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: 768 });
      await signInWithKey(context, KEYS.admin, baseURL!);
      await page.goto(`${path}?language=${language}&limit=1000`);
      const rows = page.locator('.ant-table-tbody-virtual .ant-table-row');
      await expect(rows.first()).toBeVisible({ timeout: 60_000 });
      await expect.poll(() => sidewaysScrollers(page)).toEqual([]);
      // every header cell lies inside the table's box, and none reaches under the pinned operations column
      const edges = await page.evaluate(() => {
        const box = document.querySelector('.resource-page .ant-table')!.getBoundingClientRect();
        const cells = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].filter((th) => th.getBoundingClientRect().width > 0);
        const pinned = cells.filter((th) => th.classList.contains('ant-table-cell-fix-end') || th.classList.contains('ant-table-cell-fix-start'));
        const operations = cells.find((th) => th.classList.contains('ant-table-cell-fix-end'))!.getBoundingClientRect();
        const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
        return cells
          .filter((th) => !pinned.includes(th) && th.textContent!.trim() !== '')
          .map((th) => {
            const r = th.getBoundingClientRect();
            const outside = r.left < box.left - 1 || r.right > box.right + 1;
            const under = rtl ? r.left < operations.right - 1 : r.right > operations.left + 1;
            return { text: th.textContent!.trim(), outside, under };
          });
      });
      expect(edges.filter((e) => e.outside || e.under)).toEqual([]);
      expect(edges.length).toBeGreaterThan(2);
      console.log(`${name}: a page of 1,000 in ${language} at ${width}: shown ${edges.map((e) => e.text).join(', ')}`);
    });
  }
}

const SIZES = [
  { width: 1366, height: 768, language: 'en' as const },
  { width: 390, height: 844, language: 'fa' as const },
  { width: 1366, height: 768, language: 'fa' as const },
  { width: 390, height: 844, language: 'en' as const },
];

for (const { width, height, language } of SIZES) {
  test(`a failed save of the product form shows the first field in error below the sticky header, focused, with a summary said (${width} px, ${language})`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width, height });
    await signInWithKey(context, KEYS.admin, baseURL!);
    await page.goto(`/ecommerce-management/product/edit/pr1?language=${language}`);
    const name = page.getByLabel(language === 'fa' ? 'نام' : 'Name', { exact: true });
    await expect(name).not.toHaveValue('', { timeout: 60_000 });
    const alias = page.getByLabel(language === 'fa' ? 'نام مستعار' : 'Alias', { exact: true });
    await name.fill('');
    await alias.fill('');
    // something typed further down stays after the failed save
    const position = page.getByLabel(language === 'fa' ? 'موقعیت' : 'Position', { exact: true });
    await position.fill('7');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: language === 'fa' ? 'ذخیره' : 'Save' }).click();

    await expect(name).toBeFocused();
    const header = (await page.locator('.dashboard-header').boundingBox())!;
    const item = page.locator('.ant-form-item').filter({ has: name });
    await expect
      .poll(async () => {
        const box = (await item.boundingBox())!;
        return box.y >= header.y + header.height && box.y + box.height <= height;
      })
      .toBe(true);
    const box = (await item.boundingBox())!;
    console.log(`failed save ${width} ${language}: header bottom ${header.y + header.height}, first error item ${Math.round(box.y)}..${Math.round(box.y + box.height)} of ${height}`);
    // the summary names every field in error, in the form's order (the seeded product may miss more than the two emptied here)
    const labels = (await page.locator('.ant-form-item-has-error .ant-form-item-label label').allTextContents()).map((t) => t.trim());
    expect(labels.slice(0, 2)).toEqual(language === 'fa' ? ['نام', 'نام مستعار'] : ['Name', 'Alias']);
    const count = new Intl.NumberFormat(language).format(labels.length);
    const summary = language === 'fa' ? `${count} فیلد نیاز به بررسی دارد: ${labels.join('، ')}` : `${count} fields need attention: ${labels.join(', ')}`;
    await expect(page.getByTestId('live-assertive')).toHaveText(summary);
    await expect(position).toHaveValue(language === 'fa' ? /^(7|۷)$/ : '7');
    await page.screenshot({ path: test.info().outputPath(`failed-save-${width}-${language}.png`) });
  });
}

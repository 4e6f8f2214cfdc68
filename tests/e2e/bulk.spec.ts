/**
 * Bulk actions of the resource pattern in the production build against the loopback mock API: three
 * products selected, "Show" turned off for them (one call each, at most 4 at a time, the list reloaded
 * once at the end), then on again; and the same list as cards at phone width, with its page-size changer.
 */
import { KEYS, expectNoHorizontalScroll, pageAtRest, signInWithKey, expect, test } from './helpers';
import type { Locator, Page } from '@playwright/test';

/** The class names of what is animating inside `within` right now (CSS transitions only, or all animations). */
function moving(page: Page, within: string, transitionsOnly = false) {
  return page.evaluate(
    ({ within, transitionsOnly }) =>
      document
        .getAnimations()
        .filter((animation) => !transitionsOnly || animation instanceof CSSTransition)
        .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
        .filter((target) => target?.closest(within))
        .map((target) => target!.className),
    { within, transitionsOnly },
  );
}

/** The class names of the boxes in `row` that clip their content (an input always does, and is left out). */
function clipping(row: Locator) {
  return row.evaluate((element) =>
    [...element.querySelectorAll('*')]
      .filter((box) => box.tagName !== 'INPUT' && getComputedStyle(box).overflow !== 'visible')
      .map((box) => box.className.toString()),
  );
}

test('bulk: turn a flag off and on again for three selected products, one call per row, one reload', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.admin, baseURL!);
  await page.goto('/ecommerce-management/product?language=en&sorter=createdAt,asc');
  const rows = page.locator('tr[data-row-key]');
  await expect(rows).toHaveCount(10);
  const ids: string[] = [];
  const firstRowTop = (await rows.first().boundingBox())!.y;
  for (let i = 0; i < 3; i += 1) {
    ids.push((await rows.nth(i).getAttribute('data-row-key'))!);
    await rows.nth(i).getByRole('checkbox', { name: 'Select this row' }).check();
  }
  await expect(page.getByText('3 selected')).toBeVisible();
  // the bar floats at the foot of the screen: its coming moved no row (above the rows it pushed the
  // whole table down, and the first tick painted every row again), and the window keeps room for it
  // when focus scrolls a row into view
  const bar = page.getByRole('region', { name: 'Apply to selected' });
  expect((await rows.first().boundingBox())!.y, 'the first row after the bar came').toBe(firstRowTop);
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height, 'the bar within the screen').toBeLessThanOrEqual(page.viewportSize()!.height);
  expect(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom))).toBe(Math.ceil(barBox.height) + 24);
  // what changed in the table (the rows ticked, the row under the pointer) shows at once: a fade of each
  // row's cells and a drawn check made every frame of it paint the whole table again (resourceTable.css)
  const fading = await moving(page, '.resource-page__table');
  expect(fading, 'transitions or animations running in the table right after the ticks').toEqual([]);
  // a row's cells stay in the flow but the row menus' sticky one (resourceTable.css): antd positions
  // every cell, and a page's thousands of positioned boxes were walked to find what each press is over
  const positionedCells = await rows.first().evaluate((row) =>
    [...row.children].filter((cell) => getComputedStyle(cell).position !== 'static').map((cell) => cell.className),
  );
  expect(positionedCells).toEqual([expect.stringContaining('resource-col--operations')]);
  // nothing in a row clips but the number field's own input (resourceTable.css): each clip was a piece
  // the browser sorts into layers again on every frame that paints, thousands on a 100-row page
  expect(await clipping(rows.first()), 'boxes that clip their content in a product row').toEqual([]);

  for (const [action, expected] of [
    ['Turn off “Show”', false],
    ['Turn on “Show”', true],
  ] as const) {
    const puts: string[] = [];
    let lists = 0;
    let inFlight = 0;
    let most = 0;
    const onRequest = (request: import('@playwright/test').Request) => {
      if (request.method() === 'PUT' && /\/product\/[^/]+\/changeshowed/.test(request.url())) {
        puts.push(request.url());
        inFlight += 1;
        most = Math.max(most, inFlight);
      }
      if (request.method() === 'POST' && /\/product\/list/.test(request.url())) lists += 1;
    };
    let listsDone = 0;
    const onDone = (request: import('@playwright/test').Request) => {
      if (request.method() === 'PUT' && /\/changeshowed/.test(request.url())) inFlight -= 1;
      if (request.method() === 'POST' && /\/product\/list/.test(request.url())) listsDone += 1;
    };
    page.on('request', onRequest);
    page.on('requestfinished', onDone);
    page.on('requestfailed', onDone);
    // the failed rows stay selected; here none fails, so select the three again for the second round
    if (expected) for (const id of ids) await page.locator(`tr[data-row-key="${id}"]`).getByRole('checkbox', { name: 'Select this row' }).check();
    await page.getByRole('button', { name: /Apply to selected/ }).click();
    await page.getByRole('menuitem', { name: action }).click();
    await expect(page.getByText(`${action}: 3 done, 0 failed`)).toBeVisible();
    for (const id of ids) {
      const toggle = page.locator(`tr[data-row-key="${id}"]`).getByRole('switch', { name: 'Show' });
      if (expected) await expect(toggle).toBeChecked();
      else await expect(toggle).not.toBeChecked();
    }
    await expect.poll(() => lists).toBe(1);
    // and no second one: the reload's answer is in and the page has run what it set off
    await expect.poll(() => listsDone).toBe(1);
    await pageAtRest(page);
    expect(lists).toBe(1);
    expect(puts).toHaveLength(3);
    expect(ids.every((id) => puts.some((url) => url.includes(`/product/${id}/changeshowed`)))).toBe(true);
    expect(most).toBeLessThanOrEqual(4);
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  // the summary closed and nothing selected: the bar goes, and with it the room kept for it
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.style.scrollPaddingBlockEnd)).toBe('');

  // a switch flips at once too: its handle slid by its inline start, and each frame of the slide laid
  // out the whole table again
  const show = rows.first().getByRole('switch', { name: 'Show' });
  await show.click();
  await expect(show).not.toBeChecked();
  // (the switches' transitions only: the spinner turns while the call is out, and a name link under the
  // pointer fades its colour as the reloaded rows come)
  const sliding = await moving(page, '.resource-page__table .ant-switch', true);
  expect(sliding, 'transitions running in the table right after a switch').toEqual([]);
  // and a row's menu shows at once, without antd's slide (its steps were renders and frames of the page)
  await rows.nth(1).getByRole('button', { name: 'Operations' }).click();
  const edit = page.getByRole('menuitem', { name: 'Edit' });
  await expect(edit).toBeVisible();
  const menuMoving = await moving(page, '.ant-dropdown');
  expect(menuMoving, 'animations in the row menu right after it opened').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
});

test('bulk: phone width shows cards with switches, the page-size changer and no sideways scroll', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.admin, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ecommerce-management/product?language=fa');
  const cards = page.locator('.resource-card');
  await expect(cards).toHaveCount(10);
  await expect(page.locator('table')).toHaveCount(0);
  await expect(page.locator('.resource-cards .ant-pagination-options-size-changer')).toBeVisible();
  await cards.first().getByRole('checkbox').check();
  await expect(page.getByText('۱ مورد انتخاب شده')).toBeVisible();
  expect(await expectNoHorizontalScroll(page)).toBe(true);
});

test('bulk: a labelled switch in a row shows the word of its state, and nothing in the row clips', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.admin, baseURL!);
  await page.goto('/user-management/user?language=fa');
  const row = page.locator('tr[data-row-key]').first();
  const toggle = row.getByRole('switch', { name: 'وضعیت' });
  await expect(toggle).toBeVisible();
  // the word of the other state is hidden, not slid out of a clip (resourceTable.css)
  expect(await clipping(row), 'boxes that clip their content in a user row').toEqual([]);
  const shownWords = (of = toggle) =>
    of.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.querySelectorAll('.ant-switch-inner > span')]
        .filter((word) => getComputedStyle(word).visibility === 'visible')
        .map((word) => {
          const rect = word.getBoundingClientRect();
          const inside = rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5 && rect.bottom <= box.bottom + 0.5;
          return `${word.textContent}${inside ? '' : ' (outside the switch)'}`;
        });
    });
  const wasOn = (await toggle.getAttribute('aria-checked')) === 'true';
  expect(await shownWords()).toEqual([wasOn ? 'فعال' : 'غیرفعال']);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(!wasOn));
  expect(await shownWords()).toEqual([wasOn ? 'غیرفعال' : 'فعال']);
  // and back, so the user is left as the other tests find it
  await expect(toggle).toHaveAttribute('aria-busy', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(wasOn));
  await expect(toggle).toHaveAttribute('aria-busy', 'false');
  expect(await shownWords()).toEqual([wasOn ? 'فعال' : 'غیرفعال']);

  // the longer word of a state is whole, on one line, inside the switch ("Not confirmed" on a comment
  // wrapped in a box sized by "Confirmed" and lost its second line)
  await page.goto('/ecommerce-management/product-comment?language=en');
  const confirmed = page.locator('tr[data-row-key]').first().getByRole('switch', { name: 'Confirmed' });
  await expect(confirmed).toHaveAttribute('aria-checked', 'true');
  await confirmed.click();
  await expect(confirmed).toHaveAttribute('aria-checked', 'false');
  expect(await shownWords(confirmed)).toEqual(['Not confirmed']);
  await expect(confirmed).toHaveAttribute('aria-busy', 'false');
  await confirmed.click();
  await expect(confirmed).toHaveAttribute('aria-checked', 'true');
  await expect(confirmed).toHaveAttribute('aria-busy', 'false');
  expect(await shownWords(confirmed)).toEqual(['Confirmed']);
});

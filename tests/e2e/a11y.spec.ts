/**
 * The keyboard on the public pages: the first controls are reached with Tab and show a visible focus
 * indicator, and the shop is searched and paged with the keyboard. (axe's rules run on every screen in
 * a11y-walk.spec.ts: WCAG in both languages at every impact, best practice on the public pages.)
 */
import { test, expect, type Page } from '@playwright/test';

async function open(page: Page, path: string, language: 'fa' | 'en') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}language=${language}`);
  await expect(page.locator('main h1, .auth-card h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // data-driven parts (lists, sliders) have arrived
  await page.waitForLoadState('networkidle');
}

// read-only: two pages at a time, one worker each (run.mjs gives such specs both cores)
test.describe.configure({ mode: 'parallel' });

/** Tabs through the page: every stop is a visible control with a visible focus indicator. */
async function tabStops(page: Page, count: number) {
  const stops: { tag: string; label: string; visible: boolean; indicator: boolean }[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return { tag: 'body', label: '', visible: false, indicator: false };
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const shadow = style.boxShadow !== 'none';
        // antd draws the focus of some controls on the wrapper (input affix, checkbox)
        const wrapper = el.closest('.ant-input-affix-wrapper, .ant-checkbox-wrapper, .ant-select');
        const wrapperStyle = wrapper ? getComputedStyle(wrapper) : null;
        const wrapperIndicator = Boolean(wrapperStyle && (wrapperStyle.boxShadow !== 'none' || wrapperStyle.outlineStyle !== 'none'));
        const inputBorder = /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) && style.borderColor !== 'rgb(217, 217, 217)';
        return {
          tag: el.tagName.toLowerCase(),
          label: (el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 40),
          visible: rect.width > 0 && rect.height > 0,
          indicator: outline || shadow || wrapperIndicator || inputBorder,
        };
      });
    // past the last control of a short page the focus leaves the document: the round is complete
    if (stop.tag === 'body' && stops.length >= 3) break;
    stops.push(stop);
  }
  return stops;
}

for (const [name, path] of [['home', '/'], ['shop', '/shop'], ['login', '/login'], ['contact', '/contact-us']] as const) {
  test(`${name}: the first controls are reached with Tab and show their focus (en)`, async ({ page }) => {
    await open(page, path, 'en');
    const stops = await tabStops(page, 12);
    expect(stops.length).toBeGreaterThanOrEqual(3);
    const lost = stops.filter((stop) => stop.tag === 'body' || !stop.visible);
    expect(lost, JSON.stringify(stops)).toEqual([]);
    const unmarked = stops.filter((stop) => !stop.indicator);
    expect(unmarked, JSON.stringify(unmarked)).toEqual([]);
  });
}

test('the shop is usable with the keyboard: search, then page with the pagination (en)', async ({ page }) => {
  await open(page, '/shop', 'en');
  await page.getByRole('searchbox', { name: 'Search products' }).focus();
  await page.keyboard.type('oil');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=oil/);
  await page.goto('/shop?language=en');
  // (the pages are links: a reader without JavaScript follows them too)
  await expect(page.locator('.ant-pagination-item-2 a')).toBeVisible({ timeout: 30_000 });
  await page.locator('.ant-pagination-item-2 a').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('combobox', { name: 'Page Size' }).selectOption('20');
  await expect(page).toHaveURL(/limit=20/);
  const jumper = page.getByLabel('Go to');
  await jumper.fill('3');
  await jumper.press('Enter');
  await expect(page).toHaveURL(/page=3/);
});

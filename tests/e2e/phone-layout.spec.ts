/**
 * Where only the browser shows them: on a 390 px phone the home sliders show
 * at least two compact cards and the edge of the next (it scrolls), the shop's categories open from a
 * button near the top, the customer's invoice list fits the narrowest phones, and the locked country
 * field of the sign-in pages has no blank band under it.
 */
import { KEYS, expect, signInWithKey, test } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const language of ['fa', 'en'] as const) {
  test(`home sliders show two compact cards and the next one's edge (${language})`, async ({ page }) => {
    await page.goto(`/?language=${language}`);
    const slider = page.locator('.product-slider .carousel').first();
    await expect(slider.locator('[data-testid="product-card"]').first()).toBeVisible({ timeout: 30_000 });
    const box = await slider.locator('.carousel__track').boundingBox();
    const cards = await slider.locator('.carousel__slide').evaluateAll((slides) =>
      slides.slice(0, 3).map((slide) => {
        const r = slide.getBoundingClientRect();
        return { left: r.left, right: r.right, width: r.width, height: r.height };
      }),
    );
    expect(box).not.toBeNull();
    const track = box!;
    const inside = (c: { left: number; right: number }) => c.left >= track.x - 1 && c.right <= track.x + track.width + 1;
    // two whole cards in view ...
    expect(cards.slice(0, 2).every(inside)).toBe(true);
    // ... and part of the third, so the slider shows that it scrolls
    const third = cards[2];
    const visible = Math.min(third.right, track.x + track.width) - Math.max(third.left, track.x);
    expect(visible).toBeGreaterThan(16);
    expect(visible).toBeLessThan(third.width);
    // compact: well under half a screen high
    expect(Math.max(...cards.map((c) => c.height))).toBeLessThan(844 / 2);
  });

  test(`the dashboard header shows the whole screen title, and the language switch offers the other language (${language})`, async ({ page, context, baseURL }) => {
    await signInWithKey(context, KEYS.admin, baseURL!);
    await page.goto(`/ecommerce-management/product?language=${language}`);
    const title = page.locator('.dashboard-header__title');
    await expect(title).toHaveText(language === 'fa' ? 'محصولات' : 'Products', { timeout: 30_000 });
    // not cut with an ellipsis: the text fits its box
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    const other = language === 'fa' ? 'English' : 'فارسی';
    const current = language === 'fa' ? 'فارسی' : 'English';
    const header = page.locator('.dashboard-header');
    await expect(header.getByRole('button', { name: other, exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: current, exact: true })).toBeHidden();
  });

  test(`the shop's categories open from a button near the top (${language})`, async ({ page }) => {
    await page.goto(`/shop?language=${language}`);
    const name = language === 'fa' ? 'دسته‌بندی‌ها' : 'Categories';
    const toggle = page.getByRole('button', { name, exact: true });
    await expect(toggle).toBeVisible({ timeout: 30_000 });
    const at = await toggle.boundingBox();
    expect(at!.y + at!.height).toBeLessThan(400);
    await toggle.click();
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer).toBeVisible();
    const links = drawer.getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    // the drawer lies over the page from the reading side and fills the height
    const panel = await drawer.boundingBox();
    expect(panel!.height).toBeGreaterThan(800);
    if (language === 'fa') expect(panel!.x + panel!.width).toBeGreaterThan(385);
    else expect(panel!.x).toBeLessThan(5);
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/shop\/category\//);
    await expect(drawer).toBeHidden();
  });
}

/**
 * The customer's invoice list on the narrowest phones: every column whole on the screen, nothing to
 * scroll sideways, in en too (the wider words: "Waiting for payment" was cut at the screen's edge).
 */
for (const [language, width] of [
  ['en', 360],
  ['en', 320],
  ['fa', 320],
] as const) {
  test(`the customer's invoice list fits a ${width} px phone, each state whole (${language})`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width, height: 740 });
    await signInWithKey(context, KEYS.customer, baseURL!);
    await page.goto(`/invoice?language=${language}`);
    const tags = page.getByTestId('invoice-condition');
    await expect(tags.first()).toBeVisible({ timeout: 30_000 });
    const fit = await page.evaluate(() => {
      const scroller = document.querySelector('.invoice-list .ant-table-content, .invoice-list .ant-table-body');
      const tagBoxes = [...document.querySelectorAll('[data-testid="invoice-condition"]')].map((tag) => tag.getBoundingClientRect());
      return {
        sideways: scroller ? scroller.scrollWidth - scroller.clientWidth : null,
        page: document.documentElement.scrollWidth - window.innerWidth,
        outside: tagBoxes.filter((box) => box.left < 0 || box.right > window.innerWidth).length,
        tags: tagBoxes.length,
      };
    });
    expect(fit.tags).toBeGreaterThan(0);
    expect(fit).toEqual({ sideways: 0, page: 0, outside: 0, tags: fit.tags });
  });
}

test('the locked country field has no blank band under it on the sign-in pages', async ({ page }) => {
  for (const path of ['/login', '/register', '/forgot-password', '/reset-password']) {
    await page.goto(`${path}?language=en`);
    const select = page.getByLabel('Country', { exact: true });
    await expect(select).toBeVisible({ timeout: 30_000 });
    await expect(select.locator('option')).not.toHaveCount(0);
    const gap = await select.evaluate((el) => {
      const field = el.closest('.light-field')!;
      const next = field.nextElementSibling!;
      const margin = parseFloat(getComputedStyle(field).marginBottom);
      // from the select's bottom to the next field's top: the field's own margin only
      return next.getBoundingClientRect().top - el.getBoundingClientRect().bottom - margin;
    });
    expect(gap, path).toBeLessThan(2);
  }
});

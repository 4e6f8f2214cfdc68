import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll, expect, KEYS, signInWithKey, test } from './helpers';

const SIZES = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Makes the page tall enough to scroll, whatever the screen's content. */
async function makeTall(page: Page) {
  // on the app's own page: the app shell's #main, made tall, would be replaced by the app's (and the scroll lost)
  await expect(page.locator('[data-app-shell]')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => {
    const main = document.getElementById('main');
    if (main) main.style.minHeight = '3000px';
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

for (const [name, size] of Object.entries(SIZES)) {
  test.describe(`chrome at ${name} width`, () => {
    test.use({ viewport: size });

    test('shop layout: menu fixed after 100 px, back-to-top after 200 px, chat link', async ({ page }) => {
      await page.goto('/?language=en');
      const nav = page.getByRole('navigation', { name: 'Menu' });
      await expect(nav).toHaveAttribute('data-fixed', 'false');
      await makeTall(page);

      await scrollTo(page, 80);
      await expect(nav).toHaveAttribute('data-fixed', 'false');
      await expect(page.locator('.back-to-top')).toHaveCount(0);

      await scrollTo(page, 150);
      await expect(nav).toHaveAttribute('data-fixed', 'true');
      // at the window's top once it has settled there (under load the first frame after the switch can show it on its way)
      await expect.poll(async () => (await nav.boundingBox())?.y).toBe(0);
      await expect(page.locator('.back-to-top')).toHaveCount(0);

      await scrollTo(page, 400);
      const top = page.locator('.back-to-top');
      await expect(top).toBeVisible();
      await expect(nav).toBeInViewport();
      const chat = page.locator('.chat-button');
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute('href', /^https?:\/\//);

      await top.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(nav).toHaveAttribute('data-fixed', 'false');
      await expect(page.locator('.back-to-top')).toHaveCount(0);
      expect(await expectNoHorizontalScroll(page)).toBe(true);
    });

    test('site layout: no chat link, menu stays in place, back-to-top works, context menu disabled', async ({ page }) => {
      await page.goto('/blog?language=en');
      await expect(page.getByTestId('post-card').first()).toBeVisible();
      await expect(page.locator('.chat-button')).toHaveCount(0);
      await scrollTo(page, 600);
      await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveAttribute('data-fixed', 'false');
      await expect(page.locator('.back-to-top')).toBeVisible();

      const prevented = await page.evaluate(() => {
        const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
        document.querySelector('main')!.dispatchEvent(event);
        return event.defaultPrevented;
      });
      expect(prevented).toBe(true);
      expect(await expectNoHorizontalScroll(page)).toBe(true);
    });

    test('navigation scrolls to the top of the new page', async ({ page }) => {
      await page.goto('/blog?language=en');
      const card = page.getByTestId('post-card').nth(7);
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await card.getByRole('heading', { level: 2 }).getByRole('link').click();
      await expect(page).toHaveURL(/\/blog\/post\//);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test('footer links and phones', async ({ page }) => {
  await page.goto('/about-us?language=en');
  const footer = page.getByRole('contentinfo');
  // an English page's links keep its language
  await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/?language=en');
  await expect(footer.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us?language=en');
  await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us?language=en');
  await expect(footer.getByTestId('footer-phones').getByRole('link').first()).toHaveText(/^\s*0\d{10}$/);
});

test.describe('the browser\'s own print', () => {
  test('a public page prints its content under the site\'s name, without the menu bar and floating buttons (fa)', async ({ page }) => {
    await page.goto('/shop/product/aloe-vera-moisturising-cream');
    await expect(page.locator('[data-app-shell]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('.floating-button').first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'منو' })).toBeHidden();
    await expect(page.locator('.floating-button:visible')).toHaveCount(0);
    await expect(page.locator('.user-actions')).toBeHidden();
    await expect(page.locator('.site-logo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a staff page prints its title and content, without the side menu and the header\'s controls (en)', async ({ page, context, baseURL }) => {
    await signInWithKey(context, KEYS.customer, baseURL!);
    await page.goto('/invoice?language=en');
    const table = page.getByRole('table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.dashboard-sider')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.dashboard-sider')).toBeHidden();
    await expect(page.locator('.palette-launcher')).toBeHidden();
    await expect(page.locator('.user-actions')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    await expect(table).toBeVisible();
    // the content takes the width the menu had
    const box = await page.locator('.dashboard-content').boundingBox();
    expect(box!.width).toBeGreaterThan(1_200);
  });
});

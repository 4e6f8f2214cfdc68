import type { Page } from '@playwright/test';
import { expectNoHorizontalScroll, KEYS, openedDialog, signInWithKey, expect, test } from './helpers';

const SAMPLE = '/shop/product/aloe-vera-moisturising-cream';

async function badgeCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('cart-badge').locator('.ant-scroll-number').first().getAttribute('title').catch(() => null)) ?? '0';
  return Number(text) || 0;
}

test('a customer browses home → category → product and adds it to the cart (en)', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.customer, baseURL!);
  await page.goto('/?language=en');
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
  const skin = page.getByRole('region', { name: 'Skin care' });
  await expect(skin).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toBeVisible();
  const before = await badgeCount(page);

  await page.getByRole('link', { name: 'See all' }).first().click();
  await expect(page).toHaveURL(/\/shop\/category\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Skin care' })).toBeVisible();
  await expect(page).toHaveTitle(/Skin care/);

  // a product that is not in the seeded cart yet, reached by its card
  await page.getByRole('heading', { level: 3 }).filter({ hasText: 'Hyaluronic Acid Moisturising Cream' }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/shop\/product\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Hyaluronic Acid Moisturising Cream' })).toBeVisible();
  const add = page.getByTestId('add-to-cart');
  await expect(add).toBeEnabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await add.click();
  await expect(page.getByText('Product successfully added to cart.')).toBeVisible();
  await expect.poll(() => badgeCount(page)).toBe(before + 1);
});

test('a guest gets the login-or-register dialog and login comes back here (fa)', async ({ page }) => {
  await page.goto(SAMPLE);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const add = page.getByTestId('add-to-cart');
  await expect(add).toHaveText(/افزودن به سبد خرید/);
  await add.click();
  // pressed once the dialog has finished growing: a press during its zoom can land on the backdrop
  const dialog = await openedDialog(page.getByRole('dialog'));
  await expect(dialog.getByText('برای خرید باید وارد شوید یا ثبت‌نام کنید.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'ثبت‌نام' })).toBeVisible();
  await dialog.getByRole('button', { name: 'ورود' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fshop%2Fproduct%2Faloe-vera-moisturising-cream/);
});

test('search and paging live in the URL: back, forward and shared links work (en)', async ({ page }) => {
  await page.goto('/shop?language=en');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('oil');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/search=oil/);
  await expect(page.getByText('Results for “oil”')).toBeVisible();
  // the words read with the title they qualify (1,280 px: not at the row's far end)
  const title = await page.getByRole('heading', { name: 'Shop', level: 1 }).boundingBox();
  const query = await page.getByText('Results for “oil”').boundingBox();
  expect(query!.x - (title!.x + title!.width)).toBeLessThan(40);
  // the list has settled on the search's first page (not the cards of the page before)
  const list = page.locator('.shop-page__main');
  await expect(list).toHaveAttribute('aria-busy', 'false');

  const firstCard = page.getByTestId('product-card').first().getByRole('heading');
  const firstPageFirst = (await firstCard.textContent()) ?? '';
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.ant-pagination-item-2')).toHaveClass(/ant-pagination-item-active/);
  // the previous page's cards stay until the next page arrives
  await expect(firstCard).not.toHaveText(firstPageFirst);
  await expect(list).toHaveAttribute('aria-busy', 'false');
  const secondPageFirst = await page.getByTestId('product-card').first().getByRole('heading').textContent();

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.locator('.ant-pagination-item-1')).toHaveClass(/ant-pagination-item-active/);
  await page.goForward();
  await expect(page).toHaveURL(/page=2/);

  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.locator('.ant-pagination-item-2')).toHaveClass(/ant-pagination-item-active/);
  await expect(shared.getByRole('searchbox', { name: 'Search products' })).toHaveValue('oil');
  await expect(shared.getByTestId('product-card').first().getByRole('heading')).toHaveText(secondPageFirst ?? '');
});

test('an unknown product shows the 404 page; a product page has title and description', async ({ page }) => {
  await page.goto('/shop/product/no-such-product?language=en');
  await expect(page.getByText('The page you requested does not exist... Error (404)')).toBeVisible();
  await page.goto(`${SAMPLE}?language=en`);
  await expect(page).toHaveTitle(/Aloe Vera Moisturising Cream/);
  const title = await page.title();
  expect(title.length).toBeLessThanOrEqual(60);
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  expect(description.length).toBeGreaterThan(0);
  expect(description.length).toBeLessThanOrEqual(155);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ['/', '/shop', SAMPLE]) {
    test(`no horizontal overflow on ${path} in fa and en`, async ({ page }) => {
      for (const language of ['fa', 'en']) {
        await page.goto(`${path}?language=${language}`);
        await expect(page.locator('.ant-skeleton')).toHaveCount(0, { timeout: 15_000 });
        await expect.poll(() => expectNoHorizontalScroll(page)).toBe(true);
      }
    });
  }
});

import { KEYS, expectNoHorizontalScroll, signInWithKey, expect, test } from './helpers';

const SAMPLE_POST = 'how-to-build-a-simple-skincare-routine';

test('blog list → category → post → comment as a customer', async ({ page, context, baseURL }) => {
  await signInWithKey(context, KEYS.customer, baseURL!);
  await page.goto('/blog?language=en');
  await expect(page.getByTestId('post-card')).toHaveCount(10);

  const tree = page.locator('.blog-tree__link').first();
  const categoryName = (await tree.locator('span').first().textContent())!.trim();
  // the category's own list (not the whole blog's, still on screen while it loads)
  const categoryList = page.waitForResponse((r) => r.url().includes('site/v1/post/list') && r.request().method() === 'POST');
  await tree.click();
  await categoryList;
  // its cards are on screen once the list is no longer busy (the answer is read and stored after it arrives)
  await expect(page.locator('.post-grid')).toHaveAttribute('aria-busy', 'false');
  await expect(page).toHaveURL(/\/blog\/category\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
  await expect(page.locator('.blog-tree__link[aria-current="page"]')).toHaveCount(1);

  // title and address read from one link at once, then that very link followed
  const firstLink = page.getByTestId('post-card').first().getByRole('heading', { level: 2 }).getByRole('link');
  const [href, postTitle] = await firstLink.evaluate((a) => [a.getAttribute('href') ?? '', a.textContent.trim()]);
  await page.locator(`[data-testid="post-card"] h2 a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(/\/blog\/post\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle);
  await expect(page.locator('.author-block')).toBeVisible();

  // the thread loads when the reader scrolls to it
  await page.locator('#comments-heading').scrollIntoViewIfNeeded();
  const header = page.locator('.post-page__header');
  const before = Number(/(\d+) comment/.exec((await header.textContent()) ?? '')?.[1] ?? 0);
  const form = page.locator('.comment-thread > .comment-form');
  const text = `A browser-test comment ${Date.now()}`;
  await form.getByRole('textbox').fill(text);
  await form.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByText('Your comment was saved.')).toBeVisible();
  await expect(header).toContainText(`${before + 1} comment`);
  await expect(form.getByRole('textbox')).toHaveValue('');
});

test('the post page switches language, direction and calendar', async ({ page }) => {
  await page.goto(`/blog/post/${SAMPLE_POST}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).not.toHaveText('How to build a simple skincare routine');
  await expect(page.locator('.post-page__header time')).toHaveText(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/language=en/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(h1).toHaveText('How to build a simple skincare routine');
  await expect(page.locator('.post-page__header time')).toHaveText(/^20\d{2}-\d{2}-\d{2}$/);
  await expect(page).toHaveTitle(/How to build a simple skincare routine/);
});

test('guests read comments 5 at a time with the forms disabled', async ({ page }) => {
  await page.goto(`/blog/post/${SAMPLE_POST}?language=en`);
  // the thread loads when the reader scrolls to it
  await page.locator('#comments-heading').scrollIntoViewIfNeeded();
  const top = page.locator('.comment-list > li.comment');
  await expect(top).toHaveCount(5);
  await page.getByRole('button', { name: 'More comments' }).click();
  await expect(top).toHaveCount(10);
  await expect(page.locator('.comment-thread > .comment-form').getByRole('textbox')).toBeDisabled();
});

test('an unknown post alias shows the 404 page', async ({ page }) => {
  await page.goto('/blog/post/no-such-post?language=en');
  await expect(page.getByText('The page you requested does not exist... Error (404)')).toBeVisible();
});

test('contact form: rules, send, subject and message clear', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact-us?language=en');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: /Send message/ }).click();
  await expect(form.getByText('Name Can not be empty!')).toBeVisible();
  await expect(form.getByText('Message Can not be empty!')).toBeVisible();

  await form.getByLabel('Name').fill('Sara Ahmadi');
  await form.getByLabel('Email').fill('sara@');
  await expect(form.getByText('Email Email is not valid.')).toBeVisible();
  await form.getByLabel('Email').fill('sara@example.com');
  await form.getByLabel('Subject').fill('Order question');
  await form.getByLabel('Message').fill('Where is my order?');
  await form.getByRole('button', { name: /Send message/ }).click();
  await expect(page.getByText('Your message was sent. Thank you!')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByLabel('Name')).toHaveValue('Sara Ahmadi');
  await expect(form.getByLabel('Email')).toHaveValue('sara@example.com');

  const store = page.locator('.store-card').first();
  await expect(store.getByRole('link', { name: /in Google Maps/ })).toHaveAttribute('href', /google\.com\/maps/);
  // the map loads when the reader scrolls to it
  await page.locator('#store-map').scrollIntoViewIfNeeded();
  await expect(page.locator('#store-map .leaflet-marker-icon').first()).toBeAttached();
  expect(await expectNoHorizontalScroll(page)).toBe(true);
});

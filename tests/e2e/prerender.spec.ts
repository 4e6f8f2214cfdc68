/**
 * Pre-rendered pages (scripts/prerender: React renders each public page on the server) served by nginx
 * as production serves them: the shared pre-rendered copy of the build (run.mjs, prerenderSite.ts;
 * deploy/nginx.conf: a request with no query, or with only the language and a list's page, gets
 * prerender/<language>/<path>/index.html or page-<n>.html; anything else the app's index.html,
 * src/lib/prerenderedAddress.ts). With JavaScript off a page reads whole, its links and pagination
 * lead on; with it on, the app hydrates the same content without a blank moment and without moving
 * it. A product created through the admin API with markup in its name and body is written as text:
 * nothing of it runs, its JSON-LD parses back to the exact name, and the page's CSP reports nothing.
 */
import { API_URL, expect, guardCsp, isBlockedWorkerNotice, test } from './helpers';
import { MARKUP_PRODUCT as MARKUP, PRERENDERED as SITE } from './prerendered';

const ALIAS = 'aloe-vera-moisturising-cream';
const NAMES = { fa: '', en: '' };
const POST = 'how-to-build-a-simple-skincare-routine';
const at = (path: string, language: 'fa' | 'en') => `${SITE}${path}${language === 'en' ? '?language=en' : ''}`;

test.beforeAll(async () => {
  for (const language of ['fa', 'en'] as const) {
    const answer = (await (await fetch(`${API_URL}site/v1/product/${ALIAS}?language=${language}`)).json()) as { data: { content: { name: string } } };
    NAMES[language] = answer.data.content.name;
  }
});

for (const language of ['fa', 'en'] as const) {
  const path = `/shop/product/${ALIAS}${language === 'en' ? '?language=en' : ''}`;

  test(`${language}: a product link reads whole with JavaScript off`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: language === 'fa' ? 'fa-IR' : 'en-US' });
    const page = await context.newPage();
    await page.goto(`${SITE}${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'fa' ? 'rtl' : 'ltr');
    await expect(page.locator('h1.product-info__name')).toHaveText(NAMES[language]);
    await expect(page.locator('.product-info__price [data-testid="final-price"]')).toHaveText(language === 'fa' ? /^[۰-۹٬]+ ریال$/ : /^[\d,]+ IRR$/);
    await expect(page.locator('img.gallery__main')).toBeVisible();
    await expect(page.locator('.product-page__tabs .product-body')).not.toBeEmpty();
    await expect(page.locator('.breadcrumbs a').first()).toBeVisible();
    await expect(page).toHaveTitle(`${NAMES[language]} | ${language === 'fa' ? 'فروشگاه طبیعت' : 'Nature Shop'}`);
    await page.screenshot({ path: testInfo.outputPath(`product-${language}-js-off.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('h1.product-info__name')).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`product-${language}-js-off-390.png`) });
    await context.close();
  });

  test(`${language}: with JavaScript on, the app hydrates the same content without a blank moment or a shift`, async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      const state = { lostName: 0, shifts: 0, sawName: false };
      (window as unknown as { __hydration: typeof state }).__hydration = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) state.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // every change of the page once its name was on it: the name stays. Before that, the parser is
      // still streaming the pre-rendered markup into #root.
      new MutationObserver(() => {
        const named = Boolean(document.querySelector('h1.product-info__name'));
        if (named) state.sawName = true;
        else if (state.sawName) state.lostName += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    // the modules held until the pre-rendered page has been seen on its own (a delay of a fixed time
    // was not enough under load: the app had hydrated before the test looked)
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    const served = await page.request.get(`${SITE}${path}`);
    expect(await served.text()).toContain(`data-page-language="${language}"`);
    // (not domcontentloaded: the document's module scripts, held above, come before that event)
    await page.goto(`${SITE}${path}`, { waitUntil: 'commit' });
    const name = page.locator('h1.product-info__name');
    await expect(name).toHaveText(NAMES[language]);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    const before = await name.boundingBox();
    const element = await name.elementHandle();
    release();

    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await expect(name).toHaveText(NAMES[language]);
    // React attached to the element the file had
    expect(await element.evaluate((node) => node.isConnected)).toBe(true);
    const after = await name.boundingBox();
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0)), 'the name moved sideways').toBeLessThanOrEqual(2);
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0)), 'the name moved down or up').toBeLessThanOrEqual(2);
    const seen = await page.evaluate(() => (window as unknown as { __hydration: { lostName: number; shifts: number } }).__hydration);
    expect(seen.lostName, 'changes of the page that left it without the product name').toBe(0);
    expect(seen.shifts, 'cumulative layout shift').toBeLessThan(0.05);
    await page.screenshot({ path: testInfo.outputPath(`product-${language}-js-on.png`) });
  });
}

test.describe('markup in a product name and body', () => {
  const path = `/shop/product/${MARKUP.alias}?language=en`;

  test('with JavaScript off, the pre-rendered page shows it as text', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const violations = await guardCsp(context);
    const page = await context.newPage();
    const served = await (await page.request.get(`${SITE}${path}`)).text();
    expect(served).toContain('data-page-language="en"');
    expect(served).not.toContain('<script>window.__pwned');
    expect(served).not.toContain('<img src=x');
    await page.goto(`${SITE}${path}`);
    await expect(page.locator('h1.product-info__name')).toHaveText(MARKUP.name);
    // the title is the name clipped (usePageMeta's length), as text
    const title = await page.title();
    expect(title.startsWith('Serum </script><script>window.__pwned=1</script>')).toBe(true);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    // name — price — the body's first sentence, as the attribute's text
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(`${MARKUP.name} — `);
    expect(description).toContain(' — </script><script>window.__pwned=3</script> Calms');
    // the only scripts that run: the build's head script and app-shell script (and the entry module); the
    // page's state and JSON-LD are data
    const scripts = await page.locator('script').evaluateAll((elements) => elements.map((element) => element.getAttribute('type') ?? 'classic'));
    expect(scripts.filter((type) => type === 'classic')).toHaveLength(2);
    expect(scripts.filter((type) => !['classic', 'module', 'application/json', 'application/ld+json'].includes(type))).toEqual([]);
    expect(await page.locator('[onerror], img[src="x"]').count()).toBe(0);
    await context.close();
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });

  test('with JavaScript on, nothing of it runs, its JSON-LD parses back to the exact name, and the CSP reports nothing', async ({ page }) => {
    const problems: string[] = [];
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !isBlockedWorkerNotice(message.text())) problems.push(`console error: ${message.text()}`);
    });
    await page.goto(`${SITE}${path}`);
    // the pre-rendered file, parsed by the browser: its JSON-LD blocks as the page received them
    const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((elements) => elements.map((element) => element.textContent));
    const [product, crumbs] = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(product).toMatchObject({ '@type': 'Product', name: MARKUP.name, description: MARKUP.text });
    expect((crumbs.itemListElement as { name: string }[]).at(-1)?.name).toBe(MARKUP.name);
    // the hydrated page, with the body in its description tab
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    await expect(page.locator('h1.product-info__name')).toHaveText(MARKUP.name);
    await expect(page.locator('.product-body')).toContainText('Calms the skin.');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await page.locator('[onerror]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

test('a query other than the language gets the app, not a pre-rendered file', async ({ request }) => {
  const body = await (await request.get(`${SITE}/shop/product/${ALIAS}?language=en&utm=x`)).text();
  expect(body).toContain('<div id="root"></div>');
  expect(body).toContain('<template id="app-shell-en">');
  const robots = await (await request.get(`${SITE}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const sitemap = await (await request.get(`${SITE}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${SITE}/shop/product/${ALIAS}?language=en</loc>`);
});

test('a hydrated page finds antd\'s styles in the pre-render\'s stylesheet: the app adds none but the theme\'s variables', async ({ page }) => {
  for (const path of ['/', `/shop/product/${ALIAS}`, '/?language=en', `/blog/post/${POST}?language=en`]) {
    await page.goto(`${SITE}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // antd's run-time styles (data-css-hash): a rule that sets anything but a CSS variable, or keyframes,
    // is a style antd did not find among the page's (the server named them otherwise) and generated again
    const generated = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-css-hash]')).flatMap((style) =>
        Array.from(style.sheet?.cssRules ?? [])
          .filter((rule) => !(rule instanceof CSSStyleRule) || Array.from(rule.style).some((property) => !property.startsWith('--')))
          .map((rule) => rule.cssText.slice(0, 120)),
      ),
    );
    expect(generated, `antd styles generated at run time on ${path}`).toEqual([]);
  }
});

for (const language of ['fa', 'en'] as const) {
  test(`${language}, a 390-px phone: the page's answers are not asked again, and its largest image is a phone-sized file of at most half the full one's bytes`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: language === 'fa' ? 'fa-IR' : 'en-US' });
    await guardCsp(context);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const answers = new Map<string, import('@playwright/test').Response>();
    page.on('response', (response) => answers.set(response.url(), response));
    await page.goto(`${SITE}/shop/product/${ALIAS}${language === 'en' ? '?language=en' : ''}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    await expect(page.locator('#main h1.product-info__name')).toHaveText(NAMES[language]);
    await page.waitForLoadState('networkidle');
    // the page carries every answer it was rendered with: the product, its stores, the layout's
    const calls = asked.filter((url) => url.startsWith(API_URL) && !url.includes('/resizeImage/'));
    expect(calls, 'API calls of a hydrated page').toEqual([]);
    // the main image at the size the phone shows (358 px: the 360-px file), never the 1,000-px one
    const images = asked.filter((url) => url.includes('/resizeImage/'));
    const main = await page.locator('img.gallery__main').evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(main).toMatch(/\/360\/360$/);
    expect(images.filter((url) => /\/1000\/1000$/.test(url))).toEqual([]);
    expect(images.filter((url) => url === main)).toHaveLength(1);
    // it is the page's largest paint
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => resolve((list.getEntries().at(-1) as PerformanceEntry & { url: string }).url)).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).toBe(main);
    // the bytes the phone took for it, against the 1,000-px file of the same image in the same format
    // (the mock draws its pictures at the asked size, as the API resizes photos: mocks/lib/raster.ts)
    const answer = answers.get(main)!;
    const taken = (await answer.request().sizes()).responseBodySize;
    const accept = (await answer.request().headerValue('accept')) ?? '';
    const full = await context.request.get(main.replace(/\/360\/360$/, '/1000/1000'), { headers: { accept } });
    const fullBytes = (await full.body()).length;
    console.log(`[prerender] ${language} phone: main image ${answer.headers()['content-type']} 360 px ${taken} bytes, 1,000 px ${fullBytes} bytes (${((100 * taken) / fullBytes).toFixed(0)} %)`);
    expect(answer.headers()['content-type']).toMatch(/^image\/(webp|jpeg)$/);
    expect(full.headers()['content-type']).toBe(answer.headers()['content-type']);
    expect(taken).toBeGreaterThan(1000);
    expect(taken).toBeLessThanOrEqual(fullBytes / 2);
    await context.close();
  });
}

/**
 * The first screen of each page kind: its heading, price and main image (those it has). The hydrated
 * page must have each where the pre-rendered file had it (a part that re-renders after hydration would
 * move it, which a layout-shift score does not always see): the boxes are compared.
 */
const FIRST_SCREENS = [
  { name: 'home', path: '/', boxes: { image: 'img.home-banner__img', heading: '.product-slider .product-card__title', price: '.product-slider .price-tag__final' } },
  { name: 'shop', path: '/shop', boxes: { heading: 'h1.section-head__title', image: '.product-grid .product-card img', price: '.product-grid .price-tag__final' } },
  // the tabs under the buy box: the pre-rendered box holds the app's place (on a phone they are on the first screen)
  { name: 'product', path: `/shop/product/${ALIAS}`, boxes: { heading: 'h1.product-info__name', price: '.product-info__price .price-tag__final', image: 'img.gallery__main', buy: '.buy-box', tabs: '.product-page__tabs .simple-tabs__list' } },
  { name: 'post', path: `/blog/post/${POST}`, boxes: { heading: 'h1.post-page__title', image: '.post-media__slide.is-active img, .post-media > img' } },
  { name: 'contact', path: '/contact-us', boxes: { heading: 'h1.site-page__title', lead: '.site-page__lead' } },
] as const;

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of `selectors` (the first match of each) in the page, once its fonts and first images are in. */
async function firstScreenBoxes(page: import('@playwright/test').Page, selectors: Record<string, string>): Promise<Record<string, Box | null>> {
  return page.evaluate(async (wanted) => {
    await document.fonts.ready;
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
    };
    const images = [...document.images].filter((image) => !image.complete && inView(image));
    const loaded = Promise.all(images.map((image) => new Promise((done) => { image.addEventListener('load', done, { once: true }); image.addEventListener('error', done, { once: true }); })));
    // an image that never arrives does not change a box: its size is in its attributes (the wait is for
    // the images' load and error events; the timer only caps it)
    // eslint-disable-next-line no-restricted-syntax
    await Promise.race([loaded, new Promise((done) => setTimeout(done, 5000))]);
    return Object.fromEntries(
      Object.entries(wanted).map(([key, selector]) => {
        const element = document.querySelector(selector);
        if (!element) return [key, null];
        const box = element.getBoundingClientRect();
        return [key, { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height }];
      }),
    );
  }, selectors);
}

for (const width of [390, 1366] as const) {
  for (const language of ['fa', 'en'] as const) {
    test(`${language} at ${width} px: hydrated, home, shop, product, post and contact have their first screen where the file had it`, async ({ browser }, testInfo) => {
      test.setTimeout(240_000);
      const viewport = { width, height: width === 390 ? 844 : 768 };
      const locale = language === 'fa' ? 'fa-IR' : 'en-US';
      // reduced motion: the home page's carousels stay on their first slide, so a move is the take-over's
      const off = await browser.newContext({ javaScriptEnabled: false, viewport, locale, reducedMotion: 'reduce' });
      const on = await browser.newContext({ viewport, locale, reducedMotion: 'reduce' });
      const moves: string[] = [];
      for (const screen of FIRST_SCREENS) {
        const still = await off.newPage();
        await still.goto(at(screen.path, language));
        const before = await firstScreenBoxes(still, screen.boxes);
        await still.screenshot({ path: testInfo.outputPath(`${screen.name}-${language}-${width}-js-off.png`) });
        await still.close();
        expect(before.heading, `${screen.name}: the pre-rendered heading`).not.toBeNull();

        const live = await on.newPage();
        await live.goto(at(screen.path, language));
        await expect(live.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
        await live.waitForLoadState('networkidle');
        const after = await firstScreenBoxes(live, screen.boxes);
        await live.screenshot({ path: testInfo.outputPath(`${screen.name}-${language}-${width}-js-on.png`) });
        await live.close();
        for (const [key, box] of Object.entries(before)) {
          const next = after[key];
          if (!box) continue;
          if (!next) {
            moves.push(`${screen.name} ${key}: gone after hydration`);
            continue;
          }
          const moved = Math.max(Math.abs(next.x - box.x), Math.abs(next.y - box.y), Math.abs(next.width - box.width), Math.abs(next.height - box.height));
          if (moved > 2) moves.push(`${screen.name} ${key}: ${JSON.stringify(box)} → ${JSON.stringify(next)}`);
        }
      }
      await off.close();
      await on.close();
      expect(moves, 'first-screen elements that moved more than 2 px when the app hydrated').toEqual([]);
    });
  }
}

test('with JavaScript off, the menu, the footer and the links read whole pages: shop, a category, a product, contact, a post', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(at('/', 'en'));
  // an English page's links keep the reader in English
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(`${SITE}/shop?language=en`);
  await expect(page.locator('h1.section-head__title')).toHaveText('Shop');
  await expect(page.locator('.shop-page__pagination a').nth(1)).toHaveAttribute('href', '/shop?page=2&language=en');
  const category = page.locator('.category-tree .category-tree__list a.category-tree__link').first();
  const categoryName = (await category.locator('span').first().textContent()) ?? '';
  await category.click();
  await expect(page).toHaveURL(/\/shop\/category\/[^/?]+\?language=en$/);
  await expect(page.locator('h1.section-head__title')).toHaveText(categoryName);
  await page.locator('.product-grid .product-card__title a').first().click();
  await expect(page).toHaveURL(/\/shop\/product\/[^/?]+\?language=en$/);
  await expect(page.locator('.product-page__tabs .product-body')).not.toBeEmpty();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(`${SITE}/contact-us?language=en`);
  await expect(page.locator('.store-card').first()).toBeVisible();
  await expect(page.locator('.store-card__facts a[href^="tel:"]').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(`${SITE}/blog?language=en`);
  // the post in fa: its body, its date in the Jalali calendar, the crumbs back to the blog
  await page.goto(at(`/blog/post/${POST}`, 'fa'));
  await expect(page.locator('.post-page__body')).not.toBeEmpty();
  await expect(page.locator('.post-meta time')).toHaveText(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}$/);
  await expect(page.locator('.author-block__name')).not.toBeEmpty();
  await page.locator('.post-page__crumbs a').last().click();
  await expect(page).toHaveURL(`${SITE}/blog`);
  await context.close();
});

test('with JavaScript off, the shop\'s pagination leads to page 2 with page 2\'s products; with it on, the app hydrates that page', async ({ browser }) => {
  for (const language of ['fa', 'en'] as const) {
    const two = language === 'fa' ? '۲' : '2';
    const names = (page: import('@playwright/test').Page) => page.locator('.product-grid .product-card__title').allTextContents();

    const off = await browser.newContext({ javaScriptEnabled: false, locale: language === 'fa' ? 'fa-IR' : 'en-US' });
    const still = await off.newPage();
    await still.goto(at('/shop', language));
    const first = await names(still);
    await still.locator('.shop-page__pagination a', { hasText: new RegExp(`^${two}$`) }).click();
    await expect(still).toHaveURL(`${SITE}/shop?page=2${language === 'en' ? '&language=en' : ''}`);
    await expect(still.locator('.shop-page__pagination [aria-current="page"]')).toHaveText(two);
    // page 2 as the API listed it when the pre-render read it: the answer the file carries for the app
    const carried = JSON.parse((await still.locator('#page-state').textContent()) ?? 'null') as { api: { queries: Record<string, { endpointName?: string; data?: { docs: { name: string }[] } }> } };
    const expected = Object.values(carried.api.queries).find((query) => query.endpointName === 'productList')?.data?.docs.map((product) => product.name) ?? [];
    expect(expected).toHaveLength(10);
    expect(await names(still)).toEqual(expected);
    expect(expected.filter((name) => first.includes(name))).toEqual([]);
    // and on from there, page 3 too
    await still.locator('.shop-page__pagination a', { hasText: new RegExp(`^${language === 'fa' ? '۳' : '3'}$`) }).click();
    await expect(still.locator('.shop-page__pagination [aria-current="page"]')).toHaveText(language === 'fa' ? '۳' : '3');
    await expect(still.locator('.product-grid .product-card')).toHaveCount(10);
    await off.close();

    const on = await browser.newContext({ locale: language === 'fa' ? 'fa-IR' : 'en-US' });
    const live = await on.newPage();
    await live.goto(`${SITE}/shop?page=2${language === 'en' ? '&language=en' : ''}`);
    await expect(live.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    await expect(live.locator('.shop-page__pagination [aria-current="page"]')).toHaveText(two);
    await expect.poll(() => names(live)).toEqual(expected);
    await on.close();
  }
});

test('with JavaScript on, the tab keeps the title and description the pre-rendered file was written with', async ({ page }) => {
  for (const path of ['/', '/shop', `/shop/product/${ALIAS}`, `/blog/post/${POST}`, '/contact-us']) {
    for (const language of ['fa', 'en'] as const) {
      const served = await (await page.request.get(at(path, language))).text();
      const title = /<title>([^<]*)<\/title>/.exec(served)?.[1] ?? '';
      await page.goto(at(path, language));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
      const file = await page.evaluate((html) => {
        const document = new DOMParser().parseFromString(html, 'text/html');
        return { title: document.title, description: document.querySelector('meta[name="description"]')?.getAttribute('content') };
      }, served);
      expect(title, `${path} ${language}: a pre-rendered file`).not.toBe('');
      await expect(page).toHaveTitle(file.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', file.description ?? '');
    }
  }
});

test('when the route tree cannot be read, public pages keep their content instead of the 404 page', async ({ page }) => {
  await page.route('**/site/v1/route/**', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<html>down</html>' }));
  const pages = [
    { path: `/shop/product/${ALIAS}`, shows: page.getByTestId('add-to-cart') },
    { path: '/blog', shows: page.locator('.blog-layout') },
    { path: `/blog/post/${POST}`, shows: page.locator('.post-page__body') },
    { path: '/contact-us', shows: page.locator('.contact-stores .store-card').first() },
  ];
  for (const { path, shows } of pages) {
    // the pre-rendered file (nginx) and the app's own start (any other query)
    for (const address of [at(path, 'en'), `${SITE}${path}?language=en&from=test`]) {
      await page.goto(address);
      await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
      await expect(shows, `${address}: its content`).toBeVisible();
      await expect(page.getByText('Error (404)')).toHaveCount(0);
    }
  }
});

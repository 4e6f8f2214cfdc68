/**
 * Reduced motion stops every carousel: on each screen with a
 * carousel or slideshow (home: banner and product sliders; a product's related products; the blog list
 * and a post with several images) nothing moves by itself over a few autoplay periods when the browser
 * asks for reduced motion, and, so that the check cannot pass on a screen whose carousels never move,
 * the same carousels do move without it.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, guardCsp, test } from './helpers';

const SCREENS = [
  { name: 'home', path: '/' },
  { name: 'product (related products)', path: '/shop/product/aloe-vera-moisturising-cream' },
  { name: 'blog list', path: '/blog' },
  { name: 'post with several images', path: '/blog/post/how-to-build-a-simple-skincare-routine' },
] as const;

/**
 * Autoplay period is 3 s (Carousel AUTOPLAY_MS, PostMedia SLIDE_MS): under reduced motion the carousels
 * are watched for well over two periods; without it, until every one has moved (at most 20 s: on a
 * loaded machine the first period can start late).
 */
const WATCH_MS = 7_000;
const WATCH_MOVING_MS = 20_000;

/**
 * Where every carousel stands: a scroll-snap track's scroll offset (only tracks with more than fit, so
 * they can move), a slideshow's shown slide.
 */
function positions(page: Page) {
  return page.evaluate(() => {
    const out: Record<string, number> = {};
    document.querySelectorAll<HTMLElement>('.carousel__track').forEach((track, i) => {
      if (track.scrollWidth > track.clientWidth + 2) out[`track ${i} (${track.closest('[aria-label]')?.getAttribute('aria-label') ?? ''})`] = Math.round(track.scrollLeft);
    });
    document.querySelectorAll<HTMLElement>('.post-media--slides').forEach((show, i) => {
      out[`slideshow ${i}`] = [...show.querySelectorAll('.post-media__slide')].findIndex((slide) => slide.classList.contains('is-active'));
    });
    return out;
  });
}

/** The carousels of `path` that moved by themselves while watched (and how many there were). */
async function watch(browser: Browser, baseURL: string, path: string, reducedMotion: 'reduce' | 'no-preference') {
  const context = await browser.newContext({ baseURL, reducedMotion, viewport: { width: 1366, height: 900 } });
  const violations = await guardCsp(context);
  const page = await context.newPage();
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}language=en`);
  await expect(page.locator('.carousel__track, .post-media--slides').first()).toBeVisible({ timeout: 30_000 });
  // the sliders below the first screen load when they come near it: bring them all in, then go back up
  // (and wait until their answers have come and the number of carousels stays the same for a second)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  let seen = -1;
  await expect
    .poll(async () => {
      const count = Object.keys(await positions(page)).length;
      const same = count === seen;
      seen = count;
      return same;
    }, { timeout: 20_000, intervals: [1_000] })
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  // nothing hovered or focused inside a carousel (either pauses it)
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const before = await positions(page);
  const moved = new Set<string>();
  const watchMs = reducedMotion === 'reduce' ? WATCH_MS : WATCH_MOVING_MS;
  for (let waited = 0; waited < watchMs; waited += 500) {
    await page.waitForTimeout(500);
    const now = await positions(page);
    for (const [key, value] of Object.entries(now)) if (key in before && before[key] !== value) moved.add(key);
    if (reducedMotion === 'no-preference' && moved.size === Object.keys(before).length && moved.size > 0) break;
  }
  await context.close();
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
  return { count: Object.keys(before).length, moved: [...moved] };
}

// read-only: the screens are watched two at a time, one worker each (run.mjs gives such specs both cores)
test.describe.configure({ mode: 'parallel' });

for (const screen of SCREENS) {
  test(`reduced motion stops the carousels on the ${screen.name}; without it they move`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    // both at once, each in its own context: the same autoplay periods, watched side by side
    const [moving, still] = await Promise.all([
      watch(browser, baseURL!, screen.path, 'no-preference'),
      watch(browser, baseURL!, screen.path, 'reduce'),
    ]);
    // the screen has carousels that can move, and every one of them does
    expect(moving.count, `carousels that can move on ${screen.path}`).toBeGreaterThan(0);
    expect(moving.moved.length, `carousels that moved by themselves on ${screen.path}`).toBe(moving.count);

    expect(still.count).toBe(moving.count);
    expect(still.moved, `carousels that moved under reduced motion on ${screen.path}`).toEqual([]);
    console.log(`[reduced-motion] ${screen.name}: ${moving.count} carousels, all moved without reduced motion, none with it`);
  });
}

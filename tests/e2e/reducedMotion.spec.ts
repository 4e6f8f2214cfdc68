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
 * Autoplay period is 3 s (Carousel AUTOPLAY_MS, PostMedia SLIDE_MS). Each page's clock is Playwright's:
 * the periods are run at once instead of waited for. Without reduced motion one period is run (every
 * carousel then moves, once: two steps could bring a two-slide show back where it was); under reduced
 * motion, more than two.
 */
const MOVING_RUN_MS = 3_500;
const STILL_RUN_MS = 7_000;

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

/** A page of `path` with its carousels all loaded, scrolled back to the top, nothing hovered or focused, and where each stands. */
async function opened(browser: Browser, baseURL: string, path: string, reducedMotion: 'reduce' | 'no-preference') {
  const context = await browser.newContext({ baseURL, reducedMotion, viewport: { width: 1366, height: 900 } });
  const violations = await guardCsp(context);
  await context.clock.install();
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
  return { context, page, violations, before: await positions(page) };
}

/** The carousels of a page that stand elsewhere than they did. */
async function movedOn({ page, before }: Awaited<ReturnType<typeof opened>>): Promise<string[]> {
  const now = await positions(page);
  return Object.keys(before).filter((key) => key in now && now[key] !== before[key]);
}

// read-only: the screens are watched two at a time, one worker each (run.mjs gives such specs both cores)
test.describe.configure({ mode: 'parallel' });

for (const screen of SCREENS) {
  test(`reduced motion stops the carousels on the ${screen.name}; without it they move`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    // both at once, each in its own context, side by side in one browser
    const [moving, still] = await Promise.all([
      opened(browser, baseURL!, screen.path, 'no-preference'),
      opened(browser, baseURL!, screen.path, 'reduce'),
    ]);
    const count = Object.keys(moving.before).length;
    expect(count, `carousels that can move on ${screen.path}`).toBeGreaterThan(0);
    expect(Object.keys(still.before)).toHaveLength(count);
    await Promise.all([moving.page.clock.runFor(MOVING_RUN_MS), still.page.clock.runFor(STILL_RUN_MS)]);
    // the screen has carousels that can move, and every one of them does (a track's smooth scroll takes frames)
    await expect.poll(async () => (await movedOn(moving)).length, { message: `carousels that moved by themselves on ${screen.path}`, timeout: 20_000 }).toBe(count);
    // by now the browser has drawn the frames in which the other page's carousels moved: none of these has
    expect(await movedOn(still), `carousels that moved under reduced motion on ${screen.path}`).toEqual([]);
    for (const { context, violations } of [moving, still]) {
      await context.close();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    }
    console.log(`[reduced-motion] ${screen.name}: ${count} carousels, all moved without reduced motion, none with it`);
  });
}

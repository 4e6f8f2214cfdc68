/**
 * No tap is lost on a pre-rendered page (src/app/boot/earlyEvents.ts): on a phone at 4x CPU, a tap made
 * right after the load event, and one made after the first paint but before the app's script has run,
 * on a product's comments tab, its quantity "+", the home carousel's "next", the shop's "next page"
 * and the language switch takes effect exactly once, in fa and en. Links keep working without the app,
 * and a reader who scrolled before the app ran is not moved when it hydrates the page (a tap there would
 * land on what the scroll brought under the finger). Once hydrated, a tap on the product page answers
 * (Event Timing: from the touch to the next paint) within 200 ms at 4x CPU on a quiet machine; the gate
 * holds it to a ratio of a tap that opens the floor page's dialog (scripts/floor), measured beside it.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { API_URL, expect, test } from './helpers';
import { buildFloorPage, floorPage, serveFloorPage } from './floorPage';
import { installProbes, measure, settle, trackRequests, twoFrames } from './listTiming';
import { inLanguage, PRERENDERED } from './prerendered';

test.describe.configure({ timeout: 120_000 });

/**
 * A tap on the hydrated product page (the median), at most this many times a tap that opens the floor's
 * dialog (measured 0.5-0.8 on a quiet machine; up to 1.1 beside a second run of the test and 1.35 beside a
 * production build).
 */
const TAP_RATIO = 2;

const digits = (language: 'fa' | 'en', n: number) => (language === 'fa' ? String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]) : String(n));

async function firstProduct(): Promise<string> {
  const answer = await fetch(`${API_URL}site/v1/product/list?page=1&limit=1&language=fa`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  return ((await answer.json()) as { data: { content: { docs: { alias: string }[] } } }).data.content.docs[0].alias;
}

interface Target {
  name: string;
  path: () => Promise<string>;
  control: (page: Page, language: 'fa' | 'en') => Locator;
  /** The window's width, when not a phone's (a phone has no carousel buttons: it swipes). */
  width?: number;
  /** What the tap did, once (twice would show). */
  tookEffectOnce: (page: Page, language: 'fa' | 'en') => Promise<void>;
}

const TARGETS: Target[] = [
  {
    name: "a product's comments tab",
    path: async () => `/shop/product/${await firstProduct()}`,
    control: (page) => page.getByRole('tab').nth(1),
    tookEffectOnce: async (page) => {
      await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
    },
  },
  {
    name: "a product's quantity +",
    path: async () => `/shop/product/${await firstProduct()}`,
    control: (page, language) => page.getByRole('button', { name: language === 'fa' ? 'زیاد کردن تعداد' : 'Increase quantity' }),
    tookEffectOnce: async (page, language) => {
      await expect(page.getByRole('spinbutton')).toHaveValue(digits(language, 2));
    },
  },
  {
    name: "the home carousel's next",
    path: async () => '/',
    // a tablet: under 576 px the carousels have no buttons (shop.css), a finger swipes them
    width: 800,
    control: (page, language) => page.getByRole('button', { name: language === 'fa' ? 'بعدی' : 'Next', exact: true }).first(),
    tookEffectOnce: async (page) => {
      const track = page.locator('.carousel__track').first();
      // one slide along, not two (a smooth scroll: waits for it to settle)
      await expect(async () => {
        const { position, slide } = await track.evaluate((el) => ({ position: Math.abs(el.scrollLeft), slide: (el.firstElementChild as HTMLElement).getBoundingClientRect().width }));
        expect(position).toBeGreaterThan(slide * 0.5);
        expect(position).toBeLessThan(slide * 1.5);
      }).toPass({ timeout: 15_000 });
    },
  },
  {
    // a link (the pages have addresses): followed by the browser before the app runs, by the app after
    name: "the shop's next page",
    path: async () => '/shop',
    control: (page, language) => page.getByRole('link', { name: language === 'fa' ? 'صفحه بعدی' : 'Next Page', exact: true }),
    tookEffectOnce: async (page) => {
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(page.locator('.light-pagination [aria-current="page"]')).toHaveText(/^(2|۲)$/);
    },
  },
  {
    name: 'the language switch',
    path: async () => '/contact-us',
    control: (page, language) => page.getByRole('button', { name: language === 'fa' ? 'English' : 'فارسی' }),
    tookEffectOnce: async (page, language) => {
      const other = language === 'fa' ? 'en' : 'fa';
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page).toHaveURL(new RegExp(`language=${other}`));
    },
  },
];

/** A phone at 4x CPU, without motion (the carousel does not move by itself). */
async function phone(browser: import('@playwright/test').Browser, width = 390): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

for (const language of ['fa', 'en'] as const) {
  for (const target of TARGETS) {
    test(`${language}: ${target.name}, tapped right after the load event, takes effect once`, async ({ browser }) => {
      const { context, page } = await phone(browser, target.width);
      await page.goto(`${PRERENDERED}${inLanguage(await target.path(), language)}`, { waitUntil: 'load' });
      await target.control(page, language).tap();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
      await target.tookEffectOnce(page, language);
      await context.close();
    });

    test(`${language}: ${target.name}, tapped after the first paint and before the app's script has run, takes effect once`, async ({ browser }) => {
      const { context, page } = await phone(browser, target.width);
      // the app's entry is held back until the tap has been made
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${PRERENDERED}${inLanguage(await target.path(), language)}`, { waitUntil: 'commit' });
      const control = target.control(page, language);
      await expect(control).toBeVisible({ timeout: 30_000 });
      await control.tap();
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
      await target.tookEffectOnce(page, language);
      await context.close();
    });
  }
}

test('before the app runs, a link is the browser\'s own: it opens its page', async ({ browser }) => {
  const { context, page } = await phone(browser);
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto(`${PRERENDERED}/shop`, { waitUntil: 'commit' });
  const card = page.locator('.product-card a[href^="/shop/product/"]').first();
  const href = await card.getAttribute('href');
  await card.tap();
  await expect(page).toHaveURL(`${PRERENDERED}${href}`);
  await context.close();
});

test('a reader who scrolled before the app ran stays where they scrolled once it has hydrated the page', async ({ browser }) => {
  for (const language of ['fa', 'en'] as const) {
    const { context, page } = await phone(browser);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${PRERENDERED}${inLanguage('/shop', language)}`, { waitUntil: 'commit' });
    const next = page.getByRole('link', { name: language === 'fa' ? 'صفحه بعدی' : 'Next Page', exact: true });
    await next.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
    // the app's first commit is done: whatever it would do to the scroll, it has done
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await context.close();
  }
});

/** The floor (scripts/floor): a plain antd page, the reference a tap's figure is held against. */
const FLOOR = floorPage('floor', '/__floor/');

/**
 * One tap on `target`, measured by Event Timing from the touch to the paint that shows it (listTiming's
 * probes must be installed on the context). The control is scrolled into view first, as a reader's finger
 * finds it: what a scroll starts (the menu turning sticky) is not part of the tap's own figure.
 */
async function tap(page: Page, target: Locator, shown: () => Promise<void>): Promise<number> {
  await page.bringToFront();
  await target.scrollIntoViewIfNeeded();
  await twoFrames(page);
  return (await measure(page, async () => {
    await target.tap();
    await shown();
  })).duration;
}

/** The median; of an even count, the mean of the middle two. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

test('once the product page has hydrated, a tap on its tabs or its quantity "+" is painted as soon as a plain antd page\'s at 4x CPU (Event Timing), fa and en', async ({ browser }) => {
  test.setTimeout(240_000);
  buildFloorPage(FLOOR);
  const path = `/shop/product/${await firstProduct()}`;
  const { context, page } = await phone(browser);
  await installProbes(context);
  await serveFloorPage(context, PRERENDERED, FLOOR);
  const requests = trackRequests(page);
  // the floor, open beside the product page on the same phone at the same CPU: each tap on the product
  // page follows one on the floor (its dialog opened; closed again unmeasured), so a machine that grows busier or
  // quieter during the test moves both sides alike
  const floor = await context.newPage();
  await (await context.newCDPSession(floor)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const floorRequests = trackRequests(floor);
  await floor.goto(`${PRERENDERED}${FLOOR.path}`);
  const open = floor.getByRole('button', { name: 'باز' });
  const dialog = floor.getByRole('dialog');
  await expect(open).toBeVisible();
  await settle(floor, floorRequests);
  const floorTap = async () => {
    const duration = await tap(floor, open, () => expect(dialog).toBeVisible());
    await floor.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    return duration;
  };
  const figures: Record<string, number[]> = {};
  const paired = async (language: 'fa' | 'en', name: string, times: number, target: (i: number) => Locator, shown: (i: number) => Promise<void>) => {
    for (let i = 0; i < times; i += 1) {
      (figures[`${language} floor`] ??= []).push(await floorTap());
      (figures[`${language} ${name}`] ??= []).push(await tap(page, target(i), () => shown(i)));
    }
  };
  for (const language of ['fa', 'en'] as const) {
    await page.bringToFront();
    await page.goto(`${PRERENDERED}${inLanguage(path, language)}`, { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
    await settle(page, requests);
    const tabs = page.getByRole('tab');
    // the comments tab's first opening mounts its panel: the costliest tap of the page
    await paired(
      language,
      'tabs',
      6,
      (i) => tabs.nth(1 - (i % 2)),
      async (i) => {
        await expect(tabs.nth(1 - (i % 2))).toHaveAttribute('aria-selected', 'true');
        // the comments' chunk and their render, so the next tap is measured alone
        await settle(page, requests);
      },
    );
    await settle(page, requests);
    const plus = page.getByRole('button', { name: language === 'fa' ? 'زیاد کردن تعداد' : 'Increase quantity' });
    await paired(language, 'quantity +', 3, () => plus, (i) => expect(page.getByRole('spinbutton')).toHaveValue(digits(language, i + 2)));
  }
  console.log(`taps once hydrated, Event Timing (ms, phone, 4x CPU): ${Object.entries(figures).map(([name, durations]) => `${name} ${durations.join(' ')}`).join('; ')}`);
  // Under 200 ms on a quiet machine (the figures above); a loaded one slows the floor's taps as much, so
  // the gate is the median tap against the median of the floor's taps made between them (a single tap
  // that meets a garbage collection moves a worst figure, on either side, by a frame or two). The floor's
  // tap opens a dialog, work of the same order as a tab's, so a busy machine stretches both alike; a menu
  // item selected, much less work, was stretched less than the tabs, and their ratio rose from 1.0-1.9 to 2.7
  // while another build ran
  for (const [name, durations] of Object.entries(figures)) {
    if (name.endsWith(' floor')) continue;
    const floorMedian = median(figures[`${name.split(' ')[0]} floor`]);
    expect.soft(median(durations) / floorMedian, `${name}: median ${median(durations)} ms against the floor's ${floorMedian} ms`).toBeLessThanOrEqual(TAP_RATIO);
  }
  await context.close();
});

/**
 * Monitoring in the browser (README "Monitoring"), against a loopback ingest server (./ingest.ts) that
 * stands in for Sentry's envelope endpoint, the Web Vitals beacon and the CSP report endpoint.
 *
 * - The lane's build has no DSN: a public walk and an admin walk load no monitoring code and send it
 *   nothing.
 * - The email build has monitoring on (tests/e2e/run.mjs: DSN, RUM and CSP report addresses on
 *   E2E_INGEST_PORT): an error and an unhandled rejection raised from the test, a missing chunk and a
 *   500 on a list call each arrive as exactly one event with release, route pattern, language and
 *   roles; home's Web Vitals arrive on pagehide; a CSP violation is reported under the policy that
 *   names the report endpoint (its arrival: see that test).
 */
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_URL, KEYS, expect, signInWithKey, test } from './helpers';
import { startIngest, type Ingest, type SentryEvent } from './ingest';

const INGEST_PORT = Number(process.env.E2E_INGEST_PORT ?? '0');
const MONITORED = process.env.E2E_EMAIL_BASE_URL ?? '';
const MONITORING_CODE = /\/assets\/(sentry|vitals)-[^/]+\.js$/;

test.describe.configure({ mode: 'serial' });

let server: Ingest | undefined;
/** The ingest server of this file (started before its first test). */
const ingest = new Proxy({} as Ingest, { get: (_, key: keyof Ingest) => server![key] });
test.beforeAll(async () => {
  test.skip(!INGEST_PORT || !MONITORED, 'needs tests/e2e/run.mjs (the email build with monitoring, E2E_INGEST_PORT)');
  server = await startIngest(INGEST_PORT);
});
test.afterAll(async () => {
  await server?.close();
});
test.beforeEach(() => server?.clear());

/** Opens a page and waits until the app has replaced the boot shell. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.boot-shell')).toHaveCount(0);
}

/** Opens a monitored page and waits until the SDK has loaded (after the page is interactive). */
async function openMonitored(page: Page, path: string) {
  const sdk = page.waitForResponse((response) => /\/assets\/sentry-[^/]+\.js$/.test(response.url()), { timeout: 30_000 });
  await open(page, `${MONITORED}${path}`);
  await sdk;
}

/** Waits until `count` events have arrived, then a little longer to see that no more come. */
async function eventsAfterQuiet(count: number): Promise<SentryEvent[]> {
  await expect.poll(() => ingest.events().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return ingest.events();
}

test.describe('without a DSN', () => {
  test("the build has no SDK or web-vitals code and no reporter in its policy", () => {
    const dist = process.env.E2E_OUT_DIR ?? 'dist-e2e';
    const scripts = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    expect(scripts.filter((name) => /^(sentry|vitals)-/.test(name))).toEqual([]);
    // the SDK's and web-vitals' own marks
    expect(scripts.filter((name) => /sentry\.javascript|sentry_key|onINP|interactionTarget/.test(readFileSync(join(dist, 'assets', name), 'utf8')))).toEqual([]);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).not.toMatch(/report-uri|report-to|Reporting-Endpoints/);
  });

  const publicWalk = ['/', '/shop', '/shop/product/aloe-vera-moisturising-cream', '/blog', '/blog/post/how-to-build-a-simple-skincare-routine', '/about-us', '/contact-us', '/projects', '/gallery', '/login'];
  const adminWalk = ['/dashboard', '/ecommerce-management/invoice', '/ecommerce-management/coupon', '/user-management/user', '/product-management/product'];

  for (const [name, walk, key] of [
    ['a public walk', publicWalk, null],
    ['an admin walk', adminWalk, KEYS.admin],
  ] as const) {
    test(`${name} loads no monitoring code and sends nothing`, async ({ page, context, baseURL }) => {
      if (key) await signInWithKey(context, key, baseURL!);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      for (const path of walk) {
        await open(page, `${path}${path.includes('?') ? '&' : '?'}language=en`);
        // past the load event and an idle period, when a monitored build loads its SDK
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
        await page.waitForTimeout(500);
      }
      // past the time a monitored build takes to load its SDK and web-vitals (load + 5 s + idle)
      await page.waitForTimeout(6500);
      // pagehide, when a monitored build sends its Web Vitals
      await page.goto('about:blank');
      await page.waitForTimeout(500);
      expect(asked.filter((url) => MONITORING_CODE.test(url) || url.includes(`:${INGEST_PORT}`))).toEqual([]);
      expect(ingest.requests).toEqual([]);
      expect(asked.length).toBeGreaterThan(walk.length);
    });
  }
});

test.describe('with a DSN', () => {
  test('an error thrown in the page is one event with release, route pattern, language and roles', async ({ page, context }) => {
    await signInWithKey(context, KEYS.customer, MONITORED);
    await openMonitored(page, '/shop/product/aloe-vera-moisturising-cream?language=en');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('the price of the product could not be read');
      });
    });
    const events = await eventsAfterQuiet(1);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.exception?.values?.[0]?.value).toBe('the price of the product could not be read');
    expect(event.release).toBe('shop-client@e2e');
    expect(event.tags).toMatchObject({ failure: 'error', language: 'en', roles: expect.any(String) });
    // the pattern, not the address
    expect(event.tags?.route).toMatch(/^\/shop\/product\/:/);
    expect(event.tags?.screen).toBeTruthy();
    expect(JSON.stringify(event)).not.toContain('test-key-u6');
  });

  test('an unhandled rejection is one event, as an admin with its roles', async ({ page, context }) => {
    await signInWithKey(context, KEYS.admin, MONITORED);
    await openMonitored(page, '/dashboard?language=fa');
    await page.evaluate(() => {
      void Promise.reject(new Error('the chart data could not be merged'));
    });
    const events = await eventsAfterQuiet(1);
    expect(events).toHaveLength(1);
    expect(events[0].exception?.values?.[0]?.value).toBe('the chart data could not be merged');
    expect(events[0].tags).toMatchObject({ failure: 'unhandledrejection', route: '/dashboard', language: 'fa' });
    expect(events[0].tags?.roles).toContain('ADMIN');
    expect(events[0].release).toBe('shop-client@e2e');
  });

  test('an error before the SDK has loaded is held and sent once it loads', async ({ page }) => {
    const sdk = page.waitForResponse((response) => MONITORING_CODE.test(response.url()), { timeout: 30_000 });
    await page.goto(`${MONITORED}/about-us?language=en`);
    await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/sentry-/.test(entry.name)));
    await page.evaluate(() => {
      void Promise.reject(new Error('raised while the page was starting'));
    });
    await sdk;
    const events = await eventsAfterQuiet(1);
    expect(events.map((event) => event.exception?.values?.[0]?.value)).toEqual(['raised while the page was starting']);
    // the point of the test: it was raised before the SDK came (if the machine was slow, it still arrives once)
    test.info().annotations.push({ type: 'sdk loaded before the rejection', description: String(loaded) });
  });

  test('a missing chunk is one event', async ({ page }) => {
    await openMonitored(page, '/?language=en');
    // a deploy removed the About page's chunk: every request for it fails, the reload does not bring it
    await page.route(/\/assets\/AboutUs-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/about-us?language=en');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'A new version of the site is available' })).toBeVisible({ timeout: 30_000 });
    const events = await eventsAfterQuiet(1);
    expect(events).toHaveLength(1);
    expect(events[0].tags).toMatchObject({ failure: 'chunk', route: '/about-us', language: 'en', roles: 'guest' });
  });

  test('a 500 on a list call is one event, not one per retry', async ({ page, context }) => {
    await signInWithKey(context, KEYS.admin, MONITORED);
    await page.route(`${API_URL}ecommercemanagement/v1/coupon/list**`, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<!doctype html><h1>Internal Server Error</h1>' }),
    );
    await openMonitored(page, '/ecommerce-management/coupon?language=en');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible({ timeout: 30_000 });
    for (let i = 0; i < 2; i += 1) {
      const answered = page.waitForResponse((response) => response.url().includes('coupon/list'));
      await retry.click();
      await answered;
      await expect(retry).toBeEnabled();
    }
    const events = await eventsAfterQuiet(1);
    expect(events).toHaveLength(1);
    expect(events[0].tags).toMatchObject({ failure: 'api', status: '500', route: '/ecommerce-management/coupon', language: 'en' });
    expect(events[0].tags?.endpoint).toMatch(/coupon/i);
    expect(events[0].tags?.roles).toContain('ADMIN');
  });

  test("home's Web Vitals arrive on pagehide: LCP, CLS, INP after a click, FCP, TTFB", async ({ page }) => {
    const vitals = page.waitForResponse((response) => MONITORING_CODE.test(response.url()) && response.url().includes('/vitals-'), { timeout: 30_000 });
    await open(page, `${MONITORED}/?language=en`);
    await vitals;
    // an interaction with a handler: the slideshow's next button
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.waitForTimeout(300);
    expect(ingest.beacons()).toEqual([]);
    await page.goto('about:blank');
    await expect.poll(() => ingest.beacons().length, { timeout: 10_000 }).toBe(1);
    const [beacon] = ingest.beacons();
    expect(beacon).toMatchObject({ type: 'web-vitals', release: 'shop-client@e2e', page: { route: '/' }, language: 'en' });
    expect(beacon.metrics.map((metric) => metric.name).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    const inp = beacon.metrics.find((metric) => metric.name === 'INP')!;
    // the attribution names the element that was clicked (the arrow inside the button)
    expect(String(inp.attribution.interactionTarget)).toMatch(/carousel__icon/);
    const lcp = beacon.metrics.find((metric) => metric.name === 'LCP')!;
    expect(lcp.value).toBeGreaterThan(0);
  });

  /*
   * What this cannot show yet: the report arriving. Chromium sends `report-to` reports from its network
   * service, and none reached the loopback ingest within 40 s (also with --short-reporting-delay, a
   * persistent profile, Local Network Access checks off); with `report-to` present it ignores
   * `report-uri`. So the test holds the two halves it can: the served policy and header name the
   * ingest, and the browser enforces and reports the violation under exactly that policy.
   */
  test('a CSP violation provoked on a page is reported under a policy that names the report endpoint', async ({ browser, request }) => {
    const answer = await request.get(`${MONITORED}/?language=en`);
    const policy = answer.headers()['content-security-policy'];
    expect(policy).toContain(`report-uri http://127.0.0.1:${INGEST_PORT}/csp`);
    expect(policy).toContain('report-to csp-endpoint');
    expect(answer.headers()['reporting-endpoints']).toBe(`csp-endpoint="http://127.0.0.1:${INGEST_PORT}/csp"`);
    // its own context: the provoked violation must not fail the spec's CSP guard
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await open(page, `${MONITORED}/?language=en`);
      const violation = await page.evaluate(
        () =>
          new Promise<{ directive: string; blocked: string; policy: string; disposition: string }>((resolve) => {
            document.addEventListener('securitypolicyviolation', (event) =>
              resolve({ directive: event.effectiveDirective, blocked: event.blockedURI, policy: event.originalPolicy, disposition: event.disposition }),
            );
            const script = document.createElement('script');
            script.textContent = 'window.injected = true';
            document.body.append(script);
          }),
      );
      expect(violation).toMatchObject({ directive: 'script-src-elem', blocked: 'inline', disposition: 'enforce' });
      expect(violation.policy).toContain(`report-uri http://127.0.0.1:${INGEST_PORT}/csp`);
      expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});

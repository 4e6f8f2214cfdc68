/**
 * Monitoring in the browser (docs/monitoring.md), against a loopback ingest server (./ingest.ts) that
 * stands in for Sentry's envelope endpoint, the Web Vitals beacon and the CSP report endpoint.
 *
 * - The lane's build has no DSN: a public walk and an admin walk load no monitoring code and send it
 *   nothing.
 * - The email build has monitoring on (tests/e2e/run.mjs: DSN, RUM and CSP report addresses on
 *   E2E_INGEST_PORT): an error and an unhandled rejection raised from the test, a missing chunk and a
 *   500 on a list call each arrive as exactly one event with release, route pattern, language and
 *   roles; home's Web Vitals arrive when it is left (hidden), and a visit that leaves before the reporter loaded
 *   still sends them; a signed-in customer's own key, mobile, e-mail and address reach the ingest in
 *   no error report and no vitals report, however the page wrote them.
 * - CSP reports: the build's policy names the ingest's HTTPS listener (report-uri and report-to); a
 *   violation provoked on the same build served over HTTPS by nginx arrives there as a Reporting API
 *   report, and, for a browser without the Reporting API, as a report-uri report.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_URL, KEYS, expect, pageAtRest, signInWithKey, test } from './helpers';
import { startIngest, type Ingest, type SentryEvent } from './ingest';

const INGEST_PORT = Number(process.env.E2E_INGEST_PORT ?? '0');
const MONITORED = process.env.E2E_EMAIL_BASE_URL ?? '';
/** The same build served by nginx over HTTPS, and the ingest's TLS listener its policy reports to (tests/e2e/run.mjs). */
const SECURE = process.env.E2E_EMAIL_TLS_BASE_URL ?? '';
const INGEST_TLS_PORT = Number(process.env.E2E_INGEST_TLS_PORT ?? '0');
const TLS_FILES = { cert: process.env.E2E_TLS_CERT ?? '', key: process.env.E2E_TLS_KEY ?? '' };
const MONITORING_CODE = /\/assets\/(sentry|vitals)-[^/]+\.js$/;

test.describe.configure({ mode: 'serial' });

let server: Ingest | undefined;
/** The ingest server of this file (started before its first test). */
const ingest = new Proxy({} as Ingest, { get: (_, key: keyof Ingest) => server![key] });
test.beforeAll(async () => {
  test.skip(!INGEST_PORT || !MONITORED, 'needs tests/e2e/run.mjs (the email build with monitoring, E2E_INGEST_PORT)');
  server = await startIngest(
    INGEST_PORT,
    INGEST_TLS_PORT && TLS_FILES.cert ? { port: INGEST_TLS_PORT, cert: readFileSync(TLS_FILES.cert), key: readFileSync(TLS_FILES.key) } : undefined,
  );
});
test.afterAll(async () => {
  await server?.close();
});
test.beforeEach(() => server?.clear());

/** Opens a page and waits until the app has rendered over the app shell (src/app/boot/appShell.ts). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-app-shell]')).toHaveCount(0);
}

/** Opens a monitored page and waits until the SDK has loaded (after the page is interactive). */
async function openMonitored(page: Page, path: string) {
  const sdk = page.waitForResponse((response) => /\/assets\/sentry-[^/]+\.js$/.test(response.url()), { timeout: 30_000 });
  await open(page, `${MONITORED}${path}`);
  await sdk;
}

/** The headers an HTTPS server of the tests sends (its throw-away certificate accepted). */
async function servedHeaders(url: string): Promise<Record<string, string>> {
  const api = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
  try {
    return (await api.get(url)).headers();
  } finally {
    await api.dispose();
  }
}

/** A customer's own values as the page may write them, and the real api key of a session of theirs. */
interface Customer {
  key: string;
  mobile: string;
  mobileFa: string;
  email: string;
  street: string;
}

const toPersianDigits = (text: string) => text.replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]);

/** Signs the customer in as the email build does (their e-mail and password): a session key in the mock's real format. */
async function signInForReal(request: import('@playwright/test').APIRequestContext, context: import('@playwright/test').BrowserContext): Promise<Customer> {
  const login = (await (
    await request.post(`${API_URL}auth/v1/user/login?language=en`, { data: { email: 'customer@shop.test', password: 'Passw0rd!', recaptchaVersion: 3, 'g-recaptcha-response': 'e2e' } })
  ).json()) as { data: { content: string } };
  const key = login.data.content;
  expect(key).toMatch(/^k-[0-9a-f]{32}$/);
  await signInWithKey(context, key, MONITORED);
  const me = ((await (await request.get(`${API_URL}auth/v1/user/currentUser?language=fa&apiKey=${key}`)).json()) as { data: { content: { mobile: string; email: string; addresses: Array<{ place: string }> } } }).data.content;
  return { key, mobile: me.mobile, mobileFa: toPersianDigits(`0${me.mobile}`), email: me.email, street: me.addresses[0].place };
}

/** Which of the customer's values (in any of their writings) a sent text holds. */
function secretsIn(text: string, me: Customer): string[] {
  return [me.key, me.mobile, me.mobileFa, toPersianDigits(me.mobile), me.email, encodeURIComponent(me.email), me.street, encodeURIComponent(me.street)].filter((secret) => text.includes(secret));
}

/** The page's requests to the ingest server (its HTTP listener) that have not been answered yet. */
const ingestPending = new WeakMap<Page, { count: number }>();
test.beforeEach(({ page }) => {
  const pending = { count: 0 };
  ingestPending.set(page, pending);
  const toIngest = (request: import('@playwright/test').Request) => INGEST_PORT > 0 && new URL(request.url()).port === String(INGEST_PORT);
  page.on('request', (request) => {
    if (toIngest(request)) pending.count += 1;
  });
  const ended = (request: import('@playwright/test').Request) => {
    if (toIngest(request)) pending.count -= 1;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
});

/**
 * Waits until `count` events have arrived, then until no more can come: the page has run what it had
 * queued (the SDK sends an event as it is captured) and every request it made to the ingest has been
 * answered, so each event it sent is in the ingest's record.
 */
async function eventsAfterQuiet(page: Page, count: number): Promise<SentryEvent[]> {
  await expect.poll(() => ingest.events().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  await pageAtRest(page);
  await expect.poll(() => ingestPending.get(page)!.count).toBe(0);
  return ingest.events();
}

test.describe('without a DSN', () => {
  test("the build has no SDK or web-vitals code and no reporter in its policy", () => {
    const dist = process.env.E2E_OUT_DIR ?? 'dist-e2e';
    const scripts = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    expect(scripts.filter((name) => /^(sentry|vitals)-/.test(name))).toEqual([]);
    // the SDK's and web-vitals' own marks (its early observers too: the entry type they watch)
    expect(scripts.filter((name) => /sentry\.javascript|sentry_key|onINP|interactionTarget|largest-contentful-paint/.test(readFileSync(join(dist, 'assets', name), 'utf8')))).toEqual([]);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).not.toMatch(/report-uri|report-to|Reporting-Endpoints/);
  });

  const publicWalk = ['/', '/shop', '/shop/product/aloe-vera-moisturising-cream', '/blog', '/blog/post/how-to-build-a-simple-skincare-routine', '/about-us', '/contact-us', '/projects', '/gallery', '/login'];
  const adminWalk = ['/dashboard', '/ecommerce-management/invoice', '/ecommerce-management/coupon', '/user-management/user', '/ecommerce-management/product'];

  for (const [name, walk, key] of [
    ['a public walk', publicWalk, null],
    ['an admin walk', adminWalk, KEYS.admin],
  ] as const) {
    test(`${name} loads no monitoring code and sends nothing`, async ({ page, context, baseURL }) => {
      if (key) await signInWithKey(context, key, baseURL!);
      // the page's clock, to run the time after the load in which a monitored build loads its SDK
      await page.clock.install();
      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      for (const path of walk) {
        await open(page, `${path}${path.includes('?') ? '&' : '?'}language=en`);
        // the screen asked for, not a 404 or 403 page (a walk of status pages would load little)
        await expect(page.locator('.status-page')).toHaveCount(0);
        // past the load event and an idle period, when a monitored build loads its SDK
        await pageAtRest(page);
      }
      // past the time a monitored build takes to load its SDK and web-vitals (load + 5 s + idle): its
      // timers run at once, and what they start has started once the page is at rest
      await page.clock.fastForward(6_500);
      await pageAtRest(page);
      // the page hidden, when a monitored build sends its Web Vitals (a beacon is asked as the page goes)
      await page.goto('about:blank');
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
    const events = await eventsAfterQuiet(page, 1);
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
    const events = await eventsAfterQuiet(page, 1);
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
    const events = await eventsAfterQuiet(page, 1);
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
    const events = await eventsAfterQuiet(page, 1);
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
    const events = await eventsAfterQuiet(page, 1);
    expect(events).toHaveLength(1);
    expect(events[0].tags).toMatchObject({ failure: 'api', status: '500', route: '/ecommerce-management/coupon', language: 'en' });
    expect(events[0].tags?.endpoint).toMatch(/coupon/i);
    expect(events[0].tags?.roles).toContain('ADMIN');
  });

  test("home's Web Vitals arrive when it is left: LCP, CLS, INP after a click, FCP, TTFB", async ({ page }) => {
    const vitals = page.waitForResponse((response) => MONITORING_CODE.test(response.url()) && response.url().includes('/vitals-'), { timeout: 30_000 });
    await open(page, `${MONITORED}/?language=en`);
    await vitals;
    // an interaction with a handler: the slideshow's next button
    await page.getByRole('button', { name: 'Next' }).first().click();
    // the click handled and its interaction recorded: nothing is sent while the page stays
    await pageAtRest(page);
    await expect.poll(() => ingestPending.get(page)!.count).toBe(0);
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

  test('a visit that leaves as soon as the page has loaded and started delivers its LCP, FCP, TTFB and CLS, before the reporter has loaded', async ({ page }) => {
    const reporter: string[] = [];
    page.on('request', (request) => {
      if (MONITORING_CODE.test(request.url())) reporter.push(request.url());
    });
    await page.goto(`${MONITORED}/about-us?language=en`, { waitUntil: 'load' });
    // the app's entry has run (main.tsx marks its first step), the page has painted (its largest paint so
    // far is in the browser's record), and the visitor leaves, seconds before the reporter would load
    await page.waitForFunction(() => performance.getEntriesByName('app-start').length > 0);
    await page.evaluate(() => new Promise((resolve) => new PerformanceObserver(resolve).observe({ type: 'largest-contentful-paint', buffered: true })));
    await page.goto('about:blank');
    await expect.poll(() => ingest.beacons().length, { timeout: 10_000 }).toBe(1);
    expect(reporter, 'left before the reporter (load + 5 s + idle)').toEqual([]);
    const [beacon] = ingest.beacons();
    expect(beacon).toMatchObject({ type: 'web-vitals', release: 'shop-client@e2e', language: 'en' });
    expect(beacon.metrics.map((metric) => metric.name).sort()).toEqual(['CLS', 'FCP', 'LCP', 'TTFB']);
    for (const metric of beacon.metrics) expect(metric.value, metric.name).toBeGreaterThanOrEqual(0);
    expect(beacon.metrics.find((metric) => metric.name === 'LCP')!.value).toBeGreaterThan(0);
  });

  test("an error carrying a customer's own key, mobile, e-mail and street as prose, in its stack, its cause and its breadcrumbs reaches the ingest without them", async ({ page, context, request }) => {
    const me = await signInForReal(request, context);
    await openMonitored(page, '/shop/product/aloe-vera-moisturising-cream?language=en');
    await page.evaluate(async ({ key, mobile, mobileFa, email, street }) => {
      // breadcrumbs: a console line and a request whose address holds them
      console.log(`checkout for ${mobileFa}, ${email}, ${street}`);
      await fetch(`${location.origin}/favicon.svg?session=${key}&who=${encodeURIComponent(email)}`);
      const cause = new Error(`the courier could not find ${street}; call 0${mobile}`);
      const error = new Error(`saving the address failed for session ${key} (${email})`, { cause });
      error.stack = `Error: saving the address failed for ${key}\n    at saveAddress (${location.origin}/assets/Cart.js?session=${key}:1:200)\n    at call${mobile} (${location.origin}/assets/index.js:2:10)`;
      setTimeout(() => {
        throw error;
      });
    }, me);
    const events = await eventsAfterQuiet(page, 1);
    expect(events).toHaveLength(1);
    // what the report is about is still there
    expect(events[0].exception?.values?.map((value) => value.value)).toEqual(expect.arrayContaining([expect.stringMatching(/^saving the address failed for session \[redacted\]/)]));
    const sent = ingest.requests.map((r) => r.body).join('\n');
    expect(sent.length).toBeGreaterThan(500);
    expect(secretsIn(sent, me)).toEqual([]);
  });

  test("a vitals report's attribution holds none of a customer's own values", async ({ page, context, request }) => {
    const me = await signInForReal(request, context);
    const reporter = page.waitForResponse((response) => MONITORING_CODE.test(response.url()) && response.url().includes('/vitals-'), { timeout: 30_000 });
    await open(page, `${MONITORED}/?language=en`);
    await reporter;
    // the largest paint a text named by the customer's mobile and e-mail, the slow interaction a button
    // named by the key: web-vitals names an element by its id
    await page.evaluate(
      async ({ key, mobileFa, email }) => {
        const text = document.createElement('p');
        text.id = `${mobileFa}-${email}`;
        text.textContent = 'Shipping to you today. '.repeat(40);
        text.style.cssText = 'font-size:48px;line-height:1.2;margin:0;position:relative;z-index:10;background:#fff';
        const painted = new Promise((resolve) => new PerformanceObserver((list) => list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === text) && resolve(true)).observe({ type: 'largest-contentful-paint' }));
        document.body.prepend(text);
        await painted;
        const button = document.createElement('button');
        button.id = key;
        button.textContent = 'Add to cart';
        // fixed above everything: the page's own layout settling (fonts, images) cannot move it from under the click
        button.style.cssText = 'position:fixed;top:8px;left:8px;z-index:2147483647;padding:12px';
        button.addEventListener('click', () => {
          // over 104 ms: the browser buffers such an interaction, so the reporter reads it whether it
          // loaded before the click or after (a faster one before it loaded is not in the buffer)
          const until = performance.now() + 150;
          while (performance.now() < until);
        });
        document.body.prepend(button);
        // watched before the click: its entry can come before a watch started after it
        Object.assign(window, {
          slowClick: new Promise((resolve) =>
            new PerformanceObserver((list) => list.getEntries().some((entry) => entry.name === 'click' && entry.duration >= 104) && resolve(true)).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit),
          ),
        });
      },
      me,
    );
    await page.locator(`[id="${me.key}"]`).click();
    // the slow click is in the browser's record (Event Timing reports it after the next paint)
    await page.evaluate(() => (window as unknown as { slowClick: Promise<boolean> }).slowClick);
    await page.goto('about:blank');
    await expect.poll(() => ingest.beacons().length, { timeout: 10_000 }).toBe(1);
    const [beacon] = ingest.beacons();
    // they were there, and went as `[redacted]`
    const named = (name: string) => String(beacon.metrics.find((metric) => metric.name === name)?.attribution[name === 'LCP' ? 'target' : 'interactionTarget']);
    expect(named('LCP')).toMatch(/^#\[redacted\]-\[redacted\]/);
    expect(named('INP')).toMatch(/^#\[redacted\]/);
    expect(secretsIn(JSON.stringify(beacon), me)).toEqual([]);
  });

  test('the served policy names the HTTPS report endpoint twice: report-uri, and report-to with Reporting-Endpoints', async ({ request }) => {
    test.skip(!SECURE, 'needs tests/e2e/run.mjs (the email build over HTTPS, E2E_EMAIL_TLS_BASE_URL)');
    const endpoint = `https://127.0.0.1:${INGEST_TLS_PORT}/csp`;
    const preview = (await request.get(`${MONITORED}/?language=en`)).headers();
    // report-uri stays for browsers without the Reporting API (they ignore report-to); the others ignore report-uri
    expect(preview['content-security-policy']).toContain(`report-uri ${endpoint}; report-to csp-endpoint`);
    expect(preview['reporting-endpoints']).toBe(`csp-endpoint="${endpoint}"`);
    // nginx over HTTPS sends the build's headers (dist/_headers), as vite preview does
    const secure = await servedHeaders(`${SECURE}/?language=en`);
    expect(secure['content-security-policy']).toBe(preview['content-security-policy']);
    expect(secure['reporting-endpoints']).toBe(preview['reporting-endpoints']);
  });

  /*
   * Chromium sends a CSP violation through the Reporting API (the policy's `report-to`; with it present,
   * it ignores `report-uri`) only from a secure page, to an HTTPS endpoint, from its network service:
   * Playwright's ignoreHTTPSErrors does not reach that upload (nothing arrived in 15 s without the flag
   * below). So this test has its own chromium, with
   *   --ignore-certificate-errors  the page's and the ingest's throw-away certificate (tests/e2e/run.mjs);
   *   --short-reporting-delay      a page's reports after its first wait 100 ms, not a minute (measured
   *                                without it: the first at once, the second after 60 s).
   * The page is the email build served by nginx over HTTPS with the build's own headers.
   */
  test('a CSP violation provoked on a secure page arrives at the ingest as a report, without the payment return\'s secrets', async ({ playwright, launchOptions }) => {
    test.skip(!SECURE, 'needs tests/e2e/run.mjs (the email build over HTTPS, E2E_EMAIL_TLS_BASE_URL)');
    const policy = (await servedHeaders(`${SECURE}/?language=en`))['content-security-policy'];
    const browser = await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), '--ignore-certificate-errors', '--short-reporting-delay'] });
    try {
      const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-US' });
      // every violation of the site's pages, from each page's start (kept in the tab's storage across its
      // loads): each report the browser sends is of one of these, so when they are only the two provoked,
      // no other report can come
      await context.addInitScript((origin) => {
        if (window.location.origin !== origin) return;
        document.addEventListener('securitypolicyviolation', (event) => {
          const seen = JSON.parse(sessionStorage.getItem('violations') ?? '[]') as string[];
          sessionStorage.setItem('violations', JSON.stringify([...seen, event.effectiveDirective]));
        });
      }, new URL(SECURE).origin);
      await signInWithKey(context, KEYS.customer, SECURE);
      const page = await context.newPage();
      // a real payment return: the provider sends the customer back with its one-time token in the address
      const invoice = `${SECURE}/invoice/3460?language=en`;
      await page.goto(invoice);
      await expect(page.getByTestId('invoice-condition').first()).toHaveText('Waiting for payment', { timeout: 30_000 });
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(/\/fake-pay\?n=/);
      const token = new URL(page.url()).searchParams.get('n')!;
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(/\/invoice\/3460\?.*RefNum=/);
      // the app drops the provider's parameters once it has verified the payment
      await expect(page).toHaveURL(invoice);
      await expect(page.getByTestId('invoice-condition').first()).toHaveText('Paid');
      expect(ingest.reports()).toEqual([]);

      // what a real violation is: a script or an image put into the page from outside the policy
      const provoked = await page.evaluate(
        () =>
          new Promise<{ at: number; violations: Array<{ directive: string; blocked: string; disposition: string }> }>((resolve) => {
            const at = Date.now();
            const violations: Array<{ directive: string; blocked: string; disposition: string }> = [];
            document.addEventListener('securitypolicyviolation', (event) => {
              violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, disposition: event.disposition });
              if (violations.length === 2) resolve({ at, violations });
            });
            const script = document.createElement('script');
            script.textContent = 'window.injected = true';
            document.body.append(script);
            const image = new Image();
            image.src = 'https://images.elsewhere.example/banner.png';
            document.body.append(image);
          }),
      );
      expect(provoked.violations).toEqual([
        { directive: 'script-src-elem', blocked: 'inline', disposition: 'enforce' },
        { directive: 'img-src', blocked: 'https://images.elsewhere.example/banner.png', disposition: 'enforce' },
      ]);
      expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();

      // the page itself violated nothing else, on any of its loads: the two reports are all there will be
      expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('violations'))) ?? '[]')).toEqual(['script-src-elem', 'img-src']);
      await expect.poll(() => ingest.reports().length, { timeout: 10_000 }).toBe(2);
      const reports = ingest.reports();
      expect(reports).toHaveLength(2);
      for (const report of reports) {
        expect(report).toMatchObject({ type: 'csp-violation', url: invoice, secure: true });
        expect(report.body).toMatchObject({ documentURL: invoice, disposition: 'enforce', originalPolicy: policy, statusCode: 200 });
      }
      expect(reports.map((report) => [report.body.effectiveDirective, report.body.blockedURL]).sort()).toEqual([
        ['img-src', 'https://images.elsewhere.example/banner.png'],
        ['script-src-elem', 'inline'],
      ]);
      // the browser reports the page's address with its query (only a fragment is dropped): what keeps the
      // provider's token out of the report is the app dropping it from the address
      const sent = JSON.stringify(reports);
      for (const secret of [token, 'RefNum', 'payment=', 'tref=', KEYS.customer]) expect(sent).not.toContain(secret);
      // with report-to present, report-uri is not used
      expect(ingest.cspReports()).toEqual([]);

      const arrival = Math.max(...reports.map((report) => report.receivedAt)) - provoked.at;
      test.info().annotations.push({ type: 'CSP reports arrived after (ms)', description: String(arrival) });
      await test.info().attach('csp-reports.json', { body: JSON.stringify(reports, null, 2), contentType: 'application/json' });
      console.log(`CSP reports: ${reports.length} arrived ${arrival} ms after the violations`);
      expect(arrival).toBeLessThan(10_000);
    } finally {
      await browser.close();
    }
  });

  /*
   * A browser without the Reporting API (Firefox, older Safari) reads the same policy without
   * `report-to`: emulated here by dropping that directive and the Reporting-Endpoints header from the
   * page's answer as it arrives (the policy is still the one nginx served). Playwright then answers the
   * page itself, which leaves it without an address space, so Chromium's Local Network Access checks
   * would refuse every loopback call (the API, the ingest): they are off for this browser only.
   */
  test('a browser without the Reporting API sends the violation to report-uri', async ({ playwright, launchOptions }) => {
    test.skip(!SECURE, 'needs tests/e2e/run.mjs (the email build over HTTPS, E2E_EMAIL_TLS_BASE_URL)');
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), '--ignore-certificate-errors', '--disable-features=LocalNetworkAccessChecks'],
    });
    try {
      const context = await browser.newContext({ serviceWorkers: 'block', ignoreHTTPSErrors: true });
      const page = await context.newPage();
      let policy = '';
      await page.route(
        (url) => url.href.startsWith(SECURE),
        async (route) => {
          if (!route.request().isNavigationRequest()) return route.fallback();
          const response = await route.fetch();
          const { 'reporting-endpoints': _endpoints, ...headers } = response.headers();
          policy = headers['content-security-policy'].replace(/;\s*report-to [^;]+/, '');
          await route.fulfill({ response, headers: { ...headers, 'content-security-policy': policy } });
        },
      );
      const address = `${SECURE}/about-us?language=en`;
      await open(page, address);
      expect(policy).toContain(`report-uri https://127.0.0.1:${INGEST_TLS_PORT}/csp`);
      expect(policy).not.toContain('report-to');
      const at = await page.evaluate(() => {
        const now = Date.now();
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
        return now;
      });
      await expect.poll(() => ingest.cspReports().length, { timeout: 10_000 }).toBe(1);
      const [report] = ingest.cspReports();
      expect(report.secure).toBe(true);
      expect(report['csp-report']).toMatchObject({
        'document-uri': address,
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        disposition: 'enforce',
        'original-policy': policy,
      });
      expect(ingest.reports()).toEqual([]);
      test.info().annotations.push({ type: 'report-uri report arrived after (ms)', description: String(report.receivedAt - at) });
    } finally {
      await browser.close();
    }
  });
});

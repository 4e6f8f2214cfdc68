/**
 * Bad answers on every built screen: each screen's own calls are answered with bad answers of four kinds
 * (HTTP 500 with an HTML body, malformed JSON, `content: null`, content of the wrong type). Each must
 * show its error state in place (LoadError: what failed and a retry button) with one notification,
 * never the crash page, a spinner that does not end or an empty area; the retry loads the screen once
 * the server answers well again, and the navigation still works afterwards.
 *
 * Table-driven, one shared browser context per kind of visitor (guest, customer, admin), so the run
 * stays short. Each screen gets one bad answer, the four kinds in turn down the table (every kind meets
 * every visitor): how an answer turns into a failure is decided before any screen code runs, in the one
 * baseQuery (HTTP 500, malformed JSON: tests/component/app/baseQuery.test.tsx) or in the schema of the
 * call (content null, the wrong type: held for every documented call in
 * tests/unit/api/tolerantSchemas.test.ts), so what this walk adds is each screen's own handling in a
 * real browser: its error state in place, one notification and the retry; the navigation afterwards
 * (the layout's links, the same on every screen of a visitor) from each visitor's first screen and
 * from the screens that name a link of their own.
 */
import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { API_URL, KEYS, expect, guardCsp, test } from './helpers';

type Visitor = 'guest' | 'customer' | 'admin';
type BadAnswer = '500 html' | 'malformed json' | 'content null' | 'wrong type';
const KINDS: readonly BadAnswer[] = ['500 html', 'content null', 'malformed json', 'wrong type'];
/**
 * The bad answer of the screen at `index` of the table: the four kinds in turn down the table, so each
 * kind meets every kind of visitor; where `null` is a documented answer (the page's empty state,
 * tests/component/pages), the wrong type instead.
 */
const badAnswersOf = (index: number, screen: Screen): readonly BadAnswer[] => {
  const kind = KINDS[index % KINDS.length];
  return [kind === 'content null' && screen.nullIsEmpty ? 'wrong type' : kind];
};

interface Screen {
  name: string;
  visitor: Visitor;
  /** the page, or a function of the seeded ids */
  path: string | ((ids: SeededIds) => string);
  /** the screen's own calls: API paths (after the base URL, without the query) */
  calls: RegExp[];
  /** a link in the layout's chrome to follow afterwards (default: the logo, to the home page) */
  navigateTo?: string;
  /** a known failure, skipped with its reason until it is fixed */
  fixme?: string;
  /** `content: null` is a documented answer of this call (not a bad one): the screen shows its empty state */
  nullIsEmpty?: string;
}

interface SeededIds {
  productCategory: string;
  postCategory: string;
  invoiceNumber: number;
  storeId: string;
}

const SCREENS: readonly Screen[] = [
  // public pages (PORTO_ECOMMERCE, SITE and NO_APP layouts)
  { name: 'home', visitor: 'guest', path: '/', calls: [/^site\/v1\/product\/category$/, /^site\/v1\/product\/all$/, /^site\/v1\/plugin\/SLIDE_SHOW$/], navigateTo: '/blog' },
  { name: 'shop', visitor: 'guest', path: '/shop', calls: [/^site\/v1\/product\/category$/, /^site\/v1\/product\/list$/, /^site\/v1\/product\/all$/] },
  { name: 'shop category', visitor: 'guest', path: (ids) => `/shop/category/${ids.productCategory}`, calls: [/^site\/v1\/product\/category$/, /^site\/v1\/product\/list$/, /^site\/v1\/product\/all$/] },
  { name: 'product', visitor: 'guest', path: '/shop/product/aloe-vera-moisturising-cream', calls: [/^site\/v1\/product\/aloe-vera-moisturising-cream$/] },
  { name: 'blog', visitor: 'guest', path: '/blog', calls: [/^site\/v1\/post\/list$/, /^site\/v1\/post\/category$/, /^site\/v1\/post\/all$/] },
  { name: 'blog category', visitor: 'guest', path: (ids) => `/blog/category/${ids.postCategory}`, calls: [/^site\/v1\/post\/category\/[^/]+$/, /^site\/v1\/post\/list$/, /^site\/v1\/post\/category$/] },
  { name: 'post', visitor: 'guest', path: '/blog/post/how-to-build-a-simple-skincare-routine', calls: [/^site\/v1\/post\/how-to-build-a-simple-skincare-routine$/] },
  { name: 'about us', visitor: 'guest', path: '/about-us', calls: [/^site\/v1\/plugin\/ABOUT_US$/], nullIsEmpty: 'a plugin not set up yet answers content null: the page says it has no content yet' },
  { name: 'contact us', visitor: 'guest', path: '/contact-us', calls: [/^site\/v1\/shop\/stores\/full$/, /^site\/v1\/plugin\/CONTACT_US$/] },
  { name: 'projects', visitor: 'guest', path: '/projects', calls: [/^site\/v1\/plugin\/PROJECTS$/], nullIsEmpty: 'a plugin not set up yet answers content null: the page says it has no content yet' },
  { name: 'gallery', visitor: 'guest', path: '/gallery', calls: [/^site\/v1\/plugin\/GALLERY$/], nullIsEmpty: 'a plugin not set up yet answers content null: the page says it has no content yet' },
  { name: 'no app', visitor: 'guest', path: '/no-app', calls: [/^site\/v1\/plugin\/NO_APP$/], nullIsEmpty: 'a plugin not set up yet answers content null: the page says it has no content yet' },
  { name: 'login', visitor: 'guest', path: '/login', calls: [/^site\/v1\/address\/countries$/] },
  { name: 'register', visitor: 'guest', path: '/register', calls: [/^site\/v1\/address\/countries$/] },
  // customer dashboard
  { name: 'cart', visitor: 'customer', path: '/cart', calls: [/^ecommercemanagement\/v1\/cart\/all$/] },
  { name: 'invoice list', visitor: 'customer', path: '/invoice', calls: [/^ecommercemanagement\/v1\/invoice\/list$/] },
  { name: 'invoice view', visitor: 'customer', path: (ids) => `/invoice/${ids.invoiceNumber}`, calls: [/^ecommercemanagement\/v1\/invoice\/\d+$/] },
  { name: 'edit user', visitor: 'customer', path: '/edit-user', calls: [/^dashboard\/v1\/address\//], navigateTo: '/token' },
  { name: 'sessions', visitor: 'customer', path: '/token', calls: [/^dashboard\/v1\/user\/token\/list$/] },
  // admin: reference data, stores, brands, regions, IP addresses, route tree
  { name: 'countries', visitor: 'admin', path: '/basic-information/country', calls: [/^basicinformation\/v1\/country\/list$/] },
  { name: 'provinces', visitor: 'admin', path: '/basic-information/province', calls: [/^basicinformation\/v1\/province\/list$/] },
  { name: 'cities', visitor: 'admin', path: '/basic-information/city', calls: [/^basicinformation\/v1\/city\/list$/] },
  { name: 'regions', visitor: 'admin', path: '/basic-information/region', calls: [/^basicinformation\/v1\/region\/list$/] },
  { name: 'stores', visitor: 'admin', path: '/basic-information/store', calls: [/^basicinformation\/v1\/store\/list$/] },
  { name: 'store edit', visitor: 'admin', path: (ids) => `/basic-information/store/edit/${ids.storeId}`, calls: [/^basicinformation\/v1\/store\/[^/]+$/] },
  { name: 'brands', visitor: 'admin', path: '/basic-information/brand', calls: [/^basicinformation\/v1\/brand\/list$/] },
  { name: 'ip addresses', visitor: 'admin', path: '/basic-information/ip-address', calls: [/^ecommercemanagement\/v1\/ipaddress\/list$/] },
  { name: 'route tree', visitor: 'admin', path: '/basic-information/route', calls: [/^basicinformation\/v1\/route\/tree$/] },
  // admin: catalogue, content and plugins
  { name: 'products', visitor: 'admin', path: '/ecommerce-management/product', calls: [/^ecommercemanagement\/v1\/product\/list$/] },
  { name: 'product edit', visitor: 'admin', path: '/ecommerce-management/product/edit/pr1', calls: [/^ecommercemanagement\/v1\/product\/pr1$/] },
  { name: 'product categories', visitor: 'admin', path: '/ecommerce-management/product-category', calls: [/^ecommercemanagement\/v1\/productCategory\/tree$/] },
  { name: 'product comments', visitor: 'admin', path: '/ecommerce-management/product-comment', calls: [/^ecommercemanagement\/v1\/productcomment\/list$/] },
  { name: 'posts', visitor: 'admin', path: '/post-management/post', calls: [/^postmanagement\/v1\/post\/list$/] },
  { name: 'post edit', visitor: 'admin', path: '/post-management/post/edit/po1', calls: [/^postmanagement\/v1\/post\/po1$/] },
  { name: 'post categories', visitor: 'admin', path: '/post-management/post-category', calls: [/^postmanagement\/v1\/postCategory\/tree$/] },
  { name: 'post comments', visitor: 'admin', path: '/post-management/post-comment', calls: [/^postmanagement\/v1\/postcomment\/list$/] },
  { name: 'plugins', visitor: 'admin', path: '/plugin-management/plugin', calls: [/^pluginmanagement\/v1\/plugin\/list$/] },
  { name: 'plugin edit', visitor: 'admin', path: '/plugin-management/plugin/edit/pl1', calls: [/^pluginmanagement\/v1\/plugin\/pl1$/] },
  // admin: orders and money
  { name: 'admin invoices', visitor: 'admin', path: '/ecommerce-management/invoice', calls: [/^ecommercemanagement\/v1\/invoice\/list$/] },
  { name: 'admin invoice view', visitor: 'admin', path: (ids) => `/ecommerce-management/invoice/${ids.invoiceNumber}`, calls: [/^ecommercemanagement\/v1\/invoice\/\d+$/] },
  { name: 'financial', visitor: 'admin', path: '/ecommerce-management/financial', calls: [/^ecommercemanagement\/v1\/invoice\/list$/] },
  { name: 'dashboard charts', visitor: 'admin', path: '/dashboard', calls: [/^dashboard\/v1\/(file|post|invoice)\/(type|day|user)$/] },
  { name: 'coupons', visitor: 'admin', path: '/ecommerce-management/coupon', calls: [/^ecommercemanagement\/v1\/coupon\/list$/] },
  // admin: people
  { name: 'permissions', visitor: 'admin', path: '/user-management/permission', calls: [/^usermanagement\/v1\/permission\/list$/] },
  { name: 'roles', visitor: 'admin', path: '/user-management/role', calls: [/^usermanagement\/v1\/role\/list$/] },
  { name: 'role permissions', visitor: 'admin', path: '/user-management/role/ro2', calls: [/^usermanagement\/v1\/role\/ro2\/permission\/list$/] },
  { name: 'users', visitor: 'admin', path: '/user-management/user', calls: [/^usermanagement\/v1\/user\/list$/] },
  // admin: files and directories
  { name: 'files', visitor: 'admin', path: '/file-management/file', calls: [/^filemanagement\/v1\/file\/list$/] },
  { name: 'directories', visitor: 'admin', path: '/file-management/directory', calls: [/^filemanagement\/v1\/directory\/tree$/] },
  // admin: users
  { name: 'user add', visitor: 'admin', path: '/user-management/user/add', calls: [/^dashboard\/v1\/address\/countries$/] },
  { name: 'user edit', visitor: 'admin', path: '/user-management/user/edit/u6', calls: [/^usermanagement\/v1\/user\/[^/]+$/, /^dashboard\/v1\/address\//] },
];

/** The API path of a request (after the base URL, without the query), or null for other addresses. */
function apiPath(url: string): string | null {
  if (!url.startsWith(API_URL)) return null;
  return url.slice(API_URL.length).split('?')[0].replace(/\/+$/, '');
}

/** The same content in the wrong shape: an array where an object belongs, an object where an array belongs. */
function wrongType(content: unknown): unknown {
  if (Array.isArray(content)) return { items: content };
  if (content && typeof content === 'object') return [content];
  return { value: content };
}

async function answerBadly(route: Route, answer: BadAnswer): Promise<void> {
  switch (answer) {
    case '500 html':
      return route.fulfill({ status: 500, contentType: 'text/html', body: '<!doctype html><html><body><h1>Internal Server Error</h1></body></html>' });
    case 'malformed json':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success": true, "data": {"content": [{"id": "x", ' });
    case 'content null':
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { content: null }, messages: [] }) });
    case 'wrong type': {
      const real = await route.fetch();
      const body = (await real.json()) as { data?: { content?: unknown } };
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ ...body, data: { ...body.data, content: wrongType(body.data?.content) } }),
      });
    }
  }
}

/**
 * The screen's calls still on their way (asked and not answered yet), so a step waits until every bad
 * answer has landed before it checks the page: its calls do not all fail at once (a bad answer that
 * arrives after the retry buttons were pressed would leave an error state nobody pressed).
 */
function watchCalls(page: Page, calls: readonly RegExp[]) {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  /** what happened to the calls, for the report of a failed check */
  const history: string[] = [];
  const note = (request: Request, what: string) => history.push(`${new Date().toISOString().slice(11, 23)} ${what} ${request.method()} ${apiPath(request.url())}`);
  const isCall = (request: Request) => {
    const api = apiPath(request.url());
    return api !== null && calls.some((call) => call.test(api));
  };
  const onRequest = (request: Request) => {
    if (!isCall(request)) return;
    pending.add(request);
    lastChange = Date.now();
    note(request, 'asked');
  };
  const onDone = (request: Request) => {
    if (!pending.delete(request)) return;
    lastChange = Date.now();
    void request.response().then(
      (response) => note(request, `answered ${response?.status() ?? 'failed'}`),
      () => note(request, 'failed'),
    );
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    /** Resolves once none of the calls has been on its way for `quietMs` (their answers rendered). */
    settled: (quietMs = 400) => expect.poll(() => pending.size === 0 && Date.now() - lastChange >= quietMs, { timeout: 20_000, intervals: [100] }).toBe(true),
    /** Marks a moment in the history (a retry); a new step (`fresh`) starts a new history. */
    mark: (what: string, fresh = false) => {
      if (fresh) history.length = 0;
      history.push(`${new Date().toISOString().slice(11, 23)} -- ${what}`);
    },
    history: () => history.join('\n'),
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}

/**
 * Presses every retry button until no error state is left; each must bring its part back. Before
 * each count, the screen's calls have all been answered (`settled`), so none is left behind. A
 * failure reports the error states left and what happened to the screen's calls.
 */
async function retryEverything(page: Page, calls: ReturnType<typeof watchCalls>): Promise<void> {
  const remaining = page.getByTestId('load-error');
  try {
    for (let i = 0; i < 6; i += 1) {
      await calls.settled();
      const before = await remaining.count();
      if (before === 0) break;
      calls.mark(`retry ${i + 1} of ${before} error states: ${(await remaining.first().textContent()) ?? ''}`);
      const retry = remaining.first().getByRole('button', { name: 'Try again' });
      // a retry button ignores a press while its call is still being read (under load, after the answer came)
      await expect(retry).not.toHaveClass(/\bant-btn-loading\b/);
      // pressed from the keyboard: a pointer press can be lost under load. The failure's notice opens
      // over the first error state's button; a click scrolls the button out from under it, at 100 px the
      // menu turns fixed, and that re-render can land between press and release (the click then goes
      // to the page). A key press goes to the focused button wherever it is drawn.
      await retry.press('Enter');
      await expect.poll(() => remaining.count()).toBeLessThan(before);
    }
    await calls.settled();
    await expect(remaining).toHaveCount(0);
    await expect(page.locator('.ant-spin-spinning, .page-spinner')).toHaveCount(0);
  } catch (error) {
    const left = await remaining.allTextContents().catch(() => []);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nerror states left: ${JSON.stringify(left)}\nthe screen's calls:\n${calls.history()}`);
  }
}

// the screens are checked two at a time, one worker each (run.mjs gives read-only specs two workers):
// every bad answer is made in the worker's own browser, so the workers share nothing but the mock's reads
test.describe.configure({ mode: 'parallel' });

const pages = new Map<Visitor, Page>();
const contexts: BrowserContext[] = [];
const violations: string[][] = [];
let ids: SeededIds;

test.beforeAll(async ({ browser, request, baseURL }) => {
  const get = async (path: string, key?: string, body?: unknown) => {
    const url = `${API_URL}${path}${path.includes('?') ? '&' : '?'}language=en${key ? `&apiKey=${key}` : ''}`;
    const response = body === undefined ? await request.get(url) : await request.post(url, { data: body });
    return ((await response.json()) as { data: { content: unknown } }).data.content;
  };
  const productCategories = (await get('site/v1/product/category')) as { alias: string }[];
  const postCategories = (await get('site/v1/post/category')) as { alias: string }[];
  const invoices = (await get('ecommercemanagement/v1/invoice/list?page=1&limit=1', KEYS.customer, { users: ['u6'] })) as { docs: { invoiceNumber: number }[] };
  const stores = (await get('basicinformation/v1/store/list?page=1&limit=1', KEYS.admin, {})) as { docs: { id: string }[] };
  ids = {
    productCategory: productCategories[0].alias,
    postCategory: postCategories[0].alias,
    invoiceNumber: invoices.docs[0].invoiceNumber,
    storeId: stores.docs[0].id,
  };

  const host = new URL(baseURL!).hostname;
  for (const visitor of ['guest', 'customer', 'admin'] as const) {
    const context = await browser.newContext({ locale: 'en-US' });
    if (visitor !== 'guest') await context.addCookies([{ name: 'api_key', value: KEYS[visitor], domain: host, path: '/' }]);
    violations.push(await guardCsp(context));
    await context.addInitScript(() => {
      const w = window as unknown as { __notices: string[] };
      w.__notices = [];
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          mutation.addedNodes.forEach((node) => {
            if (!(node instanceof Element)) return;
            const notices = [...(node.matches('.ant-notification-notice') ? [node] : []), ...node.querySelectorAll('.ant-notification-notice')];
            notices.forEach((notice) => w.__notices.push(notice.textContent));
          });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    contexts.push(context);
    pages.set(visitor, await context.newPage());
  }
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

test.afterEach(() => {
  expect(violations.flat(), 'Content-Security-Policy violations').toEqual([]);
});

for (const [index, screen] of SCREENS.entries()) {
  const answers = badAnswersOf(index, screen);
  test(`${screen.name}: each bad answer (${answers.join(', ')}) shows the error state, retries and keeps the navigation working`, async () => {
    test.fixme(screen.fixme !== undefined, screen.fixme);
    test.setTimeout(240_000);
    const page = pages.get(screen.visitor)!;
    const path = typeof screen.path === 'function' ? screen.path(ids) : screen.path;
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on('pageerror', onError);
    const calls = watchCalls(page, screen.calls);

    for (const answer of answers) {
      await test.step(answer, async () => {
      calls.mark(answer, true);
        let answered = 0;
        const handler = async (route: Route) => {
          const api = apiPath(route.request().url());
          if (api !== null && screen.calls.some((call) => call.test(api))) {
            answered += 1;
            return answerBadly(route, answer);
          }
          return route.fallback();
        };
        await page.route(`${API_URL}**`, handler);
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}language=en`);

        if (answer === 'content null' && screen.nullIsEmpty) {
          // a documented answer: the page's own empty state, no error, no notification, no crash
          await expect(page.locator('.page-empty'), `${screen.name} / ${answer}: empty state`).toBeVisible({ timeout: 20_000 });
          await expect(page.getByTestId('load-error')).toHaveCount(0);
          await expect(page.getByText('Something went wrong', { exact: true })).toHaveCount(0);
          expect(answered).toBeGreaterThan(0);
          expect(new Set(await page.evaluate(() => (window as unknown as { __notices: string[] }).__notices)).size).toBe(0);
          await page.unroute(`${API_URL}**`, handler);
          return;
        }

        // the error state in place, with its retry button; never the crash page or a lasting spinner
        const failure = page.getByTestId('load-error').first();
        await expect(failure, `${screen.name} / ${answer}: error state`).toBeVisible({ timeout: 20_000 });
        await expect(failure).toContainText('could not be loaded');
        await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
        await expect(page.getByText('Something went wrong', { exact: true })).toHaveCount(0);
        expect(answered).toBeGreaterThan(0);
        // one notification for the failure, however many of the screen's calls failed alike (counted as
        // they appear: under load a notice can close before it is looked at)
        // (antd may mount the same notice twice while it animates in: count distinct notices)
        await expect.poll(async () => new Set(await page.evaluate(() => (window as unknown as { __notices: string[] }).__notices)).size).toBe(1);
        // every bad answer has landed (the calls do not fail at once), and still one notification
        await calls.settled();
        expect(new Set(await page.evaluate(() => (window as unknown as { __notices: string[] }).__notices)).size).toBe(1);

        // the server answers well again: every retry button brings its part back
        await page.unroute(`${API_URL}**`, handler);
        if (answer !== answers[answers.length - 1]) return;
        await retryEverything(page, calls);
        // and the navigation still works: the layout's links are the same on every screen of a visitor,
        // so it is followed from the first screen of each visitor and from those that name a link of their own
        if (screen.navigateTo === undefined && SCREENS.find((s) => s.visitor === screen.visitor) !== screen) return;
        const target = screen.navigateTo ?? '/';
        // (the page is in English: its links carry ?language=en; a missing link fails in seconds, not at the test's timeout)
        await page.locator(`a[href="${target}"]:visible, a[href="${target}?language=en"]:visible`).first().click({ timeout: 30_000 });
        await expect(page).toHaveURL((url) => url.pathname === target);
        await expect(page.getByTestId('load-error')).toHaveCount(0);
        await expect(page.getByText('Something went wrong', { exact: true })).toHaveCount(0);
      });
    }

    page.off('pageerror', onError);
    calls.stop();
    expect(errors, 'uncaught errors').toEqual([]);
  });
}

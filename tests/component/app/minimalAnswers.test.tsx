/**
 * "A test feeds each screen the minimal documented answer": every answer a
 * screen reads — its own calls and the start-up's — carries only the fields its schema requires and
 * the audit documents (tests/utils/answerAudit.ts: what the spec promises and the screens need), and
 * each screen still shows its content, not its error state. A schema that came to require an
 * undocumented field fails here too: its minimal answer lacks the field. The answers are the mock's own, cut down on the way
 * (`minimalAnswer`, tests/utils/schemaFields.ts) by one msw handler in front of the mock. The screens
 * are those of the bad-answer browser walk (tests/e2e/badanswers.spec.ts).
 *
 * Time: one whole-app render per kind of visitor, which then walks its screens through the router
 * (about 2 s a screen here); a screen that fails is reported with the others at the end of its walk.
 */
import { screen, waitFor } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { act } from 'react';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { db, seededApiKey, SAMPLE_POST_ALIAS, SAMPLE_PRODUCT_ALIAS } from '@mocks/db';
import { byId } from '@mocks/db/queries';
import type { AdminRouteNode } from '@/api/schemas';
import { allowedFields, readerOf } from '../../utils/answerAudit';
import { minimalAnswer } from '../../utils/schemaFields';
import { navigateRef, renderApp } from '../../utils/renderApp';

const SLOW = { timeout: 20_000 };
const API = '/api/';

type Visitor = 'guest' | 'customer' | 'admin';
const KEYS: Record<Visitor, string | undefined> = { guest: undefined, customer: seededApiKey('u6'), admin: seededApiKey('u1') };

/**
 * Answers every call the audit holds with the mock's answer cut down to what its schema requires (the
 * customer's or staff's reader, by `visitor`); `cut` collects the calls so answered.
 */
function answerMinimally(visitor: Visitor, cut: string[]) {
  const audience = visitor === 'admin' ? 'staff' : 'customer';
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const at = url.pathname.indexOf(API);
      if (at < 0) return undefined;
      const path = url.pathname.slice(at + API.length).replace(/\/+$/, '');
      const reader = readerOf(request.method, path, audience);
      if (!reader) return undefined;
      const response = await getResponse(handlers, request.clone());
      if (!response) return undefined;
      const body = (await response.clone().json().catch(() => null)) as { success?: boolean; data?: { content?: unknown } } | null;
      if (!body?.success || !body.data) return response;
      cut.push(`${request.method} ${path}`);
      return HttpResponse.json({ ...body, data: { ...body.data, content: minimalAnswer(reader.schema, body.data.content, { keep: reader.keep, documented: allowedFields(reader) }) } }, { status: response.status });
    }),
  );
}

/** Resolves once no request has been on its way for a moment (every answer of the screen has landed). */
function trackRequests() {
  let pending = 0;
  let lastChange = Date.now();
  server.events.on('request:start', () => {
    pending += 1;
    lastChange = Date.now();
  });
  server.events.on('request:end', () => {
    pending -= 1;
    lastChange = Date.now();
  });
  return () => waitFor(() => expect(pending === 0 && Date.now() - lastChange >= 150).toBe(true), SLOW);
}

interface Screen {
  name: string;
  /** the address, or a function of the seeded data */
  path: string | (() => string);
  /** the screen's own call, answered minimally by the time its content shows */
  call: RegExp;
  /** the screen's own content: it appears only when the screen has read its answers */
  shows: () => Promise<unknown>;
}

const heading = (name: string | RegExp, level?: number) => () => screen.findByRole('heading', { name, ...(level ? { level } : {}) }, SLOW);
const text = (value: string | RegExp) => () => screen.findAllByText(value, {}, SLOW);
const value = (get: () => string) => () => screen.findByDisplayValue(get(), {}, SLOW);
const testIds = (id: string) => () => waitFor(() => expect(screen.getAllByTestId(id).length).toBeGreaterThan(0), SLOW);
/** a list's data rows (antd's table rows, not its empty placeholder) */
const rows = () => waitFor(() => expect(document.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0), SLOW);
/** what keeps the dashboard's charts from being drawn: a chart not ready (nor empty), or none drawn */
function chartProblems(): string[] {
  const states = [...document.querySelectorAll('[data-testid^="chart-"][data-state]')].map((chart) => chart.getAttribute('data-state') ?? '');
  return [...states.filter((state) => state !== 'ready' && state !== 'empty'), ...(states.includes('ready') ? [] : ['no chart drawn'])];
}
const chartsDrawn = () => waitFor(() => expect(chartProblems()).toEqual([]), SLOW);
/** a tree's nodes */
const treeNodes = () => waitFor(() => expect(document.querySelectorAll('.ant-tree-treenode').length).toBeGreaterThan(0), SLOW);

const en = (t: { en: string }) => t.en;
const sampleProduct = () => db.products.find((p) => p.alias === SAMPLE_PRODUCT_ALIAS)!;
const samplePost = () => db.posts.find((p) => p.alias === SAMPLE_POST_ALIAS)!;
const productCategory = () => byId(db.productCategories, sampleProduct().categories[0])!;
const postCategory = () => byId(db.postCategories, samplePost().categories[0])!;
const ownInvoice = () => db.invoices.find((i) => i.user === 'u6' && i.publish)!;
const plugin = (name: string) => db.plugins.find((p) => p.name === name)!;

/** The title of the route at `path` in the route tree (the dashboard's page heading). */
function routeTitle(path: string): string {
  const walk = (nodes: readonly AdminRouteNode[], parent: string): string | undefined => {
    for (const node of nodes) {
      const own = node.alias ? `${parent}/${node.alias}` : parent;
      const full = node.dynamic ? `${own}/:variable` : own;
      if (full === path) return node.title.en;
      const inner = walk(node.children ?? [], own);
      if (inner) return inner;
    }
    return undefined;
  };
  const title = walk(db.routes, '');
  if (!title) throw new Error(`no route at ${path}`);
  return title;
}

/** A dashboard screen: its page heading (so the previous screen is gone), then its content. */
const dashboard = (route: string, then: () => Promise<unknown>) => async () => {
  await screen.findByRole('heading', { level: 1, name: routeTitle(route) }, SLOW);
  await then();
};

const GUEST: Screen[] = [
  { name: 'home', path: '/', call: /^GET site\/v1\/product\/all$/, shows: testIds('product-card') },
  { name: 'shop', path: '/shop', call: /^POST site\/v1\/product\/list$/, shows: async () => {
    await heading('Shop', 1)();
    await testIds('product-card')();
  } },
  { name: 'shop category', path: () => `/shop/category/${productCategory().alias}`, call: /^GET site\/v1\/product\/category$/, shows: () => heading(en(productCategory().title), 1)() },
  { name: 'product', path: `/shop/product/${SAMPLE_PRODUCT_ALIAS}`, call: /^GET site\/v1\/product\/aloe/, shows: heading('Aloe Vera Moisturising Cream', 1) },
  { name: 'blog', path: '/blog', call: /^POST site\/v1\/post\/list$/, shows: testIds('post-card') },
  { name: 'blog category', path: () => `/blog/category/${postCategory().alias}`, call: /^GET site\/v1\/post\/category\/[^/]+$/, shows: () => heading(en(postCategory().title), 1)() },
  { name: 'post', path: `/blog/post/${SAMPLE_POST_ALIAS}`, call: /^GET site\/v1\/post\/how-to/, shows: heading('How to build a simple skincare routine', 1) },
  { name: 'about us', path: '/about-us', call: /^GET site\/v1\/plugin\/ABOUT_US$/, shows: heading('Our story') },
  {
    name: 'contact us',
    path: '/contact-us',
    call: /^GET site\/v1\/shop\/stores\/full$/,
    shows: () => heading(en(db.stores.find((s) => s.publish)!.name))(),
  },
  {
    name: 'projects',
    path: '/projects',
    call: /^GET site\/v1\/plugin\/PROJECTS$/,
    shows: () => heading((plugin('PROJECTS').params as { items: { name: { en: string } }[] }).items[0].name.en)(),
  },
  { name: 'gallery', path: '/gallery', call: /^GET site\/v1\/plugin\/GALLERY$/, shows: () => screen.findByRole('button', { name: /Gallery image 1\b/ }, SLOW) },
  { name: 'no app', path: '/no-app', call: /^GET site\/v1\/plugin\/NO_APP$/, shows: heading('Our app is coming soon') },
  { name: 'login', path: '/login', call: /^GET site\/v1\/address\/countries$/, shows: text(/^Iran/) },
  { name: 'register', path: '/register', call: /^GET site\/v1\/address\/countries$/, shows: async () => {
    await heading('Sign up', 1)();
    await text(/^Iran/)();
  } },
];

/** A dashboard screen at `route` (its address `path`, default the route), showing `content` once its call is answered. */
const page = (name: string, route: string, call: RegExp, content: () => Promise<unknown>, path: Screen['path'] = route): Screen => ({ name, path, call, shows: dashboard(route, content) });
const list = (name: string, route: string, call: RegExp): Screen => page(name, route, call, rows);
const summary = () => screen.findByTestId('invoice-summary', {}, SLOW);
const firstName = (id: string) => value(() => en(byId(db.users, id)!.firstName));

const CUSTOMER: Screen[] = [
  page('cart', '/cart', /^GET ecommercemanagement\/v1\/cart\/all$/, () => text(en(byId(db.products, db.carts.find((c) => c.user === 'u6')!.product)!.name))()),
  list('invoice list', '/invoice', /^POST ecommercemanagement\/v1\/invoice\/list$/),
  page('invoice view', '/invoice/:variable', /^GET ecommercemanagement\/v1\/invoice\/\d+$/, summary, () => `/invoice/${ownInvoice().invoiceNumber}`),
  page('edit user', '/edit-user', /^GET dashboard\/v1\/address\/provinces\//, firstName('u6')),
  list('sessions', '/token', /^POST dashboard\/v1\/user\/token\/list$/),
];

const ADMIN: Screen[] = [
  list('countries', '/basic-information/country', /^POST basicinformation\/v1\/country\/list$/),
  list('provinces', '/basic-information/province', /^POST basicinformation\/v1\/province\/list$/),
  list('cities', '/basic-information/city', /^POST basicinformation\/v1\/city\/list$/),
  list('regions', '/basic-information/region', /^POST basicinformation\/v1\/region\/list$/),
  list('stores', '/basic-information/store', /^POST basicinformation\/v1\/store\/list$/),
  page('store edit', '/basic-information/store/edit/:variable', /^GET basicinformation\/v1\/store\/[^/]+$/, value(() => en(db.stores[0].name)), () => `/basic-information/store/edit/${db.stores[0].id}`),
  list('brands', '/basic-information/brand', /^POST basicinformation\/v1\/brand\/list$/),
  list('ip addresses', '/basic-information/ip-address', /^POST ecommercemanagement\/v1\/ipaddress\/list$/),
  page('route tree', '/basic-information/route', /^GET basicinformation\/v1\/route\/tree$/, treeNodes),
  page('user add', '/user-management/user/add', /^GET dashboard\/v1\/address\/countries$/, text(/^Iran/)),
  page('user edit', '/user-management/user/edit/:variable', /^GET usermanagement\/v1\/user\/u6$/, firstName('u6'), '/user-management/user/edit/u6'),
  list('products', '/ecommerce-management/product', /^POST ecommercemanagement\/v1\/product\/list$/),
  page('product edit', '/ecommerce-management/product/edit/:variable', /^GET ecommercemanagement\/v1\/product\/pr1$/, value(() => en(byId(db.products, 'pr1')!.name)), '/ecommerce-management/product/edit/pr1'),
  page('product categories', '/ecommerce-management/product-category', /^GET ecommercemanagement\/v1\/productCategory\/tree$/, treeNodes),
  list('product comments', '/ecommerce-management/product-comment', /^POST ecommercemanagement\/v1\/productcomment\/list$/),
  list('posts', '/post-management/post', /^POST postmanagement\/v1\/post\/list$/),
  page('post edit', '/post-management/post/edit/:variable', /^GET postmanagement\/v1\/post\/po1$/, value(() => en(byId(db.posts, 'po1')!.title)), '/post-management/post/edit/po1'),
  page('post categories', '/post-management/post-category', /^GET postmanagement\/v1\/postCategory\/tree$/, treeNodes),
  list('post comments', '/post-management/post-comment', /^POST postmanagement\/v1\/postcomment\/list$/),
  list('plugins', '/plugin-management/plugin', /^POST pluginmanagement\/v1\/plugin\/list$/),
  // pl1 is the slide show: its images
  page('plugin edit', '/plugin-management/plugin/edit/:variable', /^GET pluginmanagement\/v1\/plugin\/pl1$/, () => screen.findByRole('list', { name: 'Current images' }, SLOW), '/plugin-management/plugin/edit/pl1'),
  list('files', '/file-management/file', /^POST filemanagement\/v1\/file\/list$/),
  page('directories', '/file-management/directory', /^GET filemanagement\/v1\/directory\/tree$/, treeNodes),
  list('admin invoices', '/ecommerce-management/invoice', /^POST ecommercemanagement\/v1\/invoice\/list$/),
  page('admin invoice view', '/ecommerce-management/invoice/:variable', /^GET ecommercemanagement\/v1\/invoice\/\d+$/, summary, () => `/ecommerce-management/invoice/${ownInvoice().invoiceNumber}`),
  list('financial', '/ecommerce-management/financial', /^POST ecommercemanagement\/v1\/invoice\/list$/),
  list('coupons', '/ecommerce-management/coupon', /^POST ecommercemanagement\/v1\/coupon\/list$/),
  page('dashboard charts', '/dashboard', /^GET dashboard\/v1\/(file|post|invoice)\/(type|day|user)$/, chartsDrawn),
  list('permissions', '/user-management/permission', /^POST usermanagement\/v1\/permission\/list$/),
  list('roles', '/user-management/role', /^POST usermanagement\/v1\/role\/list$/),
  page('role permissions', '/user-management/role/:variable', /^POST usermanagement\/v1\/role\/ro2\/permission\/list$/, rows, '/user-management/role/ro2'),
  list('users', '/user-management/user', /^POST usermanagement\/v1\/user\/list$/),
];

const WALKS: [string, Visitor, Screen[]][] = [
  ['public pages (guest)', 'guest', GUEST],
  ['customer dashboard', 'customer', CUSTOMER],
  ['administration', 'admin', ADMIN],
];

const at = (s: Screen) => {
  const path = typeof s.path === 'string' ? s.path : s.path();
  return `${path}${path.includes('?') ? '&' : '?'}language=en`;
};

describe('each screen on the least a backend may answer', { timeout: 300_000 }, () => {
  afterEach(() => server.events.removeAllListeners());

  it.each(WALKS)('%s', async (_name, visitor, screens) => {
    const cut: string[] = [];
    answerMinimally(visitor, cut);
    const settled = trackRequests();
    const failures: string[] = [];
    renderApp(at(screens[0]), { apiKey: KEYS[visitor], session: { language: 'en', direction: 'ltr' } });
    for (const [index, s] of screens.entries()) {
      try {
        if (index > 0) await act(async () => navigateRef.current(at(s)));
        await s.shows();
        await settled();
        expect(screen.queryAllByTestId('load-error').map((e) => e.textContent)).toEqual([]);
        expect(cut.filter((call) => s.call.test(call))).not.toEqual([]);
      } catch (error) {
        failures.push(`${s.name}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

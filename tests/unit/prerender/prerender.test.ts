// @vitest-environment node
/**
 * The pre-render (scripts/prerender) against the loopback mock API, with the app's own server renderer
 * (src/app/server/entry.tsx, the module the build bundles): the files it writes, a product's head
 * (title, canonical, hreflang, Open Graph, JSON-LD) and first screen, the answers it carries for the
 * app to hydrate with, markup in a product's name, a failing page, a removed record, and an API that
 * cannot be reached.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { bypass, http, HttpResponse } from 'msw';
import { db, SAMPLE_PRODUCT_ALIAS, XSS_PRODUCT_ALIAS } from '@mocks/db';
import { startLoopbackServer, type LoopbackOptions, type LoopbackServer } from '@mocks/loopback';
import * as server from '@/app/server/entry';
import { PAGE_STATE_ID, type PageState } from '@/app/pageState';
import { documentTitle, htmlToText, metaDescription } from '@/lib/pageMeta';
import { pageMeta } from '@/lib/pageMetaByKind';
import { PrerenderFailed, prerender as writePages, type PrerenderResult } from '../../../scripts/prerender/run';
import type { Manifest } from '../../../scripts/prerender/template';

const SITE = 'https://shop.example.com';
const MARKUP_NAME = 'Serum </script><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> & "quotes" \u2028';
const HEAD_SCRIPT = 'window.__headed = true;';
const SHELL_SCRIPT = 'window.__shelled = true;';

/** A built index.html as the build writes it (scripts/boot/plugin.ts): the head script, the entry, the app shell templates and their script. */
function builtIndex(): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <script>${HEAD_SCRIPT}</script>
    <meta name="description" content="محصولات طبیعی و مراقبت از پوست" />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
    <title>فروشگاه طبیعت</title>
  </head>
  <body>
    <div id="root"></div>
    <template id="app-shell-fa"><header>fa</header></template>
    <template id="app-shell-en"><header>en</header></template>
    <template id="app-loading-fa"><div role="status">fa</div></template>
    <template id="app-loading-en"><div role="status">en</div></template>
    <script>${SHELL_SCRIPT}</script>
    <noscript>This shop needs JavaScript.</noscript>
  </body>
</html>
`;
}

/** The part of the build's manifest the page's links are read from. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/layouts/PublicLayout.tsx': { file: 'assets/PublicLayout.js', css: ['assets/PublicLayout.css'], imports: ['_react.js'] },
  'src/features/shop/Product.tsx': { file: 'assets/Product.js', css: ['assets/shop.css'], imports: ['_shop.js'] },
  'src/features/shop/Shop.tsx': { file: 'assets/Shop.js', css: ['assets/shop.css'], imports: ['_shop.js'] },
  '_shop.js': { file: 'assets/shop.js' },
  'src/i18n/packs/fa.ts': { file: 'assets/fa.js', imports: ['_react.js'] },
  'src/i18n/packs/en.ts': { file: 'assets/en.js', imports: ['_react.js'] },
};

interface Mock {
  url: string;
  server: LoopbackServer;
}
const startMock = async (handlers: LoopbackOptions['handlers'] = []): Promise<Mock> => {
  const { server: listening, url } = await startLoopbackServer(0, { log: false, handlers });
  return { server: listening, url };
};
const stop = (mock: Mock) => new Promise<void>((resolve) => mock.server.close(() => resolve()));

/** msw/node intercepts fetch in unit tests; bypass() sends the pre-render's calls to the loopback server for real. */
const realFetch: typeof fetch = (input, init) => fetch(bypass(new Request(input, init)));

let dist = '';
const run = (apiUrl: string, log: string[] = [], only?: string[], oneOfEach?: boolean) =>
  writePages({ apiUrl, siteUrl: SITE, dist, concurrency: 4, timeoutMs: 10_000, fetcher: realFetch, server, only, oneOfEach, log: (line) => log.push(line) });
/** The two products the tests below name, and the shop's list: a partial run, seconds instead of a minute. */
const FEW_PAGES = [`/shop/product/${SAMPLE_PRODUCT_ALIAS}`, `/shop/product/${XSS_PRODUCT_ALIAS}`, '/shop'];
const file = (...parts: string[]) => join(dist, 'prerender', ...parts, 'index.html');
const read = (...parts: string[]) => readFileSync(file(...parts), 'utf8');
const parse = (html: string) => new JSDOM(html).window.document;
const jsonLd = (document: Document) => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent) as Record<string, unknown>);
const carried = (document: Document) => JSON.parse(document.getElementById(PAGE_STATE_ID)?.textContent ?? 'null') as PageState;
interface CarriedQuery {
  endpointName: string;
  status: string;
  originalArgs: unknown;
  data: unknown;
}
const carriedQueries = (document: Document) => Object.values(carried(document).api.queries) as CarriedQuery[];

const newDist = () => {
  dist = mkdtempSync(join(tmpdir(), 'prerender-test-'));
  writeFileSync(join(dist, 'index.html'), builtIndex());
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(dist, 'assets'));
};
const removeDist = () => rmSync(dist, { recursive: true, force: true });

/**
 * A shop of a few dozen products and posts (the first published ones, and the ones the tests name):
 * every kind of page and a list of three pages, rendered by React in seconds rather than minutes. Run
 * after each reset of the seed, so a test reads the shop the run wrote.
 */
function trimCatalogue() {
  const products = new Set([SAMPLE_PRODUCT_ALIAS, XSS_PRODUCT_ALIAS, ...db.products.filter((p) => p.publish).slice(0, 22).map((p) => p.alias)]);
  db.products.forEach((product) => {
    if (!products.has(product.alias)) product.publish = false;
  });
  const published = db.posts.filter((p) => p.publish);
  const posts = new Set([...published.slice(0, 4), published.find((p) => p.body.fa.length > 40)].map((p) => p?.alias));
  db.posts.forEach((post) => {
    if (!posts.has(post.alias)) post.publish = false;
  });
}

describe('prerender against the loopback mock API', () => {
  let mock: Mock;
  let result: PrerenderResult;
  // one run for the describe (the seed is reset before each test; the files stay)
  beforeAll(async () => {
    newDist();
    trimCatalogue();
    const product = db.products.find((p) => p.alias === XSS_PRODUCT_ALIAS);
    if (!product) throw new Error('no xss product in the seed');
    product.name = { fa: MARKUP_NAME, en: MARKUP_NAME };
    mock = await startMock();
    result = await run(mock.url);
  }, 300_000);
  afterAll(async () => {
    await stop(mock);
    removeDist();
  });
  beforeEach(trimCatalogue);

  it('writes one file per public page and language, the sitemap and robots.txt', async () => {
    const published = db.products.filter((p) => p.publish);
    const posts = db.posts.filter((p) => p.publish);
    expect(result.skipped).toEqual([]);
    for (const language of ['fa', 'en']) {
      for (const path of [[], ['shop'], ['blog'], ['about-us'], ['contact-us'], ['projects'], ['gallery'], ['shop', 'category', 'moisturisers']]) {
        expect(existsSync(file(language, ...path)), `${language}/${path.join('/')}`).toBe(true);
      }
      expect(readdirSync(join(dist, 'prerender', language, 'shop', 'product')).sort()).toEqual(published.map((p) => p.alias).sort());
      expect(readdirSync(join(dist, 'prerender', language, 'blog', 'post')).sort()).toEqual(posts.map((p) => p.alias).sort());
    }
    expect(result.files).toBe(result.pages * 2);

    const sitemap = new JSDOM(readFileSync(join(dist, 'sitemap.xml'), 'utf8'), { contentType: 'text/xml' }).window.document;
    const locs = [...sitemap.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toHaveLength(result.files);
    expect(locs).toContain(`${SITE}/shop/product/${SAMPLE_PRODUCT_ALIAS}`);
    expect(locs).toContain(`${SITE}/shop/product/${SAMPLE_PRODUCT_ALIAS}?language=en`);
    const url = [...sitemap.getElementsByTagName('url')].find((node) => node.getElementsByTagName('loc')[0].textContent === `${SITE}/shop/product/${SAMPLE_PRODUCT_ALIAS}`);
    expect(url?.getElementsByTagName('lastmod')[0]?.textContent).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect([...(url?.getElementsByTagName('xhtml:link') ?? [])].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)).toEqual([
      `fa ${SITE}/shop/product/${SAMPLE_PRODUCT_ALIAS}`,
      `en ${SITE}/shop/product/${SAMPLE_PRODUCT_ALIAS}?language=en`,
      `x-default ${SITE}/shop/product/${SAMPLE_PRODUCT_ALIAS}`,
    ]);

    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
    for (const path of ['/dashboard', '/ecommerce-management', '/user-management', '/cart', '/invoice', '/login', '/register']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('writes page 2 and up of the shop and of a category beside their first page, each with its own products and address', () => {
    const published = db.products.filter((p) => p.publish);
    const pages = Math.ceil(published.length / 10);
    const listFile = (language: string, page: number, ...path: string[]) => join(dist, 'prerender', language, ...path, page > 1 ? `page-${page}.html` : 'index.html');
    for (let page = 2; page <= pages; page += 1) expect(existsSync(listFile('fa', page, 'shop')), `fa shop page ${page}`).toBe(true);
    expect(existsSync(listFile('en', pages, 'shop'))).toBe(true);
    expect(existsSync(listFile('fa', pages + 1, 'shop'))).toBe(false);
    const first = parse(readFileSync(listFile('en', 1, 'shop'), 'utf8'));
    const second = parse(readFileSync(listFile('en', 2, 'shop'), 'utf8'));
    const names = (document: Document) => [...document.querySelectorAll('.product-grid .product-card__title a')].map((a) => a.textContent);
    expect(names(second)).toHaveLength(10);
    expect(names(second).filter((name) => names(first).includes(name))).toEqual([]);
    // its address (canonical, alternates), its page marked in the pagination, the links to the others in its language
    expect(second.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/shop?page=2&language=en`);
    expect(second.querySelector('link[rel="alternate"][hreflang="fa"]')?.getAttribute('href')).toBe(`${SITE}/shop?page=2`);
    expect(second.querySelector('.shop-page__pagination [aria-current="page"]')?.textContent).toBe('2');
    expect(second.querySelector('.shop-page__pagination .ant-pagination-item a[href="/shop?language=en"]')?.textContent).toBe('1');
    expect([...second.querySelectorAll('.shop-page__pagination a')].map((a) => a.getAttribute('href'))).toContain('/shop?page=3&language=en');
    // the app hydrates the list with the page-2 answer the page carries
    const lists = carriedQueries(second).filter((query) => query.endpointName === 'productList');
    expect(lists.map((query) => query.status)).toEqual(['fulfilled']);
    expect(JSON.stringify(lists[0].originalArgs)).toContain('"page":2');
    // a category with more than a page of products
    const fa = parse(readFileSync(listFile('fa', 2, 'shop'), 'utf8'));
    expect(fa.querySelector('.shop-page__pagination [aria-current="page"]')?.textContent).toBe('۲');
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${SITE}/shop?page=2</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/shop?page=2&amp;language=en</loc>`);
  });

  it('carries the answers it rendered with for the app and preloads the largest image at the sizes its markup offers', () => {
    const preloads = (document: Document) => [...document.querySelectorAll('link[rel="preload"][as="image"]')];
    // a product: its answer and its stores' (the buy box is rendered with them), and its main image
    const product = parse(read('en', 'shop', 'product', SAMPLE_PRODUCT_ALIAS));
    // after the page it drew, so that the page and its picture's preload are read first
    expect(product.head.querySelector('#page-state')).toBeNull();
    expect(product.querySelector('#root ~ #page-state')).not.toBeNull();
    const state = carried(product);
    expect(state.language).toBe('en');
    expect(Date.now() - Date.parse(state.at)).toBeLessThan(300_000);
    const queries = carriedQueries(product);
    expect(queries.every((query) => query.status === 'fulfilled')).toBe(true);
    const record = queries.find((query) => query.endpointName === 'product')?.data as { alias: string; id: string } | undefined;
    expect(record?.alias).toBe(SAMPLE_PRODUCT_ALIAS);
    const stores = queries.find((query) => query.endpointName === 'productStores')?.data as { name: string; count: number }[] | undefined;
    expect(stores?.length).toBeGreaterThan(0);
    // the buy box in its place with the stores that have it
    const labels = [...product.querySelectorAll('#root .product-page__top .buy-box label')].map((label) => label.textContent);
    for (const store of (stores ?? []).filter((one) => Number(one.count) > 0)) expect(labels.join(' ')).toContain(store.name);
    const main = product.querySelector('#root img.gallery__main');
    const [image] = preloads(product);
    expect(preloads(product)).toHaveLength(1);
    expect(image.getAttribute('imagesrcset')).toBe(main?.getAttribute('srcset'));
    expect(image.getAttribute('imagesizes')).toBe(main?.getAttribute('sizes'));
    // its host's connection opened first when it is not the site's (here the mock's own port)
    const hint = product.querySelector('link[rel="preconnect"]');
    expect(hint?.getAttribute('href')).toBe(new URL(main?.getAttribute('src') ?? '').origin);
    const links: Element[] = [...product.querySelectorAll('link')];
    expect(hint && links.indexOf(hint)).toBeLessThan(links.indexOf(image));
    // the page's largest image comes before the app's scripts (fetched at low priority), preloaded or not
    expect(main?.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    // home: the banner's phone crop and wide image, each for its screens
    const home = parse(read('fa'));
    const picture = home.querySelector('#root picture');
    expect(preloads(home).map((link) => [link.getAttribute('media'), link.getAttribute('imagesrcset')])).toEqual([
      ['(max-width: 767px)', picture?.querySelector('source')?.getAttribute('srcset')],
      ['(min-width: 768px)', picture?.querySelector('img')?.getAttribute('srcset')],
    ]);
    expect(carriedQueries(home).map((query) => query.endpointName)).toEqual(expect.arrayContaining(['plugin', 'productAll']));
    // the shop: its list and its tree; no call failed
    const shop = parse(read('fa', 'shop'));
    expect(carriedQueries(shop).map((query) => query.endpointName)).toEqual(expect.arrayContaining(['productList', 'productCategoryTree']));
    expect(carriedQueries(shop).every((query) => query.status === 'fulfilled')).toBe(true);
    // a company page without an image: no preload
    expect(preloads(parse(read('fa', 'contact-us')))).toHaveLength(0);
  });

  it("writes a product's head and first screen from the record, in each language", async () => {
    const record = db.products.find((p) => p.alias === SAMPLE_PRODUCT_ALIAS);
    const en = parse(read('en', 'shop', 'product', SAMPLE_PRODUCT_ALIAS));
    const url = `${SITE}/shop/product/${SAMPLE_PRODUCT_ALIAS}`;
    expect(en.documentElement.lang).toBe('en');
    expect(en.documentElement.dir).toBe('ltr');
    expect(en.title).toBe(`${record?.name.en} | Nature Shop`);
    const description = en.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.startsWith(`${record?.name.en} — `)).toBe(true);
    expect(description).toMatch(/\d{1,3}(,\d{3})+ IRR/);
    expect(en.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(en.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${url}?language=en`);
    const alternates = Object.fromEntries([...en.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect(alternates).toEqual({ fa: url, en: `${url}?language=en`, 'x-default': url });
    const og = (property: string) => en.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(og('og:type')).toBe('product');
    expect(og('og:title')).toBe(en.title);
    expect(og('og:url')).toBe(`${url}?language=en`);
    expect(og('og:locale')).toBe('en_US');
    expect(og('og:image')).toMatch(/\/site\/v1\/resizeImage\/[^/]+\/1000\/1000$/);
    expect(en.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');

    const [product, crumbs] = jsonLd(en);
    expect(product).toMatchObject({ '@type': 'Product', name: record?.name.en, url: `${url}?language=en` });
    const offers = product.offers as Record<string, string>;
    expect(offers.priceCurrency).toBe('IRR');
    expect(Number(offers.price)).toBe(Math.max(0, (record?.price ?? 0) - (record?.discount ?? 0)));
    expect(offers.availability).toBe(record?.buy && record.count > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
    expect(crumbs['@type']).toBe('BreadcrumbList');
    const items = crumbs.itemListElement as { position: number; name: string; item: string }[];
    expect(items[0]).toMatchObject({ position: 1, item: `${SITE}/?language=en` });
    expect(items.at(-1)).toMatchObject({ name: record?.name.en, item: `${url}?language=en` });
    // the visible trail, as real links in the page's language, and the JSON-LD's are the same steps
    const trail = en.querySelector('main nav.breadcrumbs.product-page__crumbs');
    const category = db.productCategories.find((c) => c.id === record?.categories[0]);
    expect([...(trail?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual(['Home', 'Shop', category?.title.en, record?.name.en]);
    expect([...(trail?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual(['/?language=en', '/shop?language=en', `/shop/category/${category?.alias}?language=en`]);
    expect(items.map((item) => item.name)).toEqual(['Home', 'Shop', category?.title.en, record?.name.en]);
    expect(items[2].item).toBe(`${SITE}/shop/category/${category?.alias}?language=en`);

    // the first screen reads without JavaScript: name and price
    const root = en.getElementById('root');
    expect(root?.querySelector('main .product-info__name')?.textContent).toBe(record?.name.en);
    expect(root?.querySelector('main .price-tag__final')?.textContent).toMatch(/^\d{1,3}(,\d{3})+ IRR$/);
    expect(en.querySelector('noscript')).toBeNull();
    // the built page's scripts are kept as they were (their hashes are in the CSP); the app shell's templates (the frame and the loading status) go;
    // antd's stylesheet of the pages, the layout's and the screen's stylesheets and chunks and the page's
    // language pack (never the other language's) are added
    expect([...en.querySelectorAll('script:not([type])')].map((script) => script.textContent)).toEqual([HEAD_SCRIPT, SHELL_SCRIPT]);
    expect(en.querySelector('template')).toBeNull();
    const stylesheets = [...en.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href') ?? '');
    expect(stylesheets[0]).toBe('/assets/index.css');
    expect(stylesheets[1]).toMatch(/^\/assets\/antd-pages-[\w-]{8}\.css$/);
    expect(stylesheets.slice(2)).toEqual(['/assets/PublicLayout.css', '/assets/shop.css']);
    expect(existsSync(join(dist, stylesheets[1]))).toBe(true);
    expect(readFileSync(join(dist, stylesheets[1]), 'utf8')).toContain('.ant-');
    expect([...en.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/react.js', '/assets/en.js', '/assets/PublicLayout.js', '/assets/shop.js', '/assets/Product.js']);
    expect(en.documentElement.dataset.pageLanguage).toBe('en');

    const fa = parse(read('fa', 'shop', 'product', SAMPLE_PRODUCT_ALIAS));
    expect(fa.documentElement.lang).toBe('fa');
    expect(fa.documentElement.dir).toBe('rtl');
    expect(fa.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(fa.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('fa_IR');
    expect([...fa.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toContain('/assets/fa.js');
    // the page's own content first: every chunk the page preloads comes at low priority
    for (const page of [en, fa]) {
      for (const link of page.querySelectorAll('link[rel="modulepreload"], script[type="module"]')) expect(link.getAttribute('fetchpriority'), link.outerHTML).toBe('low');
    }
    expect(fa.querySelector('link[href="/assets/en.js"]')).toBeNull();
    expect(fa.querySelector('main .product-info__name')?.textContent).toBe(record?.name.fa);
    expect([...fa.querySelectorAll('main nav.breadcrumbs li')].map((li) => li.textContent)).toEqual(['خانه', 'فروشگاه', category?.title.fa, record?.name.fa]);
    expect(fa.querySelector('main nav.breadcrumbs')?.getAttribute('aria-label')).toBe('مسیر صفحه');
    expect(fa.querySelector('main .price-tag__final')?.textContent).toMatch(/^[۰-۹]{1,3}(٬[۰-۹]{3})+ ریال$/);
  });

  it('writes the home page with Organization and a WebSite search, and a post with BlogPosting', async () => {
    const home = parse(read('en'));
    const [organization, website] = jsonLd(home);
    expect(organization['@type']).toBe('Organization');
    expect(website).toMatchObject({ '@type': 'WebSite', potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' } });
    expect(JSON.stringify(website.potentialAction)).toContain(`${SITE}/shop?search={search_term_string}`);
    expect(home.querySelector('main .product-card .price-tag__final')?.textContent).toMatch(/IRR$/);
    expect(home.querySelector('main .product-card__placeholder--line')).toBeNull();

    const post = db.posts.find((p) => p.publish);
    const page = parse(read('fa', 'blog', 'post', post?.alias ?? ''));
    const [posting] = jsonLd(page);
    expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: post?.title.fa, datePublished: post?.createdAt });
    expect((posting.author as { name?: string }).name).toBeTruthy();
    expect(page.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(page.querySelector('main .post-page__title')?.textContent).toBe(post?.title.fa);
  });

  it('writes pages that read whole without JavaScript: menu, footer, product, post, shop list and contact, with the titles the app sets', async () => {
    const intl = await server.intlFor('en');
    const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const record = db.products.find((p) => p.alias === SAMPLE_PRODUCT_ALIAS);
    if (!record) throw new Error('no sample product');
    const product = parse(read('en', 'shop', 'product', SAMPLE_PRODUCT_ALIAS));
    // the menu's and the footer's links, the current page marked
    // (an English page's links keep the language)
    const en = (path: string) => `${path}?language=en`;
    expect([...product.querySelectorAll('.site-nav a.site-nav__link')].map((a) => a.getAttribute('href'))).toEqual(['/', '/shop', '/blog', '/gallery', '/projects', '/about-us', '/contact-us'].map(en));
    expect(product.querySelector('.site-nav a[aria-current="page"]')?.getAttribute('href')).toBe(en('/shop'));
    expect([...product.querySelectorAll('footer.site-footer nav a')].map((a) => a.getAttribute('href'))).toEqual(['/', '/about-us', '/contact-us'].map(en));
    expect(product.querySelectorAll('footer .site-footer__phones a[href^="tel:"]').length).toBeGreaterThan(0);
    // the description (through the sanitiser), the attributes and every image
    const squash = (value: string) => value.replace(/\s+/g, '');
    expect(squash(text(product.querySelector('.product-page__tabs .product-body')))).toBe(squash(htmlToText(record.body.en)));
    expect(text(product.querySelector('.product-info__row'))).toContain('Categories');
    expect(product.querySelectorAll('.gallery__thumbs img')).toHaveLength(record.files.length > 1 ? record.files.length : 0);
    // title and description: the app's own (src/lib/pageMeta.ts)
    const meta = pageMeta.product(intl, { name: record.name.en, body: record.body.en, price: record.price, discount: record.discount }, 'en');
    expect(product.title).toBe(documentTitle(meta.title, 'Nature Shop'));
    expect(product.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(metaDescription(meta.description, ''));

    const post = db.posts.find((p) => p.publish && p.body.fa.length > 40);
    if (!post) throw new Error('no post');
    const postPage = parse(read('fa', 'blog', 'post', post.alias));
    expect(postPage.querySelector('.site-nav a[href="/blog"]')?.getAttribute('aria-current')).toBe('page');
    expect(squash(text(postPage.querySelector('.post-page__body')))).toBe(squash(htmlToText(post.body.fa)));
    // the date in the Jalali calendar, Persian digits
    expect(text(postPage.querySelector('.post-meta time'))).toMatch(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    expect(text(postPage.querySelector('.author-block__name'))).not.toBe('');

    const shop = parse(read('en', 'shop'));
    expect(shop.title).toBe(documentTitle(pageMeta.shop(intl, {}).title, 'Nature Shop'));
    expect(shop.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(intl.formatMessage({ id: 'shop.metaDescription' }));
    expect(shop.querySelector('.category-tree a[href="/shop/category/moisturisers?language=en"]')).not.toBeNull();
    expect([...shop.querySelectorAll('.shop-page__pagination a')].map((a) => a.getAttribute('href'))).toContain('/shop?page=2&language=en');
    const home = parse(read('en'));
    expect(home.title).toBe(documentTitle(intl.formatMessage({ id: 'shop.home.metaTitle' }), 'Nature Shop'));
    // the banner's image says what it is, as the app's Slideshow says it, never its file name
    expect(home.querySelector('img.home-banner__img')?.getAttribute('alt')).toBe('Shop offers banner, image 1 of 3');
    expect(parse(read('fa')).querySelector('img.home-banner__img')?.getAttribute('alt')).toBe('بنر پیشنهادهای فروشگاه، تصویر ۱ از ۳');

    const contact = parse(read('en', 'contact-us'));
    const addresses = [...contact.querySelectorAll('.store-card .store-card__facts li > span:not([role="img"])')].map(text);
    const published = db.stores.filter((store) => store.publish);
    expect(addresses).toHaveLength(published.length);
    // the address reads from the street to the city and province (the English order), the city once
    published.forEach((store, index) => {
      const city = db.cities.find((c) => c.id === store.city)?.name.en ?? '';
      const province = db.provinces.find((p) => p.id === store.province)?.name.en ?? '';
      const street = store.address.en.startsWith(`${city}, `) ? store.address.en.slice(city.length + 2) : store.address.en;
      expect(addresses[index]).toBe([street, city, province].filter((name, i, all) => name && all.indexOf(name) === i).join(', '));
      expect(addresses[index].split(', ').filter((segment) => segment === city)).toHaveLength(1);
    });
    expect([...contact.querySelectorAll('.store-card__name')].map(text)).toEqual(published.map((store) => store.name.en));
  });

  it('writes markup in a product name as text: the file parses, its JSON-LD parses, and nothing runs', async () => {
    for (const language of ['fa', 'en']) {
      const source = read(language, 'shop', 'product', XSS_PRODUCT_ALIAS);
      expect(source).not.toContain('<script>window.__pwned');
      expect(source).not.toContain('<img src=x');
      const dom = new JSDOM(source, { runScripts: 'dangerously' });
      const { document } = dom.window;
      expect((dom.window as unknown as { __headed?: boolean }).__headed).toBe(true);
      expect((dom.window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
      expect(document.querySelectorAll('[onerror]')).toHaveLength(0);
      // the body's image stays, without its handler, as the app's sanitiser keeps it; nothing of the name's markup is an element
      expect(document.querySelectorAll('img[src="x"]:not(.product-body img)')).toHaveLength(0);
      expect(document.querySelector('main .product-info__name')?.textContent).toBe(MARKUP_NAME);
      expect(document.title.startsWith('Serum </script><script>window.__pwned = 1</script>')).toBe(true);
      expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(document.title);
      const [product, crumbs] = jsonLd(document);
      expect(product.name).toBe(MARKUP_NAME);
      expect((crumbs.itemListElement as { name: string }[]).at(-1)?.name).toBe(MARKUP_NAME);
      // executable scripts: only the build's own
      expect([...document.querySelectorAll('script')].filter((script) => !script.type).map((script) => script.textContent)).toEqual([HEAD_SCRIPT, SHELL_SCRIPT]);
    }
  });

  it("a run of a few pages and the first of each kind has the whole site's stylesheet of antd's styles", async () => {
    const antdSheet = () => /\/assets\/antd-pages-[\w-]{8}\.css/.exec(read('fa', 'shop'))?.[0];
    const whole = antdSheet();
    expect(whole).toBeDefined();
    const outcome = await run(mock.url, [], [`/shop/product/${XSS_PRODUCT_ALIAS}`], true);
    // the stylesheet is named by its content: the same name, the same styles
    expect(antdSheet()).toBe(whole);
    expect(outcome.pages).toBeLessThan(result.pages / 2);
    for (const language of ['fa', 'en']) {
      expect(readdirSync(join(dist, 'prerender', language)).sort()).toEqual(['about-us', 'blog', 'contact-us', 'gallery', 'index.html', 'projects', 'shop']);
    }
  }, 120_000);

  it('leaves no file of a record removed since the last run; a run of a few pages writes those and the further pages of a list among them', async () => {
    const product = db.products.find((p) => p.alias === SAMPLE_PRODUCT_ALIAS);
    expect(existsSync(file('fa', 'shop', 'product', SAMPLE_PRODUCT_ALIAS))).toBe(true);
    if (product) product.publish = false;
    const outcome = await run(mock.url, [], FEW_PAGES);
    expect(existsSync(file('fa', 'shop', 'product', SAMPLE_PRODUCT_ALIAS))).toBe(false);
    expect(existsSync(file('en', 'shop', 'product', SAMPLE_PRODUCT_ALIAS))).toBe(false);
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).not.toContain(SAMPLE_PRODUCT_ALIAS);
    // what was asked for, and nothing else: the other product, the shop's list and its further pages
    for (const language of ['fa', 'en']) {
      expect(readdirSync(join(dist, 'prerender', language)).sort()).toEqual(['shop']);
      expect(readdirSync(join(dist, 'prerender', language, 'shop', 'product'))).toEqual([XSS_PRODUCT_ALIAS]);
      expect(readdirSync(join(dist, 'prerender', language, 'shop')).filter((name) => name.startsWith('page-'))).not.toEqual([]);
    }
    expect(outcome.pages).toBeGreaterThan(2);
    expect(outcome.files).toBe(outcome.pages * 2);
    expect(readdirSync(join(dist, '..')).filter((name) => name.startsWith(`.${dist.split('/').pop()}-prerender-`))).toEqual([]);
  }, 120_000);
});

describe('prerender when calls fail', () => {
  beforeEach(() => {
    newDist();
    trimCatalogue();
  });
  afterEach(removeDist);

  it('skips a page whose call fails, with a warning, and writes the rest', async () => {
    const mock = await startMock([http.get(`*/site/v1/product/${SAMPLE_PRODUCT_ALIAS}`, () => HttpResponse.json({ success: false }, { status: 500 }))]);
    try {
      const log: string[] = [];
      const outcome = await run(mock.url, log, FEW_PAGES);
      expect(outcome.skipped.map((skip) => `${skip.path} ${skip.language}`).sort()).toEqual([`/shop/product/${SAMPLE_PRODUCT_ALIAS} en`, `/shop/product/${SAMPLE_PRODUCT_ALIAS} fa`]);
      expect(log.join('\n')).toContain(`warning: /shop/product/${SAMPLE_PRODUCT_ALIAS} (fa) skipped: its calls failed: product (500)`);
      expect(existsSync(file('fa', 'shop', 'product', SAMPLE_PRODUCT_ALIAS))).toBe(false);
      expect(existsSync(file('fa', 'shop', 'product', XSS_PRODUCT_ALIAS))).toBe(true);
      expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).not.toContain(`/shop/product/${SAMPLE_PRODUCT_ALIAS}<`);
    } finally {
      await stop(mock);
    }
  }, 120_000);

  it('stops with a clear message when the API cannot be reached, leaving dist/ as it was', async () => {
    mkdtempSync(join(dist, 'prerender'));
    writeFileSync(join(dist, 'sitemap.xml'), 'previous sitemap');
    const before = readdirSync(dist, { recursive: true }).sort();
    // a port that was just free: nothing listens there
    const closed = await startMock();
    await stop(closed);
    const failure = await run(closed.url).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PrerenderFailed);
    expect((failure as Error).message).toMatch(new RegExp(`the API at ${closed.url.replace(/[.]/g, '\\.')} cannot be reached .*dist/ was left as it was`));
    expect(readdirSync(dist, { recursive: true }).sort()).toEqual(before);
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toBe('previous sitemap');
  });
});

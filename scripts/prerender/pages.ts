/**
 * The public pages to pre-render (src/app/boot/publicRoutes.ts, at the addresses of src/lib/paths.ts)
 * and, for each in one language, what it shows: its data from the screens' own calls, its head
 * (head.ts) and its first screen from the boot script's own functions (src/app/boot/shell.ts).
 */
import { z } from 'zod/mini';
import type { IntlShape } from 'react-intl';
import { paths } from '@/lib/paths';
import type { Locale } from '@/lib/locale';
import { finalPrice, salePercent } from '@/lib/productPrice';
import { DESCRIPTION_MAX, clip, documentTitle, htmlToText, metaDescription, type PageMeta } from '@/lib/pageMeta';
import { pageMeta } from '@/lib/pageMetaByKind';
import { SLIDER_LIMIT, listPageAddress, readListParams } from '@/features/shop/lib/listParams';
import { productCrumbs } from '@/features/shop/lib/productCrumbs';
import { PUBLIC_ROUTES, type PublicRouteName, type PublicScreen } from '@/app/boot/publicRoutes';
import { ANSWER_SHELLS, pageShellHtml, priceTagHtml, productInfoHtml, type AnswerShellContext, type AnswerShellTexts, type NamedAnswers } from '@/app/boot/shell';
import { pagedSchema } from '@/api/schemas/envelope';
import { pluginSchema } from '@/api/schemas/plugin';
import { postCategorySchema, postSchema, type Post } from '@/api/schemas/post';
import { productCategorySchema, productSchema, type Product } from '@/api/schemas/product';
import { storeStockSchema } from '@/api/schemas/store';
import { CallFailed, type Api } from './api';
import type { Sanitize } from './dom';
import { pageUrl, type HeadInfo } from './head';
import * as screens from './screens';

const LIST_PAGE = 100;

export interface PageRef {
  route: PublicRouteName;
  /** The address's path (src/lib/paths.ts). */
  path: string;
  /** The dynamic segment (an alias), '' for none. */
  segment: string;
  /** The page of a paged list (the shop, a shop category): 2 and up are written beside the first (src/lib/prerenderedAddress.ts); none: 1. */
  page?: number;
}

/** The page's address: its path, with `?page=n` for page 2 and up of a list (as the app writes it). */
export const pageAddress = (ref: PageRef) => listPageAddress(ref.path, ref.page ?? 1);

export interface Site {
  /** The site's address, no trailing slash. */
  siteUrl: string;
  /** The API address the browser uses (the build's), for image addresses. */
  publicApiUrl: string;
  homeCategoryIds: readonly string[];
  catalogue: Record<Locale, Readonly<Record<string, string>>>;
  texts: Record<Locale, AnswerShellTexts>;
  /** The language's messages as the app formats them (react-intl's createIntl over the catalogue). */
  intl: Record<Locale, IntlShape>;
  /** The app's sanitiser for rich bodies (dom.ts). */
  sanitize: Sanitize;
  /** The stores (site/v1/shop/stores/full) by language, null when they could not be read: the footer's phones and the contact page. */
  stores: Record<Locale, readonly Record<string, unknown>[] | null>;
}

export interface RenderedPage {
  head: HeadInfo;
  /** The first screen: the main's content. */
  main: string;
  /** The menu's links and the footer, around it. */
  chrome: { nav: string; footer: string };
  screen: PublicScreen;
  /** ISO date of the record's last change, when the API gives one. */
  lastmod?: string;
  /** A paged list's number of pages (its first page says it: the run then writes the others). */
  pages?: number;
}

interface TreeNode {
  alias: string;
  children?: TreeNode[] | null;
}
type Tree = TreeNode[];
const flatten = (nodes: Tree): string[] => nodes.flatMap((node) => [node.alias, ...flatten(node.children ?? [])]);

/** Every page of a paged POST list. */
async function allOf<S extends z.ZodMiniType>(api: Api, path: string, schema: S): Promise<z.output<S>[]> {
  const rows: z.output<S>[] = [];
  for (let page = 1; ; page += 1) {
    const { content } = await api({ path, query: { page: String(page), limit: String(LIST_PAGE) }, body: {} }, pagedSchema(schema), 'fa');
    const docs = (content as { docs: z.output<S>[]; total?: unknown }).docs;
    rows.push(...docs);
    const total = Number((content as { total?: unknown }).total);
    if (!docs.length || docs.length < LIST_PAGE || (Number.isFinite(total) && rows.length >= total)) return rows;
  }
}

/** Every public page: the fixed ones, every shop and blog category, product and post the API lists. */
export async function discoverPages(api: Api): Promise<PageRef[]> {
  const [productTree, postTree, products, posts] = await Promise.all([
    api({ path: 'site/v1/product/category' }, z.array(productCategorySchema), 'fa'),
    api({ path: 'site/v1/post/category' }, z.array(postCategorySchema), 'fa'),
    allOf(api, 'site/v1/product/list', productSchema),
    allOf(api, 'site/v1/post/list', postSchema),
  ]);
  const unique = (values: string[]) => [...new Set(values.filter(Boolean))];
  return [
    { route: 'home', path: paths.home, segment: '' },
    { route: 'shop', path: paths.shop, segment: '' },
    ...unique(flatten(productTree.content as Tree)).map((alias): PageRef => ({ route: 'shopCategory', path: paths.shopCategory(alias), segment: alias })),
    ...unique(products.map((product) => product.alias)).map((alias): PageRef => ({ route: 'product', path: paths.product(alias), segment: alias })),
    { route: 'blog', path: paths.blog, segment: '' },
    ...unique(flatten(postTree.content as Tree)).map((alias): PageRef => ({ route: 'blogCategory', path: paths.blogCategory(alias), segment: alias })),
    ...unique(posts.map((post) => post.alias)).map((alias): PageRef => ({ route: 'post', path: paths.post(alias), segment: alias })),
    { route: 'about', path: paths.aboutUs, segment: '' },
    { route: 'contact', path: paths.contactUs, segment: '' },
    { route: 'projects', path: paths.projects, segment: '' },
    { route: 'gallery', path: paths.gallery, segment: '' },
  ];
}

const absolute = (base: string, address: string) => new URL(address, `${base}/`).toString();
const imageOf = (site: Site, files: readonly { id: string }[] | undefined, width: number, height: number) =>
  files?.[0] ? absolute(site.siteUrl, `${site.publicApiUrl}site/v1/resizeImage/${encodeURIComponent(files[0].id)}/${width}/${height}`) : undefined;
const latest = (...dates: (string | null | undefined)[]) => dates.filter((date): date is string => !!date && !Number.isNaN(Date.parse(date))).sort().pop();

const authorName = (user: Post['user']) =>
  user && typeof user === 'object' ? [user.firstName, user.lastName].filter((part) => typeof part === 'string' && part).join(' ') : '';

function organization(site: Site, language: Locale) {
  return { '@type': 'Organization', '@id': `${site.siteUrl}/#organization`, name: site.catalogue[language]['app.name'], url: `${site.siteUrl}/`, logo: `${site.siteUrl}/favicon.svg` };
}

function breadcrumbs(items: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** The page `ref` in `language`, from its calls; a failed call throws (api.ts CallFailed). */
export async function renderPage(api: Api, site: Site, ref: PageRef, language: Locale): Promise<RenderedPage> {
  const messages = site.catalogue[language];
  const t = (id: string) => messages[id] ?? id;
  const intl = site.intl[language];
  const screenContext: screens.ScreenContext = { intl, sanitize: site.sanitize, path: ref.path };
  const chrome = { nav: screens.navHtml(screenContext), footer: screens.footerHtml(screenContext, site.stores[language] ?? []) };
  const screen = PUBLIC_ROUTES[ref.route].screen;
  const address = pageAddress(ref);
  const urls = { fa: pageUrl(site.siteUrl, address, 'fa'), en: pageUrl(site.siteUrl, address, 'en') };
  const self = urls[language];
  const siteName = t('app.name');
  const price = priceTagHtml(language);
  const resized = (id: string, width: number, height: number) => `${site.publicApiUrl}site/v1/resizeImage/${encodeURIComponent(id)}/${width}/${height}`;
  const listLimit = readListParams(new URLSearchParams('')).limit;
  const productRest = (product: Record<string, unknown>) => ({ badge: screens.saleBadgeHtml(screenContext, product), rows: screens.productRowsHtml(screenContext, product) });
  const context: AnswerShellContext = {
    apiUrl: site.publicApiUrl,
    language,
    texts: site.texts[language],
    segment: ref.segment,
    homeCategoryIds: site.homeCategoryIds,
    price,
    productInfo: (product) => productInfoHtml(product, price, productRest(product)),
    more: {
      product: (product) => screens.productTabsHtml(screenContext, product),
      shopAside: () => '',
      shopAfterList: (list) => screens.paginationHtml(screenContext, list, listLimit, ref.page ?? 1),
      postMeta: (post) => screens.postMetaHtml(screenContext, post),
      post: (post) => screens.postRestHtml(screenContext, post, resized),
    },
  };
  const answerShell = (answers: NamedAnswers, own: Partial<AnswerShellContext> = {}) => ANSWER_SHELLS[screen]?.(answers, { ...context, ...own }) ?? pageShellHtml(screen, messages);
  // the page's title and description as the app sets them (src/lib/pageMeta.ts)
  const head = (meta: PageMeta, more: Partial<HeadInfo> = {}): HeadInfo => ({
    language,
    title: documentTitle(meta.title, siteName),
    description: metaDescription(meta.description, t('app.tagline')),
    urls,
    ogType: 'website',
    siteName,
    jsonLd: [],
    ...more,
  });
  const listCall = (categories?: string[]) => {
    // the list's call as Shop asks for it at this page's address
    const params = readListParams(new URLSearchParams(address.split('?')[1] ?? ''));
    return { path: 'site/v1/product/list', query: { page: String(params.page), limit: String(params.limit) }, body: { categories } };
  };
  const home = { name: t('blog.home'), url: pageUrl(site.siteUrl, paths.home, language) };

  switch (ref.route) {
    case 'home': {
      const [tree, banner, ...sliders] = await Promise.all([
        api({ path: 'site/v1/product/category' }, z.array(productCategorySchema), language),
        api({ path: 'site/v1/plugin/SLIDE_SHOW' }, z.nullable(pluginSchema), language),
        ...site.homeCategoryIds.map((id) =>
          api({ path: 'site/v1/product/all', query: { categories: id, limit: String(SLIDER_LIMIT) } }, z.array(productSchema), language),
        ),
      ]);
      const answers: Record<string, unknown> = { tree: tree.body, banner: banner.body };
      site.homeCategoryIds.forEach((id, index) => (answers[`products:${id}`] = sliders[index].body));
      const searchUrl = `${site.siteUrl}${paths.shop}?search={search_term_string}${language === 'en' ? '&language=en' : ''}`;
      return {
        screen,
        chrome,
        main: answerShell(answers),
        head: head(pageMeta.home(intl), {
          image: imageOf(site, banner.content?.files, 1090, 400),
          jsonLd: [
            { '@context': 'https://schema.org', ...organization(site, language) },
            {
              '@context': 'https://schema.org',
              '@type': 'WebSite',
              name: siteName,
              url: self,
              inLanguage: language,
              publisher: { '@id': `${site.siteUrl}/#organization` },
              potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: searchUrl }, 'query-input': 'required name=search_term_string' },
            },
          ],
        }),
      };
    }
    case 'shop':
    case 'shopCategory': {
      const tree = await api({ path: 'site/v1/product/category' }, z.array(productCategorySchema), language);
      let title = t('shop.title');
      let categories: string[] | undefined;
      let category: CategoryNode | undefined;
      if (ref.route === 'shopCategory') {
        category = findIn(tree.content as CategoryNode[], ref.segment);
        if (!category) throw new Error(`no category ${ref.segment} in the tree (${language})`);
        title = category.title;
        categories = [category.id];
      }
      const list = await api(listCall(categories), pagedSchema(productSchema), language);
      const total = Number((list.content as { total?: unknown }).total);
      // a page past the list's end (the list shrank since its first page was read) is not written
      if ((ref.page ?? 1) > 1 && !(list.content as { docs: unknown[] }).docs.length) throw new Error(`page ${ref.page} of ${ref.path} is empty`);
      context.more = { ...context.more, shopAside: () => screens.categoryTreeHtml(screenContext, tree.content, category?.alias ?? '') };
      return {
        screen,
        chrome,
        pages: Number.isFinite(total) && total > 0 ? Math.ceil(total / listLimit) : 1,
        main: answerShell({ list: list.body, tree: tree.body }),
        head: head(pageMeta.shop(intl, { category }), {
          jsonLd: [breadcrumbs([home, { name: t('shop.title'), url: pageUrl(site.siteUrl, paths.shop, language) }, ...(categories ? [{ name: title, url: self }] : [])])],
        }),
      };
    }
    case 'product': {
      const answer = await api({ path: `site/v1/product/${encodeURIComponent(ref.segment)}` }, productSchema, language);
      const product: Product = answer.content;
      // the buy box's stores (the app asks the same first): a page without them leaves the box to the app
      const stores = await api({ path: `site/v1/shop/stores/${encodeURIComponent(product.id)}` }, z.array(storeStockSchema), language).then(
        ({ content }) => content as Record<string, unknown>[],
        (error: unknown) => {
          if (error instanceof CallFailed) return null;
          throw error;
        },
      );
      const final = finalPrice(product.price, product.discount);
      const image = imageOf(site, product.files, 1000, 1000);
      const category = product.categories.find((c): c is Exclude<typeof c, string> => typeof c === 'object' && !!c.alias && !!(c.title ?? c.name));
      const inStock = product.buy && Number(product.count) > 0;
      const brand = product.brand && typeof product.brand === 'object' ? product.brand.name : undefined;
      return {
        screen,
        chrome,
        main: answerShell({ product: answer.body }, { productInfo: (info) => productInfoHtml(info, price, { ...productRest(info), buy: screens.buyBoxHtml(screenContext, info, stores) }) }),
        lastmod: latest(product.updatedAt, product.createdAt),
        head: head(pageMeta.product(intl, product, language), {
          ogType: 'product',
          image,
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'Product',
              name: product.name,
              description: clip(htmlToText(product.body) || product.name, 500),
              sku: product.id,
              url: self,
              ...(image ? { image: product.files.map((file) => imageOf(site, [file], 1000, 1000)) } : {}),
              ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
              ...(category ? { category: category.title ?? category.name } : {}),
              offers: {
                '@type': 'Offer',
                url: self,
                price: String(final),
                priceCurrency: 'IRR',
                availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
                itemCondition: 'https://schema.org/NewCondition',
                ...(salePercent(product.price, product.discount) > 0 ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: String(final), priceCurrency: 'IRR' } } : {}),
              },
            },
            // the trail the page shows (Product's Breadcrumbs, the same function)
            breadcrumbs(
              productCrumbs(product, { home: t('app.home'), shop: t('shop.title') }).map((crumb) => ({ name: crumb.name, url: crumb.to ? pageUrl(site.siteUrl, crumb.to, language) : self })),
            ),
          ],
        }),
      };
    }
    case 'blog':
      return { screen, chrome, main: answerShell({}), head: head(pageMeta.blog(intl, {})) };
    case 'blogCategory': {
      const { content: category } = await api({ path: `site/v1/post/category/${encodeURIComponent(ref.segment)}` }, postCategorySchema, language);
      return {
        screen,
        chrome,
        main: answerShell({}),
        lastmod: latest(category.updatedAt, category.createdAt),
        head: head(pageMeta.blog(intl, { category }), {
          jsonLd: [breadcrumbs([home, { name: t('blog.title'), url: pageUrl(site.siteUrl, paths.blog, language) }, { name: category.title, url: self }])],
        }),
      };
    }
    case 'post': {
      const answer = await api({ path: `site/v1/post/${encodeURIComponent(ref.segment)}` }, postSchema, language);
      const post: Post = answer.content;
      const meta = pageMeta.post(post);
      const excerpt = meta.description ?? '';
      const image = imageOf(site, post.files, 1000, 750);
      const author = authorName(post.user);
      return {
        screen,
        chrome,
        main: answerShell({ post: answer.body }),
        lastmod: latest(post.updatedAt, post.createdAt),
        head: head(meta, {
          ogType: 'article',
          image,
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'BlogPosting',
              headline: clip(post.title, 110),
              description: clip(excerpt, DESCRIPTION_MAX),
              url: self,
              mainEntityOfPage: self,
              inLanguage: language,
              ...(image ? { image } : {}),
              ...(post.createdAt ? { datePublished: post.createdAt } : {}),
              ...(post.updatedAt ? { dateModified: post.updatedAt } : {}),
              author: author ? { '@type': 'Person', name: author } : organization(site, language),
              publisher: organization(site, language),
            },
            breadcrumbs([home, { name: t('blog.title'), url: pageUrl(site.siteUrl, paths.blog, language) }, { name: post.title, url: self }]),
          ],
        }),
      };
    }
    case 'about':
    case 'contact':
    case 'projects':
    case 'gallery': {
      const keys = { about: 'pages.aboutUs', contact: 'pages.contact', projects: 'pages.projects', gallery: 'pages.gallery' } as const;
      const key = keys[ref.route];
      let meta: PageMeta;
      if (key === 'pages.aboutUs') {
        const about = await api({ path: 'site/v1/plugin/ABOUT_US' }, z.nullable(pluginSchema), language);
        meta = pageMeta.pluginBody(intl, `${key}.title`, typeof about.content?.params?.body === 'string' ? about.content.params.body : '');
      } else {
        meta = pageMeta.company(intl, key);
      }
      const stores = site.stores[language];
      if (ref.route === 'contact' && !stores) throw new Error('the stores could not be read');
      const main = pageShellHtml(screen, messages, ref.route === 'contact' && stores ? screens.storesHtml(screenContext, stores) : '');
      return { screen, chrome, main, head: head(meta, { jsonLd: [breadcrumbs([home, { name: t(`${key}.title`), url: self }])] }) };
    }
  }
}

interface CategoryNode {
  id: string;
  alias: string;
  title: string;
  caption?: string | null;
  children?: CategoryNode[] | null;
}

function findIn(nodes: readonly CategoryNode[], alias: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.alias === alias || node.id === alias) return node;
    const found = findIn(node.children ?? [], alias);
    if (found) return found;
  }
  return undefined;
}

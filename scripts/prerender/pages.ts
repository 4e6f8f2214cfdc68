/**
 * The public pages to pre-render (src/app/boot/publicRoutes.ts, at the addresses of src/lib/paths.ts),
 * and each page's head: its title and description as the app sets them (src/lib/pageMeta.ts), Open
 * Graph and JSON-LD, from the answers the page was rendered with (src/app/server/entry.tsx).
 */
import { z } from 'zod/mini';
import type { IntlShape } from 'react-intl';
import { paths } from '@/lib/paths';
import type { Locale } from '@/lib/locale';
import { finalPrice, salePercent } from '@/lib/productPrice';
import { DESCRIPTION_MAX, clip, documentTitle, htmlToText, metaDescription, type PageMeta } from '@/lib/pageMeta';
import { pageMeta } from '@/lib/pageMetaByKind';
import { listPageAddress, readListParams } from '@/features/shop/lib/listParams';
import { productCrumbs } from '@/features/shop/lib/productCrumbs';
import type { PublicRouteName } from '@/app/boot/publicRoutes';
import type { AnsweredCall } from '@/app/server/entry';
import { pagedSchema } from '@/api/schemas/envelope';
import { postCategorySchema, postSchema, type Post } from '@/api/schemas/post';
import { productCategorySchema, productSchema, type Product } from '@/api/schemas/product';
import type { SitePlugin as Plugin } from '@/api/schemas/plugin';
import type { Api } from './api';
import { pageUrl, type HeadInfo } from './head';

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
  /** The app's messages in each language (the server build's, src/app/server/entry.tsx intlFor). */
  intl: Record<Locale, IntlShape>;
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
  return { '@type': 'Organization', '@id': `${site.siteUrl}/#organization`, name: site.intl[language].formatMessage({ id: 'app.name' }), url: `${site.siteUrl}/`, logo: `${site.siteUrl}/favicon.svg` };
}

function breadcrumbs(items: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** What the page was rendered with: the answered calls of one endpoint (RenderedPage.answers). */
export type Answers = (endpoint: string) => AnsweredCall[];

/** The head of a page and what the run needs to know of it. */
export interface PageHead {
  head: HeadInfo;
  /** ISO date of the record's last change, when the API gives one. */
  lastmod?: string;
  /** A paged list's number of pages (its first page says it: the run then writes the others). */
  pages?: number;
}

/** A page that shows no content of its own (a category the tree no longer has): not written. */
export class NothingToShow extends Error {}

const one = <T>(answers: Answers, endpoint: string, args?: unknown): T | undefined =>
  answers(endpoint).find((call) => args === undefined || JSON.stringify(call.args) === JSON.stringify(args))?.data as T | undefined;

/** The head of page `ref` in `language`, from its answers. */
export function pageHead(site: Site, ref: PageRef, language: Locale, answers: Answers): PageHead {
  const intl = site.intl[language];
  const t = (id: string) => intl.formatMessage({ id });
  const address = pageAddress(ref);
  const urls = { fa: pageUrl(site.siteUrl, address, 'fa'), en: pageUrl(site.siteUrl, address, 'en') };
  const self = urls[language];
  const siteName = t('app.name');
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
  const home = { name: t('blog.home'), url: pageUrl(site.siteUrl, paths.home, language) };

  switch (ref.route) {
    case 'home': {
      const banner = one<Plugin | null>(answers, 'plugin', 'SLIDE_SHOW');
      const searchUrl = `${site.siteUrl}${paths.shop}?search={search_term_string}${language === 'en' ? '&language=en' : ''}`;
      return {
        head: head(pageMeta.home(intl), {
          image: imageOf(site, banner?.files, 1090, 400),
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
      let category: CategoryNode | undefined;
      if (ref.route === 'shopCategory') {
        category = findIn(one<CategoryNode[]>(answers, 'productCategoryTree') ?? [], ref.segment);
        if (!category) throw new NothingToShow(`no category ${ref.segment} in the tree (${language})`);
      }
      const list = one<{ docs: unknown[]; total?: unknown }>(answers, 'productList');
      if (!list) throw new NothingToShow(`no product list on ${address}`);
      // a page past the list's end (the list shrank since its first page was read) is not written
      if ((ref.page ?? 1) > 1 && !list.docs.length) throw new NothingToShow(`page ${ref.page} of ${ref.path} is empty`);
      const total = Number(list.total);
      const limit = readListParams(new URLSearchParams('')).limit;
      return {
        pages: Number.isFinite(total) && total > 0 ? Math.ceil(total / limit) : 1,
        head: head(pageMeta.shop(intl, { category }), {
          jsonLd: [breadcrumbs([home, { name: t('shop.title'), url: pageUrl(site.siteUrl, paths.shop, language) }, ...(category ? [{ name: category.title, url: self }] : [])])],
        }),
      };
    }
    case 'product': {
      const product = one<Product>(answers, 'product');
      if (!product) throw new NothingToShow(`no product ${ref.segment}`);
      const final = finalPrice(product.price, product.discount);
      const image = imageOf(site, product.files, 1000, 1000);
      const category = product.categories.find((c): c is Exclude<typeof c, string> => typeof c === 'object' && !!c.alias && !!(c.title ?? c.name));
      const inStock = product.buy && Number(product.count) > 0;
      const brand = product.brand && typeof product.brand === 'object' ? product.brand.name : undefined;
      return {
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
      return { head: head(pageMeta.blog(intl, {})) };
    case 'blogCategory': {
      const category = one<z.output<typeof postCategorySchema>>(answers, 'postCategory');
      if (!category) throw new NothingToShow(`no post category ${ref.segment}`);
      return {
        lastmod: latest(category.updatedAt, category.createdAt),
        head: head(pageMeta.blog(intl, { category }), {
          jsonLd: [breadcrumbs([home, { name: t('blog.title'), url: pageUrl(site.siteUrl, paths.blog, language) }, { name: category.title, url: self }])],
        }),
      };
    }
    case 'post': {
      const post = one<Post>(answers, 'post');
      if (!post) throw new NothingToShow(`no post ${ref.segment}`);
      const meta = pageMeta.post(post);
      const excerpt = meta.description ?? '';
      const image = imageOf(site, post.files, 1000, 750);
      const author = authorName(post.user);
      return {
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
        const about = one<Plugin | null>(answers, 'plugin', 'ABOUT_US');
        meta = pageMeta.pluginBody(intl, `${key}.title`, typeof about?.params?.body === 'string' ? about.params.body : '');
      } else {
        meta = pageMeta.company(intl, key);
      }
      return { head: head(meta, { jsonLd: [breadcrumbs([home, { name: t(`${key}.title`), url: self }])] }) };
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

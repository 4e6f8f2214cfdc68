/**
 * The API calls each public page makes first, for the boot script in index.html (src/app/boot/boot.ts):
 * an anonymous visitor's calls, exactly as the app's baseQuery will ask for them, so the app takes the
 * answers instead of asking again. A browser test (tests/e2e/boot.spec.ts) fails when a page asks for
 * one of these twice or one is never taken, so this list cannot drift from the screens. The app itself
 * does not carry it: it knows the pages by publicRoutes.ts.
 *
 * Dependency-free on purpose (relative imports of lib only): the boot script is bundled on its own.
 */
import type { Locale } from '../../lib/locale';
import { findCategory } from '../../features/shop/lib/categories';
import { readListParams, SLIDER_LIMIT } from '../../features/shop/lib/listParams';
import { matchPublicRoute, type MatchedRoute, type PublicRouteName } from './publicRoutes';

export type { PublicScreen } from './publicRoutes';

/** An API call: a path under the API address and its query (the `language` parameter is added). */
export interface EarlyCall {
  path: string;
  query?: Record<string, string>;
  /** A POST's JSON body, for a list the API reads with a POST (the shop's): sent as baseQuery sends it. */
  body?: Record<string, unknown>;
  /** The answer's name for the page's answer shell (shell.ts ANSWER_SHELLS), which paints once every named answer is in. */
  name?: string;
  /** Calls that need this answer (a product's stores need its id), started as soon as it is in. */
  then?: (body: unknown) => EarlyCall[];
}

export interface EarlyContext {
  language: Locale;
  /** config.homeCategoryIds */
  homeCategoryIds: readonly string[];
  /** The address's query string (the shop list's page, size and search). */
  search: string;
}

const productCategories: EarlyCall = { path: 'site/v1/product/category' };
const postCategories: EarlyCall = { path: 'site/v1/post/category' };
const latestPosts: EarlyCall = { path: 'site/v1/post/all', query: { limit: '10', sorter: 'createdAt,desc' } };
const plugin = (name: string): EarlyCall => ({ path: `site/v1/plugin/${name}` });
const latestProducts: EarlyCall = { path: 'site/v1/product/all', query: { limit: '5', sorter: 'updatedAt,desc' } };

/** The envelope's `data.content` of an answer, or null. */
export function answerContent(body: unknown): unknown {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
  return typeof data === 'object' && data !== null ? (data as { content?: unknown }).content : null;
}

/** The shop's product list (a POST), as Shop asks for it: the address's page, size and search, and the category. */
function productList(search: string, category?: string): EarlyCall {
  const params = readListParams(new URLSearchParams(search));
  return {
    path: 'site/v1/product/list',
    query: { page: String(params.page), limit: String(params.limit) },
    body: { search: params.search || undefined, categories: category ? [category] : undefined },
    name: 'list',
  };
}

/** A category page's list needs the category's id, from the tree. */
function categoryList(alias: string, search: string): EarlyCall {
  return {
    ...productCategories,
    name: 'tree',
    then: (body) => {
      const tree = answerContent(body);
      const category = Array.isArray(tree) ? findCategory(tree, alias) : undefined;
      return category ? [productList(search, category.id)] : [];
    },
  };
}

/** Each public page's first calls, by its address's name (publicRoutes.ts), from its segment. */
export const PAGE_CALLS: Record<PublicRouteName, (segment: string, context: EarlyContext) => EarlyCall[]> = {
  home: (_, { homeCategoryIds }) => [
    { ...productCategories, name: 'tree' },
    { ...plugin('SLIDE_SHOW'), name: 'banner' },
    ...homeCategoryIds.map((id) => ({ path: 'site/v1/product/all', query: { categories: id, limit: String(SLIDER_LIMIT) }, name: `products:${id}` })),
  ],
  shop: (_, { search }) => [productList(search), productCategories, latestProducts],
  shopCategory: (alias, { search }) => [categoryList(alias, search), latestProducts],
  product: (alias) => [
    {
      path: `site/v1/product/${encodeURIComponent(alias)}`,
      name: 'product',
      // the buy box renders with the product's stores (it does not grow under the reader when they come)
      then: (body) => {
        const product = answerContent(body);
        const id = typeof product === 'object' && product !== null ? (product as { id?: unknown }).id : null;
        return typeof id === 'string' && id ? [{ path: `site/v1/shop/stores/${encodeURIComponent(id)}` }] : [];
      },
    },
  ],
  blog: () => [postCategories, latestPosts],
  blogCategory: (alias) => [postCategories, latestPosts, { path: `site/v1/post/category/${encodeURIComponent(alias)}` }],
  post: (alias) => [{ path: `site/v1/post/${encodeURIComponent(alias)}`, name: 'post' }, postCategories, latestPosts],
  about: () => [plugin('ABOUT_US')],
  contact: () => [plugin('CONTACT_US')],
  projects: () => [plugin('PROJECTS')],
  gallery: () => [plugin('GALLERY')],
};

/** What every page asks for at start (Startup and the router): the TONDAR_NET credit is always in fa. */
export function startupCalls(language: Locale): EarlyCall[] {
  return [
    { path: 'site/v1/version' },
    { path: 'site/v1/shop/stores/full' },
    { path: 'site/v1/plugin/TONDAR_NET', query: { language: 'fa' } },
    { path: `site/v1/locale/${language}` },
    { path: 'site/v1/route/' },
  ];
}

export interface MatchedPage extends MatchedRoute {
  calls: (context: EarlyContext) => EarlyCall[];
}

/** The public page at `pathname` with its first calls, or null for every other page. */
export function matchPublicPage(pathname: string): MatchedPage | null {
  const route = matchPublicRoute(pathname);
  return route && { ...route, calls: (context) => PAGE_CALLS[route.name](route.segment, context) };
}

/**
 * The address baseQuery asks for: the API address, the path, then `language` and the call's own
 * parameters, as URLSearchParams writes them.
 */
export function callUrl(apiUrl: string, call: EarlyCall, language: Locale): string {
  const query = new URLSearchParams({ language, ...call.query });
  return `${apiUrl}${call.path}?${query.toString()}`;
}

/**
 * The call's key in a pre-rendered page's answers (boot.ts PageData): method, path, its parameters in
 * order (whatever order they were written in) and a POST's body, without the API address (the
 * pre-render may read the API at another address than the browser).
 */
export function callKey(call: Pick<EarlyCall, 'path' | 'query' | 'body'>, language: Locale): string {
  const query = new URLSearchParams(Object.entries({ language, ...call.query }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const body = callBody(call);
  return body === undefined ? `GET ${call.path}?${query.toString()}` : `POST ${call.path}?${query.toString()} ${body}`;
}

/** The body baseQuery sends for the call (fetchBaseQuery's JSON.stringify), or undefined for a GET. */
export function callBody(call: Pick<EarlyCall, 'body'>): string | undefined {
  return call.body ? JSON.stringify(call.body) : undefined;
}

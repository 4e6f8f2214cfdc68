/**
 * The public pages known by their address before the app starts, for the boot script in index.html
 * (src/app/boot/boot.ts) and for preloadRoute: the screen whose chunk to fetch, and the API calls the
 * page makes first (an anonymous visitor's GETs, exactly as the app's baseQuery will ask for them, so the
 * app takes the answers instead of asking again). A browser test (tests/e2e/boot.spec.ts) fails when
 * a page asks for one of these twice or one is never taken, so this list cannot drift from the screens.
 *
 * Dependency-free on purpose (relative imports of lib only): the boot script is bundled on its own,
 * and vite.config.ts reads this file.
 */
import type { Locale } from '../../lib/locale';

export type PublicScreen = 'Home' | 'Shop' | 'Product' | 'Blog' | 'Post' | 'AboutUs' | 'ContactUs' | 'Projects' | 'Gallery';

/** Each screen's module and the public layout's, for the build to find their chunks (preloadRoute imports the same). */
export const SCREEN_MODULES: Readonly<Record<PublicScreen | 'layout', string>> = {
  layout: 'src/app/layouts/PublicLayout.tsx',
  Home: 'src/features/shop/Home.tsx',
  Shop: 'src/features/shop/Shop.tsx',
  Product: 'src/features/shop/Product.tsx',
  Blog: 'src/features/blog/Blog.tsx',
  Post: 'src/features/blog/Post.tsx',
  AboutUs: 'src/features/pages/AboutUs.tsx',
  ContactUs: 'src/features/pages/ContactUs.tsx',
  Projects: 'src/features/pages/Projects.tsx',
  Gallery: 'src/features/pages/Gallery.tsx',
};

/** An API call: a path under the API address and its query (the `language` parameter is added). */
export interface EarlyCall {
  path: string;
  query?: Record<string, string>;
}

export interface EarlyContext {
  language: Locale;
  /** config.homeCategoryIds */
  homeCategoryIds: readonly string[];
}

interface PublicPage {
  pattern: RegExp;
  screen: PublicScreen;
  calls: (segment: string, context: EarlyContext) => EarlyCall[];
}

const productCategories: EarlyCall = { path: 'site/v1/product/category' };
const postCategories: EarlyCall = { path: 'site/v1/post/category' };
const latestPosts: EarlyCall = { path: 'site/v1/post/all', query: { limit: '10', sorter: 'createdAt,desc' } };
const plugin = (name: string): EarlyCall => ({ path: `site/v1/plugin/${name}` });

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    pattern: /^\/$/,
    screen: 'Home',
    calls: (_, { homeCategoryIds }) => [
      productCategories,
      plugin('SLIDE_SHOW'),
      ...homeCategoryIds.map((id) => ({ path: 'site/v1/product/all', query: { categories: id, limit: '12' } })),
    ],
  },
  {
    pattern: /^\/shop$/,
    screen: 'Shop',
    calls: () => [productCategories, { path: 'site/v1/product/all', query: { limit: '5', sorter: 'updatedAt,desc' } }],
  },
  // the lists themselves are POSTs with a body (and a category's needs the category's id first)
  { pattern: /^\/shop\/category\/([^/]+)$/, screen: 'Shop', calls: () => [productCategories, { path: 'site/v1/product/all', query: { limit: '5', sorter: 'updatedAt,desc' } }] },
  { pattern: /^\/shop\/product\/([^/]+)$/, screen: 'Product', calls: (alias) => [{ path: `site/v1/product/${encodeURIComponent(alias)}` }] },
  { pattern: /^\/blog$/, screen: 'Blog', calls: () => [postCategories, latestPosts] },
  {
    pattern: /^\/blog\/category\/([^/]+)$/,
    screen: 'Blog',
    calls: (alias) => [postCategories, latestPosts, { path: `site/v1/post/category/${encodeURIComponent(alias)}` }],
  },
  { pattern: /^\/blog\/post\/([^/]+)$/, screen: 'Post', calls: (alias) => [{ path: `site/v1/post/${encodeURIComponent(alias)}` }, postCategories, latestPosts] },
  { pattern: /^\/about-us$/, screen: 'AboutUs', calls: () => [plugin('ABOUT_US')] },
  { pattern: /^\/contact-us$/, screen: 'ContactUs', calls: () => [plugin('CONTACT_US')] },
  { pattern: /^\/projects$/, screen: 'Projects', calls: () => [plugin('PROJECTS')] },
  { pattern: /^\/gallery$/, screen: 'Gallery', calls: () => [plugin('GALLERY')] },
];

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

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface MatchedPage {
  screen: PublicScreen;
  /** The address's dynamic segment (a product's or post's alias), decoded; '' when none. */
  segment: string;
  calls: (context: EarlyContext) => EarlyCall[];
}

/** The public page at `pathname` (a trailing slash ignored), or null for every other page. */
export function matchPublicPage(pathname: string): MatchedPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const page of PUBLIC_PAGES) {
    const match = page.pattern.exec(path);
    if (!match) continue;
    const segment = decodeSegment(match[1] ?? '');
    return { screen: page.screen, segment, calls: (context) => page.calls(segment, context) };
  }
  return null;
}

/**
 * The address baseQuery asks for: the API address, the path, then `language` and the call's own
 * parameters, as URLSearchParams writes them.
 */
export function callUrl(apiUrl: string, call: EarlyCall, language: Locale): string {
  const query = new URLSearchParams({ language, ...call.query });
  return `${apiUrl}${call.path}?${query.toString()}`;
}

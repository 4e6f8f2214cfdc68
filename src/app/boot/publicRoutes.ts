/**
 * The public pages known by their address before the app starts: which screen an address opens and
 * its dynamic segment, for preloadRoute (the app), the app-shell script (appShell.ts: which addresses
 * get the app shell), the server renderer and the pre-render (scripts/prerender).
 *
 * Dependency-free on purpose: the app-shell script imports it and is bundled on its own (scripts/boot/plugin.ts).
 */
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

/**
 * The public addresses, each by its name (the pre-render's pages, scripts/prerender/pages.ts, name them
 * the same). Apart from their screens (PUBLIC_SCREENS) because the app-shell script, inlined into every
 * page, needs only these.
 */
export const PUBLIC_PATTERNS = {
  home: /^\/$/,
  shop: /^\/shop$/,
  shopCategory: /^\/shop\/category\/([^/]+)$/,
  product: /^\/shop\/product\/([^/]+)$/,
  blog: /^\/blog$/,
  blogCategory: /^\/blog\/category\/([^/]+)$/,
  post: /^\/blog\/post\/([^/]+)$/,
  about: /^\/about-us$/,
  contact: /^\/contact-us$/,
  projects: /^\/projects$/,
  gallery: /^\/gallery$/,
} as const satisfies Record<string, RegExp>;

export type PublicRouteName = keyof typeof PUBLIC_PATTERNS;

/** The screen each public address opens. */
export const PUBLIC_SCREENS: Readonly<Record<PublicRouteName, PublicScreen>> = {
  home: 'Home',
  shop: 'Shop',
  shopCategory: 'Shop',
  product: 'Product',
  blog: 'Blog',
  blogCategory: 'Blog',
  post: 'Post',
  about: 'AboutUs',
  contact: 'ContactUs',
  projects: 'Projects',
  gallery: 'Gallery',
};

export interface MatchedRoute {
  name: PublicRouteName;
  screen: PublicScreen;
  /** The address's dynamic segment (a product's, post's or category's alias), decoded; '' when none. */
  segment: string;
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Whether `pathname` (a trailing slash ignored) is a public page's. */
export function isPublicPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return Object.values(PUBLIC_PATTERNS).some((pattern) => pattern.test(path));
}

/** The public page at `pathname` (a trailing slash ignored), or null for every other page. */
export function matchPublicRoute(pathname: string): MatchedRoute | null {
  const path = withoutTrailingSlash(pathname);
  for (const [name, pattern] of Object.entries(PUBLIC_PATTERNS) as [PublicRouteName, RegExp][]) {
    const match = pattern.exec(path);
    if (match) return { name, screen: PUBLIC_SCREENS[name], segment: decodeSegment(match.at(1) ?? '') };
  }
  return null;
}

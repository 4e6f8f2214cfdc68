/**
 * Cuts the first-load waterfall of the public pages: before React renders, starts the public layout's
 * chunk, the screen's chunk and the screen's own data call for the address being opened, in parallel
 * with the start-up calls (route tree, version, stores …). The route tree still decides what renders;
 * a guess that turns out wrong only cost a download. The import paths are the ones the lazy screens use
 * (the same chunks).
 */
import { siteApi } from '@/api/services/site';
import type { AppStore } from './store';

type Preload = (store: AppStore, variable: string) => void;

const layout = () => import('./layouts/PublicLayout');

const PUBLIC: [RegExp, Preload][] = [
  [
    /^\/$/,
    (store) => {
      void import('@/features/shop/Home');
      void store.dispatch(siteApi.util.prefetch('productCategoryTree', undefined, {}));
    },
  ],
  [
    /^\/shop(?:\/category\/([^/]+))?$/,
    (store) => {
      void import('@/features/shop/Shop');
      void store.dispatch(siteApi.util.prefetch('productCategoryTree', undefined, {}));
    },
  ],
  [
    /^\/shop\/product\/([^/]+)$/,
    (store, alias) => {
      void import('@/features/shop/Product');
      void store.dispatch(siteApi.util.prefetch('product', alias, {}));
    },
  ],
  [/^\/blog(?:\/category\/([^/]+))?$/, () => void import('@/features/blog/Blog')],
  [
    /^\/blog\/post\/([^/]+)$/,
    (store, alias) => {
      void import('@/features/blog/Post');
      void store.dispatch(siteApi.util.prefetch('post', alias, {}));
    },
  ],
  [/^\/about-us$/, () => void import('@/features/pages/AboutUs')],
  [/^\/contact-us$/, () => void import('@/features/pages/ContactUs')],
  [/^\/projects$/, () => void import('@/features/pages/Projects')],
  [/^\/gallery$/, () => void import('@/features/pages/Gallery')],
];

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Starts the chunks and data of the public page at `pathname` (nothing for other pages). */
export function preloadRoute(store: AppStore, pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [pattern, preload] of PUBLIC) {
    const match = pattern.exec(path);
    if (!match) continue;
    void layout();
    preload(store, decode(match[1] ?? ''));
    return;
  }
}

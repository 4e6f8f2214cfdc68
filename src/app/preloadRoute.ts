/**
 * Cuts the first-load waterfall of the public pages: before React renders, starts the public layout's
 * chunk, the screen's chunk and the screen's own data calls for the address being opened, in parallel
 * with the start-up calls (route tree, version, stores …). The pages are the boot script's
 * (src/app/boot/publicPages.ts); the route tree still decides what renders, and a guess that turns
 * out wrong only cost a download. The screens are the registry's own lazy components, so a preloaded
 * one renders without suspending.
 */
import { siteApi } from '@/api/services/site';
import type { AppStore } from './store';
import { matchPublicPage, type PublicScreen } from './boot/publicPages';
import { resolveScreen } from './router/registry';
import { preloadPublicLayouts } from './layouts/LayoutShell';

/** The data a screen asks for before its own calls (their answers decide what it asks next). */
const DATA: Partial<Record<PublicScreen, (store: AppStore, segment: string) => void>> = {
  Home: (store) => void store.dispatch(siteApi.util.prefetch('productCategoryTree', undefined, {})),
  Shop: (store) => void store.dispatch(siteApi.util.prefetch('productCategoryTree', undefined, {})),
  // the product, then its stores: the buy box renders with them, and does not grow under the reader
  // when they arrive (layout shift)
  Product: (store, alias) => {
    void store.dispatch(siteApi.endpoints.product.initiate(alias, { subscribe: false })).then(({ data }) => {
      if (data) void store.dispatch(siteApi.util.prefetch('productStores', data.id, {}));
    });
  },
  Post: (store, alias) => void store.dispatch(siteApi.util.prefetch('post', alias, {})),
};

/**
 * Starts the chunks and data of the public page at `pathname`; resolves when its layout and screen
 * chunks are loaded (at once for other pages, and also when a chunk fails: the lazy screen reports it).
 */
export function preloadRoute(store: AppStore, pathname: string): Promise<void> {
  const page = matchPublicPage(pathname);
  if (!page) return Promise.resolve();
  DATA[page.screen]?.(store, page.segment);
  return Promise.all([preloadPublicLayouts(), resolveScreen(page.screen)?.preload?.()]).then(
    () => undefined,
    () => undefined,
  );
}

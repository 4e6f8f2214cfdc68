/**
 * Cuts the first-load waterfall of the public pages: before React renders, starts the public layout's
 * chunk, the screen's chunk and the data of the page's first view for the address being opened, in
 * parallel with the start-up calls (route tree, version, stores …). The pages are the boot script's
 * (src/app/boot/publicRoutes.ts); the route tree still decides what renders, and a guess that turns
 * out wrong only cost a download. The screens are the registry's own lazy components, so a preloaded
 * one renders without suspending.
 *
 * The first render waits for that data too (main.tsx, with a cap): the answers are usually in already
 * (the boot script asked for them while the JavaScript downloaded), and a page that renders with its
 * data renders once, in slices (a transition). Rendering it empty and then again as each answer
 * arrives costs one long task per answer: a store update renders at once, in one piece.
 */
import { siteApi } from '@/api/services/site';
import { selectLanguage } from '@/state/selectors';
import type { AppStore } from './store';
import { matchPublicRoute, type PublicScreen } from './boot/publicRoutes';
import { resolveScreen } from './router/registry';
import { preloadPublicLayouts } from './layouts/LayoutShell';
import { config } from '@/config';
import { findCategory } from '@/features/shop/lib/categories';
import { readListParams, SLIDER_LIMIT } from '@/features/shop/lib/listParams';
import { nextTask } from '@/lib/tasks';

/** Resolves when the page may take its next step (a task of its own). */
export type Turn = () => Promise<void>;

/**
 * Dispatches a query in a task of its own (after `turn`): a query's first dispatch runs its thunk,
 * the API's reducers and middleware (~5 ms on a desktop, 20 to 30 at a slow phone's 4× CPU); the
 * first view's, the route tree's and the texts' together were a task of 100 to 140 ms there.
 */
async function later<T>(turn: Turn, dispatch: () => T): Promise<Awaited<T>> {
  await turn();
  return await dispatch();
}

type Ask = (store: AppStore, segment: string, turn: Turn) => Promise<unknown>;

const once = { subscribe: false } as const;

const plugin =
  (name: string): Ask =>
  (store, _segment, turn) =>
    later(turn, () => store.dispatch(siteApi.endpoints.plugin.initiate(name, once)));

/** The shop list as Shop asks for it (its arguments from the address and the category's id). */
function shopList(store: AppStore, turn: Turn, category?: string) {
  const params = readListParams(new URLSearchParams(window.location.search));
  const args = { page: params.page, limit: params.limit, search: params.search || undefined, categories: category ? [category] : undefined };
  return later(turn, () => store.dispatch(siteApi.endpoints.productList.initiate(args, once)));
}

/** What each screen shows first, asked with the screen's own arguments (then the cache serves the screen). */
const FIRST_VIEW: Partial<Record<PublicScreen, Ask>> = {
  Home: (store, segment, turn) =>
    Promise.all([
      plugin('SLIDE_SHOW')(store, segment, turn),
      later(turn, () => store.dispatch(siteApi.endpoints.productCategoryTree.initiate(undefined, once))).then(({ data }) => {
        // the first slider (the others wait until they come into view)
        const first = config.homeCategoryIds.map((id) => findCategory(data ?? [], id)).find((category) => category !== undefined);
        return first && later(turn, () => store.dispatch(siteApi.endpoints.productAll.initiate({ categories: [first.id], limit: SLIDER_LIMIT }, once)));
      }),
    ]),
  Shop: (store, alias, turn) =>
    later(turn, () => store.dispatch(siteApi.endpoints.productCategoryTree.initiate(undefined, once))).then(({ data }) => {
      if (!alias) return shopList(store, turn);
      const category = findCategory(data ?? [], alias);
      return category && shopList(store, turn, category.id);
    }),
  // the product, then its stores: the buy box renders with them, and does not grow under the reader
  // when they arrive (layout shift)
  Product: (store, alias, turn) =>
    later(turn, () => store.dispatch(siteApi.endpoints.product.initiate(alias, once))).then(
      ({ data }) => data && later(turn, () => store.dispatch(siteApi.endpoints.productStores.initiate(data.id, once))),
    ),
  Post: (store, alias, turn) => later(turn, () => store.dispatch(siteApi.endpoints.post.initiate(alias, once))),
  AboutUs: plugin('ABOUT_US'),
  // the shop's contact information and the store cards: they render in the first (sliced) render
  // instead of in a render of their own, in one piece, when the stores' answer lands after it
  ContactUs: (store, segment, turn) =>
    Promise.all([plugin('CONTACT_US')(store, segment, turn), later(turn, () => store.dispatch(siteApi.endpoints.storesFull.initiate(undefined, once)))]),
  Projects: plugin('PROJECTS'),
  Gallery: plugin('GALLERY'),
};

/**
 * Starts the chunks and first data of the public page at `pathname`, and the start-up answers every
 * page renders with (the route tree, the server's texts); resolves when all of them are in (at once
 * for other pages; a failed chunk or call resolves it too: the screen reports it). Each query is
 * dispatched in a task of its own (`turn`).
 */
export function preloadRoute(store: AppStore, pathname: string, turn: Turn = nextTask): Promise<void> {
  const page = matchPublicRoute(pathname);
  if (!page) return Promise.resolve();
  const settled = (work: Promise<unknown> | undefined) => Promise.resolve(work).then(
    () => undefined,
    () => undefined,
  );
  return Promise.all([
    settled(preloadPublicLayouts()),
    settled(resolveScreen(page.screen)?.preload?.()),
    settled(FIRST_VIEW[page.screen]?.(store, page.segment, turn)),
    settled(later(turn, () => store.dispatch(siteApi.endpoints.routes.initiate(undefined, once)))),
    settled(later(turn, () => store.dispatch(siteApi.endpoints.locale.initiate(selectLanguage(store.getState()), once)))),
  ]).then(() => undefined);
}

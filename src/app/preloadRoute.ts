/**
 * Cuts the first-load waterfall of a public page the app renders afresh (no pre-rendered file): before
 * React renders, starts the public layout's chunk, the screen's chunk and the data of the page's first
 * view for the address being opened, and the start-up calls (route tree, texts, version, stores …), in parallel.
 * The pages are the public addresses (src/app/boot/publicRoutes.ts); the route tree still decides what
 * renders, and a guess that turns out wrong only cost a download. The screens are the registry's own
 * lazy components, so a preloaded one renders without suspending. A pre-rendered page carries its
 * answers, and only its chunks are loaded before hydration (preloadRouteChunks).
 *
 * The first render waits for that data too (main.tsx, with a cap): a page that renders with its
 * data renders once, in slices (a transition). Rendering it empty and then again as each answer
 * arrives costs one long task per answer: a store update renders at once, in one piece.
 */
import { siteApi, TONDAR_NET_QUERY } from '@/api/services/site';
import { selectLanguage } from '@/state/selectors';
import type { AppStore } from './store';
import { matchPublicRoute, type PublicScreen } from './boot/publicRoutes';
import { resolveScreen } from './router/registry';
import { preloadScreenParts } from '@/components/screens';
import { preloadLayout, preloadPublicLayouts } from './layouts/LayoutShell';
import { flattenRouteTree, layoutOf } from './router/buildRoutes';
import { matchRanked, rankRoutes } from './router/matchRoute';
import { authApi } from '@/api/services/auth';
import { selectApiKey } from '@/state/selectors';
import { config } from '@/config';
import { findCategory } from '@/features/shop/lib/categories';
import { LATEST_ARGS, readListParams, SLIDER_LIMIT } from '@/features/shop/lib/listParams';
import { blogListArgs, LATEST_POSTS } from '@/features/blog/lib/listArgs';
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

/** The blog list as Blog asks for it (the address's page and search, the category's id). */
const blogList = (store: AppStore, turn: Turn, category?: string) =>
  later(turn, () => store.dispatch(siteApi.endpoints.postList.initiate(blogListArgs(new URLSearchParams(window.location.search), category), once)));

/** The blog sidebar's category tree and latest posts (BlogSidebar), beside the blog list and each post. */
const blogSidebar: Ask = (store, _segment, turn) =>
  Promise.all([
    later(turn, () => store.dispatch(siteApi.endpoints.postCategoryTree.initiate(undefined, once))),
    later(turn, () => store.dispatch(siteApi.endpoints.postAll.initiate(LATEST_POSTS, once))),
  ]);

/**
 * What every public page renders with beside its screen: the footer's stores, version and credit (SiteFooter,
 * Startup). Asked after the screen's own calls: an answer that lands after the first render re-renders
 * the layout at once, in one piece (a store update is not a transition), one long task per answer.
 */
const LAYOUT: Ask = (store, _segment, turn) =>
  Promise.all([
    later(turn, () => store.dispatch(siteApi.endpoints.storesFull.initiate(undefined, once))),
    later(turn, () => store.dispatch(siteApi.endpoints.version.initiate(undefined, once))),
    later(turn, () => store.dispatch(siteApi.endpoints.plugin.initiate(TONDAR_NET_QUERY, once))),
  ]);

/** What each screen shows first, asked with the screen's own arguments (then the cache serves the screen). */
const FIRST_VIEW: Partial<Record<PublicScreen, Ask>> = {
  Home: (store, segment, turn) =>
    Promise.all([
      plugin('SLIDE_SHOW')(store, segment, turn),
      later(turn, () => store.dispatch(siteApi.endpoints.productCategoryTree.initiate(undefined, once))).then(({ data }) =>
        // every fixed slider (config.homeCategoryIds), not only the first: those below the fold render when they
        // come into view, then with their products at once instead of a placeholder and a second render
        Promise.all(
          config.homeCategoryIds
            .map((id) => findCategory(data ?? [], id))
            .filter((category) => category !== undefined)
            .map((category) => later(turn, () => store.dispatch(siteApi.endpoints.productAll.initiate({ categories: [category.id], limit: SLIDER_LIMIT }, once)))),
        ),
      ),
    ]),
  Shop: (store, alias, turn) =>
    Promise.all([
      later(turn, () => store.dispatch(siteApi.endpoints.productCategoryTree.initiate(undefined, once))).then(({ data }) => {
        if (!alias) return shopList(store, turn);
        const category = findCategory(data ?? [], alias);
        return category && shopList(store, turn, category.id);
      }),
      // the sidebar's latest products
      later(turn, () => store.dispatch(siteApi.endpoints.productAll.initiate(LATEST_ARGS, once))),
    ]),
  // the product, then its stores: the buy box renders with them, and does not grow under the reader
  // when they arrive (layout shift)
  Product: (store, alias, turn) =>
    later(turn, () => store.dispatch(siteApi.endpoints.product.initiate(alias, once))).then(
      ({ data }) => data && later(turn, () => store.dispatch(siteApi.endpoints.productStores.initiate(data.id, once))),
    ),
  Blog: (store, alias, turn) =>
    Promise.all([
      (alias
        ? later(turn, () => store.dispatch(siteApi.endpoints.postCategory.initiate(alias, once))).then(({ data }) => data && blogList(store, turn, data.id))
        : blogList(store, turn)),
      blogSidebar(store, alias, turn),
    ]),
  Post: (store, alias, turn) => Promise.all([later(turn, () => store.dispatch(siteApi.endpoints.post.initiate(alias, once))), blogSidebar(store, alias, turn)]),
  AboutUs: plugin('ABOUT_US'),
  // the shop's contact information and the store cards: they render in the first (sliced) render
  // instead of in a render of their own, in one piece, when the stores' answer lands after it
  ContactUs: (store, segment, turn) =>
    Promise.all([plugin('CONTACT_US')(store, segment, turn), later(turn, () => store.dispatch(siteApi.endpoints.storesFull.initiate(undefined, once)))]),
  Projects: plugin('PROJECTS'),
  Gallery: plugin('GALLERY'),
};

/** The public layouts' and the screen's chunks of the public page at `pathname` (none for other pages); resolves when they are in or failed. */
export function preloadRouteChunks(pathname: string): Promise<void> {
  const page = matchPublicRoute(pathname);
  if (!page) return Promise.resolve();
  // the screen's lazy parts too: React leaves a part whose code is not there yet as the server wrote it,
  // and an update reaching it before its code does replaces that HTML with the part's placeholder
  return Promise.allSettled([preloadPublicLayouts(), resolveScreen(page.screen)?.preload?.().then(preloadScreenParts)]).then(() => undefined);
}

/**
 * Any other page (the signed-in side, sign-in, an address no public page has): only the server's route
 * tree says which layout and screen it has. The start-up calls go out now rather than from the first
 * render's effects, and once the tree is in, the page's layout and screen chunks are asked for rather
 * than once the router renders them: on an admin list the calls went out about 120 ms after the app
 * started, and the chunks about 40 ms after the tree. The first render does not wait for any of it
 * (it shows the spinner meanwhile); the router and the screens find the calls and chunks on their way.
 */
function startFromRouteTree(store: AppStore, pathname: string, turn: Turn): void {
  const quiet = (work: Promise<unknown>) => void work.catch(() => undefined);
  quiet(
    later(turn, () => store.dispatch(siteApi.endpoints.routes.initiate(undefined, once))).then(({ data }) => {
      const route = data ? matchRanked(rankRoutes(flattenRouteTree(data)), pathname) : null;
      if (!route) return;
      quiet(preloadLayout(layoutOf(route.node)));
      quiet(resolveScreen(route.node.component)?.preload?.() ?? Promise.resolve());
    }),
  );
  if (selectApiKey(store.getState())) quiet(later(turn, () => store.dispatch(authApi.endpoints.currentUser.initiate(undefined, once))));
  quiet(later(turn, () => store.dispatch(siteApi.endpoints.locale.initiate(selectLanguage(store.getState()), once))));
}

/**
 * Starts the chunks and first data of the public page at `pathname`, and the start-up answers every
 * page renders with (the route tree, the server's texts, the footer's); resolves when all of them are in
 * (a failed chunk or call resolves it too: the screen reports it). Each query is dispatched in a task of
 * its own (`turn`). Any other page's start is begun (startFromRouteTree) and it resolves at once.
 */
export function preloadRoute(store: AppStore, pathname: string, turn: Turn = nextTask): Promise<void> {
  const page = matchPublicRoute(pathname);
  if (!page) {
    startFromRouteTree(store, pathname, turn);
    return Promise.resolve();
  }
  const settled = (work: Promise<unknown> | undefined) => Promise.resolve(work).then(
    () => undefined,
    () => undefined,
  );
  return Promise.all([
    settled(preloadPublicLayouts()),
    settled(resolveScreen(page.screen)?.preload?.()),
    settled(FIRST_VIEW[page.screen]?.(store, page.segment, turn)),
    settled(LAYOUT(store, page.segment, turn)),
    settled(later(turn, () => store.dispatch(siteApi.endpoints.routes.initiate(undefined, once)))),
    settled(later(turn, () => store.dispatch(siteApi.endpoints.locale.initiate(selectLanguage(store.getState()), once)))),
  ]).then(() => undefined);
}

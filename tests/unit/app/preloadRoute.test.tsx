/**
 * preloadRoute: before the first render, a public page's first view is asked with the very arguments
 * its screen asks with (so the screen renders once, with its data, from the cache), with the route
 * tree and the server's texts; it resolves when they are in.
 */
import { siteApi, TONDAR_NET_QUERY } from '@/api/services/site';
import { makeStore, type AppStore } from '@/app/store';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { preloadRoute, preloadRouteChunks } from '@/app/preloadRoute';
import { preloadScreenParts, screenLoadsSettled } from '@/components/screens';
import Cookies from 'js-cookie';
import { authApi } from '@/api/services/auth';
import * as layoutShell from '@/app/layouts/LayoutShell';
import * as registry from '@/app/router/registry';
import { flattenRouteTree } from '@/app/router/buildRoutes';
import { matchRanked, rankRoutes } from '@/app/router/matchRoute';
import { ProductBody } from '@/features/shop/parts/ProductBody';

const fulfilled = (store: AppStore, select: (state: ReturnType<AppStore['getState']>) => { status: string }) => select(store.getState()).status;

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('preloadRoute', () => {
  it('home: the banner, the tree and the first home category’s slider, the route tree and the texts', async () => {
    const store = makeStore();
    await preloadRoute(store, '/');
    expect(fulfilled(store, siteApi.endpoints.plugin.select('SLIDE_SHOW'))).toBe('fulfilled');
    expect(fulfilled(store, siteApi.endpoints.productCategoryTree.select())).toBe('fulfilled');
    // CategorySlider's own arguments
    expect(fulfilled(store, siteApi.endpoints.productAll.select({ categories: ['pc1'], limit: 12 }))).toBe('fulfilled');
    expect(fulfilled(store, siteApi.endpoints.routes.select())).toBe('fulfilled');
    expect(fulfilled(store, siteApi.endpoints.locale.select('fa'))).toBe('fulfilled');
  });

  it('the shop list with the address’s page and size, and a category’s with its id from the tree', async () => {
    window.history.replaceState(null, '', '/shop?page=2&limit=20');
    const store = makeStore();
    await preloadRoute(store, '/shop');
    // Shop's own arguments (search and categories undefined)
    expect(fulfilled(store, siteApi.endpoints.productList.select({ page: 2, limit: 20, search: undefined, categories: undefined }))).toBe('fulfilled');

    window.history.replaceState(null, '', '/shop/category/face-care');
    const other = makeStore();
    await preloadRoute(other, '/shop/category/face-care');
    const listed = Object.values(other.getState()[siteApi.reducerPath].queries).filter((query) => query?.endpointName === 'productList');
    expect(listed.map((query) => query?.originalArgs)).toEqual([{ page: 1, limit: 10, search: undefined, categories: [expect.any(String)] }]);
    expect(listed[0]?.status).toBe('fulfilled');
  });

  it('every page: the footer’s stores, version and credit, with the footer’s own arguments', async () => {
    const store = makeStore();
    await preloadRoute(store, '/about-us');
    expect(fulfilled(store, siteApi.endpoints.storesFull.select())).toBe('fulfilled');
    expect(fulfilled(store, siteApi.endpoints.version.select())).toBe('fulfilled');
    expect(fulfilled(store, siteApi.endpoints.plugin.select(TONDAR_NET_QUERY))).toBe('fulfilled');
  });

  it('contact: the contact information and the stores (their cards render with the page, not in a render of their own)', async () => {
    const store = makeStore();
    await preloadRoute(store, '/contact-us');
    expect(fulfilled(store, siteApi.endpoints.plugin.select('CONTACT_US'))).toBe('fulfilled');
    // ContactUs's, Startup's and the footer's call (no argument)
    expect(fulfilled(store, siteApi.endpoints.storesFull.select())).toBe('fulfilled');
  });

  it('dispatches each query in a turn of its own (a query’s first dispatch is a few ms of the page’s time)', async () => {
    const turns: Array<() => void> = [];
    const turn = () => new Promise<void>((resolve) => turns.push(resolve));
    const store = makeStore();
    const asked = () => Object.keys(store.getState()[siteApi.reducerPath].queries).length;
    const done = preloadRoute(store, '/shop/product/aloe-vera-moisturising-cream', turn);
    expect(asked()).toBe(0);
    // the product, the footer's three, the route tree and the texts wait for a turn each
    expect(turns).toHaveLength(6);
    const state = { finished: false };
    void done.then(() => (state.finished = true));
    let taken = 0;
    while (!state.finished) {
      if (!turns.length) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        continue;
      }
      turns.shift()!();
      taken += 1;
      // one query more, and only one
      await vi.waitFor(() => expect(asked()).toBe(taken));
    }
    // and then the product's stores, in a turn of their own too
    expect(taken).toBe(7);
    expect(siteApi.endpoints.product.select('aloe-vera-moisturising-cream')(store.getState()).status).toBe('fulfilled');
  });

  it('a product and its stores', async () => {
    const store = makeStore();
    await preloadRoute(store, '/shop/product/aloe-vera-moisturising-cream');
    const product = siteApi.endpoints.product.select('aloe-vera-moisturising-cream')(store.getState());
    expect(product.status).toBe('fulfilled');
    expect(fulfilled(store, siteApi.endpoints.productStores.select(product.data!.id))).toBe('fulfilled');
  });

  it('a page only the route tree names: resolves at once, asks the tree, the texts and the signed-in user, then loads its layout and screen', async () => {
    Cookies.set('api_key', 'test-key-u1');
    const layouts = vi.spyOn(layoutShell, 'preloadLayout');
    const screens = vi.spyOn(registry, 'resolveScreen');
    try {
      const admin = makeStore();
      const state = { resolved: false };
      void preloadRoute(admin, '/ecommerce-management/invoice').then(() => (state.resolved = true));
      await Promise.resolve();
      // the first render does not wait for the tree (the spinner shows meanwhile)
      expect(state.resolved).toBe(true);
      await vi.waitFor(() => expect(fulfilled(admin, siteApi.endpoints.routes.select())).toBe('fulfilled'));
      await vi.waitFor(() => expect(fulfilled(admin, authApi.endpoints.currentUser.select())).toBe('fulfilled'));
      await vi.waitFor(() => expect(fulfilled(admin, siteApi.endpoints.locale.select('fa'))).toBe('fulfilled'));
      // the tree's own route for the address: the same layout and screen the router renders
      const route = matchRanked(rankRoutes(flattenRouteTree(siteApi.endpoints.routes.select()(admin.getState()).data)), '/ecommerce-management/invoice');
      expect(route?.node.component).toBeTruthy();
      await vi.waitFor(() => expect(layouts).toHaveBeenCalledWith('DASHBOARD'));
      expect(screens).toHaveBeenCalledWith(route!.node.component);
      await screenLoadsSettled();
    } finally {
      Cookies.remove('api_key');
    }
  });

  it('a guest on a page only the route tree names: the current user is not asked', async () => {
    const guest = makeStore();
    await preloadRoute(guest, '/login');
    await vi.waitFor(() => expect(fulfilled(guest, siteApi.endpoints.routes.select())).toBe('fulfilled'));
    expect(authApi.endpoints.currentUser.select()(guest.getState()).status).toBe('uninitialized');
    await screenLoadsSettled();
  });
});

describe('preloadRouteChunks (before a pre-rendered page hydrates)', () => {
  it('a product page: the screen and its description, which then renders at once, without its placeholder', async () => {
    await preloadRouteChunks('/shop/product/aloe-vera-moisturising-cream');
    // rendered synchronously: a part that suspended would show the fallback (React would keep a
    // pre-rendered page's HTML there, and drop it if an update came first)
    render(
      <Suspense fallback={<span>placeholder</span>}>
        <ProductBody html="<p>A gentle formula</p>" />
      </Suspense>,
    );
    expect(screen.getByText('A gentle formula')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  it('a screen module without parts to load is ready at once; one with parts waits for them', async () => {
    expect(preloadScreenParts({ default: () => null })).toBeUndefined();
    let loaded = false;
    const parts = preloadScreenParts({ preloadParts: () => Promise.resolve().then(() => (loaded = true)) });
    await parts;
    expect(loaded).toBe(true);
  });
});

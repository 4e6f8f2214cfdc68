/**
 * Maps the route tree's component names (mocks/data/routes.json, the contract's routes.json) to lazily
 * loaded screens. Each feature owns its own map; every screen is its own chunk.
 *
 * The admin panel's maps are modules of their own, loaded with the first admin page: each screen's
 * import carries the list of chunks it needs (tables, forms, pickers), and those lists were a good part
 * of every public page's first load. Their names are known ahead (each area's screenNames.ts, checked
 * against its map by type), so every route still resolves at once.
 */
import { createElement } from 'react';
import { lazyScreen, type LazyScreen, type ScreenMap } from '@/components/screens';
import { authScreens } from '@/features/auth/screens';
import { shopScreens } from '@/features/shop/screens';
import { blogScreens } from '@/features/blog/screens';
import { pageScreens } from '@/features/pages/screens';
import { dashboardScreens } from '@/features/dashboard/screens';
import { profileScreens } from '@/features/profile/screens';
import { cartScreens } from '@/features/cart/screens';
import { invoiceScreens } from '@/features/invoice/screens';
import { referenceScreenNames } from '@/features/admin/reference/screenNames';
import { ecommerceAdminScreenNames } from '@/features/admin/ecommerce/screenNames';
import { fileAdminScreenNames } from '@/features/admin/files/screenNames';
import { pluginAdminScreenNames } from '@/features/admin/plugins/screenNames';
import { postAdminScreenNames } from '@/features/admin/posts/screenNames';
import { userAdminScreenNames } from '@/features/admin/users/screenNames';

/** One screen per name, each loading the area's map (once) and then its own chunk. */
export function areaScreens(names: readonly string[], load: () => Promise<Record<string, LazyScreen>>): ScreenMap {
  let area: Promise<Record<string, LazyScreen>> | undefined;
  const loadArea = () =>
    (area ??= load().catch((error: unknown) => {
      area = undefined; // a later render asks again (a missing chunk after a deploy is the boundary's)
      throw error;
    }));
  return Object.fromEntries(
    names.map((name) => [
      name,
      // React's lazy cannot resolve to another lazy: the area's screen is rendered by a component of its own,
      // once its own chunk is in too (so preloading the name loads both, and the render does not suspend again)
      lazyScreen(() =>
        loadArea().then(async (screens) => {
          await screens[name].preload?.();
          return { default: () => createElement(screens[name]) };
        }),
      ),
    ]),
  );
}

export const screenRegistry: ScreenMap = {
  ...authScreens,
  ...shopScreens,
  ...blogScreens,
  ...pageScreens,
  ...dashboardScreens,
  ...profileScreens,
  ...cartScreens,
  ...invoiceScreens,
  ...areaScreens(referenceScreenNames, () => import('@/features/admin/reference/screens').then((m) => m.referenceScreens)),
  ...areaScreens(ecommerceAdminScreenNames, () => import('@/features/admin/ecommerce/screens').then((m) => m.ecommerceAdminScreens)),
  ...areaScreens(fileAdminScreenNames, () => import('@/features/admin/files/screens').then((m) => m.fileAdminScreens)),
  ...areaScreens(pluginAdminScreenNames, () => import('@/features/admin/plugins/screens').then((m) => m.pluginAdminScreens)),
  ...areaScreens(postAdminScreenNames, () => import('@/features/admin/posts/screens').then((m) => m.postAdminScreens)),
  ...areaScreens(userAdminScreenNames, () => import('@/features/admin/users/screens').then((m) => m.userAdminScreens)),
};

export function resolveScreen(component: string | undefined | null) {
  return component ? screenRegistry[component] : undefined;
}

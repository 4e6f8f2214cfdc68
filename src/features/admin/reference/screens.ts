/** Screens of the admin/reference feature, by the component names of the route tree. */
import { lazyScreen, type LazyScreen } from '@/components/screens';
import type { referenceScreenNames } from './screenNames';

export const referenceScreens = {
  Country: lazyScreen(() => import('./Country')),
  Province: lazyScreen(() => import('./Province')),
  City: lazyScreen(() => import('./City')),
  Region: lazyScreen(() => import('./Region')),
  StoreList: lazyScreen(() => import('./StoreList')),
  StoreForm: lazyScreen(() => import('./StoreForm')),
  Brand: lazyScreen(() => import('./Brand')),
  RouteTree: lazyScreen(() => import('./RouteTree')),
  IpAddress: lazyScreen(() => import('./IpAddress')),
} satisfies Record<(typeof referenceScreenNames)[number], LazyScreen>;

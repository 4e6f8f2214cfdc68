/** Screens of the admin/reference feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { LazyScreen } from '@/components/screens';
import type { referenceScreenNames } from './screenNames';

export const referenceScreens = {
  Country: lazy(() => import('./Country')),
  Province: lazy(() => import('./Province')),
  City: lazy(() => import('./City')),
  Region: lazy(() => import('./Region')),
  StoreList: lazy(() => import('./StoreList')),
  StoreForm: lazy(() => import('./StoreForm')),
  Brand: lazy(() => import('./Brand')),
  RouteTree: lazy(() => import('./RouteTree')),
  IpAddress: lazy(() => import('./IpAddress')),
} satisfies Record<(typeof referenceScreenNames)[number], LazyScreen>;

/** Screens of the admin/reference feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const referenceScreens: ScreenMap = {
  Country: lazy(() => import('./Country')),
  Province: lazy(() => import('./Province')),
  City: lazy(() => import('./City')),
  Region: lazy(() => import('./Region')),
  StoreList: lazy(() => import('./StoreList')),
  StoreForm: lazy(() => import('./StoreForm')),
  Brand: lazy(() => import('./Brand')),
  RouteTree: lazy(() => import('./RouteTree')),
  IpAddress: lazy(() => import('./IpAddress')),
};

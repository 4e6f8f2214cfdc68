/** Screens of the admin/reference feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/app/router/types';

const NotBuilt = lazy(() => import('@/components/NotBuilt'));

export const referenceScreens: ScreenMap = {
  Country: NotBuilt,
  Province: NotBuilt,
  City: NotBuilt,
  Region: NotBuilt,
  StoreList: NotBuilt,
  StoreForm: NotBuilt,
  Brand: NotBuilt,
  RouteTree: NotBuilt,
  IpAddress: NotBuilt,
};

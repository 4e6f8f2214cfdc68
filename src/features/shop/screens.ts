/** Screens of the shop feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const shopScreens: ScreenMap = {
  Home: lazy(() => import('./Home')),
  Shop: lazy(() => import('./Shop')),
  Product: lazy(() => import('./Product')),
};

/** Screens of the cart feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const cartScreens: ScreenMap = {
  Cart: lazy(() => import('./Cart')),
};

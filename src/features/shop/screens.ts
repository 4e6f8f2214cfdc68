/** Screens of the shop feature, by the component names of the route tree. */
import { lazyScreen, type ScreenMap } from '@/components/screens';

export const shopScreens: ScreenMap = {
  Home: lazyScreen(() => import('./Home')),
  Shop: lazyScreen(() => import('./Shop')),
  Product: lazyScreen(() => import('./Product')),
};

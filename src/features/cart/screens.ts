/** Screens of the cart feature, by the component names of the route tree. */
import { lazyScreen, type ScreenMap } from '@/components/screens';

export const cartScreens: ScreenMap = {
  Cart: lazyScreen(() => import('./Cart')),
};

/** Screens of the blog feature, by the component names of the route tree. */
import { lazyScreen, type ScreenMap } from '@/components/screens';

export const blogScreens: ScreenMap = {
  Blog: lazyScreen(() => import('./Blog')),
  Post: lazyScreen(() => import('./Post')),
};

/** Screens of the profile feature, by the component names of the route tree. */
import { lazyScreen, type ScreenMap } from '@/components/screens';

export const profileScreens: ScreenMap = {
  EditUser: lazyScreen(() => import('./EditUser')),
  Token: lazyScreen(() => import('./Token')),
};

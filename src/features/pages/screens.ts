/** Screens of the pages feature, by the component names of the route tree. */
import { lazyScreen, type ScreenMap } from '@/components/screens';

export const pageScreens: ScreenMap = {
  AboutUs: lazyScreen(() => import('./AboutUs')),
  ContactUs: lazyScreen(() => import('./ContactUs')),
  Projects: lazyScreen(() => import('./Projects')),
  Gallery: lazyScreen(() => import('./Gallery')),
  NoApp: lazyScreen(() => import('./NoApp')),
};

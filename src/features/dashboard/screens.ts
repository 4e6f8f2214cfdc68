/** Screens of the dashboard feature, by the component names of the route tree. */
import { lazyScreen, type ScreenMap } from '@/components/screens';

export const dashboardScreens: ScreenMap = {
  Dashboard: lazyScreen(() => import('./Dashboard')),
};

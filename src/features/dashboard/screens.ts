/** Screens of the dashboard feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const dashboardScreens: ScreenMap = {
  Dashboard: lazy(() => import('./Dashboard')),
};

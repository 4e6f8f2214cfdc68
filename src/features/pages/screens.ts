/** Screens of the pages feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const pageScreens: ScreenMap = {
  AboutUs: lazy(() => import('./AboutUs')),
  ContactUs: lazy(() => import('./ContactUs')),
  Projects: lazy(() => import('./Projects')),
  Gallery: lazy(() => import('./Gallery')),
  NoApp: lazy(() => import('./NoApp')),
};

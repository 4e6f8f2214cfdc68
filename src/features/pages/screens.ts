/** Screens of the pages feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/app/router/types';

const NotBuilt = lazy(() => import('@/components/NotBuilt'));

export const pageScreens: ScreenMap = {
  AboutUs: NotBuilt,
  ContactUs: NotBuilt,
  Projects: NotBuilt,
  Gallery: NotBuilt,
  NoApp: NotBuilt,
};

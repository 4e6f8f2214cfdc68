/** Screens of the profile feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const profileScreens: ScreenMap = {
  EditUser: lazy(() => import('./EditUser')),
  Token: lazy(() => import('./Token')),
};

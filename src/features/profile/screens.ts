/** Screens of the profile feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/app/router/types';

const NotBuilt = lazy(() => import('@/components/NotBuilt'));

export const profileScreens: ScreenMap = {
  EditUser: NotBuilt,
  Token: NotBuilt,
};

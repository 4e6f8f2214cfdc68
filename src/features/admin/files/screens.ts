/** Screens of the admin/files feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

const NotBuilt = lazy(() => import('@/components/NotBuilt'));

export const fileAdminScreens: ScreenMap = {
  File: NotBuilt,
  Directory: NotBuilt,
};

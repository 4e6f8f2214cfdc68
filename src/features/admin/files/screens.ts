/** Screens of the admin/files feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const fileAdminScreens: ScreenMap = {
  File: lazy(() => import('./File')),
  Directory: lazy(() => import('./Directory')),
};

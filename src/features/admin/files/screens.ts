/** Screens of the admin/files feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { LazyScreen } from '@/components/screens';
import type { fileAdminScreenNames } from './screenNames';

export const fileAdminScreens = {
  File: lazy(() => import('./File')),
  Directory: lazy(() => import('./Directory')),
} satisfies Record<(typeof fileAdminScreenNames)[number], LazyScreen>;

/** Screens of the admin/files feature, by the component names of the route tree. */
import { lazyScreen, type LazyScreen } from '@/components/screens';
import type { fileAdminScreenNames } from './screenNames';

export const fileAdminScreens = {
  File: lazyScreen(() => import('./File')),
  Directory: lazyScreen(() => import('./Directory')),
} satisfies Record<(typeof fileAdminScreenNames)[number], LazyScreen>;

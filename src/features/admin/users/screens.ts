/** Screens of the admin/users feature, by the component names of the route tree. */
import { lazyScreen, type LazyScreen } from '@/components/screens';
import type { userAdminScreenNames } from './screenNames';

export const userAdminScreens = {
  Permission: lazyScreen(() => import('./Permission')),
  Role: lazyScreen(() => import('./Role')),
  RolePermission: lazyScreen(() => import('./RolePermission')),
  UserList: lazyScreen(() => import('./UserList')),
  UserAdd: lazyScreen(() => import('./UserAdd')),
  UserEdit: lazyScreen(() => import('./UserEdit')),
} satisfies Record<(typeof userAdminScreenNames)[number], LazyScreen>;

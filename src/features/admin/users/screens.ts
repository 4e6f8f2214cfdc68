/** Screens of the admin/users feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { LazyScreen } from '@/components/screens';
import type { userAdminScreenNames } from './screenNames';

export const userAdminScreens = {
  Permission: lazy(() => import('./Permission')),
  Role: lazy(() => import('./Role')),
  RolePermission: lazy(() => import('./RolePermission')),
  UserList: lazy(() => import('./UserList')),
  UserAdd: lazy(() => import('./UserAdd')),
  UserEdit: lazy(() => import('./UserEdit')),
} satisfies Record<(typeof userAdminScreenNames)[number], LazyScreen>;

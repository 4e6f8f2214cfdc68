/** Screens of the admin/users feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const userAdminScreens: ScreenMap = {
  Permission: lazy(() => import('./Permission')),
  Role: lazy(() => import('./Role')),
  RolePermission: lazy(() => import('./RolePermission')),
  UserList: lazy(() => import('./UserList')),
  UserAdd: lazy(() => import('./UserAdd')),
  UserEdit: lazy(() => import('./UserEdit')),
};

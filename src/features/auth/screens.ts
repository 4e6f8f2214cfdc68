/** Screens of the auth feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const authScreens: ScreenMap = {
  Login: lazy(() => import('./Login')),
  Register: lazy(() => import('./Register')),
  ForgotPassword: lazy(() => import('./ForgotPassword')),
  ResetPassword: lazy(() => import('./ResetPassword')),
  Logout: lazy(() => import('./Logout')),
};

/** Screens of the auth feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/app/router/types';

const NotBuilt = lazy(() => import('@/components/NotBuilt'));

export const authScreens: ScreenMap = {
  Login: NotBuilt,
  Register: NotBuilt,
  ForgotPassword: NotBuilt,
  ResetPassword: NotBuilt,
  Logout: NotBuilt,
};

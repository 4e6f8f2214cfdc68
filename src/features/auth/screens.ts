/** Screens of the auth feature, by the component names of the route tree. */
import { lazyScreen, type ScreenMap } from '@/components/screens';

export const authScreens: ScreenMap = {
  Login: lazyScreen(() => import('./Login')),
  Register: lazyScreen(() => import('./Register')),
  ForgotPassword: lazyScreen(() => import('./ForgotPassword')),
  ResetPassword: lazyScreen(() => import('./ResetPassword')),
  Logout: lazyScreen(() => import('./Logout')),
};

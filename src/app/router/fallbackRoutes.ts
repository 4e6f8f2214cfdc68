/** The built-in minimal tree used when `site/v1/route/` fails: home, sign-in and the error pages keep working. */
import type { RouteNode } from '@/api/schemas';

function node(partial: Partial<RouteNode> & Pick<RouteNode, 'id' | 'name' | 'alias' | 'component' | 'layout' | 'type'>): RouteNode {
  return {
    title: { fa: partial.name, en: partial.name },
    dynamic: false,
    roles: [],
    menu: [],
    icon: '',
    style: {},
    breadcrumb: [],
    link: true,
    isOpen: false,
    divider: false,
    enable: true,
    position: 1,
    children: [],
    ...partial,
  } as RouteNode;
}

export const fallbackRouteTree: RouteNode[] = [
  node({ id: 'fb-home', name: 'Home', title: { fa: 'خانه', en: 'Home' }, alias: '', component: 'Home', layout: 'PORTO_ECOMMERCE', type: 'ROUTE', position: 1 }),
  node({ id: 'fb-login', name: 'Login', title: { fa: 'ورود', en: 'Login' }, alias: 'login', component: 'Login', layout: 'NO_APP', type: 'UNAUTHENTICATED_ROUTE', position: 2 }),
  node({ id: 'fb-register', name: 'Register', title: { fa: 'ثبت‌نام', en: 'Register' }, alias: 'register', component: 'Register', layout: 'NO_APP', type: 'UNAUTHENTICATED_ROUTE', position: 3 }),
  node({ id: 'fb-forgot', name: 'ForgotPassword', title: { fa: 'فراموشی رمز عبور', en: 'Forgot password' }, alias: 'forgot-password', component: 'ForgotPassword', layout: 'NO_APP', type: 'UNAUTHENTICATED_ROUTE', position: 4 }),
  node({ id: 'fb-reset', name: 'ResetPassword', title: { fa: 'بازنشانی رمز عبور', en: 'Reset password' }, alias: 'reset-password', component: 'ResetPassword', layout: 'NO_APP', type: 'UNAUTHENTICATED_ROUTE', position: 5 }),
  node({ id: 'fb-reset-token', name: 'ResetPasswordToken', title: { fa: 'بازنشانی رمز عبور', en: 'Reset password' }, alias: 'reset-password', dynamic: true, component: 'ResetPassword', layout: 'NO_APP', type: 'UNAUTHENTICATED_ROUTE', position: 6 }),
  node({ id: 'fb-logout', name: 'Logout', title: { fa: 'خروج', en: 'Logout' }, alias: 'logout', component: 'Logout', layout: 'NO_APP', type: 'AUTHENTICATED_ROUTE', roles: ['*'], position: 7 }),
];

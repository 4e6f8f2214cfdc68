/** The built-in trees: the public pages while `site/v1/route/` loads, and what applies when it fails. */
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

const shopChildren = [
  node({ id: 'pv-shop-category', name: 'ShopCategory', title: { fa: 'دسته‌بندی محصولات', en: 'Product category' }, alias: 'category', dynamic: true, component: 'Shop', layout: 'PORTO_ECOMMERCE', type: 'ROUTE', position: 1 }),
  node({ id: 'pv-product', name: 'Product', title: { fa: 'محصول', en: 'Product' }, alias: 'product', dynamic: true, component: 'Product', layout: 'PORTO_ECOMMERCE', type: 'ROUTE', position: 2 }),
];
const blogChildren = [
  node({ id: 'pv-blog-category', name: 'BlogCategory', title: { fa: 'دسته‌بندی مطالب', en: 'Post category' }, alias: 'category', dynamic: true, component: 'Blog', layout: 'SITE', type: 'ROUTE', position: 1 }),
  node({ id: 'pv-post', name: 'Post', title: { fa: 'مطلب', en: 'Post' }, alias: 'post', dynamic: true, component: 'Post', layout: 'SITE', type: 'ROUTE', position: 2 }),
];

/**
 * Used while `site/v1/route/` is loading: the public pages render at once from this tree (their
 * chunks and data were started by preloadRoute) instead of a full-screen spinner. When the server's
 * tree arrives it decides (a page it does not list becomes 404); if the call fails, failedRouteTree
 * below applies. Unknown addresses wait for the server's tree.
 */
export const provisionalRouteTree: RouteNode[] = [
  fallbackRouteTree[0],
  node({ id: 'pv-shop', name: 'Shop', title: { fa: 'فروشگاه', en: 'Shop' }, alias: 'shop', component: 'Shop', layout: 'PORTO_ECOMMERCE', type: 'ROUTE', position: 2, children: shopChildren }),
  node({ id: 'pv-blog', name: 'Blog', title: { fa: 'وبلاگ', en: 'Blog' }, alias: 'blog', component: 'Blog', layout: 'SITE', type: 'ROUTE', position: 3, children: blogChildren }),
  node({ id: 'pv-about', name: 'AboutUs', title: { fa: 'درباره ما', en: 'About us' }, alias: 'about-us', component: 'AboutUs', layout: 'SITE', type: 'ROUTE', position: 4 }),
  node({ id: 'pv-contact', name: 'ContactUs', title: { fa: 'تماس با ما', en: 'Contact us' }, alias: 'contact-us', component: 'ContactUs', layout: 'SITE', type: 'ROUTE', position: 5 }),
  node({ id: 'pv-projects', name: 'Projects', title: { fa: 'پروژه‌ها', en: 'Projects' }, alias: 'projects', component: 'Projects', layout: 'SITE', type: 'ROUTE', position: 6 }),
  node({ id: 'pv-gallery', name: 'Gallery', title: { fa: 'گالری', en: 'Gallery' }, alias: 'gallery', component: 'Gallery', layout: 'SITE', type: 'ROUTE', position: 7 }),
];

/**
 * What the app routes by when `site/v1/route/` fails: the public pages of the provisional tree (a
 * shop, blog or company page, pre-rendered or not, keeps its content instead of turning into the
 * 404 page) and the sign-in pages of fallbackRouteTree. The dashboard's pages need the server's tree
 * (their roles come from it) and stay unknown.
 */
export const failedRouteTree: RouteNode[] = [...provisionalRouteTree, ...fallbackRouteTree.filter((node) => !provisionalRouteTree.includes(node))];

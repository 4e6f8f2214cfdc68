/**
 * Every page path the code links or navigates to, in one place, so a screen never spells another
 * screen's path. The route tree from the server decides which screen answers a path; these are the
 * paths the spec fixes (links in menus, redirects after a save, links between screens).
 * Add a path here when a screen needs to link to a page, and use it from here.
 */

const seg = (value: string | number) => encodeURIComponent(String(value));

/** `path?redirect=...` when there is somewhere to go back to, `path` otherwise. */
function withRedirect(path: string, redirect?: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

export const paths = {
  home: '/',

  // public pages
  shop: '/shop',
  /** A category's product list (the whole shop when `alias` is empty), keeping a search text. */
  shopCategory: (alias?: string, search?: string) => {
    const base = alias ? `/shop/category/${seg(alias)}` : '/shop';
    return search ? `${base}?search=${encodeURIComponent(search)}` : base;
  },
  product: (alias: string) => `/shop/product/${seg(alias)}`,
  blog: '/blog',
  blogSearch: (search: string) => (search ? `/blog?search=${encodeURIComponent(search)}` : '/blog'),
  blogCategory: (alias: string) => `/blog/category/${seg(alias)}`,
  post: (alias: string) => `/blog/post/${seg(alias)}`,
  gallery: '/gallery',
  projects: '/projects',
  aboutUs: '/about-us',
  contactUs: '/contact-us',

  // signing in
  /** The login page; `redirect` (a path of this site) is where a successful login goes. */
  login: (redirect?: string | null) => withRedirect('/login', redirect),
  register: (redirect?: string | null) => withRedirect('/register', redirect),
  forgotPassword: '/forgot-password',
  resetPassword: (redirect?: string | null) => withRedirect('/reset-password', redirect),
  logout: '/logout',

  // the customer's pages
  cart: '/cart',
  editUser: '/edit-user',
  token: '/token',
  invoices: '/invoice',
  invoice: (invoiceNumber: number | string) => `/invoice/${seg(invoiceNumber)}`,
  dashboard: '/dashboard',

  // administration
  stores: '/basic-information/store',
  storeAdd: '/basic-information/store/add',
  storeEdit: (id: string) => `/basic-information/store/edit/${seg(id)}`,
  adminInvoices: '/ecommerce-management/invoice',
  adminInvoice: (invoiceNumber: number | string) => `/ecommerce-management/invoice/${seg(String(invoiceNumber))}`,
  coupons: '/ecommerce-management/coupon',
  /** The admin invoice list filtered to the new orders (paid, not yet viewed). */
  newOrders: `/ecommerce-management/invoice?filters=${encodeURIComponent(JSON.stringify({ payment: true, view: false }))}`,
  products: '/ecommerce-management/product',
  productAdd: '/ecommerce-management/product/add',
  productEdit: (id: string) => `/ecommerce-management/product/edit/${seg(id)}`,
  posts: '/post-management/post',
  postAdd: '/post-management/post/add',
  postEdit: (id: string) => `/post-management/post/edit/${seg(id)}`,
  postCategories: '/post-management/post-category',
  postComments: '/post-management/post-comment',
  plugins: '/plugin-management/plugin',
  pluginAdd: '/plugin-management/plugin/add',
  pluginEdit: (id: string) => `/plugin-management/plugin/edit/${seg(id)}`,
  permissions: '/user-management/permission',
  roles: '/user-management/role',
  rolePermissions: (roleId: string) => `/user-management/role/${seg(roleId)}`,
  users: '/user-management/user',
  userAdd: '/user-management/user/add',
  userEdit: (id: string) => `/user-management/user/edit/${seg(id)}`,
} as const;

/** The current location as a `redirect` value: path and query. */
export function here(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

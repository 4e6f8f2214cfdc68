/** Screens of the admin/ecommerce feature, by the component names of the route tree. */
import { lazyScreen, type LazyScreen } from '@/components/screens';
import type { ecommerceAdminScreenNames } from './screenNames';

export const ecommerceAdminScreens = {
  ProductList: lazyScreen(() => import('./ProductList')),
  ProductForm: lazyScreen(() => import('./ProductForm')),
  ProductCategory: lazyScreen(() => import('./ProductCategory')),
  ProductComment: lazyScreen(() => import('./ProductComment')),
  Coupon: lazyScreen(() => import('./Coupon')),
  Financial: lazyScreen(() => import('./Financial')),
  AdminInvoiceList: lazyScreen(() => import('./AdminInvoiceList')),
  AdminInvoiceView: lazyScreen(() => import('./AdminInvoiceView')),
} satisfies Record<(typeof ecommerceAdminScreenNames)[number], LazyScreen>;

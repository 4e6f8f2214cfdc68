/** Screens of the admin/ecommerce feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { LazyScreen } from '@/components/screens';
import type { ecommerceAdminScreenNames } from './screenNames';

export const ecommerceAdminScreens = {
  ProductList: lazy(() => import('./ProductList')),
  ProductForm: lazy(() => import('./ProductForm')),
  ProductCategory: lazy(() => import('./ProductCategory')),
  ProductComment: lazy(() => import('./ProductComment')),
  Coupon: lazy(() => import('./Coupon')),
  Financial: lazy(() => import('./Financial')),
  AdminInvoiceList: lazy(() => import('./AdminInvoiceList')),
  AdminInvoiceView: lazy(() => import('./AdminInvoiceView')),
} satisfies Record<(typeof ecommerceAdminScreenNames)[number], LazyScreen>;

/** Screens of the admin/ecommerce feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const ecommerceAdminScreens: ScreenMap = {
  ProductList: lazy(() => import('./ProductList')),
  ProductForm: lazy(() => import('./ProductForm')),
  ProductCategory: lazy(() => import('./ProductCategory')),
  ProductComment: lazy(() => import('./ProductComment')),
  Coupon: lazy(() => import('./Coupon')),
  Financial: lazy(() => import('./Financial')),
  AdminInvoiceList: lazy(() => import('./AdminInvoiceList')),
  AdminInvoiceView: lazy(() => import('./AdminInvoiceView')),
};

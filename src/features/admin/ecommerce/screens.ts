/** Screens of the admin/ecommerce feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/app/router/types';

const NotBuilt = lazy(() => import('@/components/NotBuilt'));

export const ecommerceAdminScreens: ScreenMap = {
  ProductList: NotBuilt,
  ProductForm: NotBuilt,
  ProductCategory: NotBuilt,
  ProductComment: NotBuilt,
  Coupon: NotBuilt,
  Financial: lazy(() => import('./Financial')),
  AdminInvoiceList: lazy(() => import('./AdminInvoiceList')),
  AdminInvoiceView: lazy(() => import('./AdminInvoiceView')),
};

/** Screens of the invoice feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/app/router/types';

export const invoiceScreens: ScreenMap = {
  InvoiceList: lazy(() => import('./InvoiceList')),
  InvoiceView: lazy(() => import('./InvoiceView')),
};

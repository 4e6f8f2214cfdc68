/** Screens of the invoice feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const invoiceScreens: ScreenMap = {
  InvoiceList: lazy(() => import('./InvoiceList')),
  InvoiceView: lazy(() => import('./InvoiceView')),
};

/** Screens of the invoice feature, by the component names of the route tree. */
import { lazyScreen, type ScreenMap } from '@/components/screens';

export const invoiceScreens: ScreenMap = {
  InvoiceList: lazyScreen(() => import('./InvoiceList')),
  InvoiceView: lazyScreen(() => import('./InvoiceView')),
};

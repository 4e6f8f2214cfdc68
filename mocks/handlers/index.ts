import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { invoiceListHandlers } from './invoiceList';
import { siteHandlers } from './site';

/** Every mock handler; services append their arrays here. */
export const handlers = [...siteHandlers, ...authHandlers, ...cartHandlers, ...invoiceListHandlers];

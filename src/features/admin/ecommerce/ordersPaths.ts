/** Paths of the orders-and-money screens (they move to src/lib/paths.ts later). */
export const INVOICE_ADMIN_PATH = '/ecommerce-management/invoice';
export const invoiceAdminPath = (invoiceNumber: number | string) => `${INVOICE_ADMIN_PATH}/${invoiceNumber}`;
/** The customer's payment page of an invoice (site address + /invoice/{n}). */
export const paymentLink = (siteUrl: string, invoiceNumber: number | string) => `${siteUrl.replace(/\/+$/, '')}/invoice/${invoiceNumber}`;

/** The customer's payment page of an invoice (site address + /invoice/{n}), as staff copy it. */
export const paymentLink = (siteUrl: string, invoiceNumber: number | string) => `${siteUrl.replace(/\/+$/, '')}/invoice/${invoiceNumber}`;

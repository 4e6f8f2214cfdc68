/** The columns of the two financial spreadsheets (no exceljs here: the page imports this). */
export const INVOICE_COLUMNS = [
  'invoiceNumber', 'customer', 'courier', 'productPrice', 'shippingPrice', 'couponPrice', 'amount', 'deductionPrice',
  'additionalPrice', 'purePrice', 'shippingType', 'region', 'paymentAt',
] as const;
export const DAILY_COLUMNS = [
  'paymentDay', 'countInvoice', 'productPrice', 'shippingPrice', 'couponPrice', 'amount', 'deductionPrice', 'additionalPrice', 'purePrice',
] as const;

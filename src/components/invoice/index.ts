/**
 * The invoice sheet shared by the customer's invoice page and the admin invoice view: state labels,
 * the products card with the §9 breakdown, details, delivery, map and printing (A4 and receipt).
 */
export { ConditionTag, StepText, ShippingTypeText, localMobile, localDigits } from './labels';
export { ProductsCard, DetailsCard, DeliveryCard, InvoiceMap } from './InvoiceParts';
export { useInvoicePrinting, PrintableInvoice } from './InvoicePrint';

/**
 * The dashboard's chart answers (admin spec §7 "Dashboard charts") and the delivery-service credit.
 * The endpoints, the mock handlers and the contract check validate with the same schemas, so a chart
 * whose answer does not match shows its own error state (src/api/checked.ts).
 */
import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { numberishSchema } from './common';
import { userSummarySchema } from './user';

/** A calendar day of the Gregorian calendar, as the server groups by it. */
export const chartDateSchema = z.looseObject({
  year: numberishSchema,
  month: numberishSchema,
  day: numberishSchema,
});
export type ChartDate = z.infer<typeof chartDateSchema>;

/** file/type: how many files of each suffix. */
export const fileTypeCountSchema = z.looseObject({
  type: z.looseObject({ suffix: z.string() }),
  count: numberishSchema,
});
export type FileTypeCount = z.infer<typeof fileTypeCountSchema>;

/** file/day, post/day, invoice/day: one day's count (and, for payments, the amount in rial). */
export const dayCountSchema = z.looseObject({
  date: chartDateSchema,
  count: numberishSchema,
  amount: z.optional(numberishSchema),
});
export type DayCount = z.infer<typeof dayCountSchema>;

/** post/user: how many posts each author wrote. */
export const userCountSchema = z.looseObject({
  user: userSummarySchema,
  count: numberishSchema,
});
export type UserCount = z.infer<typeof userCountSchema>;

const invoiceChartProductSchema = z.looseObject({
  productsCount: numberishSchema,
  productsPrice: numberishSchema,
  productsDiscount: numberishSchema,
});

/** invoice/user: each user's paid invoices with what is needed to total them (spec §9). */
export const invoiceUserRowSchema = z.looseObject({
  user: userSummarySchema,
  invoices: z.array(
    z.looseObject({
      products: z.array(invoiceChartProductSchema),
      shippingPrice: numberishSchema,
      /** percent of the product subtotal */
      vat: numberishSchema,
    }),
  ),
});
export type InvoiceUserRow = z.infer<typeof invoiceUserRowSchema>;

/** alopeyk/credit: the delivery service's credit as it returns it (shown × 10, in rial). */
export const deliveryCreditSchema = z.looseObject({ credit: numberishSchema });
export type DeliveryCredit = z.infer<typeof deliveryCreditSchema>;

/**
 * shop/brands, shop/stores: products per brand, stock per store. The spec names no fields for them
 * and no screen reads them yet, so nothing is required of a row.
 */
export const namedCountSchema = z.looseObject({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  count: z.optional(numberishSchema),
});
export type NamedCount = z.infer<typeof namedCountSchema>;

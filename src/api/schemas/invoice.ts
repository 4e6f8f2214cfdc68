import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { deferred } from './deferred';
import {
  fileRefSchema,
  idSchema,
  isoDateSchema,
  latLngSchema,
  numberishSchema,
  refSchema,
  timestampsShape,
} from './common';
import { personShape, userAddressSchema } from './user';

/**
 * Shipping types in the order the shipping list returns them. The spec names the last three
 * (own courier, courier service, postal service) and says "the first two shipping types are always
 * disabled": the first two are legacy kinds (pickup in store, registered express post) that stay in
 * the map for old invoices but can no longer be chosen.
 */
export const SHIPPING_TYPES = ['IN_PERSON', 'POST_PISHTAZ', 'PERSONALPEYK', 'ALOPEYK', 'ALOPOST'] as const;
export const shippingTypeSchema = deferred(() => z.enum(SHIPPING_TYPES));
export type ShippingType = z.infer<typeof shippingTypeSchema>;

/** `shipping/list`: shipping type → price in rial, `null` when the type is not available. */
export const shippingPricesSchema = deferred(() => z.record(z.string(), z.nullable(numberishSchema)));
export type ShippingPrices = z.infer<typeof shippingPricesSchema>;

export const INVOICE_CONDITIONS = ['PAID', 'WAITING_PAYMENT', 'EXPIRED'] as const;
export const invoiceConditionSchema = deferred(() => z.enum(INVOICE_CONDITIONS));
export type InvoiceCondition = z.infer<typeof invoiceConditionSchema>;

export const INVOICE_STEPS = ['RECEIVE_ORDER', 'PREPARING', 'DELIVERY_COURIER', 'DELIVERY_CUSTOMER'] as const;
export const invoiceStepSchema = deferred(() => z.enum(INVOICE_STEPS));
export type InvoiceStep = z.infer<typeof invoiceStepSchema>;

/** Delivery statuses of the courier service (ALOPEYK). */
export const COURIER_STATUSES = [
  'NEW',
  'SEARCHING',
  'EXPIRED',
  'CANCELLED',
  'ACCEPTED',
  'PICKING',
  'DELIVERING',
  'DELIVERED',
  'FINISHED',
] as const;
export const courierStatusSchema = deferred(() => z.enum(COURIER_STATUSES));
export type CourierStatus = z.infer<typeof courierStatusSchema>;

export const PAYMENT_PROVIDERS = ['ZARINPAL', 'AYANDEH', 'PASARGAD'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const COUPON_STATUSES = ['USED', 'UNUSED', 'EXPIRED'] as const;
export const couponStatusSchema = deferred(() => z.enum(COUPON_STATUSES));
export type CouponStatus = z.infer<typeof couponStatusSchema>;

/** A cart line. Line price = (price − discount) × count. */
export const cartLineSchema = deferred(() => z.looseObject({
  product: z.looseObject({
    id: idSchema,
    alias: z.string(),
    name: z.string(),
    price: numberishSchema,
    discount: numberishSchema,
    files: z.array(fileRefSchema),
  }),
  /** `count`: the store's stock of the product (the cart's plus button stops there). */
  store: z.looseObject({ id: idSchema, name: z.string(), count: z.optional(numberishSchema) }),
  count: numberishSchema,
  createdAt: isoDateSchema,
}));
export type CartLine = z.infer<typeof cartLineSchema>;

/** One product line of an invoice (a snapshot taken when the invoice was created). */
export const invoiceProductSchema = deferred(() => z.looseObject({
  name: z.string(),
  alias: z.string(),
  productsCount: numberishSchema,
  productsPrice: numberishSchema,
  productsDiscount: numberishSchema,
}));
export type InvoiceProduct = z.infer<typeof invoiceProductSchema>;

export const invoiceCouponSchema = deferred(() => z.looseObject({
  code: z.string(),
  percent: numberishSchema,
  ceilingPrice: z.nullish(numberishSchema),
}));
export type InvoiceCoupon = z.infer<typeof invoiceCouponSchema>;

/** The invoice's owner as the customer's invoice names them (public spec §3: firstName, lastName, mobile, address). */
export const invoiceUserSchema = deferred(() => z.looseObject({
  id: z.optional(idSchema),
  ...personShape,
  address: z.nullish(userAddressSchema),
}));
export type InvoiceUser = z.infer<typeof invoiceUserSchema>;

/** The owner as staff see them (admin spec §3: id, firstName, lastName, email, mobile, roles, address). */
export const adminInvoiceUserSchema = deferred(() => z.extend(invoiceUserSchema, {
  roles: z.optional(z.array(z.union([z.string(), z.looseObject({ id: idSchema, name: z.string() })]))),
}));

export const courierInfoSchema = deferred(() => z.looseObject({
  id: z.optional(idSchema),
  ...personShape,
}));
export type CourierInfo = z.infer<typeof courierInfoSchema>;

export const invoiceStoreSchema = deferred(() => z.looseObject({
  id: z.optional(idSchema),
  name: z.optional(z.string()),
  location: z.nullish(latLngSchema),
}));

/**
 * An invoice as the customer reads it (`GET invoice/{invoiceNumber}` and the customer's list; public
 * spec §3 "Invoice": invoiceNumber, amount, condition, step, dates, products, vat, shipping, coupon,
 * stores, user). The record's id is not promised there; when it comes along it tags the cache.
 */
export const customerInvoiceSchema = deferred(() => z.looseObject({
  id: z.optional(idSchema),
  invoiceNumber: numberishSchema,
  amount: numberishSchema,
  condition: invoiceConditionSchema,
  step: invoiceStepSchema,
  createdAt: isoDateSchema,
  expireAt: z.nullish(isoDateSchema),
  paymentAt: z.nullish(isoDateSchema),
  products: z.array(invoiceProductSchema),
  vat: numberishSchema,
  shippingPrice: numberishSchema,
  /** One of SHIPPING_TYPES; kept open so a backend's new kinds do not break the client. */
  shippingType: z.string(),
  shippingDuration: z.nullish(numberishSchema),
  shippingStatus: z.nullish(z.string()),
  shippingCourierInfo: z.nullish(courierInfoSchema),
  shippingScreenshot: z.nullish(z.looseObject({ url: z.string() })),
  shippingPosition: z.nullish(latLngSchema),
  coupon: z.nullish(invoiceCouponSchema),
  stores: z.optional(z.array(invoiceStoreSchema)),
  user: z.nullish(invoiceUserSchema),
}));
export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>;

/**
 * An invoice as staff read it (admin spec §3 "Invoice"): the customer's fields and the id it is
 * edited, switched and deleted by, the amounts staff change, the flags and the payment's details.
 */
export const invoiceSchema = deferred(() => z.extend(customerInvoiceSchema, {
  id: idSchema,
  updatedAt: z.optional(isoDateSchema),
  shipping: z.nullish(z.looseObject({ information: z.nullish(z.looseObject({ id: z.optional(idSchema) })) })),
  couponPrice: z.nullish(numberishSchema),
  deductionPrice: z.nullish(numberishSchema),
  additionalPrice: z.nullish(numberishSchema),
  description: z.nullish(z.string()),
  user: z.nullish(adminInvoiceUserSchema),
  payment: z.optional(z.boolean()),
  publish: z.optional(z.boolean()),
  checkout: z.nullish(z.looseObject({
      payment: z.nullish(z.string()),
      information: z.nullish(z.looseObject({
          Authority: z.nullish(z.string()),
          RefNum: z.nullish(z.string()),
          ShaparakRefNumber: z.nullish(z.string()),
        })),
    })),
  paymentName: z.nullish(z.string()),
  paymentId: z.nullish(z.string()),
}));
export type Invoice = z.infer<typeof invoiceSchema>;

/** A discount coupon (5-digit code). `ceilingPrice` null means no cap. */
export const couponSchema = deferred(() => z.looseObject({
  id: idSchema,
  code: z.string(),
  percent: numberishSchema,
  ceilingPrice: z.nullish(numberishSchema),
  status: couponStatusSchema,
  expireAt: isoDateSchema,
  users: z.optional(z.array(refSchema)),
  user: z.nullish(refSchema),
  invoiceNumber: z.nullish(numberishSchema),
  couponPrice: z.nullish(numberishSchema),
  /** the message sent with it */
  message: z.nullish(z.string()),
  /** how it was sent: the email flag is the "email sent" column; SMS delivery is asked per row */
  send: z.nullish(z.looseObject({ email: z.nullish(z.boolean()), sms: z.nullish(z.boolean()) })),
  sendAt: z.nullish(isoDateSchema),
  ...timestampsShape,
}));
export type Coupon = z.infer<typeof couponSchema>;

/** GET coupon/statussmscoupon/{id}: the SMS delivery status of one coupon (null when unknown). */
export const couponSmsStatusSchema = deferred(() => z.looseObject({ deliveryStatus: z.nullish(z.string()) }));

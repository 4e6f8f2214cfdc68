import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod';
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
export const shippingTypeSchema = z.enum(SHIPPING_TYPES);
export type ShippingType = z.infer<typeof shippingTypeSchema>;

/** `shipping/list`: shipping type → price in rial, `null` when the type is not available. */
export const shippingPricesSchema = z.record(z.string(), numberishSchema.nullable());
export type ShippingPrices = z.infer<typeof shippingPricesSchema>;

export const INVOICE_CONDITIONS = ['PAID', 'WAITING_PAYMENT', 'EXPIRED'] as const;
export const invoiceConditionSchema = z.enum(INVOICE_CONDITIONS);
export type InvoiceCondition = z.infer<typeof invoiceConditionSchema>;

export const INVOICE_STEPS = ['RECEIVE_ORDER', 'PREPARING', 'DELIVERY_COURIER', 'DELIVERY_CUSTOMER'] as const;
export const invoiceStepSchema = z.enum(INVOICE_STEPS);
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
export const courierStatusSchema = z.enum(COURIER_STATUSES);
export type CourierStatus = z.infer<typeof courierStatusSchema>;

export const PAYMENT_PROVIDERS = ['ZARINPAL', 'AYANDEH', 'PASARGAD'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const COUPON_STATUSES = ['USED', 'UNUSED', 'EXPIRED'] as const;
export const couponStatusSchema = z.enum(COUPON_STATUSES);
export type CouponStatus = z.infer<typeof couponStatusSchema>;

/** A cart line. Line price = (price − discount) × count. */
export const cartLineSchema = z.looseObject({
  product: z.looseObject({
    id: idSchema,
    alias: z.string(),
    name: z.string(),
    price: numberishSchema,
    discount: numberishSchema,
    files: z.array(fileRefSchema),
  }),
  /** `count`: the store's stock of the product (the cart's plus button stops there). */
  store: z.looseObject({ id: idSchema, name: z.string(), count: numberishSchema.optional() }),
  count: numberishSchema,
  createdAt: isoDateSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** One product line of an invoice (a snapshot taken when the invoice was created). */
export const invoiceProductSchema = z.looseObject({
  name: z.string(),
  alias: z.string(),
  productsCount: numberishSchema,
  productsPrice: numberishSchema,
  productsDiscount: numberishSchema,
});
export type InvoiceProduct = z.infer<typeof invoiceProductSchema>;

export const invoiceCouponSchema = z.looseObject({
  code: z.string(),
  percent: numberishSchema,
  ceilingPrice: numberishSchema.nullish(),
});
export type InvoiceCoupon = z.infer<typeof invoiceCouponSchema>;

export const invoiceUserSchema = z.looseObject({
  id: idSchema.optional(),
  ...personShape,
  roles: z.array(z.union([z.string(), z.looseObject({ id: idSchema, name: z.string() })])).optional(),
  address: userAddressSchema.nullish(),
});
export type InvoiceUser = z.infer<typeof invoiceUserSchema>;

export const courierInfoSchema = z.looseObject({
  id: idSchema.optional(),
  ...personShape,
});
export type CourierInfo = z.infer<typeof courierInfoSchema>;

export const invoiceStoreSchema = z.looseObject({
  id: idSchema.optional(),
  name: z.string().optional(),
  location: latLngSchema.nullish(),
});

export const invoiceSchema = z.looseObject({
  id: idSchema,
  invoiceNumber: numberishSchema,
  amount: numberishSchema,
  condition: invoiceConditionSchema,
  step: invoiceStepSchema,
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema.optional(),
  expireAt: isoDateSchema.nullish(),
  paymentAt: isoDateSchema.nullish(),
  products: z.array(invoiceProductSchema),
  vat: numberishSchema,
  shippingPrice: numberishSchema,
  /** One of SHIPPING_TYPES; kept open so a backend's new kinds do not break the client. */
  shippingType: z.string(),
  shippingDuration: numberishSchema.nullish(),
  shippingStatus: z.string().nullish(),
  shippingCourierInfo: courierInfoSchema.nullish(),
  shipping: z.looseObject({ information: z.looseObject({ id: idSchema.optional() }).nullish() }).nullish(),
  shippingScreenshot: z.looseObject({ url: z.string() }).nullish(),
  shippingPosition: latLngSchema.nullish(),
  coupon: invoiceCouponSchema.nullish(),
  couponPrice: numberishSchema.nullish(),
  deductionPrice: numberishSchema.nullish(),
  additionalPrice: numberishSchema.nullish(),
  description: z.string().nullish(),
  stores: z.array(invoiceStoreSchema).optional(),
  user: invoiceUserSchema.nullish(),
  payment: z.boolean().optional(),
  publish: z.boolean().optional(),
  checkout: z
    .looseObject({
      payment: z.string().nullish(),
      information: z
        .looseObject({
          Authority: z.string().nullish(),
          RefNum: z.string().nullish(),
          ShaparakRefNumber: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
  paymentName: z.string().nullish(),
  paymentId: z.string().nullish(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * `GET invoice/{invoiceNumber}` as the customer reads it: the contract promises the invoice number,
 * amounts, dates, products, shipping, coupon, stores and user, not the record's id (only the admin
 * list, whose rows are edited by id, needs it).
 */
export const invoiceByNumberSchema = invoiceSchema.extend({ id: idSchema.optional() });
export type InvoiceByNumber = z.infer<typeof invoiceByNumberSchema>;

/** A discount coupon (5-digit code). `ceilingPrice` null means no cap. */
export const couponSchema = z.looseObject({
  id: idSchema,
  code: z.string(),
  percent: numberishSchema,
  ceilingPrice: numberishSchema.nullish(),
  status: couponStatusSchema,
  expireAt: isoDateSchema,
  users: z.array(refSchema).optional(),
  user: refSchema.nullish(),
  invoiceNumber: numberishSchema.nullish(),
  couponPrice: numberishSchema.nullish(),
  /** the message sent with it */
  message: z.string().nullish(),
  /** how it was sent: the email flag is the "email sent" column; SMS delivery is asked per row */
  send: z.looseObject({ email: z.boolean().nullish(), sms: z.boolean().nullish() }).nullish(),
  sendAt: isoDateSchema.nullish(),
  ...timestampsShape,
});
export type Coupon = z.infer<typeof couponSchema>;

/** GET coupon/statussmscoupon/{id}: the SMS delivery status of one coupon (null when unknown). */
export const couponSmsStatusSchema = z.looseObject({ deliveryStatus: z.string().nullish() });

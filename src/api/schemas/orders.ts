/** Request bodies of invoice administration and coupons (admin spec §5, §7); the mock validates with them. */
import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { idSchema } from './common';
import { VALIDATION_TEXT } from './requests';

/** Money fields hold at most 10 digits (spec §9). */
export const MONEY_MAX = 9_999_999_999;
export const INVOICE_DESCRIPTION_MAX = 900;
export const COUPON_MESSAGE_MAX = 200;

const money = (required: boolean) =>
  z.pipe(z.pipe(z.nullish(z.union([z.number(), z.string()])), z.transform((v) => (v == null || v === '' ? undefined : Number(v)))), required
        ? z.number({ error: VALIDATION_TEXT.required }).check(z.int(VALIDATION_TEXT.pattern), z.gte(0), z.lte(MONEY_MAX, VALIDATION_TEXT.pattern))
        : z.optional(z.number().check(z.int(VALIDATION_TEXT.pattern), z.gte(0), z.lte(MONEY_MAX, VALIDATION_TEXT.pattern))));

/** PUT invoice/{id}: the edit modal's body. */
export const invoiceEditRequestSchema = z.object({
  user: idSchema,
  shippingType: z.string().check(z.minLength(1, VALIDATION_TEXT.required)),
  /** courier user id; required for PERSONALPEYK once paid (checked against the invoice) */
  courier: z.nullish(idSchema),
  shippingPrice: money(true),
  deductionPrice: z.pipe(money(false), z.transform((v) => v ?? 0)),
  additionalPrice: z.pipe(money(false), z.transform((v) => v ?? 0)),
  description: z.nullish(z.string().check(z.maxLength(INVOICE_DESCRIPTION_MAX, VALIDATION_TEXT.max(INVOICE_DESCRIPTION_MAX)))),
  expireAt: z.string().check(z.minLength(1, VALIDATION_TEXT.required)),
});
export type InvoiceEditRequest = z.input<typeof invoiceEditRequestSchema>;

/** POST coupon: sent to users (empty = everyone), with the message and how to send it. */
export const couponRequestSchema = z.object({
  users: z.pipe(z.nullish(z.array(idSchema)), z.transform((v) => v ?? [])),
  percent: z.pipe(z.pipe(z.union([z.number(), z.string()]), z.transform(Number)), z.number().check(z.int(VALIDATION_TEXT.pattern), z.gte(1, VALIDATION_TEXT.min(1)), z.lte(100, VALIDATION_TEXT.pattern))),
  ceilingPrice: z.nullish(money(false)),
  code: z.pipe(z.pipe(z.nullish(z.union([z.number(), z.string()])), z.transform((v) => (v == null || v === '' ? undefined : String(v)))), z.optional(z.string().check(z.regex(/^\d{1,5}$/, VALIDATION_TEXT.pattern)))),
  message: z.string().check(z.trim(), z.minLength(1, VALIDATION_TEXT.required), z.maxLength(COUPON_MESSAGE_MAX, VALIDATION_TEXT.max(COUPON_MESSAGE_MAX))),
  /** how to send: email and/or SMS (a bare boolean means both or neither) */
  send: z.pipe(z.nullish(z.union([z.boolean(), z.object({ email: z.boolean(), sms: z.boolean() })])), z.transform((v) => (typeof v === 'object' && v ? v : { email: !!v, sms: !!v }))),
  sendAt: z.nullish(z.string()),
  expireAt: z.string().check(z.minLength(1, VALIDATION_TEXT.required)),
});
export type CouponRequest = z.input<typeof couponRequestSchema>;

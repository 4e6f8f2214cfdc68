/** Request bodies of invoice administration and coupons (admin spec §5, §7); the mock validates with them. */
import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod';
import { idSchema } from './common';
import { VALIDATION_TEXT } from './requests';

/** Money fields hold at most 10 digits (spec §9). */
export const MONEY_MAX = 9_999_999_999;
export const INVOICE_DESCRIPTION_MAX = 900;
export const COUPON_MESSAGE_MAX = 200;

const money = (required: boolean) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => (v == null || v === '' ? undefined : Number(v)))
    .pipe(
      required
        ? z.number({ error: VALIDATION_TEXT.required }).int(VALIDATION_TEXT.pattern).min(0).max(MONEY_MAX, VALIDATION_TEXT.pattern)
        : z.number().int(VALIDATION_TEXT.pattern).min(0).max(MONEY_MAX, VALIDATION_TEXT.pattern).optional(),
    );

/** PUT invoice/{id}: the edit modal's body. */
export const invoiceEditRequestSchema = z.object({
  user: idSchema,
  shippingType: z.string().min(1, VALIDATION_TEXT.required),
  /** courier user id; required for PERSONALPEYK once paid (checked against the invoice) */
  courier: idSchema.nullish(),
  shippingPrice: money(true),
  deductionPrice: money(false).transform((v) => v ?? 0),
  additionalPrice: money(false).transform((v) => v ?? 0),
  description: z.string().max(INVOICE_DESCRIPTION_MAX, VALIDATION_TEXT.max(INVOICE_DESCRIPTION_MAX)).nullish(),
  expireAt: z.string().min(1, VALIDATION_TEXT.required),
});
export type InvoiceEditRequest = z.input<typeof invoiceEditRequestSchema>;

/** POST coupon: sent to users (empty = everyone), with the message and how to send it. */
export const couponRequestSchema = z.object({
  users: z.array(idSchema).nullish().transform((v) => v ?? []),
  percent: z
    .union([z.number(), z.string()])
    .transform(Number)
    .pipe(z.number().int(VALIDATION_TEXT.pattern).min(1, VALIDATION_TEXT.min(1)).max(100, VALIDATION_TEXT.pattern)),
  ceilingPrice: money(false).nullish(),
  code: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => (v == null || v === '' ? undefined : String(v)))
    .pipe(z.string().regex(/^\d{1,5}$/, VALIDATION_TEXT.pattern).optional()),
  message: z.string().trim().min(1, VALIDATION_TEXT.required).max(COUPON_MESSAGE_MAX, VALIDATION_TEXT.max(COUPON_MESSAGE_MAX)),
  /** how to send: email and/or SMS (a bare boolean means both or neither) */
  send: z
    .union([z.boolean(), z.object({ email: z.boolean(), sms: z.boolean() })])
    .nullish()
    .transform((v) => (typeof v === 'object' && v ? v : { email: !!v, sms: !!v })),
  sendAt: z.string().nullish(),
  expireAt: z.string().min(1, VALIDATION_TEXT.required),
});
export type CouponRequest = z.input<typeof couponRequestSchema>;

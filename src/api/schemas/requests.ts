import { z } from 'zod';
import { idSchema } from './common';
import { invoiceConditionSchema, invoiceStepSchema } from './invoice';

/** The generic validation texts of the spec (§5); a field message is `{label} {text}`. */
export const VALIDATION_TEXT = {
  required: 'Can not be empty!',
  pattern: 'Does not match pattern.',
  email: 'Email is not valid.',
  max: (n: number) => `Must be at most ${n} characters.`,
  min: (n: number) => `Must be at least ${n}.`,
} as const;

/** Verification codes (SMS) and coupon codes are 5 characters; mobiles 10 digits (no leading 0). */
export const MOBILE_PATTERN = /^\d{10}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text field that may arrive as a number; trimmed; empty becomes undefined. */
const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? undefined : String(v).trim() || undefined));

const requiredText = (max?: number) =>
  z
    .union([z.string(), z.number()], { error: VALIDATION_TEXT.required })
    .transform((v) => String(v).trim())
    .pipe(
      max === undefined
        ? z.string().min(1, VALIDATION_TEXT.required)
        : z.string().min(1, VALIDATION_TEXT.required).max(max, VALIDATION_TEXT.max(max)),
    );

const positiveInt = z
  .union([z.number(), z.string()], { error: VALIDATION_TEXT.required })
  .transform(Number)
  .pipe(z.number().int(VALIDATION_TEXT.pattern).min(1, VALIDATION_TEXT.min(1)));

/** Fields every captcha-protected form sends. */
export const recaptchaShape = {
  recaptchaVersion: z.union([z.number(), z.string()]).nullish(),
  'g-recaptcha-response': z.string().nullish(),
};

/** Email mode sends `email`; mobile mode sends `country` + `mobile`. One of them is required. */
const identityShape = {
  email: optionalText,
  country: optionalText,
  /** leading zeros are dropped (the form strips them as typed) */
  mobile: optionalText.transform((v) => v?.replace(/^0+/, '') || undefined),
};

function checkIdentity(value: { email?: string; mobile?: string }, ctx: z.RefinementCtx) {
  if (value.email) {
    if (!EMAIL_PATTERN.test(value.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: VALIDATION_TEXT.email });
  } else if (!value.mobile) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: VALIDATION_TEXT.required });
  } else if (!MOBILE_PATTERN.test(value.mobile)) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: VALIDATION_TEXT.pattern });
  }
}

export const loginRequestSchema = z
  .object({
    ...identityShape,
    password: optionalText,
    code: optionalText,
    remember: z.boolean().nullish(),
    ...recaptchaShape,
  })
  .superRefine(checkIdentity);
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    ...identityShape,
    code: optionalText,
    ...recaptchaShape,
  })
  .superRefine(checkIdentity);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z
  .object({ ...identityShape, ...recaptchaShape })
  .superRefine(checkIdentity);
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** `token`: the reset token from the emailed link (email mode) or the SMS code (mobile mode). */
export const resetPasswordRequestSchema = z
  .object({
    token: requiredText(),
    ...identityShape,
    password: requiredText(100),
    ...recaptchaShape,
  })
  .superRefine(checkIdentity);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const sendEmailRequestSchema = z.object({
  name: requiredText(100),
  email: requiredText(200).pipe(z.string().regex(EMAIL_PATTERN, VALIDATION_TEXT.email)),
  subject: requiredText(200),
  message: requiredText(1000),
  ...recaptchaShape,
});
export type SendEmailRequest = z.input<typeof sendEmailRequestSchema>;

export const productCommentRequestSchema = z.object({
  comment: requiredText(1000),
  parent: idSchema.nullish(),
  product: requiredText(),
});
export type ProductCommentRequest = z.input<typeof productCommentRequestSchema>;

export const postCommentRequestSchema = z.object({
  comment: requiredText(1000),
  parent: idSchema.nullish(),
  post: requiredText(),
});
export type PostCommentRequest = z.input<typeof postCommentRequestSchema>;

/** `POST site/v1/product/list` and `post/list` body. */
export const siteListRequestSchema = z.object({
  search: optionalText,
  categories: z.array(idSchema).nullish(),
});
export type SiteListRequest = z.input<typeof siteListRequestSchema>;

/**
 * Add to cart. The admin product list sends only `{ product }`: the first store with stock and a
 * count of 1 are used then.
 */
export const cartAddRequestSchema = z.object({
  product: requiredText(),
  store: optionalText,
  count: positiveInt.optional(),
});
export type CartAddRequest = z.input<typeof cartAddRequestSchema>;

export const cartEditRequestSchema = z.object({
  product: requiredText(),
  store: requiredText(),
  count: positiveInt,
});
export type CartEditRequest = z.input<typeof cartEditRequestSchema>;

export const cartDeleteRequestSchema = z.object({
  product: requiredText(),
  store: requiredText(),
});
export type CartDeleteRequest = z.input<typeof cartDeleteRequestSchema>;

/** `[from, to]` as ISO strings; either end may be null (open). */
export const dateRangeSchema = z.tuple([z.string().nullable(), z.string().nullable()]);
export type DateRange = z.infer<typeof dateRangeSchema>;

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]);

/** `POST ecommercemanagement/v1/invoice/list` filters (also used by the financial report). */
export const invoiceListFilterSchema = z.object({
  users: z.array(idSchema).nullish(),
  publish: z.boolean().nullish(),
  payment: z.boolean().nullish(),
  condition: oneOrMany(invoiceConditionSchema).nullish(),
  step: oneOrMany(invoiceStepSchema).nullish(),
  shipping: oneOrMany(z.string()).nullish(),
  date: dateRangeSchema.nullish(),
  expireAt: dateRangeSchema.nullish(),
  invoiceNumber: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => (v == null || v === '' ? undefined : Number(v)))
    .pipe(z.number().int().min(1, VALIDATION_TEXT.min(1)).optional()),
});
export type InvoiceListFilter = z.input<typeof invoiceListFilterSchema>;

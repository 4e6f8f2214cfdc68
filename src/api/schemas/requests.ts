import './zodSetup'; // before any schema is built: no eval probe under the CSP
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
export const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? undefined : String(v).trim() || undefined));

/** A required text (a number is taken as its digits), trimmed, with an optional maximum length. */
export const requiredText = (max?: number) =>
  z
    .union([z.string(), z.number()], { error: VALIDATION_TEXT.required })
    .transform((v) => String(v).trim())
    .pipe(
      max === undefined
        ? z.string().min(1, VALIDATION_TEXT.required)
        : z.string().min(1, VALIDATION_TEXT.required).max(max, VALIDATION_TEXT.max(max)),
    );

/** A whole number of at least 1 (a numeric string is accepted). */
export const positiveInt = z
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
  /** false: orders staff have not opened yet (new orders) */
  view: z.boolean().nullish(),
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

// ---- dashboard: profile, password, settings, sessions, geocoding (issue 6) ----
import { isValidNationalCode } from '../../lib/validation';

const digitsText = (max?: number) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, VALIDATION_TEXT.pattern)
      .max(max ?? 100, VALIDATION_TEXT.max(max ?? 100))
      .optional(),
  );
const latLngBody = z.object({
  lat: z.union([z.number(), z.string()]).transform(Number).pipe(z.number().min(-90).max(90)),
  lng: z.union([z.number(), z.string()]).transform(Number).pipe(z.number().min(-180).max(180)),
});

/**
 * `PUT dashboard/v1/user/editUser/{id}` JSON part `user`. Names are required; the address fields are
 * checked when sent (the admin user edit may leave them out); the national code passes the checksum.
 */
export const editUserRequestSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  ...identityShape,
  nationalCode: optionalText.refine((v) => v === undefined || isValidNationalCode(v), VALIDATION_TEXT.pattern),
  birthAt: optionalText.refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), VALIDATION_TEXT.pattern),
  body: optionalText,
  province: optionalText,
  city: optionalText,
  /** null = the 'other regions' choice */
  region: idSchema.nullish(),
  location: latLngBody.nullish(),
  place: optionalText.pipe(z.string().max(200, VALIDATION_TEXT.max(200)).optional()),
  plaque: optionalText.pipe(z.string().max(20, VALIDATION_TEXT.max(20)).optional()),
  unit: digitsText(10),
  postalCode: digitsText(20),
  code: optionalText,
});
export type EditUserRequest = z.input<typeof editUserRequestSchema>;

export const changePasswordRequestSchema = z.object({
  password: requiredText(100),
  newPassword: requiredText(100),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const settingRequestSchema = z.object({ alopeyk: z.boolean(), alopost: z.boolean() });
export type SettingRequest = z.input<typeof settingRequestSchema>;

/** `POST dashboard/v1/user/token/list` filters (users: admins only). */
export const tokenListFilterSchema = z.object({ users: z.array(idSchema).nullish() });
export type TokenListFilter = z.input<typeof tokenListFilterSchema>;

/** `POST dashboard/v1/neshan/address` (reverse geocoding). */
export const reverseGeocodeRequestSchema = latLngBody;
export type ReverseGeocodeRequest = z.input<typeof reverseGeocodeRequestSchema>;

/** `POST dashboard/v1/neshan/direction`: two-wheeler distance between two points. */
export const directionRequestSchema = z.object({ origin: latLngBody, destination: latLngBody });
export type DirectionRequest = z.input<typeof directionRequestSchema>;

// ---- Reference data, routes and IP addresses (admin §5, issue 8) ----

const requiredRef = requiredText();
/** Up to `n` digits (money fields: 10). */
export const digitsUpTo = (n: number) =>
  z
    .union([z.number(), z.string()], { error: VALIDATION_TEXT.required })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, VALIDATION_TEXT.required).regex(new RegExp(`^\\d{1,${n}}$`), VALIDATION_TEXT.pattern))
    .transform(Number);
const decimal = z
  .union([z.number(), z.string()], { error: VALIDATION_TEXT.required })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^-?\d+(\.\d+)?$/, VALIDATION_TEXT.pattern))
  .transform(Number);
const latLngRequest = z.object({ lat: decimal, lng: decimal });

export const publishRequestSchema = z.object({ publish: z.boolean({ error: VALIDATION_TEXT.required }) });
export type PublishRequest = z.input<typeof publishRequestSchema>;

export const countryRequestSchema = z.object({ name: requiredText(100), callingCode: positiveInt });
export type CountryRequest = z.input<typeof countryRequestSchema>;

export const provinceRequestSchema = z.object({ name: requiredText(100), country: requiredRef });
export type ProvinceRequest = z.input<typeof provinceRequestSchema>;

export const cityRequestSchema = z.object({ name: requiredText(100), province: requiredRef, country: optionalText });
export type CityRequest = z.input<typeof cityRequestSchema>;

export const regionRequestSchema = z.object({
  name: requiredText(100),
  price: digitsUpTo(10),
  country: requiredRef,
  province: requiredRef,
  city: requiredRef,
  coordinates: z.array(latLngRequest, { error: VALIDATION_TEXT.required }).min(3, VALIDATION_TEXT.min(3)),
});
export type RegionRequest = z.input<typeof regionRequestSchema>;

export const storeRequestSchema = z.object({
  name: requiredText(100),
  store: positiveInt,
  country: optionalText,
  province: requiredRef,
  city: requiredRef,
  email: optionalText.pipe(z.string().regex(EMAIL_PATTERN, VALIDATION_TEXT.email).optional()),
  website: optionalText,
  tel: requiredText(100),
  mobile: requiredText(200),
  address: requiredText(300),
  plaque: requiredText(20),
  unit: positiveInt,
  addressMap: optionalText.pipe(z.string().max(300, VALIDATION_TEXT.max(300)).optional()),
  location: latLngRequest,
});
export type StoreRequest = z.input<typeof storeRequestSchema>;

export const brandRequestSchema = z.object({ name: requiredText(100), country: requiredRef });
export type BrandRequest = z.input<typeof brandRequestSchema>;

export const routeRequestSchema = z.object({
  name: optionalText,
  title: z.record(z.string(), requiredText(100)),
  alias: optionalText.pipe(z.string().max(100, VALIDATION_TEXT.max(100)).regex(/^[a-z0-9_-]*$/, VALIDATION_TEXT.pattern).optional()),
  dynamic: z.boolean().default(false),
  parent: idSchema.nullish(),
  type: z.enum(['ROUTE', 'AUTHENTICATED_ROUTE', 'UNAUTHENTICATED_ROUTE'], { error: VALIDATION_TEXT.required }),
  layout: z.enum(['SITE', 'DASHBOARD', 'NO_APP', 'PORTO_ECOMMERCE'], { error: VALIDATION_TEXT.required }),
  menu: z.array(z.string()).default([]),
  icon: optionalText.pipe(z.string().max(100, VALIDATION_TEXT.max(100)).optional()),
  style: z.record(z.string(), z.unknown()).default({}),
  isOpen: z.boolean().default(false),
  divider: z.boolean().default(true),
  breadcrumb: z.array(z.string()).default([]),
  link: z.boolean().default(true),
  position: positiveInt,
  enable: z.boolean().default(true),
  roles: z.array(z.string()).default([]),
  component: optionalText,
});
export type RouteRequest = z.input<typeof routeRequestSchema>;

/** Filters of the reference lists (all optional; `cities` is a list of city ids). */
export const referenceFilterSchema = z.looseObject({
  name: optionalText,
  callingCode: optionalText,
  country: optionalText,
  province: optionalText,
  city: optionalText,
  cities: z.array(idSchema).nullish(),
});
export type ReferenceFilter = z.input<typeof referenceFilterSchema>;

/** `POST ecommercemanagement/v1/ipaddress/list` filters: created date range. */
export const ipAddressFilterSchema = z.object({ createdAt: dateRangeSchema.nullish() });
export type IpAddressFilter = z.input<typeof ipAddressFilterSchema>;

// ---- cart, invoices and payment (issue 7) ----
/** Coupon codes are 5 characters (spec §5, §9). */
export const COUPON_CODE_LENGTH = 5;
const couponCode = optionalText.pipe(z.string().max(COUPON_CODE_LENGTH, VALIDATION_TEXT.max(COUPON_CODE_LENGTH)).optional());

/** `POST ecommercemanagement/v1/invoice`: staff {user, expireAt, code, shippingType}; customer {code, shippingType}. */
export const createInvoiceRequestSchema = z.object({
  user: optionalText,
  expireAt: optionalText.pipe(z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'Invalid date').optional()),
  code: couponCode,
  shippingType: requiredText(),
});
export type CreateInvoiceRequest = z.input<typeof createInvoiceRequestSchema>;

export const couponValidationRequestSchema = z.object({ code: requiredText(COUPON_CODE_LENGTH) });
export type CouponValidationRequest = z.input<typeof couponValidationRequestSchema>;

export const paymentRequestSchema = z.object({
  payment: z.enum(['ZARINPAL', 'AYANDEH', 'PASARGAD']),
  invoiceNumber: positiveInt,
});
export type PaymentRequestRequest = z.input<typeof paymentRequestSchema>;

export const paymentVerificationRequestSchema = z.object({
  invoiceNumber: positiveInt,
  State: optionalText,
  RefNum: optionalText,
  TransactionReferenceID: optionalText,
});
export type PaymentVerificationRequest = z.input<typeof paymentVerificationRequestSchema>;

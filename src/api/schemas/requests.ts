import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
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
export const optionalText = z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform((v) => (v == null ? undefined : String(v).trim() || undefined)));

/** A required text (a number is taken as its digits), trimmed, with an optional maximum length. */
export const requiredText = (max?: number) =>
  z.pipe(z.pipe(z.union([z.string(), z.number()], { error: VALIDATION_TEXT.required }), z.transform((v) => String(v).trim())), max === undefined
        ? z.string().check(z.minLength(1, VALIDATION_TEXT.required))
        : z.string().check(z.minLength(1, VALIDATION_TEXT.required), z.maxLength(max, VALIDATION_TEXT.max(max))));

/** A whole number of at least 1 (a numeric string is accepted). */
export const positiveInt = z.pipe(z.pipe(z.union([z.number(), z.string()], { error: VALIDATION_TEXT.required }), z.transform(Number)), z.number().check(z.int(VALIDATION_TEXT.pattern), z.gte(1, VALIDATION_TEXT.min(1))));

/** Fields every captcha-protected form sends. */
export const recaptchaShape = {
  recaptchaVersion: z.nullish(z.union([z.number(), z.string()])),
  'g-recaptcha-response': z.nullish(z.string()),
};

/** Email mode sends `email`; mobile mode sends `country` + `mobile`. One of them is required. */
const identityShape = {
  email: optionalText,
  country: optionalText,
  /** leading zeros are dropped (the form strips them as typed) */
  mobile: z.pipe(optionalText, z.transform((v) => v?.replace(/^0+/, '') || undefined)),
};

function checkIdentity(value: { email?: string; mobile?: string }, ctx: z.core.$RefinementCtx) {
  if (value.email) {
    if (!EMAIL_PATTERN.test(value.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: VALIDATION_TEXT.email });
  } else if (!value.mobile) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: VALIDATION_TEXT.required });
  } else if (!MOBILE_PATTERN.test(value.mobile)) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: VALIDATION_TEXT.pattern });
  }
}

export const loginRequestSchema = z.object({
    ...identityShape,
    password: optionalText,
    code: optionalText,
    remember: z.nullish(z.boolean()),
    ...recaptchaShape,
  }).check(z.superRefine(checkIdentity));
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    ...identityShape,
    code: optionalText,
    ...recaptchaShape,
  }).check(z.superRefine(checkIdentity));
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ ...identityShape, ...recaptchaShape }).check(z.superRefine(checkIdentity));
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** `token`: the reset token from the emailed link (email mode) or the SMS code (mobile mode). */
export const resetPasswordRequestSchema = z.object({
    token: requiredText(),
    ...identityShape,
    password: requiredText(100),
    ...recaptchaShape,
  }).check(z.superRefine(checkIdentity));
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const sendEmailRequestSchema = z.object({
  name: requiredText(100),
  email: z.pipe(requiredText(200), z.string().check(z.regex(EMAIL_PATTERN, VALIDATION_TEXT.email))),
  subject: requiredText(200),
  message: requiredText(1000),
  ...recaptchaShape,
});
export type SendEmailRequest = z.input<typeof sendEmailRequestSchema>;

export const productCommentRequestSchema = z.object({
  comment: requiredText(1000),
  parent: z.nullish(idSchema),
  product: requiredText(),
});
export type ProductCommentRequest = z.input<typeof productCommentRequestSchema>;

export const postCommentRequestSchema = z.object({
  comment: requiredText(1000),
  parent: z.nullish(idSchema),
  post: requiredText(),
});
export type PostCommentRequest = z.input<typeof postCommentRequestSchema>;

/** `POST site/v1/product/list` and `post/list` body. */
export const siteListRequestSchema = z.object({
  search: optionalText,
  categories: z.nullish(z.array(idSchema)),
});
export type SiteListRequest = z.input<typeof siteListRequestSchema>;

/**
 * Add to cart. The admin product list sends only `{ product }`: the first store with stock and a
 * count of 1 are used then.
 */
export const cartAddRequestSchema = z.object({
  product: requiredText(),
  store: optionalText,
  count: z.optional(positiveInt),
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
export const dateRangeSchema = z.tuple([z.nullable(z.string()), z.nullable(z.string())]);
export type DateRange = z.infer<typeof dateRangeSchema>;

const oneOrMany = <T extends z.ZodMiniType>(item: T) => z.union([item, z.array(item)]);

/** `POST ecommercemanagement/v1/invoice/list` filters (also used by the financial report). */
export const invoiceListFilterSchema = z.object({
  users: z.nullish(z.array(idSchema)),
  publish: z.nullish(z.boolean()),
  payment: z.nullish(z.boolean()),
  /** false: orders staff have not opened yet (new orders) */
  view: z.nullish(z.boolean()),
  condition: z.nullish(oneOrMany(invoiceConditionSchema)),
  step: z.nullish(oneOrMany(invoiceStepSchema)),
  shipping: z.nullish(oneOrMany(z.string())),
  date: z.nullish(dateRangeSchema),
  expireAt: z.nullish(dateRangeSchema),
  invoiceNumber: z.pipe(z.pipe(z.nullish(z.union([z.number(), z.string()])), z.transform((v) => (v == null || v === '' ? undefined : Number(v)))), z.optional(z.number().check(z.int(), z.gte(1, VALIDATION_TEXT.min(1))))),
});
export type InvoiceListFilter = z.input<typeof invoiceListFilterSchema>;

// ---- dashboard: profile, password, settings, sessions, geocoding ----
import { isValidNationalCode } from '../../lib/validation';

const digitsText = (max?: number) =>
  z.pipe(optionalText, z.optional(z.string().check(z.regex(/^\d+$/, VALIDATION_TEXT.pattern), z.maxLength(max ?? 100, VALIDATION_TEXT.max(max ?? 100)))));
const latLngBody = z.object({
  lat: z.pipe(z.pipe(z.union([z.number(), z.string()]), z.transform(Number)), z.number().check(z.gte(-90), z.lte(90))),
  lng: z.pipe(z.pipe(z.union([z.number(), z.string()]), z.transform(Number)), z.number().check(z.gte(-180), z.lte(180))),
});

/**
 * `PUT dashboard/v1/user/editUser/{id}` JSON part `user`. Names are required; the address fields are
 * checked when sent (the admin user edit may leave them out); the national code passes the checksum.
 */
export const editUserRequestSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  ...identityShape,
  nationalCode: optionalText.check(z.refine((v) => v === undefined || isValidNationalCode(v), VALIDATION_TEXT.pattern)),
  birthAt: optionalText.check(z.refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), VALIDATION_TEXT.pattern)),
  body: optionalText,
  province: optionalText,
  city: optionalText,
  /** null = the 'other regions' choice */
  region: z.nullish(idSchema),
  location: z.nullish(latLngBody),
  place: z.pipe(optionalText, z.optional(z.string().check(z.maxLength(200, VALIDATION_TEXT.max(200))))),
  plaque: z.pipe(optionalText, z.optional(z.string().check(z.maxLength(20, VALIDATION_TEXT.max(20))))),
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
export const tokenListFilterSchema = z.object({ users: z.nullish(z.array(idSchema)) });
export type TokenListFilter = z.input<typeof tokenListFilterSchema>;

/** `POST dashboard/v1/neshan/address` (reverse geocoding). */
export const reverseGeocodeRequestSchema = latLngBody;
export type ReverseGeocodeRequest = z.input<typeof reverseGeocodeRequestSchema>;

/** `POST dashboard/v1/neshan/direction`: two-wheeler distance between two points. */
export const directionRequestSchema = z.object({ origin: latLngBody, destination: latLngBody });
export type DirectionRequest = z.input<typeof directionRequestSchema>;

// ---- Reference data, routes and IP addresses (admin spec §5) ----

const requiredRef = requiredText();
/** Up to `n` digits (money fields: 10). */
export const digitsUpTo = (n: number) =>
  z.pipe(z.pipe(z.pipe(z.union([z.number(), z.string()], { error: VALIDATION_TEXT.required }), z.transform((v) => String(v).trim())), z.string().check(z.minLength(1, VALIDATION_TEXT.required), z.regex(new RegExp(`^\\d{1,${n}}$`), VALIDATION_TEXT.pattern))), z.transform(Number));
const decimal = z.pipe(z.pipe(z.pipe(z.union([z.number(), z.string()], { error: VALIDATION_TEXT.required }), z.transform((v) => String(v).trim())), z.string().check(z.regex(/^-?\d+(\.\d+)?$/, VALIDATION_TEXT.pattern))), z.transform(Number));
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
  coordinates: z.array(latLngRequest, { error: VALIDATION_TEXT.required }).check(z.minLength(3, VALIDATION_TEXT.min(3))),
});
export type RegionRequest = z.input<typeof regionRequestSchema>;

export const storeRequestSchema = z.object({
  name: requiredText(100),
  store: positiveInt,
  country: optionalText,
  province: requiredRef,
  city: requiredRef,
  email: z.pipe(optionalText, z.optional(z.string().check(z.regex(EMAIL_PATTERN, VALIDATION_TEXT.email)))),
  website: optionalText,
  tel: requiredText(100),
  mobile: requiredText(200),
  address: requiredText(300),
  plaque: requiredText(20),
  unit: positiveInt,
  addressMap: z.pipe(optionalText, z.optional(z.string().check(z.maxLength(300, VALIDATION_TEXT.max(300))))),
  location: latLngRequest,
});
export type StoreRequest = z.input<typeof storeRequestSchema>;

export const brandRequestSchema = z.object({ name: requiredText(100), country: requiredRef });
export type BrandRequest = z.input<typeof brandRequestSchema>;

export const routeRequestSchema = z.object({
  name: optionalText,
  title: z.record(z.string(), requiredText(100)),
  alias: z.pipe(optionalText, z.optional(z.string().check(z.maxLength(100, VALIDATION_TEXT.max(100)), z.regex(/^[a-z0-9_-]*$/, VALIDATION_TEXT.pattern)))),
  dynamic: z._default(z.boolean(), false),
  parent: z.nullish(idSchema),
  type: z.enum(['ROUTE', 'AUTHENTICATED_ROUTE', 'UNAUTHENTICATED_ROUTE'], { error: VALIDATION_TEXT.required }),
  layout: z.enum(['SITE', 'DASHBOARD', 'NO_APP', 'PORTO_ECOMMERCE'], { error: VALIDATION_TEXT.required }),
  menu: z._default(z.array(z.string()), []),
  icon: z.pipe(optionalText, z.optional(z.string().check(z.maxLength(100, VALIDATION_TEXT.max(100))))),
  style: z._default(z.record(z.string(), z.unknown()), {}),
  isOpen: z._default(z.boolean(), false),
  divider: z._default(z.boolean(), true),
  breadcrumb: z._default(z.array(z.string()), []),
  link: z._default(z.boolean(), true),
  position: positiveInt,
  enable: z._default(z.boolean(), true),
  roles: z._default(z.array(z.string()), []),
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
  cities: z.nullish(z.array(idSchema)),
});
export type ReferenceFilter = z.input<typeof referenceFilterSchema>;

/** `POST ecommercemanagement/v1/ipaddress/list` filters: created date range. */
export const ipAddressFilterSchema = z.object({ createdAt: z.nullish(dateRangeSchema) });
export type IpAddressFilter = z.input<typeof ipAddressFilterSchema>;

// ---- cart, invoices and payment ----
/** Coupon codes are 5 characters (spec §5, §9). */
export const COUPON_CODE_LENGTH = 5;
const couponCode = z.pipe(optionalText, z.optional(z.string().check(z.maxLength(COUPON_CODE_LENGTH, VALIDATION_TEXT.max(COUPON_CODE_LENGTH)))));

/** `POST ecommercemanagement/v1/invoice`: staff {user, expireAt, code, shippingType}; customer {code, shippingType}. */
export const createInvoiceRequestSchema = z.object({
  user: optionalText,
  expireAt: z.pipe(optionalText, z.optional(z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), 'Invalid date')))),
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

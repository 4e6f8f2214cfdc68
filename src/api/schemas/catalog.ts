/**
 * Request bodies and filters of the catalogue administration (admin spec §3, §5, §7: products,
 * product categories, product comments). The client forms, the mock handlers and the contract check
 * share them, so the mock refuses what the real backend would.
 */
import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { idSchema } from './common';
import { VALIDATION_TEXT, dateRangeSchema, digitsUpTo, optionalText, positiveInt, requiredText } from './requests';

/** Aliases (products, categories, posts): lowercase letters, digits, dash and underscore (spec §5). */
export const ALIAS_PATTERN = /^[a-z0-9_-]+$/;
/** Names, titles and aliases are at most 100 characters; a category caption 900; a reply 1000 (§9). */
export const CATALOG_LIMITS = { name: 100, alias: 100, caption: 900, money: 10, comment: 1000, filterText: 100 } as const;

const alias = z.pipe(requiredText(CATALOG_LIMITS.alias), z.string().check(z.regex(ALIAS_PATTERN, VALIDATION_TEXT.pattern)));
const idList = z.nullish(z.array(idSchema));
const maxText = (n: number) => z.pipe(optionalText, z.optional(z.string().check(z.maxLength(n, VALIDATION_TEXT.max(n)))));

/** A stock count: a whole number of 0 or more (a product may be out of stock). */
const stockCount = z.pipe(z.pipe(z.union([z.number(), z.string()], { error: VALIDATION_TEXT.required }), z.transform(Number)), z.number().check(z.int(VALIDATION_TEXT.pattern), z.gte(0, VALIDATION_TEXT.min(0))));

/** The discount: up to 10 digits; empty is "0" (spec §3: "discount defaults '0' on save"). */
const discount = z.pipe(z.pipe(z.pipe(z.nullish(z.union([z.number(), z.string()])), z.transform((v) => (v == null || String(v).trim() === '' ? '0' : String(v).trim()))), z.string().check(z.regex(/^\d{1,10}$/, VALIDATION_TEXT.pattern))), z.transform(Number));

/** A rich body: required, kept exactly as typed (scripts included; it is rendered only through SafeHtml). */
const richBody = z.string({ error: VALIDATION_TEXT.required }).check(z.refine((v) => v.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\b/i.test(v), VALIDATION_TEXT.required));

/**
 * The JSON part `product` of `POST/PUT ecommercemanagement/v1/product` (multipart). New products start
 * with show and buy on; `count` is the stock (0 allowed on the wire, the form asks for at least 1).
 */
export const productRequestSchema = z.object({
    name: requiredText(CATALOG_LIMITS.name),
    alias,
    price: digitsUpTo(CATALOG_LIMITS.money),
    discount,
    weight: positiveInt,
    count: stockCount,
    show: z._default(z.boolean(), true),
    buy: z._default(z.boolean(), true),
    position: positiveInt,
    categories: z._default(z.array(idSchema), []),
    brand: z.nullish(idSchema),
    body: richBody,
  }).check(z.superRefine((v, ctx) => {
    if (v.discount > v.price) ctx.addIssue({ code: 'custom', path: ['discount'], message: 'The discount cannot be more than the price.' });
  }));
export type ProductRequest = z.input<typeof productRequestSchema>;

/** The JSON part `category` of `POST/PUT ecommercemanagement/v1/productCategory` (multipart). */
export const productCategoryRequestSchema = z.object({
  title: requiredText(CATALOG_LIMITS.name),
  alias,
  show: z._default(z.boolean(), true),
  buy: z._default(z.boolean(), true),
  parent: z.nullish(idSchema),
  caption: maxText(CATALOG_LIMITS.caption),
  position: positiveInt,
});
export type ProductCategoryRequest = z.input<typeof productCategoryRequestSchema>;

/** `POST ecommercemanagement/v1/productcomment`: a staff reply, created already confirmed. */
export const productCommentReplySchema = z.object({
  comment: requiredText(CATALOG_LIMITS.comment),
  confirm: z._default(z.boolean(), true),
  parent: z.nullish(idSchema),
  product: requiredText(),
});
export type ProductCommentReply = z.input<typeof productCommentReplySchema>;

/** `POST ecommercemanagement/v1/product/list` filters: name, created range, brands, categories. */
export const productListFilterSchema = z.looseObject({
  name: maxText(CATALOG_LIMITS.filterText),
  createdAt: z.nullish(dateRangeSchema),
  brands: idList,
  categories: idList,
});
export type ProductListFilter = z.input<typeof productListFilterSchema>;

/** `POST ecommercemanagement/v1/productcomment/list` filters: comment text, created range, products, users. */
export const productCommentFilterSchema = z.looseObject({
  comment: maxText(CATALOG_LIMITS.filterText),
  createdAt: z.nullish(dateRangeSchema),
  products: idList,
  users: idList,
});
export type ProductCommentFilter = z.input<typeof productCommentFilterSchema>;

/** The in-place changes of a product and a comment. */
export const showRequestSchema = z.object({ show: z.boolean({ error: VALIDATION_TEXT.required }) });
export const buyRequestSchema = z.object({ buy: z.boolean({ error: VALIDATION_TEXT.required }) });
export const positionRequestSchema = z.object({ position: positiveInt });
export const confirmRequestSchema = z.object({ confirm: z.boolean({ error: VALIDATION_TEXT.required }) });

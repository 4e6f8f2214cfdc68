import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { deferred } from './deferred';
import {
  fileRefSchema,
  idSchema,
  isoDateSchema,
  namedRefSchema,
  numberishSchema,
  refSchema,
  timestampsShape,
} from './common';
import { authorSchema, userSummarySchema } from './user';
import { brandRefSchema } from './brand';

/**
 * A comment (on a product or a post) as the public site reads it (public spec §3 "Comment": id,
 * comment, parent, product or post, createdAt, user (firstName, lastName, file), nested replies in
 * `children`).
 */
export const commentSchema = deferred(() => z.looseObject({
  id: idSchema,
  comment: z.string(),
  parent: z.nullish(refSchema),
  product: z.nullish(refSchema),
  post: z.nullish(refSchema),
  user: z.nullish(authorSchema),
  createdAt: isoDateSchema,
  get children() {
    return z.optional(z.array(commentSchema));
  },
}));
export type Comment = z.infer<typeof commentSchema>;

/**
 * A comment as the admin comment lists read it (admin spec §3 "Product comment", "Post comment": id,
 * comment, user, product {name, alias} or post {title, alias}, confirm, createdAt, parent).
 */
export const adminCommentSchema = deferred(() => z.looseObject({
  id: idSchema,
  comment: z.string(),
  user: z.nullish(z.union([idSchema, userSummarySchema])),
  product: z.nullish(refSchema),
  post: z.nullish(refSchema),
  confirm: z.optional(z.boolean()),
  createdAt: isoDateSchema,
  parent: z.nullish(refSchema),
}));
export type AdminComment = z.infer<typeof adminCommentSchema>;

/** A category as a product carries it. */
export const categoryRefSchema = deferred(() => z.union([idSchema, namedRefSchema]));

const productShape = {
  id: idSchema,
  name: z.string(),
  alias: z.string(),
  price: numberishSchema,
  discount: numberishSchema,
  buy: z.boolean(),
  count: numberishSchema,
  files: z.array(fileRefSchema),
  categories: z.array(categoryRefSchema),
  brand: z.nullish(z.union([idSchema, brandRefSchema])),
  body: z.nullish(z.string()),
};

/**
 * A product as the public site reads it (public spec §3 "Product (public)": id, name, alias, price,
 * discount, buy, count, files, categories, brand (name), body, comments). `count` is the total stock.
 */
export const productSchema = deferred(() => z.looseObject({
  ...productShape,
  comments: z.optional(z.array(commentSchema)),
  ...timestampsShape,
}));
export type Product = z.infer<typeof productSchema>;

/** A product as admin screens read it (admin spec §3 "Product"): every flag and audit field present. */
export const adminProductSchema = deferred(() => z.looseObject({
  ...productShape,
  weight: numberishSchema,
  show: z.boolean(),
  publish: z.boolean(),
  position: numberishSchema,
  hits: numberishSchema,
  user: z.nullish(z.union([idSchema, userSummarySchema])),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
}));
export type AdminProduct = z.infer<typeof adminProductSchema>;

/**
 * A node of the product category tree as the public site reads it (public spec §3 "Category": id,
 * title, alias, caption, buy, files, position, products, child categories); `products` is the number
 * of products in it (and below).
 */
export const productCategorySchema = deferred(() => z.looseObject({
  id: idSchema,
  title: z.string(),
  alias: z.string(),
  caption: z.nullish(z.string()),
  buy: z.optional(z.boolean()),
  files: z.optional(z.array(fileRefSchema)),
  position: numberishSchema,
  products: z.optional(numberishSchema),
  createdAt: z.optional(isoDateSchema),
  updatedAt: z.optional(isoDateSchema),
  get children() {
    return z.optional(z.array(productCategorySchema));
  },
}));
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** A product category as the admin tree and form read it (admin spec §3 "Product category"). */
export const adminProductCategorySchema = deferred(() => z.extend(productCategorySchema, {
  show: z.optional(z.boolean()),
  parent: z.nullish(refSchema),
}));
export type AdminProductCategory = z.infer<typeof adminProductCategorySchema>;

import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import {
  fileRefSchema,
  idSchema,
  isoDateSchema,
  namedRefSchema,
  numberishSchema,
  refSchema,
  timestampsShape,
} from './common';
import { authorSchema } from './user';
import { brandRefSchema } from './brand';

/** A comment (on a product or a post) with its nested replies in `children`. */
export const commentSchema = z.looseObject({
  id: idSchema,
  comment: z.string(),
  parent: z.nullish(refSchema),
  product: z.nullish(refSchema),
  post: z.nullish(refSchema),
  confirm: z.optional(z.boolean()),
  user: z.nullish(authorSchema),
  createdAt: isoDateSchema,
  updatedAt: z.optional(isoDateSchema),
  get children() {
    return z.optional(z.array(commentSchema));
  },
});
export type Comment = z.infer<typeof commentSchema>;

/** A category as a product carries it. */
export const categoryRefSchema = z.union([idSchema, namedRefSchema]);

/** A product as the public site reads it. `count` is the total stock. */
export const productSchema = z.looseObject({
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
  comments: z.optional(z.array(commentSchema)),
  show: z.optional(z.boolean()),
  publish: z.optional(z.boolean()),
  weight: z.optional(numberishSchema),
  position: z.optional(numberishSchema),
  hits: z.optional(numberishSchema),
  user: z.nullish(z.union([idSchema, authorSchema])),
  ...timestampsShape,
});
export type Product = z.infer<typeof productSchema>;

/** A product as admin screens read it: every flag and audit field present. */
export const adminProductSchema = z.extend(productSchema, {
  weight: numberishSchema,
  show: z.boolean(),
  publish: z.boolean(),
  position: numberishSchema,
  hits: numberishSchema,
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A node of the product category tree; `products` is the number of products in it (and below). */
export const productCategorySchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  alias: z.string(),
  caption: z.nullish(z.string()),
  show: z.optional(z.boolean()),
  buy: z.optional(z.boolean()),
  files: z.optional(z.array(fileRefSchema)),
  position: numberishSchema,
  parent: z.nullish(refSchema),
  products: z.optional(numberishSchema),
  createdAt: z.optional(isoDateSchema),
  updatedAt: z.optional(isoDateSchema),
  get children() {
    return z.optional(z.array(productCategorySchema));
  },
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

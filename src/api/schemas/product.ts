import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod';
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
  parent: refSchema.nullish(),
  product: refSchema.nullish(),
  post: refSchema.nullish(),
  confirm: z.boolean().optional(),
  user: authorSchema.nullish(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema.optional(),
  get children() {
    return z.array(commentSchema).optional();
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
  brand: z.union([idSchema, brandRefSchema]).nullish(),
  body: z.string().nullish(),
  comments: z.array(commentSchema).optional(),
  show: z.boolean().optional(),
  publish: z.boolean().optional(),
  weight: numberishSchema.optional(),
  position: numberishSchema.optional(),
  hits: numberishSchema.optional(),
  user: z.union([idSchema, authorSchema]).nullish(),
  ...timestampsShape,
});
export type Product = z.infer<typeof productSchema>;

/** A product as admin screens read it: every flag and audit field present. */
export const adminProductSchema = productSchema.extend({
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
  caption: z.string().nullish(),
  show: z.boolean().optional(),
  buy: z.boolean().optional(),
  files: z.array(fileRefSchema).optional(),
  position: numberishSchema,
  parent: refSchema.nullish(),
  products: numberishSchema.optional(),
  createdAt: isoDateSchema.optional(),
  updatedAt: isoDateSchema.optional(),
  get children() {
    return z.array(productCategorySchema).optional();
  },
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

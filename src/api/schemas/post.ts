import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { fileRefSchema, idSchema, isoDateSchema, namedRefSchema, numberishSchema, refSchema, timestampsShape } from './common';
import { authorSchema, userSummarySchema } from './user';
import { adminCommentSchema, commentSchema } from './product';

/**
 * A node of the post category tree as the blog reads it (public spec §2: a category tree with post
 * counts); `posts` is the number of posts in it (and below).
 */
export const postCategorySchema = deferred(() => z.looseObject({
  id: idSchema,
  title: z.string(),
  alias: z.string(),
  position: z.optional(numberishSchema),
  posts: z.optional(numberishSchema),
  createdAt: z.optional(isoDateSchema),
  updatedAt: z.optional(isoDateSchema),
  get children() {
    return z.optional(z.array(postCategorySchema));
  },
}));
export type PostCategory = z.infer<typeof postCategorySchema>;

/** A post category as the admin tree and form read it (admin spec §3 "Post category": id, title, alias, parent, nested categories, posts). */
export const adminPostCategorySchema = deferred(() => z.extend(postCategorySchema, {
  parent: z.nullish(refSchema),
}));
export type AdminPostCategory = z.infer<typeof adminPostCategorySchema>;

const postShape = {
  id: idSchema,
  alias: z.string(),
  title: z.string(),
  body: z.nullish(z.string()),
  files: z.array(fileRefSchema),
  categories: z.array(z.union([idSchema, namedRefSchema])),
  hits: numberishSchema,
};

/**
 * A blog post as the blog reads it (public spec §3 "Post": id, alias, title, body, files, categories,
 * user, comments, hits, createdAt). The post page's `comments` are the comments (nested replies in
 * `children`); a list may send them as ids: a list card only counts them.
 */
export const postSchema = deferred(() => z.looseObject({
  ...postShape,
  user: z.nullish(z.union([idSchema, authorSchema])),
  comments: z.optional(z.array(z.union([idSchema, commentSchema]))),
  ...timestampsShape,
}));
export type Post = z.infer<typeof postSchema>;

/** A post as the admin screens read it (admin spec §3 "Post": id, title, alias, body, files, categories, user, hits, publish, createdAt, updatedAt). */
export const adminPostSchema = deferred(() => z.looseObject({
  ...postShape,
  user: z.nullish(z.union([idSchema, userSummarySchema])),
  publish: z.optional(z.boolean()),
  ...timestampsShape,
}));
export type AdminPost = z.infer<typeof adminPostSchema>;

/** Post comments in the admin list share the admin comment shape (`post` instead of `product`). */
export const postCommentSchema = adminCommentSchema;
export type PostComment = z.infer<typeof postCommentSchema>;


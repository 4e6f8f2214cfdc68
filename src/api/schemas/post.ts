import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { fileRefSchema, idSchema, isoDateSchema, namedRefSchema, numberishSchema, refSchema, timestampsShape } from './common';
import { authorSchema } from './user';
import { commentSchema } from './product';

/** A node of the post category tree; `posts` is the number of posts in it (and below). */
export const postCategorySchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  alias: z.string(),
  parent: z.nullish(refSchema),
  position: z.optional(numberishSchema),
  posts: z.optional(numberishSchema),
  createdAt: z.optional(isoDateSchema),
  updatedAt: z.optional(isoDateSchema),
  get children() {
    return z.optional(z.array(postCategorySchema));
  },
});
export type PostCategory = z.infer<typeof postCategorySchema>;

/** A blog post. Lists carry `commentsCount`; the post page carries `comments` (nested). */
export const postSchema = z.looseObject({
  id: idSchema,
  alias: z.string(),
  title: z.string(),
  body: z.nullish(z.string()),
  files: z.array(fileRefSchema),
  categories: z.array(z.union([idSchema, namedRefSchema])),
  user: z.nullish(z.union([idSchema, authorSchema])),
  hits: numberishSchema,
  publish: z.optional(z.boolean()),
  comments: z.optional(z.array(commentSchema)),
  commentsCount: z.optional(numberishSchema),
  ...timestampsShape,
});
export type Post = z.infer<typeof postSchema>;

/** Post comments share the comment shape (`post` instead of `product`). */
export const postCommentSchema = commentSchema;
export type PostComment = z.infer<typeof postCommentSchema>;

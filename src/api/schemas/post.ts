import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod';
import { fileRefSchema, idSchema, isoDateSchema, namedRefSchema, numberishSchema, refSchema, timestampsShape } from './common';
import { authorSchema } from './user';
import { commentSchema } from './product';

/** A node of the post category tree; `posts` is the number of posts in it (and below). */
export const postCategorySchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  alias: z.string(),
  parent: refSchema.nullish(),
  position: numberishSchema.optional(),
  posts: numberishSchema.optional(),
  createdAt: isoDateSchema.optional(),
  updatedAt: isoDateSchema.optional(),
  get children() {
    return z.array(postCategorySchema).optional();
  },
});
export type PostCategory = z.infer<typeof postCategorySchema>;

/** A blog post. Lists carry `commentsCount`; the post page carries `comments` (nested). */
export const postSchema = z.looseObject({
  id: idSchema,
  alias: z.string(),
  title: z.string(),
  body: z.string().nullish(),
  files: z.array(fileRefSchema),
  categories: z.array(z.union([idSchema, namedRefSchema])),
  user: z.union([idSchema, authorSchema]).nullish(),
  hits: numberishSchema,
  publish: z.boolean().optional(),
  comments: z.array(commentSchema).optional(),
  commentsCount: numberishSchema.optional(),
  ...timestampsShape,
});
export type Post = z.infer<typeof postSchema>;

/** Post comments share the comment shape (`post` instead of `product`). */
export const postCommentSchema = commentSchema;
export type PostComment = z.infer<typeof postCommentSchema>;

import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, numberishSchema, refSchema, timestampsShape } from './common';
import { roleSchema, userSummarySchema } from './user';

/** File kind (`name`, e.g. image, document) and format (`suffix`, e.g. jpg, pdf). */
export const fileExtensionSchema = z.looseObject({ name: z.string(), suffix: z.string() });
export type FileExtension = z.infer<typeof fileExtensionSchema>;

/** A stored file. `size` is in bytes. When `auth` is on only `users`/`roles` may read it (empty = all). */
export const fileInfoSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  alias: z.nullish(z.string()),
  directory: z.nullish(refSchema),
  extension: fileExtensionSchema,
  size: numberishSchema,
  auth: z.boolean(),
  users: z.optional(z.array(z.union([idSchema, userSummarySchema]))),
  roles: z.optional(z.array(z.union([idSchema, roleSchema]))),
  ...timestampsShape,
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

/** A node of the directory tree; `files` is the number of files directly in it. */
export const directorySchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  parent: z.nullish(refSchema),
  files: z.optional(numberishSchema),
  createdAt: z.optional(isoDateSchema),
  updatedAt: z.optional(isoDateSchema),
  get children() {
    return z.optional(z.array(directorySchema));
  },
});
export type Directory = z.infer<typeof directorySchema>;

import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod';
import { idSchema, isoDateSchema, numberishSchema, refSchema, timestampsShape } from './common';
import { roleSchema, userSummarySchema } from './user';

/** File kind (`name`, e.g. image, document) and format (`suffix`, e.g. jpg, pdf). */
export const fileExtensionSchema = z.looseObject({ name: z.string(), suffix: z.string() });
export type FileExtension = z.infer<typeof fileExtensionSchema>;

/** A stored file. `size` is in bytes. When `auth` is on only `users`/`roles` may read it (empty = all). */
export const fileInfoSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  alias: z.string().nullish(),
  directory: refSchema.nullish(),
  extension: fileExtensionSchema,
  size: numberishSchema,
  auth: z.boolean(),
  users: z.array(z.union([idSchema, userSummarySchema])).optional(),
  roles: z.array(z.union([idSchema, roleSchema])).optional(),
  ...timestampsShape,
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

/** A node of the directory tree; `files` is the number of files directly in it. */
export const directorySchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  parent: refSchema.nullish(),
  files: numberishSchema.optional(),
  createdAt: isoDateSchema.optional(),
  updatedAt: isoDateSchema.optional(),
  get children() {
    return z.array(directorySchema).optional();
  },
});
export type Directory = z.infer<typeof directorySchema>;

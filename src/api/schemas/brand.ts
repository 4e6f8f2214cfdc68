import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { fileRefSchema, idSchema, refSchema, timestampsShape } from './common';

export const brandSchema = deferred(() => z.looseObject({
  id: idSchema,
  name: z.string(),
  country: z.nullish(refSchema),
  publish: z.optional(z.boolean()),
  files: z.optional(z.array(fileRefSchema)),
  ...timestampsShape,
}));
export type Brand = z.infer<typeof brandSchema>;

/** A brand as a product carries it (`brand.name`). */
export const brandRefSchema = deferred(() => z.looseObject({ id: idSchema, name: z.string() }));
export type BrandRef = z.infer<typeof brandRefSchema>;

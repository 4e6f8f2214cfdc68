import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod';
import { fileRefSchema, idSchema, refSchema, timestampsShape } from './common';

export const brandSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  country: refSchema.nullish(),
  publish: z.boolean().optional(),
  files: z.array(fileRefSchema).optional(),
  ...timestampsShape,
});
export type Brand = z.infer<typeof brandSchema>;

/** A brand as a product carries it (`brand.name`). */
export const brandRefSchema = z.looseObject({ id: idSchema, name: z.string() });
export type BrandRef = z.infer<typeof brandRefSchema>;

import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { idSchema, isoDateSchema } from './common';

/** A visitor IP address and when it was seen. */
export const ipAddressSchema = z.looseObject({
  id: idSchema,
  ip: z.string(),
  createdAt: isoDateSchema,
});
export type IpAddress = z.infer<typeof ipAddressSchema>;

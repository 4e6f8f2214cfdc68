import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { idSchema, isoDateSchema } from './common';

/**
 * A visitor IP address and when it was seen (admin spec §3 "IP address": ip, createdAt). The spec
 * promises no id; the list keys its rows by one, so a row without it is keyed by its address and time.
 */
export const ipAddressSchema = z.pipe(
  z.looseObject({
    id: z.optional(idSchema),
    ip: z.string(),
    createdAt: isoDateSchema,
  }),
  z.transform((row) => ({ ...row, id: row.id ?? `${row.ip}@${row.createdAt}` })),
);
export type IpAddress = z.infer<typeof ipAddressSchema>;

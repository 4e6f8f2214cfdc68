/**
 * Row schemas the big-answer worker (src/api/bigAnswer.worker.ts) checks rows with, by key: an
 * endpoint of a list that can be big names its key (`checkedPaged(schema, 'invoice')`,
 * src/api/list.ts) and the worker checks each row against `ROW_SCHEMAS[key]` before it posts it, so
 * the page does not spend its own time on the check. The page trusts such rows only when the key it
 * asked for is the key of the schema its endpoint declares (src/api/checked.ts `checkedRows`).
 */
import { invoiceSchema } from './invoice';
import { ipAddressSchema } from './ipaddress';
import { userSchema } from './user';

export const ROW_SCHEMAS = {
  invoice: invoiceSchema,
  user: userSchema,
  ipAddress: ipAddressSchema,
} as const;

export type RowsKey = keyof typeof ROW_SCHEMAS;

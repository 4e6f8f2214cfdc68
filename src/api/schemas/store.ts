import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod';
import { idSchema, latLngSchema, numberishSchema, refSchema, timestampsShape } from './common';

/**
 * A store (branch). `site/v1/shop/stores/full` sends the contact subset
 * (id, name, email, website, mobile, address, addressMap, location); admin screens send everything.
 * `mobile` is a comma-separated list of numbers.
 */
export const storeSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  store: numberishSchema.optional(),
  country: refSchema.nullish(),
  province: refSchema.nullish(),
  city: refSchema.nullish(),
  email: z.string().nullish(),
  website: z.string().nullish(),
  tel: z.string().nullish(),
  mobile: z.string().nullish(),
  address: z.string().nullish(),
  plaque: z.union([z.string(), z.number()]).nullish(),
  unit: z.union([z.string(), z.number()]).nullish(),
  location: latLngSchema.nullish(),
  addressMap: z.string().nullish(),
  publish: z.boolean().optional(),
  ...timestampsShape,
});
export type Store = z.infer<typeof storeSchema>;

/** `site/v1/shop/stores/{product}`: the stock of one product in each store. */
export const storeStockSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  count: numberishSchema,
});
export type StoreStock = z.infer<typeof storeStockSchema>;

import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { idSchema, latLngSchema, numberishSchema, refSchema, timestampsShape } from './common';

/**
 * A store (branch). `site/v1/shop/stores/full` sends the contact subset
 * (id, name, email, website, mobile, address, addressMap, location); admin screens send everything.
 * `mobile` is a comma-separated list of numbers.
 */
export const storeSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  store: z.optional(numberishSchema),
  country: z.nullish(refSchema),
  province: z.nullish(refSchema),
  city: z.nullish(refSchema),
  email: z.nullish(z.string()),
  website: z.nullish(z.string()),
  tel: z.nullish(z.string()),
  mobile: z.nullish(z.string()),
  address: z.nullish(z.string()),
  plaque: z.nullish(z.union([z.string(), z.number()])),
  unit: z.nullish(z.union([z.string(), z.number()])),
  location: z.nullish(latLngSchema),
  addressMap: z.nullish(z.string()),
  publish: z.optional(z.boolean()),
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

import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { idSchema, latLngSchema, numberishSchema, refSchema, timestampsShape } from './common';

/**
 * A store's contact details as `site/v1/shop/stores/full` promises them (public spec §3: id, name,
 * email, website, mobile, address, addressMap, location; its province and city as the stores list sends them); `mobile` (and `tel`, which the contact
 * plugin names) is a comma-separated list of numbers. The contact page and the footer read it.
 */
export const storeContactSchema = deferred(() => z.looseObject({
  id: idSchema,
  name: z.string(),
  email: z.nullish(z.string()),
  website: z.nullish(z.string()),
  tel: z.nullish(z.string()),
  mobile: z.nullish(z.string()),
  address: z.nullish(z.string()),
  location: z.nullish(latLngSchema),
  addressMap: z.nullish(z.string()),
  /**
   * The store's province and city, when the list sends them populated with their names: the address
   * line names them (src/lib/address.ts storeAddress). Not promised by the spec, so read tolerantly:
   * an id, a name without an id, or nothing.
   */
  province: z.nullish(z.union([idSchema, z.looseObject({ name: z.optional(z.string()) })])),
  city: z.nullish(z.union([idSchema, z.looseObject({ name: z.optional(z.string()) })])),
}));
export type StoreContact = z.infer<typeof storeContactSchema>;

/** A store (branch) as the admin screens read it (admin spec §3 "Store"), with the id it is edited by. */
export const storeSchema = deferred(() => z.extend(storeContactSchema, {
  store: z.optional(numberishSchema),
  province: z.nullish(refSchema),
  city: z.nullish(refSchema),
  plaque: z.nullish(z.union([z.string(), z.number()])),
  unit: z.nullish(z.union([z.string(), z.number()])),
  publish: z.optional(z.boolean()),
  ...timestampsShape,
}));
export type Store = z.infer<typeof storeSchema>;

/** `site/v1/shop/stores/{product}`: the stock of one product in each store. */
export const storeStockSchema = deferred(() => z.looseObject({
  id: idSchema,
  name: z.string(),
  count: numberishSchema,
}));
export type StoreStock = z.infer<typeof storeStockSchema>;

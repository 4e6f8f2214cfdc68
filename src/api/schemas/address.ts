import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { idSchema, latLngSchema, numberishSchema, refSchema, timestampsShape } from './common';

export const countrySchema = deferred(() => z.looseObject({
  id: idSchema,
  name: z.string(),
  callingCode: numberishSchema,
  publish: z.optional(z.boolean()),
  ...timestampsShape,
}));
export type Country = z.infer<typeof countrySchema>;

/** A province or a city as the address lists give them (`dashboard/v1/address/provinces|cities/{id}`: id, name). */
export const placeSchema = deferred(() => z.looseObject({
  id: idSchema,
  name: z.string(),
}));
export type Place = z.infer<typeof placeSchema>;

/** A province as the admin screens read it (admin spec §3: id, name, country, publish). */
export const provinceSchema = deferred(() => z.extend(placeSchema, {
  country: z.nullish(refSchema),
  publish: z.optional(z.boolean()),
  ...timestampsShape,
}));
export type Province = z.infer<typeof provinceSchema>;

/** A city as the admin screens read it (admin spec §3: id, name, country, province, publish). */
export const citySchema = deferred(() => z.extend(placeSchema, {
  country: z.nullish(refSchema),
  province: z.nullish(refSchema),
  publish: z.optional(z.boolean()),
  ...timestampsShape,
}));
export type City = z.infer<typeof citySchema>;

/** A delivery region as the address lists give it (`dashboard/v1/address/regions/{cityId}`: id, name, coordinates polygon). */
export const regionAreaSchema = deferred(() => z.looseObject({
  id: idSchema,
  name: z.string(),
  coordinates: z.array(latLngSchema),
}));
export type RegionArea = z.infer<typeof regionAreaSchema>;

/** A delivery region as the admin screens read it: a polygon inside a city, with the shipping price (rial) of the own courier. */
export const regionSchema = deferred(() => z.extend(regionAreaSchema, {
  price: z.nullish(numberishSchema),
  country: z.nullish(refSchema),
  province: z.nullish(refSchema),
  city: z.nullish(refSchema),
  publish: z.optional(z.boolean()),
  ...timestampsShape,
}));
export type Region = z.infer<typeof regionSchema>;

export const locationSuggestionSchema = deferred(() => z.looseObject({
  title: z.string(),
  lat: numberishSchema,
  lng: numberishSchema,
}));
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

/** Reverse geocoding result: names, not ids (the client matches them against its lists). */
export const reverseGeocodeSchema = deferred(() => z.looseObject({
  province: z.nullish(z.string()),
  city: z.nullish(z.string()),
  address: z.nullish(z.string()),
}));
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;


import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { idSchema, latLngSchema, numberishSchema, refSchema, timestampsShape } from './common';

export const countrySchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  callingCode: numberishSchema,
  publish: z.optional(z.boolean()),
  ...timestampsShape,
});
export type Country = z.infer<typeof countrySchema>;

export const provinceSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  country: z.nullish(refSchema),
  publish: z.optional(z.boolean()),
  ...timestampsShape,
});
export type Province = z.infer<typeof provinceSchema>;

export const citySchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  country: z.nullish(refSchema),
  province: z.nullish(refSchema),
  publish: z.optional(z.boolean()),
  ...timestampsShape,
});
export type City = z.infer<typeof citySchema>;

/** A delivery region: a polygon inside a city, with the shipping price (rial) of the own courier. */
export const regionSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  coordinates: z.array(latLngSchema),
  price: z.nullish(numberishSchema),
  country: z.nullish(refSchema),
  province: z.nullish(refSchema),
  city: z.nullish(refSchema),
  publish: z.optional(z.boolean()),
  ...timestampsShape,
});
export type Region = z.infer<typeof regionSchema>;

export const locationSuggestionSchema = z.looseObject({
  title: z.string(),
  lat: numberishSchema,
  lng: numberishSchema,
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

/** Reverse geocoding result: names, not ids (the client matches them against its lists). */
export const reverseGeocodeSchema = z.looseObject({
  province: z.nullish(z.string()),
  city: z.nullish(z.string()),
  address: z.nullish(z.string()),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;


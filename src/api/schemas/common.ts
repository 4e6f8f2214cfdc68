import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';

/** Every entity id is an opaque string. */
export const idSchema = z.string().check(z.minLength(1));
export type Id = z.infer<typeof idSchema>;

/** A date-time as an ISO 8601 string (anything `Date.parse` understands is tolerated). */
export const isoDateSchema = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), {
  message: 'Invalid date',
}));
export type IsoDate = z.infer<typeof isoDateSchema>;

import { LOCALES } from '@/lib/locale';

export { LOCALES, type Locale } from '@/lib/locale';
export const localeSchema = z.enum(LOCALES);

/** One text per supported locale, e.g. a route title `{ fa: 'خانه', en: 'Home' }`. */
export const localizedTextSchema = z.record(z.string(), z.string());
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** A number that a backend may also send as a numeric string. */
export const numberishSchema = z.union([
  z.number(),
  z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);

/** A reference to a stored file, as entities carry them (`files: [{ id, name }]`). */
export const fileRefSchema = z.looseObject({ id: idSchema, name: z.string() });
export type FileRef = z.infer<typeof fileRefSchema>;

/** Some fields (a user's image) may be a bare file id or a file reference. */
export const fileRefOrIdSchema = z.union([idSchema, fileRefSchema]);
export type FileRefOrId = z.infer<typeof fileRefOrIdSchema>;

export const latLngSchema = z.looseObject({ lat: numberishSchema, lng: numberishSchema });
export type LatLng = z.infer<typeof latLngSchema>;

/** A related entity, either as its id or populated as `{ id, name | title, ... }`. */
export const namedRefSchema = z.looseObject({
  id: idSchema,
  name: z.optional(z.string()),
  title: z.optional(z.string()),
  alias: z.optional(z.string()),
});
export const refSchema = z.union([idSchema, namedRefSchema]);
export type Ref = z.infer<typeof refSchema>;

/** The id of a reference (or of a file reference), whatever its form. */
export function refId(ref: Ref | FileRefOrId | null | undefined): string | undefined {
  if (ref == null) return undefined;
  return typeof ref === 'string' ? ref : ref.id;
}

/** The display label of a populated reference (name, else title); undefined for a bare id. */
export function refLabel(ref: Ref | null | undefined): string | undefined {
  if (ref == null || typeof ref === 'string') return undefined;
  return ref.name ?? ref.title;
}

/** Timestamps most stored entities carry; optional because lists do not always send them. */
export const timestampsShape = {
  createdAt: z.optional(isoDateSchema),
  updatedAt: z.optional(isoDateSchema),
};

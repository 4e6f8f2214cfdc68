/**
 * The address part of a user form (the customer profile and the admin user edit, spec §4, §7): its
 * form values, read from a user's first address and turned into the address fields of the editUser body.
 */
import { refId, type EditUserRequest, type User } from '@/api/schemas';
import { toLatinDigits } from '@/lib/digits';
import type { LatLngPoint } from '@/lib/geo';

/** The 'other regions' choice: sent as region null. */
export const OTHER_REGION = '__other';

/** The fields the location flow reads and fills. */
export interface LocationValues {
  country?: string;
  province?: string;
  city?: string;
  region?: string;
  location?: LatLngPoint;
  place?: string;
  plaque?: string;
  unit?: string;
  postalCode?: string;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const latin = (value: unknown): string => toLatinDigits(text(value)).trim();

/** The form values of a user's first address; the default country when the user has none. */
export function initialLocationValues(user: Pick<User, 'country' | 'addresses'>, defaultCountry: string): LocationValues {
  const address = user.addresses?.[0];
  const location = address?.location ? { lat: Number(address.location.lat), lng: Number(address.location.lng) } : undefined;
  const hasAddress = Boolean(address?.province || address?.city);
  return {
    country: refId(user.country) ?? defaultCountry,
    province: refId(address?.province),
    city: refId(address?.city),
    region: refId(address?.region) ?? (hasAddress ? OTHER_REGION : undefined),
    location,
    place: text(address?.place),
    plaque: text(address?.plaque),
    unit: text(address?.unit),
    postalCode: text(address?.postalCode),
  };
}

type LocationRequest = Pick<EditUserRequest, 'country' | 'province' | 'city' | 'region' | 'location' | 'place' | 'plaque' | 'unit' | 'postalCode'>;

/** The address fields of the editUser body: digits converted, region null for 'other regions', location only when moved. */
export function toLocationRequest(values: LocationValues, moved: boolean): LocationRequest {
  return {
    country: values.country,
    province: values.province,
    city: values.city,
    region: !values.region || values.region === OTHER_REGION ? null : values.region,
    ...(moved && values.location ? { location: values.location } : {}),
    place: text(values.place).trim(),
    plaque: latin(values.plaque),
    unit: latin(values.unit),
    postalCode: latin(values.postalCode),
  };
}

/** Names from reverse geocoding and list names compare without spaces, ZWNJ or Arabic letter forms. */
export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (s: string | null | undefined) =>
    (s ?? '').replace(/[\u200c\s]/g, '').replace(/ي/g, 'ی').replace(/ك/g, 'ک').toLowerCase();
  return Boolean(a && b) && norm(a) === norm(b);
}

/**
 * The address text always starts with the geocoded place (spec §4). What is typed over it is kept
 * after it, not dropped: selecting the whole text and typing "B" gives "<place> B", and deleting into
 * the place leaves the place.
 */
export function keepPrefix(value: string, prefix: string): string {
  if (!prefix || value.startsWith(prefix)) return value;
  let common = 0;
  while (common < value.length && common < prefix.length && value[common] === prefix[common]) common += 1;
  const rest = value.slice(common);
  // what is left of the place itself (a deletion inside it) is not typed text
  const typed = prefix.endsWith(rest) ? '' : rest;
  if (!typed) return prefix;
  return /^[\s,،]/.test(typed) ? `${prefix}${typed}` : `${prefix} ${typed}`;
}

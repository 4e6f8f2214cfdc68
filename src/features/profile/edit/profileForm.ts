/** The profile form's values, read from the current user and turned into the editUser body (spec §7). */
import { refId, type CurrentUser, type EditUserRequest } from '@/api/schemas';
import { dayjs, toIsoDay, type Dayjs } from '@/i18n/dayjs';
import { toLatinDigits } from '@/lib/digits';
import type { LatLngPoint } from '@/lib/geo';
import { normalizeNationalCode } from '@/lib/validation';

/** The 'other regions' choice: sent as region null. */
export const OTHER_REGION = '__other';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email?: string;
  mobile?: string;
  country?: string;
  province?: string;
  city?: string;
  region?: string;
  location?: LatLngPoint;
  place?: string;
  plaque?: string;
  unit?: string;
  postalCode?: string;
  nationalCode?: string;
  birthAt?: Dayjs | null;
  image?: File[];
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const latin = (value: unknown): string => toLatinDigits(text(value)).trim();

export function initialProfileValues(user: CurrentUser, defaultCountry: string): ProfileValues {
  const address = user.addresses?.[0];
  const location = address?.location ? { lat: Number(address.location.lat), lng: Number(address.location.lng) } : undefined;
  const hasAddress = Boolean(address?.province || address?.city);
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? undefined,
    mobile: user.mobile ?? undefined,
    country: refId(user.country) ?? defaultCountry,
    province: refId(address?.province),
    city: refId(address?.city),
    region: refId(address?.region) ?? (hasAddress ? OTHER_REGION : undefined),
    location,
    place: text(address?.place),
    plaque: text(address?.plaque),
    unit: text(address?.unit),
    postalCode: text(address?.postalCode),
    nationalCode: user.nationalCode ?? undefined,
    birthAt: user.birthAt ? dayjs(user.birthAt) : null,
    image: [],
  };
}

/** The JSON part `user`: digits converted, region null for 'other regions', location only when moved. */
export function toEditUserRequest(
  values: ProfileValues,
  options: { authType: 'mobile' | 'email'; body?: string | null; moved: boolean; code?: string },
): EditUserRequest {
  const { authType, body, moved, code } = options;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(authType === 'email' ? { email: values.email?.trim() } : { mobile: latin(values.mobile).replace(/^0+/, '') }),
    country: values.country,
    nationalCode: values.nationalCode ? normalizeNationalCode(values.nationalCode) : undefined,
    birthAt: values.birthAt ? toIsoDay(values.birthAt) : undefined,
    body: body ?? undefined,
    province: values.province,
    city: values.city,
    region: !values.region || values.region === OTHER_REGION ? null : values.region,
    ...(moved && values.location ? { location: values.location } : {}),
    place: text(values.place).trim(),
    plaque: latin(values.plaque),
    unit: latin(values.unit),
    postalCode: latin(values.postalCode),
    ...(code ? { code } : {}),
  };
}

/** Names from reverse geocoding and list names compare without spaces, ZWNJ or Arabic letter forms. */
export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (s: string | null | undefined) =>
    (s ?? '').replace(/[\u200c\s]/g, '').replace(/ي/g, 'ی').replace(/ك/g, 'ک').toLowerCase();
  return Boolean(a && b) && norm(a) === norm(b);
}

/**
 * What a customer still has to fill in before buying (customer spec §6: a complete profile is needed to
 * create an invoice). The server's `complete` flag decides; the list names what is missing.
 */
import type { CurrentUser } from '@/api/schemas';

export const PROFILE_FIELDS = ['firstName', 'lastName', 'province', 'city', 'region', 'place', 'plaque', 'unit', 'postalCode'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const filled = (value: unknown) => value !== null && value !== undefined && String(typeof value === 'object' ? 'x' : value).trim() !== '';

export interface Completeness {
  complete: boolean;
  missing: ProfileField[];
  /** 0–100: the share of the fields that are filled */
  percent: number;
}

export function profileCompleteness(user: Pick<CurrentUser, 'complete' | 'firstName' | 'lastName' | 'addresses'>): Completeness {
  const address = user.addresses?.[0];
  const has: Record<ProfileField, boolean> = {
    firstName: filled(user.firstName),
    lastName: filled(user.lastName),
    province: filled(address?.province),
    city: filled(address?.city),
    // region null is "other regions": valid once a map point is set
    region: filled(address?.region) || filled(address?.location),
    place: filled(address?.place),
    plaque: filled(address?.plaque),
    unit: filled(address?.unit),
    postalCode: filled(address?.postalCode),
  };
  const missing = user.complete ? [] : PROFILE_FIELDS.filter((field) => !has[field]);
  const done = PROFILE_FIELDS.length - missing.length;
  // The server may know of something the fields do not show: incomplete is never 100 %.
  const percent = user.complete ? 100 : Math.min(95, Math.round((100 * done) / PROFILE_FIELDS.length));
  return { complete: user.complete, missing, percent };
}

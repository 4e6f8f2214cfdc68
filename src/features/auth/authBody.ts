/** Pure helpers that turn the auth forms' values into request bodies (no React). */
import type { AuthType } from '@/config';
import type { IdentityFields } from '@/api/services/auth';
import { onlyDigits, stripLeadingZeros, toLatinDigits } from '@/lib/digits';

/** Sent as the password by a mobile sign-in outside development (spec §4): nine asterisks. */
export const PLACEHOLDER_PASSWORD = '*********';

export interface IdentityValues {
  email?: string;
  country?: string;
  mobile?: string;
}

/** Email mode sends the trimmed email; mobile mode the country and the mobile as 10 Latin digits. */
export function identityBody(values: IdentityValues, authType: AuthType): IdentityFields {
  if (authType === 'email') return { email: (values.email ?? '').trim() };
  return { country: values.country, mobile: stripLeadingZeros(onlyDigits(values.mobile ?? '')) };
}

/**
 * The password of a login: email mode and development send what was typed; a mobile sign-in outside
 * development has no password field and sends the placeholder.
 */
export function loginPassword(typed: string | undefined, authType: AuthType, isDevelopment: boolean): string | undefined {
  if (authType === 'mobile' && !isDevelopment) return PLACEHOLDER_PASSWORD;
  const password = typed ?? '';
  return password === '' ? undefined : password;
}

/** Latin digits for typed codes and tokens. */
export function latinCode(text: string | undefined): string {
  return toLatinDigits((text ?? '').trim());
}

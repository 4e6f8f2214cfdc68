/**
 * The `api_key` cookie that keeps a user signed in (spec: 365 days). The baseQuery reads it on every
 * call, sign-in writes it and sign-out or a 401 clears it; the session slice starts from it.
 */
import Cookies from 'js-cookie';

export const API_KEY_COOKIE = 'api_key';

const secureCookie = typeof window !== 'undefined' && window.location.protocol === 'https:';

export function readApiKeyCookie(): string | undefined {
  return Cookies.get(API_KEY_COOKIE);
}

/** Stores the api key cookie for 365 days (Secure and SameSite on https). */
export function writeApiKeyCookie(key: string): void {
  Cookies.set(API_KEY_COOKIE, key, { expires: 365, sameSite: 'lax', secure: secureCookie, path: '/' });
}

export function clearApiKeyCookie(): void {
  Cookies.remove(API_KEY_COOKIE, { path: '/' });
}

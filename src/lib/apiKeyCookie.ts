/**
 * The `api_key` cookie that keeps a user signed in (spec: 365 days). The baseQuery reads it on every
 * call, sign-in writes it and sign-out or a 401 clears it; the session slice starts from it. The page's
 * signed-in mark follows it (signInMark.ts), and a new sign-in or a sign-out forgets where the lists were
 * left (listReturn.ts).
 */
import Cookies from 'js-cookie';
import { markSignedIn } from './signInMark';
import { API_KEY_COOKIE, LIST_QUERIES_STORAGE } from './storageKeys';

export { API_KEY_COOKIE };

const currentProtocol = () => (typeof window === 'undefined' ? '' : window.location.protocol);

/**
 * The api key cookie's attributes: `SameSite=Lax` always (not sent on cross-site POSTs and sub-requests),
 * `Secure` whenever the page is served over https (never sent in clear text), site-wide path.
 */
export function apiKeyCookieAttributes(protocol: string = currentProtocol()): Cookies.CookieAttributes {
  return { sameSite: 'lax', secure: protocol === 'https:', path: '/' };
}

export function readApiKeyCookie(): string | undefined {
  return Cookies.get(API_KEY_COOKIE);
}

/** Stores the api key cookie for 365 days. */
export function writeApiKeyCookie(key: string, protocol: string = currentProtocol()): void {
  Cookies.set(API_KEY_COOKIE, key, { ...apiKeyCookieAttributes(protocol), expires: 365 });
  markSignedIn(true);
  forgetListQueries();
}

/** Where the lists were left belongs to the user who left them (src/lib/listReturn.ts). */
function forgetListQueries(): void {
  try {
    window.sessionStorage.removeItem(LIST_QUERIES_STORAGE);
  } catch {
    // nothing was kept there
  }
}

export function clearApiKeyCookie(protocol: string = currentProtocol()): void {
  Cookies.remove(API_KEY_COOKIE, apiKeyCookieAttributes(protocol));
  markSignedIn(false);
  forgetListQueries();
}

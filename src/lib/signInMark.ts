/**
 * `<html data-signed-in>` while the browser holds the sign-in cookie. A pre-rendered page is rendered for
 * a guest, so until the app has read the visitor's account its header holds Register and Login: a
 * signed-in visitor would see them for a moment and could tap them. The head script sets the mark before
 * the first paint (src/app/boot/head.ts) and global.css hides those links under it; writing and clearing
 * the cookie (apiKeyCookie.ts) keep the mark in step, so a key the server refuses brings them back.
 * Imports nothing: the head script is bundled on its own.
 */
import { API_KEY_COOKIE } from './storageKeys';

export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** Whether a `document.cookie` string holds a non-empty sign-in cookie. */
export function holdsSignInCookie(cookies: string): boolean {
  return new RegExp(`(^|;) *${API_KEY_COOKIE}=[^;]`).test(cookies);
}

export function markSignedIn(signedIn: boolean): void {
  document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
}

/** Names the app stores things under in the browser, in one place (the boot script reads them too). */

/** The cookie that keeps a user signed in (src/lib/apiKeyCookie.ts). */
export const API_KEY_COOKIE = 'api_key';

/** The localStorage entry with the language the visitor chose. */
export const LANGUAGE_STORAGE = 'language';

/** The localStorage entry naming this device's session among the user's tokens (src/lib/sessionToken.ts). */
export const SESSION_TOKEN_STORAGE = 'session_token';

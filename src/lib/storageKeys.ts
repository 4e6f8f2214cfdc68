/** Names the app stores things under in the browser, in one place. Imports nothing: the head script reads the language's (src/app/boot/language.ts) and is bundled on its own. */

/** The cookie that keeps a user signed in (src/lib/apiKeyCookie.ts). */
export const API_KEY_COOKIE = 'api_key';

/** The localStorage entry with the language the visitor chose. */
export const LANGUAGE_STORAGE = 'language';

/** The localStorage entry naming this device's session among the user's tokens (src/lib/sessionToken.ts). */
export const SESSION_TOKEN_STORAGE = 'session_token';

/**
 * The sessionStorage entry where a page of a first visit leaves what it loaded before the service worker
 * controlled it (public addresses and list bodies, never the key), for the next page to hand over
 * (src/api/visitRecord.ts).
 */
export const VISIT_RECORD_STORAGE = 'offline-visit';

/** The sessionStorage entry with where each staff list was left, for a form's way back (src/lib/listReturn.ts). */
export const LIST_QUERIES_STORAGE = 'listQueries';

/**
 * The head script, inlined into index.html's `<head>` before its stylesheets (scripts/boot/plugin.ts
 * bundles it and lists its hash in the Content-Security-Policy): it runs before the body is parsed, so
 * what it does is done before the first paint.
 *
 * - `<html lang dir>` in the visitor's language (the address's `language`, else the one they chose);
 * - a pre-rendered page (`<html data-page-language>`, scripts/prerender) in another language than the
 *   visitor's is left at once for the same address with their language, which the server answers with
 *   the file in that language: the visitor never sees the other language first, and the app hydrates a
 *   page in the language it renders in;
 * - `<html data-signed-in>` when the visitor holds the sign-in cookie: a pre-rendered page's header is a
 *   guest's until the app has read the account, and its Register and Login links stay hidden meanwhile
 *   (src/lib/signInMark.ts);
 * - the reader's first taps, keys and typing are recorded until the app hydrates the page, which then
 *   performs them (earlyEvents.ts).
 */
import { setDocumentLanguage, visitorLanguage } from './language';
import { EARLY_EVENTS, recordEarlyEvents } from './earlyEvents';
import { LANGUAGE_PARAM } from '../../lib/locale';
import { holdsSignInCookie, markSignedIn } from '../../lib/signInMark';

export function head(): void {
  const language = visitorLanguage();
  const fileLanguage = document.documentElement.dataset.pageLanguage;
  const url = new URL(window.location.href);
  // an address that names its language got the file of that language (a server that ignored it gets the
  // app rendered afresh, main.tsx): only an address without one is sent on, so this never loops
  if (fileLanguage && fileLanguage !== language && !url.searchParams.has(LANGUAGE_PARAM)) {
    url.searchParams.set(LANGUAGE_PARAM, language);
    window.location.replace(url.href);
    return;
  }
  setDocumentLanguage(language);
  markSignedIn(holdsSignInCookie(document.cookie));
  // only a pre-rendered page has anything to tap before the app is there
  if (fileLanguage) (window as unknown as Record<string, unknown>)[EARLY_EVENTS] = recordEarlyEvents(document);
}

/**
 * The head script, inlined into index.html's `<head>` before its stylesheets (scripts/boot/plugin.ts
 * bundles it and lists its hash in the Content-Security-Policy): it runs while the stylesheet and the
 * font download, before the body is parsed, so what it does is done before the first paint and costs
 * the page no time after it. It sets `<html lang dir>` for the visitor's language and makes the
 * page's first Intl formatters (language.ts warmIntl). The boot script, after `<div id="root">`, runs
 * once the body is parsed, which on a pre-rendered page can be after the first paint.
 */
import { setDocumentLanguage, visitorLanguage, warmIntl } from './language';

export function head(): void {
  const language = visitorLanguage();
  setDocumentLanguage(language);
  warmIntl(language);
}

// as the inline script it is (a test imports the module instead, with no script running)
if (typeof document !== 'undefined' && document.currentScript) head();

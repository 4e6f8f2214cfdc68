/**
 * The head script, inlined into index.html's `<head>` before its stylesheets (scripts/boot/plugin.ts
 * bundles it and lists its hash in the Content-Security-Policy): it runs while the stylesheet and the
 * font download, before the body is parsed, so what it does is done before the first paint. It sets
 * `<html lang dir>` for the visitor's language. (The page's first Intl formatter, one slow piece of
 * the engine's set-up, is made by the app when it starts: language.ts warmIntl. A pre-rendered page
 * needs none before the reader reaches for it.) The boot script, after `<div id="root">`, runs once
 * the body is parsed, which on a pre-rendered page can be after the first paint.
 */
import { setDocumentLanguage, visitorLanguage } from './language';

export function head(): void {
  setDocumentLanguage(visitorLanguage());
}

// as the inline script it is (a test imports the module instead, with no script running)
if (typeof document !== 'undefined' && document.currentScript) head();

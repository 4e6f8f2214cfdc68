/**
 * The DOM the app's text functions need, given to Node once for the whole run: the rich bodies go
 * through the app's own sanitiser (src/components/SafeHtml.tsx sanitizeHtml, DOMPurify), and the
 * descriptions through the app's htmlToText (src/lib/pageMeta.ts, a template element), so a pre-rendered page
 * carries exactly what the app shows and sets. DOMPurify binds to the window it finds when its module
 * is evaluated: the sanitiser is imported only after the window is in place.
 */
import { JSDOM } from 'jsdom';

export type Sanitize = (html: string | null | undefined) => string;

let sanitizer: Promise<Sanitize> | null = null;

/** Installs jsdom's window as Node's (once) and resolves to the app's sanitiser. */
export function appSanitizer(): Promise<Sanitize> {
  if (!sanitizer) {
    const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
    const globals = globalThis as Record<string, unknown>;
    for (const name of ['window', 'document', 'DOMParser', 'Node', 'Element', 'HTMLElement', 'CSSStyleDeclaration', 'DocumentFragment', 'NodeFilter', 'HTMLTemplateElement']) {
      if (globals[name] === undefined) globals[name] = (window as unknown as Record<string, unknown>)[name];
    }
    sanitizer = import('@/components/SafeHtml').then((module) => module.sanitizeHtml);
  }
  return sanitizer;
}

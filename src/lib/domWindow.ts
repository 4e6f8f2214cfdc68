/**
 * The DOM that the text functions (htmlToText) and the rich-text sanitiser (SafeHtml) parse with: the
 * browser's window, or on the server the window the pre-render gives it (jsdom). Both sides then turn
 * the same HTML into the same text and markup, so a pre-rendered page and the app that hydrates it
 * agree (a regular expression on one side and the DOM on the other would differ on entities).
 */
/** A window with its constructors (Element, CSSStyleDeclaration …), as the browser's global one has them. */
export type DomWindow = Window & typeof globalThis;

let provided: DomWindow | null = null;

/** The server renderer's DOM (src/app/server/entry.tsx). */
export function provideWindow(view: DomWindow): void {
  provided = view;
}

export function domWindow(): DomWindow | null {
  return typeof window !== 'undefined' ? window : provided;
}

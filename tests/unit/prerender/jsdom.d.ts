/** The part of jsdom's API the pre-render tests use (jsdom ships no types; @types/jsdom is not installed). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'dangerously' | 'outside-only'; contentType?: string; url?: string });
    readonly window: Window & typeof globalThis;
  }
}

/**
 * The shared pre-rendered site (run.mjs, prerenderSite.ts): its address, and what the specs that read
 * it know of it.
 */
/** nginx serving the pre-rendered copy of lane A's build (run.mjs; E2E_PRERENDER_PORT). */
export const PRERENDERED = process.env.E2E_PRERENDER_URL ?? 'http://127.0.0.1:4474';

/** A product whose name and body carry markup that would run if any place of the page did not escape it. */
export const MARKUP_PRODUCT = {
  alias: 'markup-in-name-serum',
  name: 'Serum </script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">',
  // text that reads as markup once its entities are decoded (the description and the JSON-LD), and a
  // real script the app's SafeHtml removes. (No real inline handler: Chromium reports a script-src-attr
  // violation whenever a page parses one, even in DOMParser's inert document where it never runs — as
  // SafeHtml and usePageMeta parse the body.)
  body: '<p>&lt;/script&gt;&lt;script&gt;window.__pwned=3&lt;/script&gt; Calms the skin. &lt;img src=x onerror="window.__pwned=4"&gt;</p><script>window.__pwned=5</script>',
  /** The body as the description reads it (htmlToText). */
  text: '</script><script>window.__pwned=3</script> Calms the skin. <img src=x onerror="window.__pwned=4">',
};

/** The page at `path` in `language` (fa is the address without a language). */
export const inLanguage = (path: string, language: 'fa' | 'en') => (language === 'en' ? `${path}${path.includes('?') ? '&' : '?'}language=en` : path);

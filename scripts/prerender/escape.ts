/**
 * Escaping for each place API text lands in a pre-rendered page's head and in the sitemap: HTML text
 * and quoted attributes, XML, and JSON inside `<script type="application/ld+json">`. (The page's body
 * is React's, which escapes what it renders.)
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text node or double-quoted attribute value. */
export const html = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** XML text or attribute (the same five entities). */
export const xml = html;

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` as \u escapes, so no
 * `</script>` or `<!--` can end or change the block, and U+2028/U+2029 escaped too. JSON.parse of the
 * block's text gives back the value unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

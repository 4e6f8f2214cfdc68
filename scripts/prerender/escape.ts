/**
 * Escaping for each place API text lands in a pre-rendered page: HTML text and quoted attributes (the
 * shell's own `escape`), URLs (path segments encoded by src/lib/paths.ts, then attribute-escaped),
 * JSON inside `<script type="application/ld+json">` and XML (the sitemap). Plain text of a rich body
 * and the clipping of titles are the app's (src/lib/pageMeta.ts).
 */
import { escape } from '@/app/boot/shell';

/** Text node or double-quoted attribute value. */
export const html = escape;

/** XML text or attribute (the same five entities). */
export const xml = escape;

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` as \u escapes, so no
 * `</script>` or `<!--` can end or change the block, and U+2028/U+2029 escaped too. JSON.parse of the
 * block's text gives back the value unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

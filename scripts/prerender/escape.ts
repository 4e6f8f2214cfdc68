/**
 * Escaping for each place API text lands in a pre-rendered page: HTML text and quoted attributes (the
 * shell's own `escape`), URLs (path segments encoded by src/lib/paths.ts, then attribute-escaped),
 * JSON inside `<script type="application/ld+json">` and XML (the sitemap).
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

/** Plain text of an HTML body: scripts and styles dropped, tags read as spaces, entities decoded. */
export function htmlToText(source: string | null | undefined): string {
  if (!source) return '';
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return source
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== '#') return named[code.toLowerCase()] ?? entity;
      const point = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a text (up to . ! ? or the Persian question mark, and the space after it). */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?؟](?=\s|$)/u.exec(text);
  return (match ? match[0] : text).trim();
}

/** usePageMeta's clip: whitespace folded, cut with an ellipsis at `max` characters. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Validation without React (customer spec §5, admin spec §5): the pattern library, the national-code
 * checksum, alias slugs and small predicates. The antd rules that show the spec's messages are built
 * on top of these in src/components/form/useRules.ts.
 */
import { toLatinDigits } from './digits';

/**
 * The spec's pattern library. Patterns expect Latin digits: normalise with `toLatinDigits` first
 * (the rules in useRules do this).
 */
export const patterns = {
  /** name@domain.tld */
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  /** one or more digits 0-9 */
  digits: /^\d+$/,
  /** no digit at all (Latin, Persian or Arabic-Indic) */
  nonDigits: /^[^0-9۰-۹٠-٩]+$/,
  /** exactly 10 digits (the checksum is `isValidNationalCode`) */
  nationalCode: /^\d{10}$/,
  /** a phone number: optional leading +, digits, with optional spaces or dashes between them */
  phone: /^\+?\d(?:[\d\s-]{5,18})\d$/,
  /** Persian letters, Persian digits, zero-width non-joiner, spaces and Persian punctuation */
  persianText: /^[\u0600-\u06FF\u200c\s.,!?«»:;()-]+$/,
  /** a decimal number such as a latitude or longitude: -35.7158 */
  decimal: /^-?\d+(\.\d+)?$/,
  /** a role name: capitals and underscore (ADMIN, ECOMMERCE_MANAGEMENT) */
  role: /^[A-Z_]+$/,
  /** a permission name: letters, digits, slash and dot (site/v1/product.list) */
  permission: /^[A-Za-z0-9/.]+$/,
  /** an alias (URL slug): lowercase letters, digits, dash and underscore */
  alias: /^[a-z0-9_-]+$/,
} as const;

export type PatternName = keyof typeof patterns;

/** True when `value` (digits converted to Latin first) matches the named pattern of the library. */
export function matchesPattern(name: PatternName, value: string): boolean {
  return patterns[name].test(toLatinDigits(value));
}

/**
 * Iranian national code (spec §5): Persian/Arabic digits accepted, left-padded with zeros to 10 digits,
 * not all the same digit, and the checksum: s = Σ digit[i] × (10 − i) for i = 0..8, r = s mod 11;
 * r < 2 → the last digit must equal r, otherwise it must equal 11 − r.
 */
export function isValidNationalCode(code: string | number | null | undefined): boolean {
  if (code === null || code === undefined) return false;
  const text = toLatinDigits(String(code)).trim();
  if (!/^\d{1,10}$/.test(text)) return false;
  const padded = text.padStart(10, '0');
  if (/^(\d)\1{9}$/.test(padded)) return false;
  const digits = [...padded].map(Number);
  const sum = digits.slice(0, 9).reduce((total, digit, i) => total + digit * (10 - i), 0);
  const remainder = sum % 11;
  const check = digits[9];
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}

/** The national code as sent: Latin digits, left-padded with zeros to 10 ('499370899' → '0499370899'). */
export function normalizeNationalCode(code: string): string {
  const text = toLatinDigits(code).trim();
  return text ? text.padStart(10, '0') : '';
}

/** Persian and Arabic letters in Latin (a plain, reversible-enough transliteration for aliases). */
const PERSIAN_LATIN: Record<string, string> = {
  ا: 'a', آ: 'a', أ: 'a', إ: 'e', ء: '', ؤ: 'o', ئ: 'y', ب: 'b', پ: 'p', ت: 't', ث: 's', ج: 'j', چ: 'ch',
  ح: 'h', خ: 'kh', د: 'd', ذ: 'z', ر: 'r', ز: 'z', ژ: 'zh', س: 's', ش: 'sh', ص: 's', ض: 'z', ط: 't',
  ظ: 'z', ع: '', غ: 'gh', ف: 'f', ق: 'gh', ک: 'k', ك: 'k', گ: 'g', ل: 'l', م: 'm', ن: 'n', و: 'v',
  ه: 'h', ة: 'h', ی: 'y', ي: 'y', ى: 'y', '\u200c': '-',
};

/** A short stable token of `text` (base 36), for a title with no letter or digit to keep. */
function token(text: string): string {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return `item-${hash.toString(36)}`;
}

/**
 * An alias from a title (product, product category, post, post category and route forms auto-fill
 * the alias): Persian/Arabic letters transliterated ('صابون طبیعی' → 'sabvn-tbyy'), accents removed,
 * lowercase, Latin digits, spaces and other separators become one dash, characters the alias pattern
 * does not allow are dropped, no leading/trailing dash. 'Hello, World! 2' → 'hello-world-2'.
 * Never empty for a non-blank title (a stable `item-…` token when nothing is left), so the auto-fill
 * never leaves the required alias empty.
 */
export function slugify(text: string | null | undefined): string {
  const source = toLatinDigits(text ?? '').trim();
  if (!source) return '';
  const slug = source
    .replace(/[\u064B-\u065F\u0670]/g, '')
    .replace(/[\u0600-\u06FF\u200c]/g, (ch) => PERSIAN_LATIN[ch] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s./\\,;:+]+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
  return slug || token(source);
}

/** True when `text` parses as a JSON object (not an array, null or a primitive): '{"color":"red"}'. */
export function isJsonObjectText(text: string | null | undefined): boolean {
  if (!text || !text.trim()) return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** True for an absolute http(s) URL with a host: 'https://shop.test/a' yes, 'shop.test' and 'ftp://x' no. */
export function isValidUrl(text: string | null | undefined): boolean {
  if (!text) return false;
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** True for an empty value: undefined, null, '' or only white space, or an empty array. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

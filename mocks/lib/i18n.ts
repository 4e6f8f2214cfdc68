/** Serialising bilingual `{ fa, en }` texts for one language. */
import type { Locale } from '@/lib/locale';

export type Lang = Locale;
export interface I18nText {
  fa: string;
  en: string;
}

export function isI18n(value: unknown): value is I18nText {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const v = value as Record<string, unknown>;
  return keys.length === 2 && typeof v.fa === 'string' && typeof v.en === 'string';
}

/** The text in `lang` (plain strings pass through; null/undefined become ''). */
export function t(text: I18nText | string | null | undefined, lang: Lang): string {
  if (text == null) return '';
  return typeof text === 'string' ? text : text[lang];
}

/** `T` with every `{ fa, en }` leaf replaced by a string. */
export type Localized<T> = T extends I18nText
  ? string
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

/** Deep copy of `value` with every `{ fa, en }` leaf serialised in `lang`. */
export function localize<T>(value: T, lang: Lang): Localized<T> {
  return walk(value, lang) as Localized<T>;
}

function walk(value: unknown, lang: Lang): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => walk(item, lang));
  if (isI18n(value)) return value[lang];
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = walk(item, lang);
  return out;
}

/**
 * An address as one line, one formatter per language (the contact page's stores in the app and in the
 * pre-render, a customer's invoice and the cart's delivery address all use `formatAddress`):
 * - fa reads from the larger place to the smaller: province، city، region، then the place text
 *   (street, alley, …), joined with the Persian comma;
 * - en reads from the smaller to the larger, as English addresses do: the place text, region, city,
 *   province, joined with `, `.
 * A name given twice (Tehran the province and Tehran the city) is shown once, and the place text does
 * not repeat a name the line gives: the geocoded place text starts (Persian) or ends (English) with its
 * city, and that segment is cut from it, so the name stands once, where its language puts it. A place
 * text in Persian on an English line (the geocoder answered in Persian when it was saved) starts with
 * its city in Persian, which the line already names in English: that leading segment is dropped when
 * it names a place (no road word, no digit), so the city is not there twice in two scripts.
 */
import { isFaLocale, type Locale } from './locale';

export interface AddressParts {
  province?: string | null;
  city?: string | null;
  region?: string | null;
  /** The address text: street, alley and the rest, often starting with the geocoded city. */
  place?: string | null;
}

const SEPARATOR = /(\s*[،,]\s*)/;
const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
const PERSIAN_LETTER = /[\u0600-\u06ff]/;
const LATIN_LETTER = /[a-z]/i;
/** Words a Persian address segment starts with when it is a road, a square, a building or a number rather than a place's name. */
const PERSIAN_ROAD = /^(خیابان|خ\s|بلوار|بزرگراه|اتوبان|جاده|کوچه|بن‌بست|بن بست|میدان|چهارراه|سه‌راه|فلکه|نبش|روبه‌رو|روبروی|بین|بالاتر|پایین‌تر|نرسیده|پلاک|واحد|طبقه|ساختمان|برج|مجتمع|پاساژ|کوی|شهرک|کیلومتر)/;
const DIGIT = /[0-9۰-۹٠-٩]/;

/** The names, larger first, each once. */
function names({ province, city, region }: AddressParts): string[] {
  const shown: string[] = [];
  for (const name of [province, city, region]) {
    const value = name?.trim();
    if (value && !shown.some((other) => same(other, value))) shown.push(value);
  }
  return shown;
}

/** The place text cut into segments, each with the separator that followed it (kept, so what is left reads as it was written). */
function segmentsOf(place: string | null | undefined): { text: string; separator: string }[] {
  const parts = (place ?? '').trim().split(SEPARATOR);
  const segments: { text: string; separator: string }[] = [];
  for (let i = 0; i < parts.length; i += 2) if (parts[i]) segments.push({ text: parts[i], separator: parts[i + 1] ?? '' });
  return segments;
}

const joined = (segments: readonly { text: string; separator: string }[]) =>
  segments.map((segment, i) => (i < segments.length - 1 ? segment.text + segment.separator : segment.text)).join('');

/** fa: province، city، region، place — the place without the names it starts with. */
function persianAddress(parts: AddressParts): string {
  const named = names(parts);
  const place = segmentsOf(parts.place);
  while (place.length && named.some((name) => same(name, place[0].text))) place.shift();
  return [...named, joined(place)].filter(Boolean).join('، ');
}

/** en: place, region, city, province — the place without the names it starts or ends with, nor its city in Persian. */
function englishAddress(parts: AddressParts): string {
  const named = names(parts);
  const place = segmentsOf(parts.place);
  while (place.length && named.some((name) => same(name, place[0].text))) place.shift();
  while (place.length && named.some((name) => same(name, place[place.length - 1].text))) place.pop();
  // a Persian place text on an English line: its leading place names (the city) are the names the line gives in English
  const englishNames = named.filter((name) => LATIN_LETTER.test(name) && !PERSIAN_LETTER.test(name)).length;
  let dropped = 0;
  while (
    dropped < Math.min(englishNames, 2) &&
    place.length > 1 &&
    PERSIAN_LETTER.test(place[0].text) &&
    !PERSIAN_ROAD.test(place[0].text) &&
    !DIGIT.test(place[0].text)
  ) {
    place.shift();
    dropped += 1;
  }
  return [joined(place), ...[...named].reverse()].filter(Boolean).join(', ');
}

export const ADDRESS_FORMATS: Readonly<Record<Locale, (parts: AddressParts) => string>> = {
  fa: persianAddress,
  en: englishAddress,
};

/** The address in `locale`'s order and separators ('' when it has nothing). */
export function formatAddress(parts: AddressParts, locale: string): string {
  return ADDRESS_FORMATS[isFaLocale(locale) ? 'fa' : 'en'](parts);
}

/** A place's name from a reference the API sends as an id or populated (`{ id, name }`): the name, or nothing. */
const nameOf = (ref: unknown): string | undefined =>
  typeof ref === 'object' && ref !== null && typeof (ref as { name?: unknown }).name === 'string' ? (ref as { name: string }).name : undefined;

/** A store's address (its province and city, populated, and its address text), as the contact page shows it in the app and the pre-render. */
export function storeAddress(store: { province?: unknown; city?: unknown; address?: unknown }, locale: string): string {
  return formatAddress({ province: nameOf(store.province), city: nameOf(store.city), place: typeof store.address === 'string' ? store.address : '' }, locale);
}

/** The one place that configures dayjs (jalaliday + fa locale) and formats dates and durations per locale. */
import dayjs, { type Dayjs } from 'dayjs';
// The fa locale must be registered before jalaliday extends it with Jalali month names: import dayjs
// from this module, and do not import other copies of dayjs/locale/fa (e.g. dayjs/esm/locale/fa).
import 'dayjs/locale/fa';
import jalaliday from 'jalaliday/dayjs';
import { toPersianDigits } from '@/lib/digits';
import { isFaLocale } from '@/lib/locale';

dayjs.extend(jalaliday);

declare module 'dayjs' {
  interface Dayjs {
    /** Added by jalaliday: true when this instance uses the Jalali calendar. */
    isJalali(): boolean;
  }
}

/** Anything a date can come from: ISO string, epoch milliseconds, Date or dayjs. */
export type DateInput = string | number | Date | Dayjs | null | undefined;

/** True for 'fa' and its regional variants (kept in src/lib/locale so pages can use it without dayjs). */
export { isFaLocale };

/** The same instant in the Jalali calendar (unchanged if it already is). */
export function toJalali(value: Dayjs): Dayjs {
  return value.isJalali() ? value : value.calendar('jalali');
}

/** The same instant in the Gregorian calendar (unchanged if it already is). */
export function toGregorian(value: Dayjs): Dayjs {
  return value.isJalali() ? value.calendar('gregory') : value;
}

/** A dayjs for display: Jalali calendar + fa locale for 'fa', Gregorian + en for 'en'; null if empty or invalid. */
export function toDayjs(value: DateInput, locale: string): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  if (!parsed.isValid()) return null;
  return isFaLocale(locale) ? toJalali(parsed).locale('fa') : toGregorian(parsed).locale('en');
}

/** fa: Jalali 'YYYY/MM/DD' (+ ' HH:mm') in Persian digits; en: 'YYYY-MM-DD' (+ ' HH:mm'); '' for empty/invalid. */
export function formatDate(value: DateInput, locale: string, options: { withTime?: boolean } = {}): string {
  const date = toDayjs(value, locale);
  if (!date) return '';
  const time = options.withTime ? ' HH:mm' : '';
  return isFaLocale(locale) ? toPersianDigits(date.format(`YYYY/MM/DD${time}`)) : date.format(`YYYY-MM-DD${time}`);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Shipping duration from seconds (spec §9). 'mm:ss' (customer view): seconds/60 rounded, printed as two
 * clock fields, i.e. the whole duration as HH:MM rounded to the minute (1800 → '00:30', 5430 → '01:31').
 * 'hh:mm' (staff view): hours and minutes of the seconds, minutes truncated (5430 → '01:30').
 * Hours are not wrapped at 24. '' for empty, negative or non-finite input.
 */
export function formatDuration(
  seconds: number | null | undefined,
  mode: 'mm:ss' | 'hh:mm',
  options: { persianDigits?: boolean } = {},
): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const minutes = mode === 'mm:ss' ? Math.round(seconds / 60) : Math.floor(seconds / 60);
  const text = `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
  return options.persianDigits ? toPersianDigits(text) : text;
}

/**
 * A shipping duration in seconds (spec §3, §9) as whole hours and minutes, rounded to the minute (the
 * customer view's seconds/60 rounded); null for empty, negative or non-finite input. The customer view
 * writes it with its units ('9 minutes', '1 hour 31 minutes'), not as a bare clock.
 */
export function durationParts(seconds: number | null | undefined): { hours: number; minutes: number } | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const minutes = Math.round(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** For sending: the instant as a Gregorian ISO 8601 string (UTC, e.g. '2026-03-20T20:30:00.000Z'); '' if empty/invalid. */
export function toIsoDate(value: Dayjs | null | undefined): string {
  return value && value.isValid() ? value.toISOString() : '';
}

/** The local Gregorian calendar day as 'YYYY-MM-DD' (whatever calendar the value uses); '' if empty/invalid. */
export function toIsoDay(value: Dayjs | null | undefined): string {
  return value && value.isValid() ? toGregorian(value).format('YYYY-MM-DD') : '';
}

export { dayjs };
export type { Dayjs };

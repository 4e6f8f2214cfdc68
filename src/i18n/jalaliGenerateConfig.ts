/** Jalali GenerateConfig for antd's DatePicker.generatePicker: rc-picker's dayjs config on jalaliday's calendar. */
import type { Dayjs } from 'dayjs';
import type { GenerateConfig } from '@rc-component/picker/generate/index';
import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { dayjs, isFaLocale, toJalali } from './dayjs';

/** Saturday (dayjs day 6) starts the Jalali week. */
export const JALALI_WEEK_START = 6;

/** rc-picker locale ('fa_IR', 'en_US') → dayjs locale ('fa', 'en'). */
function dayjsLocale(locale: string): string {
  return locale.split(/[_-]/)[0].toLowerCase();
}

/** Copies the given day-of-month onto `base` (already on day 1), clamped to that month's length. */
function withClampedDate(base: Dayjs, date: number): Dayjs {
  return base.date(Math.min(date, base.daysInMonth()));
}

const monthNamesCache = new Map<string, string[]>();
/** Jalali month names from jalaliday's locale data (فروردین … اسفند for fa). */
export function jalaliMonthNames(locale: string): string[] {
  const wanted = dayjsLocale(locale);
  // jalaliday adds `jmonths` to fa and en only; other locales fall back to the Persian names.
  const name = (dayjs.Ls[wanted] as { jmonths?: string[] } | undefined)?.jmonths ? wanted : 'fa';
  let names = monthNamesCache.get(name);
  if (!names) {
    const farvardin = dayjs('1405-01-01', { jalali: true }).calendar('jalali').locale(name);
    names = Array.from({ length: 12 }, (_, i) => farvardin.add(i, 'month').format('MMMM'));
    monthNamesCache.set(name, names);
  }
  return names;
}

const TOKENS: Record<string, string> = {
  YYYY: '(\\d{4})', MM: '(\\d{2})', M: '(\\d{1,2})', DD: '(\\d{2})', D: '(\\d{1,2})',
  HH: '(\\d{2})', H: '(\\d{1,2})', mm: '(\\d{2})', m: '(\\d{1,2})', ss: '(\\d{2})', s: '(\\d{1,2})',
};
const UNIT: Record<string, 'y' | 'M' | 'D' | 'h' | 'm' | 's'> = {
  YYYY: 'y', MM: 'M', M: 'M', DD: 'D', D: 'D', HH: 'h', H: 'h', mm: 'm', m: 'm', ss: 's', s: 's',
};

/**
 * Strictly parses Jalali text (Persian or Latin digits) in a format made of YYYY, MM/M, DD/D, HH/H,
 * mm/m, ss/s, [escaped] text and separators; null for other tokens, a mismatch or a non-existent date.
 */
export function parseJalali(text: string, format: string): Dayjs | null {
  const parts = format.match(/\[[^\]]*]|YYYY|MM|M|DD|D|HH|H|mm|m|ss|s|[A-Za-z]+|./g) ?? [];
  const units: string[] = [];
  let pattern = '';
  for (const part of parts) {
    if (TOKENS[part]) {
      pattern += TOKENS[part];
      units.push(UNIT[part]);
    } else if (/^[A-Za-z]/.test(part)) {
      return null; // unsupported token (week, quarter, 12-hour clock…)
    } else {
      const literal = part.startsWith('[') ? part.slice(1, -1) : part;
      pattern += literal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    }
  }
  const match = new RegExp(`^${pattern}$`).exec(toLatinDigits(text.trim()));
  if (!match || !units.includes('y')) return null;
  const v: Record<string, number> = { y: 0, M: 1, D: 1, h: 0, m: 0, s: 0 };
  units.forEach((unit, i) => {
    v[unit] = Number(match[i + 1]);
  });
  if (v.M < 1 || v.M > 12 || v.D < 1 || v.D > 31 || v.h > 23 || v.m > 59 || v.s > 59) return null;
  try {
    const iso = `${v.y}-${String(v.M).padStart(2, '0')}-${String(v.D).padStart(2, '0')}`;
    const date = toJalali(dayjs(iso, { jalali: true }));
    // jalaliday rolls 1405/07/31 over to 1405/08/01: a round trip rejects days that do not exist.
    if (!date.isValid() || date.year() !== v.y || date.month() !== v.M - 1 || date.date() !== v.D) return null;
    return date.hour(v.h).minute(v.m).second(v.s).millisecond(0);
  } catch {
    return null; // jalaliday throws for years outside its table
  }
}

const base = dayjsGenerateConfig;
const J = toJalali;

/** Every value in is moved to the Jalali calendar (same instant); every value out is Jalali. */
export const jalaliGenerateConfig: GenerateConfig<Dayjs> = {
  ...base,
  getNow: () => J(base.getNow()),
  getFixedDate: (fixed) => J(base.getFixedDate(fixed)),
  getEndDate: (date) => {
    const jalali = J(date);
    return jalali.date(jalali.daysInMonth()).endOf('day');
  },
  getWeekDay: (date) => date.day(),
  getYear: (date) => J(date).year(),
  getMonth: (date) => J(date).month(),
  getDate: (date) => J(date).date(),
  addYear: (date, diff) => J(date).add(diff, 'year'),
  addMonth: (date, diff) => J(date).add(diff, 'month'),
  addDate: (date, diff) => J(date).add(diff, 'day'),
  setYear: (date, year) => {
    const jalali = J(date);
    return withClampedDate(jalali.date(1).year(year), jalali.date());
  },
  setMonth: (date, month) => {
    // month may be outside 0..11 (rc-picker asks for getMonth() + 1); add() carries into the year.
    const jalali = J(date);
    const first = jalali.date(1);
    return withClampedDate(first.add(month - first.month(), 'month'), jalali.date());
  },
  setDate: (date, day) => J(date).date(day),
  setHour: (date, hour) => J(date).hour(hour),
  setMinute: (date, minute) => J(date).minute(minute),
  setSecond: (date, second) => J(date).second(second),
  setMillisecond: (date, ms) => J(date).millisecond(ms),
  locale: {
    ...base.locale,
    getWeekFirstDay: () => JALALI_WEEK_START,
    getWeekFirstDate: (_locale, date) => {
      const jalali = J(date);
      return jalali.subtract((jalali.day() - JALALI_WEEK_START + 7) % 7, 'day');
    },
    getWeek: (_locale, date) => {
      // Week 1 is the Saturday-based week holding 1 Farvardin.
      const day = J(date).startOf('day');
      const yearStart = day.startOf('year').startOf('day');
      const firstWeek = yearStart.subtract((yearStart.day() - JALALI_WEEK_START + 7) % 7, 'day');
      return Math.floor(Math.round(day.diff(firstWeek, 'day', true)) / 7) + 1;
    },
    getShortMonths: (locale) => jalaliMonthNames(locale),
    format: (locale, date, format) => {
      const text = J(date).locale(dayjsLocale(locale)).format(format);
      return isFaLocale(locale) ? toPersianDigits(text) : text;
    },
    parse: (locale, text, formats) => {
      for (const format of formats) {
        const parsed = parseJalali(text, format);
        if (parsed) return parsed.locale(dayjsLocale(locale));
      }
      return null;
    },
  },
};

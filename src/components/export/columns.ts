/**
 * The kinds of spreadsheet column every export shares, so Excel can work with them: a date column is
 * a real date cell (it sorts and filters as a date) and, in fa, has the Jalali date as text beside it;
 * a money column's header names the unit (ریال / IRR) and its cells stay numbers with a thousands
 * separator. The page builds them (the texts are the catalogue's); the writer (sheet.ts) lays them out.
 */
import { isFaLocale } from '@/lib/locale';
import { CURRENCY } from '@/lib/money';
import type { SheetColumn, SheetDate } from './sheet';

/** What a column needs of the UI: its language and its messages. */
export interface ColumnText {
  locale: string;
  t(id: string, values?: Record<string, string | number>): string;
}

/**
 * A date cell of an ISO time: the wall-clock time the browser shows it at, and `beside` (the Jalali
 * text in fa, as the list shows it); null when there is no valid date.
 */
export function sheetDate(iso: string | null | undefined, beside?: string): SheetDate | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return { at: Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()), ...(beside ? { beside } : {}) };
}

/** A date column: in fa the date cell says it is Gregorian and the Jalali text column follows it. */
export function dateColumn(header: string, text: ColumnText, withTime = true, width = 18): SheetColumn {
  const date = withTime ? 'dateTime' : 'date';
  if (!isFaLocale(text.locale)) return { header, width, date };
  return {
    header: text.t('views.export.gregorianDate', { header }),
    besideHeader: text.t('views.export.jalaliDate', { header }),
    width,
    date,
  };
}

/** A money column: the header names the unit; amounts are numbers with a thousands separator. */
export function moneyColumn(header: string, text: ColumnText, width = 18): SheetColumn {
  const unit = isFaLocale(text.locale) ? CURRENCY.label.fa : CURRENCY.label.en;
  return { header: text.t('views.export.moneyHeader', { header, unit }), width, numFmt: '#,##0' };
}

/** How money is shown, without React: the Money component and the pre-rendered pages (app/boot/shell.ts) share it. */
import { formatNumber } from './number.ts';
import { isFaLocale } from './locale.ts';

/**
 * The one place that says how money is shown. The API sends rials; switching the display to toman
 * is this edit: { divisor: 10, label: { fa: 'تومان', en: 'Toman' } }.
 */
export const CURRENCY: { divisor: number; label: { fa: string; en: string } } = {
  divisor: 1,
  label: { fa: 'ریال', en: 'IRR' },
};

/** The amount in display units (rials / CURRENCY.divisor); strings may carry separators or Persian digits. */
function displayAmount(value: number | string | null | undefined): number | string | null | undefined {
  if (CURRENCY.divisor === 1 || value === null || value === undefined) return value;
  const plain = formatNumber(value).replace(/,/g, '');
  return plain === '' ? '' : Number(plain) / CURRENCY.divisor;
}

/** '12,500 IRR' (en) or '۱۲٬۵۰۰ ریال' (fa); '' for empty or non-numeric values. */
export function formatMoney(value: number | string | null | undefined, locale: string): string {
  const fa = isFaLocale(locale);
  const text = formatNumber(displayAmount(value), { persianDigits: fa });
  return text ? `${text} ${fa ? CURRENCY.label.fa : CURRENCY.label.en}` : '';
}

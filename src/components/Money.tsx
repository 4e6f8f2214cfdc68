/** <Money>: an amount with thousands separators and the currency label (rial; Persian digits in fa). */
import { useIntl } from 'react-intl';
import { formatNumber } from '@/lib/number';
import { isFaLocale } from '@/lib/locale';

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

/** '12,500 IRR' (en) or '۱۲,۵۰۰ ریال' (fa); '' for empty or non-numeric values. */
export function formatMoney(value: number | string | null | undefined, locale: string): string {
  const fa = isFaLocale(locale);
  const text = formatNumber(displayAmount(value), { persianDigits: fa });
  return text ? `${text} ${fa ? CURRENCY.label.fa : CURRENCY.label.en}` : '';
}

export interface MoneyProps {
  value: number | string | null | undefined;
  className?: string;
}

/** Renders formatMoney with the current react-intl locale; nothing for empty values. */
export function Money({ value, className }: MoneyProps) {
  const { locale } = useIntl();
  const text = formatMoney(value, locale);
  return text ? <span className={className}>{text}</span> : null;
}

export default Money;

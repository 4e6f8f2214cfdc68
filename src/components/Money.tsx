/** <Money>: an amount with thousands separators and the currency label (rial; Persian digits in fa). */
import { useIntl } from 'react-intl';
import { CURRENCY, formatMoney } from '@/lib/money';

export { CURRENCY, formatMoney };

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

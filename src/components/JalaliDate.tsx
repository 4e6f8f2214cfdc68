/** <DateText>: a date in the current intl locale (Jalali + Persian digits for fa) inside a <time> element. */
import { useIntl } from 'react-intl';
import { formatDate, toDayjs, toIsoDay, type DateInput } from '@/i18n/dayjs';

export interface DateTextProps {
  value: DateInput;
  /** Append ' HH:mm'. */
  withTime?: boolean;
  className?: string;
}

/** Renders formatDate(value, intl locale) as <time dateTime=ISO>; renders nothing for empty/invalid values. */
export function DateText({ value, withTime = false, className }: DateTextProps) {
  const { locale } = useIntl();
  const date = toDayjs(value, 'en');
  if (!date) return null;
  return (
    <time className={className} dateTime={withTime ? date.toISOString() : toIsoDay(date)}>
      {formatDate(date, locale, { withTime })}
    </time>
  );
}

export default DateText;

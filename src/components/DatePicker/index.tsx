/** Locale-aware DatePicker/RangePicker: Jalali calendar for fa (jalaliGenerateConfig), antd's Gregorian picker for en. */
import { DatePicker as AntDatePicker } from 'antd';
import type { DatePickerProps as AntDatePickerProps } from 'antd';
import type React from 'react';
import { useIntl } from 'react-intl';
import { dayjs, isFaLocale, toGregorian, type Dayjs } from '@/i18n/dayjs';
import { jalaliGenerateConfig } from '@/i18n/jalaliGenerateConfig';

const JalaliPicker = AntDatePicker.generatePicker<Dayjs>(jalaliGenerateConfig);

export type DatePickerProps = AntDatePickerProps;
export type RangePickerProps = React.ComponentProps<typeof AntDatePicker.RangePicker>;

/** Moves dayjs values (single, list or range; nulls kept) to the Gregorian calendar, same instant. */
function gregorian<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => gregorian(item)) as T;
  return (dayjs.isDayjs(value) ? toGregorian(value) : value) as T;
}

type PickerLocale = DatePickerProps['locale'];

/** Field formats with slashes like the rest of the fa UI, deep-merged by antd over ConfigProvider's locale. */
function jalaliLocale(locale: PickerLocale): PickerLocale {
  const lang = { fieldDateFormat: 'YYYY/MM/DD', fieldMonthFormat: 'YYYY/MM', ...locale?.lang };
  return { ...locale, lang } as PickerLocale;
}

/** Input format for a date picker with time (rc-picker would otherwise use 'YYYY-MM-DD HH:mm:ss'). */
function jalaliDateTimeFormat(picker: string | undefined, showTime: unknown): string | undefined {
  if (!showTime || (picker && picker !== 'date')) return undefined;
  const timeFormat = typeof showTime === 'object' && 'format' in showTime ? showTime.format : undefined;
  return `YYYY/MM/DD ${typeof timeFormat === 'string' ? timeFormat : 'HH:mm:ss'}`;
}

type DateCallbacks = { onChange?: unknown; onOk?: unknown; onCalendarChange?: unknown; onPanelChange?: unknown; disabledDate?: unknown };

/** Callbacks that receive dates get them in the Gregorian calendar, like antd's own picker (cellRender stays Jalali). */
function gregorianCallbacks<P extends DateCallbacks>(props: P): Partial<P> {
  const wrap = (fn: unknown) =>
    typeof fn === 'function' ? (...args: unknown[]) => fn(...args.map((arg, i) => (i === 0 ? gregorian(arg) : arg))) : undefined;
  return {
    onChange: wrap(props.onChange),
    onOk: wrap(props.onOk),
    onCalendarChange: wrap(props.onCalendarChange),
    onPanelChange: wrap(props.onPanelChange),
    disabledDate: wrap(props.disabledDate),
  } as Partial<P>;
}

/**
 * antd DatePicker that follows react-intl's locale. Values in and out are Gregorian-calendar dayjs
 * objects in both locales; in fa the panel, input text and typed input are Jalali (YYYY/MM/DD).
 */
export function DatePicker(props: DatePickerProps) {
  const { locale } = useIntl();
  if (!isFaLocale(locale)) {
    return <AntDatePicker {...props} value={gregorian(props.value)} defaultValue={gregorian(props.defaultValue)} />;
  }
  return (
    <JalaliPicker
      {...props}
      locale={jalaliLocale(props.locale)}
      format={props.format ?? jalaliDateTimeFormat(props.picker, props.showTime)}
      {...gregorianCallbacks(props)}
    />
  );
}

const JalaliRangePicker = JalaliPicker.RangePicker;

/** antd RangePicker that follows react-intl's locale; same value contract as DatePicker. */
export function RangePicker(props: RangePickerProps) {
  const { locale } = useIntl();
  if (!isFaLocale(locale)) {
    return <AntDatePicker.RangePicker {...props} value={gregorian(props.value)} defaultValue={gregorian(props.defaultValue)} />;
  }
  return (
    <JalaliRangePicker
      {...props}
      locale={jalaliLocale(props.locale)}
      format={props.format ?? jalaliDateTimeFormat(props.picker, props.showTime)}
      {...gregorianCallbacks(props)}
    />
  );
}

/** disabledDate helper: days before today are disabled (today allowed). */
export function disabledBeforeToday(current: Dayjs | null | undefined): boolean {
  return !!current && current.isBefore(dayjs().startOf('day'));
}

/** disabledDate helper: today and earlier are disabled (spec: expiry cannot be today or earlier). */
export function disabledTodayAndBefore(current: Dayjs | null | undefined): boolean {
  return !!current && !current.isAfter(dayjs().endOf('day'));
}

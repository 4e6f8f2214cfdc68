import { dayjs, toIsoDay } from '@/i18n/dayjs';
import { jalaliGenerateConfig as config, jalaliMonthNames, parseJalali } from '@/i18n/jalaliGenerateConfig';

const MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
const ymd = (d: ReturnType<typeof dayjs>) => [config.getYear(d), config.getMonth(d) + 1, config.getDate(d)];

describe('jalaliGenerateConfig', () => {
  const nowruz = dayjs('2026-03-21'); // a Gregorian value, as forms hold them

  it('reads year/month/date on the Jalali calendar from Gregorian values', () => {
    expect(ymd(nowruz)).toEqual([1405, 1, 1]);
    expect(ymd(dayjs('2026-11-21'))).toEqual([1405, 8, 30]);
    expect(config.getWeekDay(nowruz)).toBe(6); // Saturday
  });

  it('adds months, years and days on the Jalali calendar, clamping the day', () => {
    expect(ymd(config.addMonth(nowruz, 1))).toEqual([1405, 2, 1]);
    expect(ymd(config.addMonth(nowruz, -1))).toEqual([1404, 12, 1]);
    expect(ymd(config.addMonth(dayjs('2026-09-22'), 1))).toEqual([1405, 7, 30]); // 1405/06/31 → Mehr has 30
    expect(ymd(config.addYear(nowruz, 1))).toEqual([1406, 1, 1]);
    expect(ymd(config.addDate(nowruz, -1))).toEqual([1404, 12, 29]);
  });

  it('sets date, month and year on the Jalali calendar', () => {
    const d = config.setDate(nowruz, 15);
    expect(ymd(d)).toEqual([1405, 1, 15]);
    expect(toIsoDay(d)).toBe('2026-04-04');
    expect(ymd(config.setMonth(d, 7))).toEqual([1405, 8, 15]);
    expect(ymd(config.setMonth(d, 12))).toEqual([1406, 1, 15]); // rc-picker asks for getMonth() + 1
    expect(ymd(config.setMonth(config.setDate(nowruz, 31), 6))).toEqual([1405, 7, 30]);
    expect(ymd(config.setYear(d, 1400))).toEqual([1400, 1, 15]);
  });

  it('ends the month on the last Jalali day', () => {
    expect(ymd(config.getEndDate(nowruz))).toEqual([1405, 1, 31]);
    expect(ymd(config.getEndDate(dayjs('2026-11-21')))).toEqual([1405, 8, 30]);
  });

  it('starts the week on Saturday', () => {
    expect(config.locale.getWeekFirstDay('fa_IR')).toBe(6);
    expect(config.locale.getWeekFirstDay('en_US')).toBe(6);
    const firstDate = config.locale.getWeekFirstDate('fa_IR', dayjs('2026-03-25')); // Wednesday
    expect(firstDate.day()).toBe(6);
    expect(ymd(firstDate)).toEqual([1405, 1, 1]);
    expect(config.locale.getWeek('fa_IR', nowruz)).toBe(1);
    expect(config.locale.getWeek('fa_IR', dayjs('2026-03-28'))).toBe(2);
  });

  it('gives Jalali month names', () => {
    expect(config.locale.getShortMonths!('fa_IR')).toEqual(MONTHS);
    expect(jalaliMonthNames('fa')).toEqual(MONTHS);
    expect(jalaliMonthNames('en_US')[0]).toBe('Farvardin');
    expect(jalaliMonthNames('de_DE')).toEqual(MONTHS); // no Jalali names in that locale
    expect(config.locale.getShortWeekDays!('fa_IR')[6]).toBe('ش');
  });

  it('formats on the Jalali calendar, with Persian digits for fa', () => {
    expect(config.locale.format('fa_IR', nowruz, 'YYYY/MM/DD')).toBe('۱۴۰۵/۰۱/۰۱');
    expect(config.locale.format('fa_IR', nowruz, 'MMMM')).toBe('فروردین');
    expect(config.locale.format('en_US', nowruz, 'YYYY-MM-DD')).toBe('1405-01-01');
  });

  it('parses typed Jalali input in Persian or Latin digits', () => {
    const latin = config.locale.parse('fa_IR', '1405/01/01', ['YYYY/MM/DD'])!;
    expect(toIsoDay(latin)).toBe('2026-03-21');
    const persian = config.locale.parse('fa_IR', '۱۴۰۵/۰۸/۳۰', ['YYYY/MM/DD'])!;
    expect(toIsoDay(persian)).toBe('2026-11-21');
    expect(ymd(persian)).toEqual([1405, 8, 30]);
    const withTime = config.locale.parse('fa_IR', '1405/08/30 14:05:09', ['YYYY/MM/DD HH:mm:ss'])!;
    expect([withTime.hour(), withTime.minute(), withTime.second()]).toEqual([14, 5, 9]);
    expect(config.locale.parse('fa_IR', '1405-1-1', ['YYYY/MM/DD', 'YYYY-M-D'])).not.toBeNull();
  });

  it('rejects text that is not an existing Jalali date', () => {
    for (const text of ['1405/07/31', '1405/13/01', '1405/00/10', '1405/1/1', '14050101', 'abc', '', '1404/12/30']) {
      expect(config.locale.parse('fa_IR', text, ['YYYY/MM/DD'])).toBeNull();
    }
    expect(parseJalali('1403/12/30', 'YYYY/MM/DD')).not.toBeNull(); // 1403 is a leap year
    expect(parseJalali('1405-W01', 'YYYY-[W]ww')).toBeNull(); // unsupported token
  });

  it('keeps the instant and never changes the global calendar', () => {
    const next = config.addDate(nowruz, 0);
    expect(next.valueOf()).toBe(nowruz.valueOf());
    expect(dayjs('2026-03-21').year()).toBe(2026);
    expect(config.isAfter(config.addDate(nowruz, 1), nowruz)).toBe(true);
  });
});

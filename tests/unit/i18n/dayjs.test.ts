import { dayjs, formatDate, formatDuration, toDayjs, toGregorian, toIsoDate, toIsoDay, toJalali } from '@/i18n/dayjs';

describe('toDayjs', () => {
  it('gives a Jalali fa dayjs for fa and a Gregorian en dayjs for en, same instant', () => {
    const fa = toDayjs('2026-03-21', 'fa')!;
    const en = toDayjs('2026-03-21', 'en')!;
    expect(fa.isJalali()).toBe(true);
    expect(fa.locale()).toBe('fa');
    expect([fa.year(), fa.month(), fa.date()]).toEqual([1405, 0, 1]);
    expect(en.isJalali()).toBe(false);
    expect(en.locale()).toBe('en');
    expect([en.year(), en.month(), en.date()]).toEqual([2026, 2, 21]);
    expect(fa.valueOf()).toBe(en.valueOf());
  });

  it('returns null for empty or invalid input', () => {
    expect(toDayjs(null, 'fa')).toBeNull();
    expect(toDayjs(undefined, 'en')).toBeNull();
    expect(toDayjs('', 'fa')).toBeNull();
    expect(toDayjs('not a date', 'fa')).toBeNull();
  });

  it('does not change the global calendar', () => {
    toDayjs('2026-03-21', 'fa');
    expect(dayjs('2026-03-21').year()).toBe(2026);
    expect(dayjs('2026-03-21').isJalali()).toBe(false);
  });
});

describe('formatDate', () => {
  it('formats known Jalali/Gregorian pairs', () => {
    expect(formatDate('2026-03-21', 'fa')).toBe('۱۴۰۵/۰۱/۰۱');
    expect(formatDate('2026-03-21', 'en')).toBe('2026-03-21');
    expect(formatDate('2026-11-21', 'fa')).toBe('۱۴۰۵/۰۸/۳۰');
    expect(formatDate('2026-11-21', 'en')).toBe('2026-11-21');
    expect(formatDate('2026-03-20', 'fa')).toBe('۱۴۰۴/۱۲/۲۹');
  });

  it('appends HH:mm on request', () => {
    expect(formatDate('2026-11-21T09:05:00', 'fa', { withTime: true })).toBe('۱۴۰۵/۰۸/۳۰ ۰۹:۰۵');
    expect(formatDate('2026-11-21T09:05:00', 'en', { withTime: true })).toBe('2026-11-21 09:05');
  });

  it('accepts Date, epoch and dayjs input, including a Jalali dayjs', () => {
    const date = new Date(2026, 10, 21);
    expect(formatDate(date, 'en')).toBe('2026-11-21');
    expect(formatDate(date.getTime(), 'fa')).toBe('۱۴۰۵/۰۸/۳۰');
    expect(formatDate(toJalali(dayjs(date)), 'en')).toBe('2026-11-21');
  });

  it("returns '' for empty or invalid input", () => {
    expect(formatDate(null, 'fa')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('garbage', 'fa')).toBe('');
  });
});

describe('formatDuration (spec §9)', () => {
  it('mm:ss: seconds/60 rounded, printed as two clock fields', () => {
    expect(formatDuration(1800, 'mm:ss')).toBe('00:30');
    expect(formatDuration(5430, 'mm:ss')).toBe('01:31');
    expect(formatDuration(89, 'mm:ss')).toBe('00:01');
    expect(formatDuration(0, 'mm:ss')).toBe('00:00');
  });

  it('hh:mm: hours and whole minutes of the seconds', () => {
    expect(formatDuration(5430, 'hh:mm')).toBe('01:30');
    expect(formatDuration(3600 * 26 + 60, 'hh:mm')).toBe('26:01');
    expect(formatDuration(1800, 'hh:mm', { persianDigits: true })).toBe('۰۰:۳۰');
  });

  it("returns '' for missing or invalid durations", () => {
    expect(formatDuration(null, 'mm:ss')).toBe('');
    expect(formatDuration(-1, 'hh:mm')).toBe('');
    expect(formatDuration(Number.NaN, 'hh:mm')).toBe('');
  });
});

describe('sending dates', () => {
  it('toIsoDate gives the Gregorian ISO instant whatever the calendar', () => {
    const instant = dayjs('2026-03-21T00:00:00Z');
    expect(toIsoDate(instant)).toBe('2026-03-21T00:00:00.000Z');
    expect(toIsoDate(toJalali(instant))).toBe('2026-03-21T00:00:00.000Z');
    expect(toIsoDate(null)).toBe('');
  });

  it('toIsoDay gives the local Gregorian day', () => {
    const jalali = toDayjs('2026-11-21', 'fa')!;
    expect(jalali.format('YYYY-MM-DD')).toBe('1405-08-30');
    expect(toIsoDay(jalali)).toBe('2026-11-21');
    expect(toGregorian(jalali).isJalali()).toBe(false);
    expect(toIsoDay(undefined)).toBe('');
  });
});

import { onlyDigits, stripLeadingZeros, toLatinDigits, toPersianDigits } from '@/lib/digits';

describe('digits', () => {
  it('converts Persian and Arabic-Indic digits to Latin', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('a۱b٢c3')).toBe('a1b2c3');
  });

  it('converts Latin (and Arabic-Indic) digits and numbers to Persian', () => {
    expect(toPersianDigits('1405/01/01')).toBe('۱۴۰۵/۰۱/۰۱');
    expect(toPersianDigits(-12.5)).toBe('-۱۲.۵');
    expect(toPersianDigits('٣')).toBe('۳');
  });

  it('keeps only digits, converted to Latin', () => {
    expect(onlyDigits('۰۹۱۲-۳٤۵ 67x')).toBe('091234567');
    expect(onlyDigits('abc')).toBe('');
  });

  it('strips leading zeros', () => {
    expect(stripLeadingZeros('09121234567')).toBe('9121234567');
    expect(stripLeadingZeros('۰۰۹۱۲')).toBe('۹۱۲');
    expect(stripLeadingZeros('000')).toBe('');
    expect(stripLeadingZeros('100')).toBe('100');
  });
});

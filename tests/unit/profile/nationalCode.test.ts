import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { createRules } from '@/components/form/useRules';
import { isValidNationalCode, normalizeNationalCode } from '@/lib/validation';
import en from '@/i18n/messages/en/validation.json';

describe('isValidNationalCode (spec §5)', () => {
  it.each([
    ['0499370899', 'remainder 2 → 11 − 2 = 9'],
    ['499370899', 'nine digits, left-padded to 0499370899'],
    ['0012345679', 'leading zeros'],
    ['12345679', 'eight digits, left-padded'],
    ['116', 'three digits, left-padded to 0000000116'],
    ['1234567891', 'remainder 10 → 1'],
    ['9876543210', 'remainder 0 → last digit 0'],
    ['1111111121', 'remainder 1 → last digit 1'],
    ['5000000005', 'remainder 6 → 5'],
    ['۰۴۹۹۳۷۰۸۹۹', 'Persian digits'],
    ['٠٤٩٩٣٧٠٨٩٩', 'Arabic-Indic digits'],
  ])('accepts %s (%s)', (code) => {
    expect(isValidNationalCode(code)).toBe(true);
  });

  it.each([
    ['0000000000', 'all zeros'],
    ['1111111111', 'all one digit although the checksum matches'],
    ['5555555555', 'all one digit'],
    ['0499370898', 'wrong check digit'],
    ['1234567890', 'wrong check digit'],
    ['9876543211', 'remainder 0 needs 0'],
    ['12345678901', 'eleven digits'],
    ['04993708a9', 'a letter'],
    ['', 'empty'],
    ['   ', 'blank'],
  ])('rejects %s (%s)', (code) => {
    expect(isValidNationalCode(code)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidNationalCode(null)).toBe(false);
    expect(isValidNationalCode(undefined)).toBe(false);
  });

  it('normalises to ten Latin digits for sending', () => {
    expect(normalizeNationalCode('۴۹۹۳۷۰۸۹۹')).toBe('0499370899');
    expect(normalizeNationalCode('116')).toBe('0000000116');
    expect(normalizeNationalCode('')).toBe('');
  });
});

describe('the nationalCode form rule', () => {
  const intl = createIntl({ locale: 'en', messages: en });
  const rule = createRules(intl).nationalCode('National code') as { validator(rule: unknown, value: unknown): Promise<void> };
  const check = (value: unknown) => rule.validator({}, value);

  it.each([['0499370899'], ['۰۴۹۹۳۷۰۸۹۹'], [''], [undefined]])('passes %s', async (value) => {
    await expect(check(value)).resolves.toBeUndefined();
  });

  it.each([
    ['0499370898', 'National code is not valid.'],
    ['2222222222', 'National code is not valid.'],
    ['12345678901', 'National code Does not match pattern.'],
    ['12a4', 'National code Does not match pattern.'],
  ])('fails %s with “%s”', async (value, message) => {
    await expect(check(value)).rejects.toThrow(message);
  });
});

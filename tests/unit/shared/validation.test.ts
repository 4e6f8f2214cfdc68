import { isJsonObjectText, isValidNationalCode, isValidUrl, matchesPattern, normalizeNationalCode, patterns, slugify, type PatternName } from '@/lib/validation';

describe('isValidNationalCode (spec §5)', () => {
  it.each([
    ['0499370899', true],
    ['0790419904', true],
    ['499370899', true], // left-padded to 0499370899
    ['۰۴۹۹۳۷۰۸۹۹', true], // Persian digits
    [499370899, true],
    ['0499370898', false], // wrong check digit
    ['1111111111', false], // all the same digit
    ['0000000000', false],
    ['0', false], // pads to all zeros
    ['123', false], // pads to 0000000123: remainder 7, check must be 4
    ['0000000124', true], // ... and 4 passes
    ['12345678901', false], // 11 digits
    ['04993708a9', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (code, valid) => {
    expect(isValidNationalCode(code)).toBe(valid);
  });

  it('normalises for sending', () => {
    expect(normalizeNationalCode('۴۹۹۳۷۰۸۹۹')).toBe('0499370899');
    expect(normalizeNationalCode('')).toBe('');
  });
});

describe('pattern library', () => {
  const cases: [PatternName, string, boolean][] = [
    ['email', 'user@example.com', true],
    ['email', 'first.last+tag@mail.shop.ir', true],
    ['email', 'user@example', false],
    ['email', 'user example@x.com', false],
    ['digits', '0912', true],
    ['digits', '۰۹۱۲', true],
    ['digits', '09a2', false],
    ['digits', '', false],
    ['nonDigits', 'Ali Rezaei', true],
    ['nonDigits', 'علی', true],
    ['nonDigits', 'Ali2', false],
    ['nonDigits', 'علی۲', false],
    ['nationalCode', '0499370899', true],
    ['nationalCode', '049937089', false],
    ['phone', '02188776655', true],
    ['phone', '+98 21 8877 6655', true],
    ['phone', '021-88776655', true],
    ['phone', '12', false],
    ['phone', 'tel:021', false],
    ['persianText', 'سلام دنیا', true],
    ['persianText', 'می‌خواهم', true],
    ['persianText', 'hello', false],
    ['decimal', '35.7158', true],
    ['decimal', '-51.4', true],
    ['decimal', '12', true],
    ['decimal', '12.', false],
    ['decimal', '1.2.3', false],
    ['role', 'ECOMMERCE_MANAGEMENT', true],
    ['role', 'Admin', false],
    ['role', 'ROLE1', false],
    ['permission', 'site/v1/product.list', true],
    ['permission', 'user-add', false],
    ['alias', 'natural-soap_2', true],
    ['alias', 'Natural-Soap', false],
    ['alias', 'soap bar', false],
  ];
  it.each(cases)('%s: %s → %s', (name, value, ok) => {
    expect(matchesPattern(name, value)).toBe(ok);
  });

  it('exposes plain RegExps for antd rules', () => {
    expect(patterns.alias).toBeInstanceOf(RegExp);
  });
});

describe('slugify (alias auto-fill)', () => {
  it.each([
    ['Hello, World! 2', 'hello-world-2'],
    ['  Natural Soap  ', 'natural-soap'],
    ['Café au lait', 'cafe-au-lait'],
    ['already-a_slug', 'already-a_slug'],
    ['About / Us', 'about-us'],
    ['Price: ۱۲۳', 'price-123'],
    // Persian titles give a usable alias: transliterated, never empty
    ['صابون طبیعی', 'sabvn-tbyy'],
    ['کرم مرطوب‌کننده ۲', 'krm-mrtvb-knndh-2'],
    ['گل‌های ژاپنی', 'gl-hay-zhapny'],
    ['--Trim--', 'trim'],
    ['', ''],
    ['   ', ''],
  ])('%s → %s', (title, alias) => {
    expect(slugify(title)).toBe(alias);
    // every non-empty slug is a valid alias
    expect(alias === '' || patterns.alias.test(alias)).toBe(true);
  });

  it('never leaves a non-blank title without an alias (nothing to keep: a stable token)', () => {
    const alias = slugify('!!! ؟؟');
    expect(alias).toMatch(/^item-[a-z0-9]+$/);
    expect(patterns.alias.test(alias)).toBe(true);
    expect(slugify('!!! ؟؟')).toBe(alias);
    expect(slugify('???')).not.toBe(alias);
  });
});

describe('isJsonObjectText', () => {
  it.each([
    ['{"color":"red"}', true],
    ['{}', true],
    ['[]', false],
    ['null', false],
    ['"text"', false],
    ['{color:red}', false],
    ['', false],
  ])('%s → %s', (text, ok) => {
    expect(isJsonObjectText(text)).toBe(ok);
  });
});

describe('isValidUrl', () => {
  it.each([
    ['https://shop.test', true],
    ['http://example.com/a?b=1', true],
    ['shop.test', false],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
  ])('%s → %s', (url, ok) => {
    expect(isValidUrl(url)).toBe(ok);
  });
});

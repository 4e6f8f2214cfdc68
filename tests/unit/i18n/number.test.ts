import { formatNumber, isNumericInput, parseNumericInput, trimNumericOnBlur } from '@/lib/number';

describe('formatNumber', () => {
  it('adds thousands separators to numbers and strings', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('1234567.891')).toBe('1,234,567.891');
    expect(formatNumber(-1234.5)).toBe('-1,234.5');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
  });

  it('accepts Persian/Arabic digits and existing separators', () => {
    expect(formatNumber('۱۲۳۴۵۶')).toBe('123,456');
    expect(formatNumber('-٤٥٠٠')).toBe('-4,500');
    expect(formatNumber('1,234,567')).toBe('1,234,567');
  });

  it('renders Persian digits on request', () => {
    expect(formatNumber(1250000, { persianDigits: true })).toBe('۱٬۲۵۰٬۰۰۰');
  });

  it("returns '' for empty or non-numeric input", () => {
    expect(formatNumber('')).toBe('');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber('12a')).toBe('');
  });
});

describe('numeric input (spec §5)', () => {
  it('accepts numbers being typed and rejects anything else', () => {
    for (const ok of ['', '-', '0', '12', '12.', '-0.5', '۱۲.۵']) expect(parseNumericInput(ok)).not.toBeNull();
    expect(parseNumericInput('۱۲.۵')).toBe('12.5');
    for (const bad of ['a', '1a', '1.2.3', '--1', '1-', '1,000']) expect(parseNumericInput(bad)).toBeNull();
  });

  it('trims a trailing dot or minus and leading zeros on blur', () => {
    expect(trimNumericOnBlur('12.')).toBe('12');
    expect(trimNumericOnBlur('-')).toBe('');
    expect(trimNumericOnBlur('-.')).toBe('');
    expect(trimNumericOnBlur('007')).toBe('7');
    expect(trimNumericOnBlur('-007.50')).toBe('-7.50');
    expect(trimNumericOnBlur('000')).toBe('0');
    expect(trimNumericOnBlur('0.5')).toBe('0.5');
    expect(trimNumericOnBlur('.5')).toBe('0.5');
    expect(trimNumericOnBlur('۰۱۲')).toBe('12');
  });

  it('validates a complete value: empty or number without leading zeros', () => {
    for (const ok of ['', '0', '12', '-12', '0.5', '-3.25', '۱۲']) expect(isNumericInput(ok)).toBe(true);
    for (const bad of ['-', '12.', '012', '00', '.5', 'a', '1e3']) expect(isNumericInput(bad)).toBe(false);
  });
});

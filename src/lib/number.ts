/** Number display and numeric-input rules (spec §5 "Numeric input" and "Number format helper"). */
import { toLatinDigits, toPersianDigits } from './digits.ts';

export interface FormatNumberOptions {
  /** Render the result with Persian digits and separators ('۱۲٬۳۴۵٫۵', as Intl.NumberFormat('fa') writes it). */
  persianDigits?: boolean;
}

/** In-progress numeric text: optional minus, digits, optional dot and decimals (all parts optional). */
const PARTIAL_NUMBER = /^-?\d*(\.\d*)?$/;
/** A complete number: optional minus, no leading zeros, optional decimals. */
const COMPLETE_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** Latin digits, existing thousands separators (',' '٬' '،') and surrounding spaces removed. */
function normalize(value: string): string {
  return toLatinDigits(value).replace(/[,٬،\s]/g, '');
}

/**
 * Adds thousands separators: 1234567.5 → '1,234,567.5', '-۱۲۳۴' → '-1,234'.
 * Accepts numbers or strings with Latin/Persian/Arabic digits; returns '' for empty or non-numeric input.
 */
export function formatNumber(value: string | number | null | undefined, options: FormatNumberOptions = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const text = normalize(String(value));
  if (text === '' || !PARTIAL_NUMBER.test(text)) return '';
  const [, sign, int, rest] = /^(-?)(\d*)(.*)$/.exec(text) ?? [];
  // in Persian digits the separators are Persian too (٬ for thousands, ٫ for decimals), as
  // Intl.NumberFormat('fa') writes them: money and the totals formatted by react-intl read alike
  if (options.persianDigits) return toPersianDigits(`${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, '٬')}${rest.replace('.', '٫')}`);
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${rest}`;
}

/**
 * A percentage as the language writes it: '30%' in Latin digits, '۳۰٪' in Persian (the Arabic percent
 * sign, as Intl.NumberFormat('fa') writes it and the invoice's VAT line reads). `value` is the percent
 * itself (30 for 30 %), not a fraction.
 */
export function formatPercent(value: string | number | null | undefined, options: FormatNumberOptions = {}): string {
  const number = formatNumber(value, options);
  if (number === '') return '';
  return options.persianDigits ? `${number}٪` : `${number}%`;
}

/** The percent sign of the language: '٪' with Persian digits, '%' otherwise (an input's suffix). */
export function percentSign(options: FormatNumberOptions = {}): string {
  return options.persianDigits ? '٪' : '%';
}

/**
 * Filters a keystroke in a numeric input: returns the text with Latin digits when it is a number
 * being typed ('', '-', '12.', '-0.5'), or null when the change should be rejected ('1a', '1.2.3').
 */
export function parseNumericInput(s: string): string | null {
  const text = toLatinDigits(s).trim();
  return PARTIAL_NUMBER.test(text) ? text : null;
}

/** On blur: drops a trailing dot or a lone minus and removes leading zeros ('-007.' → '-7', '.5' → '0.5'). */
export function trimNumericOnBlur(s: string): string {
  let text = toLatinDigits(s).trim();
  if (text.endsWith('.')) text = text.slice(0, -1);
  if (text === '-' || text === '') return '';
  return text.replace(/^(-?)\./, (_, sign: string) => `${sign}0.`).replace(/^(-?)0*(\d)/, '$1$2');
}

/** True for an empty string or a complete number (optional minus, no leading zeros, optional decimals). */
export function isNumericInput(s: string): boolean {
  const text = toLatinDigits(s).trim();
  return text === '' || COMPLETE_NUMBER.test(text);
}

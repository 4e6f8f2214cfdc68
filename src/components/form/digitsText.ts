/** DigitsInput's conversion without antd (the public forms' light inputs use it too). */
import { onlyDigits, stripLeadingZeros as dropLeadingZeros, toLatinDigits } from '@/lib/digits';

export interface DigitsTextOptions {
  /** Keep digits only. */
  digitsOnly?: boolean;
  /** Remove leading zeros as typed. */
  stripLeadingZeros?: boolean;
  /** Longest accepted text after conversion. */
  maxLength?: number;
}

/** Applies DigitsInput's conversion: Latin digits, then digitsOnly, stripLeadingZeros and maxLength. */
export function normalizeDigitsText(
  text: string,
  options: DigitsTextOptions = {},
): string {
  let result = options.digitsOnly ? onlyDigits(text) : toLatinDigits(text);
  if (options.stripLeadingZeros) result = dropLeadingZeros(result);
  if (options.maxLength !== undefined) result = result.slice(0, options.maxLength);
  return result;
}


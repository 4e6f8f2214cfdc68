/** Digit helpers: convert between Persian (۰-۹), Arabic-Indic (٠-٩) and Latin (0-9) digits. */

const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Replaces Persian and Arabic-Indic digits with Latin ones; other characters are kept. */
export function toLatinDigits(s: string): string {
  return s.replace(/[۰-۹٠-٩]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_ZERO);
  });
}

/** Replaces Latin and Arabic-Indic digits with Persian ones; numbers are stringified first. */
export function toPersianDigits(value: string | number): string {
  return toLatinDigits(String(value)).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]);
}

/** Converts digits to Latin, then drops every character that is not 0-9. */
export function onlyDigits(s: string): string {
  return toLatinDigits(s).replace(/\D/g, '');
}

/** Removes leading zeros (Latin, Persian or Arabic-Indic): '0912' → '912', '000' → ''. */
export function stripLeadingZeros(s: string): string {
  return s.replace(/^[0۰٠]+/, '');
}

/**
 * The one digits rule of the app: text (or a number) with its digits in the language's script —
 * Persian in fa, Latin otherwise. Only digits change; a number is not grouped or rounded.
 */
export function formatDigits(value: string | number, locale: string): string {
  return locale.startsWith('fa') ? toPersianDigits(value) : toLatinDigits(String(value));
}

const DIGITS_ONLY = /^[+(]?[\d\s()+-]*\d[\d\s()-]*$/;

/**
 * A value in the language's digits when it is made of digits alone (a mobile, a numeric coupon code, a
 * postal code: digits with + - ( ) and spaces), read like any number; anything with a letter, a dot or
 * an @ in it (a web address, a path, an e-mail, an IP, a code of letters and digits) as it is written
 * everywhere, in Latin digits.
 */
export function formatDigitValue(value: string | number, locale: string): string {
  const text = String(value);
  return DIGITS_ONLY.test(text) ? formatDigits(text, locale) : text;
}

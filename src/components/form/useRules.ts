/**
 * The one rules library for antd forms (customer spec §5, admin spec §5). Every message is the
 * field's label followed by the generic text, translated: 'Mobile Can not be empty!',
 * «موبایل نمی‌تواند خالی باشد!». Pass the label already translated (the text the user sees).
 *
 *   const rules = useRules();
 *   <Form.Item name="mobile" label={label} rules={[rules.required(label), rules.digits(label, 10)]}>
 *
 * Every rule except `required` and `checkbox` accepts an empty value, so combine it with `required`
 * when the field is mandatory. Digits are converted to Latin before any check.
 */
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { FormRule } from 'antd';
import { toLatinDigits } from '@/lib/digits';
import { isNumericInput } from '@/lib/number';
import { isEmptyValue, isJsonObjectText, isValidNationalCode, isValidUrl, patterns } from '@/lib/validation';

export interface Rules {
  /** Not empty (white space only counts as empty; arrays need an item): '{label} Can not be empty!' */
  required(label: string): FormRule;
  /** A ticked checkbox (`valuePropName="checked"`) or a non-empty selection: '{label} Must be selected!' */
  checkbox(label: string): FormRule;
  /** A valid e-mail address: '{label} Email is not valid.' */
  email(label: string): FormRule;
  /** An absolute http(s) URL: '{label} URL is not valid.' */
  url(label: string): FormRule;
  /** Matches `regex` (digits converted to Latin first): '{label} Does not match pattern.' */
  pattern(label: string, regex: RegExp): FormRule;
  /** Text at most `n` characters, a number at most `n`, a list at most `n` items. */
  max(label: string, n: number): FormRule;
  /** Text at least `n` characters, a number at least `n`, a list at least `n` items. */
  min(label: string, n: number): FormRule;
  /** A number (or numeric text) between `min` and `max` inclusive; either bound may be omitted. */
  range(label: string, min?: number, max?: number): FormRule;
  /** Digits only; with `length`, exactly that many: pattern or '{label} must be exactly {length} characters.' */
  digits(label: string, length?: number): FormRule;
  /** A number: optional minus, no leading zeros, optional decimals (spec §5 numeric input). */
  numeric(label: string): FormRule;
  /** Iranian national code: digits (left-padded to 10), not all the same, checksum. */
  nationalCode(label: string): FormRule;
  /**
   * Equals the value of `otherField` (confirm password). Give the Form.Item `dependencies={[otherField]}`
   * so it re-validates when the other field changes. `messageId` replaces the default message; it
   * receives `{label}`.
   */
  equalsField(label: string, otherField: string, messageId?: string): FormRule;
  /** Parses as a JSON object (route style): '{label} Does not match pattern.' */
  jsonObject(label: string): FormRule;
  /** A day (dayjs) not before today: '{label} must not be before today.' (expiry dates of invoices and coupons) */
  notBeforeToday(label: string): FormRule;
}

type Values = Record<string, string | number>;

/**
 * A picker's day (a dayjs, Jalali or Gregorian), told by its methods: the public forms (sign-in,
 * contact) use these rules on their first load, and importing dayjs here would evaluate dayjs and
 * jalaliday there for a rule only the admin's date pickers use.
 */
function isDay(value: unknown): value is { isBefore(other: Date): boolean } {
  return typeof value === 'object' && value !== null && typeof (value as { isBefore?: unknown }).isBefore === 'function';
}

/** Midnight at the start of today, local time (dayjs().startOf('day') as a Date). */
function startOfToday(): Date {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
}

function fail(message: string): Promise<never> {
  return Promise.reject(new Error(message));
}

function asText(value: unknown): string {
  return toLatinDigits(String(value)).trim();
}

/** Builds the rules with an existing IntlShape (for code outside components); `useRules` memoises this. */
export function createRules(intl: IntlShape): Rules {
  const t = (id: string, label: string, values: Values = {}) => intl.formatMessage({ id }, { label, ...values });

  const check = (test: (value: unknown) => string | null): FormRule => ({
    validator: (_rule, value: unknown) => {
      if (isEmptyValue(value)) return Promise.resolve();
      const message = test(value);
      return message ? fail(message) : Promise.resolve();
    },
  });

  const bound = (label: string, n: number, side: 'max' | 'min'): FormRule =>
    check((value) => {
      const tooFar = (size: number) => (side === 'max' ? size > n : size < n);
      const suffix = side === 'max' ? 'max' : 'min';
      if (typeof value === 'number') return tooFar(value) ? t(`validation.${suffix}Value`, label, { [suffix]: n }) : null;
      if (Array.isArray(value)) return tooFar(value.length) ? t(`validation.${suffix}Count`, label, { [suffix]: n }) : null;
      return tooFar(String(value).length) ? t(`validation.${suffix}Length`, label, { [suffix]: n }) : null;
    });

  return {
    // A validator rather than antd's `required` + `whitespace`: that pair validates as a string type and
    // would reject arrays (multiple selects, polygon points). `required: true` keeps the asterisk.
    required: (label) => ({
      required: true,
      validator: (_rule, value: unknown) => (isEmptyValue(value) ? fail(t('validation.required', label)) : Promise.resolve()),
    }),
    checkbox: (label) => ({
      validator: (_rule, value: unknown) =>
        value === true || (Array.isArray(value) && value.length > 0) ? Promise.resolve() : fail(t('validation.checkbox', label)),
    }),
    email: (label) => check((value) => (patterns.email.test(asText(value)) ? null : t('validation.email', label))),
    url: (label) => check((value) => (isValidUrl(String(value)) ? null : t('validation.url', label))),
    pattern: (label, regex) =>
      check((value) => {
        regex.lastIndex = 0;
        return regex.test(asText(value)) ? null : t('validation.pattern', label);
      }),
    max: (label, n) => bound(label, n, 'max'),
    min: (label, n) => bound(label, n, 'min'),
    range: (label, min, max) =>
      check((value) => {
        const text = asText(value);
        if (!patterns.decimal.test(text)) return t('validation.pattern', label);
        const number = Number(text);
        if (min !== undefined && number < min) return t('validation.minValue', label, { min });
        if (max !== undefined && number > max) return t('validation.maxValue', label, { max });
        return null;
      }),
    digits: (label, length) =>
      check((value) => {
        const text = asText(value);
        if (!patterns.digits.test(text)) return t('validation.pattern', label);
        return length !== undefined && text.length !== length ? t('validation.exactLength', label, { length }) : null;
      }),
    numeric: (label) => check((value) => (isNumericInput(String(value)) ? null : t('validation.pattern', label))),
    nationalCode: (label) =>
      check((value) => {
        const text = asText(value);
        if (!/^\d{1,10}$/.test(text)) return t('validation.pattern', label);
        return isValidNationalCode(text) ? null : t('validation.invalid', label);
      }),
    equalsField: (label, otherField, messageId = 'validation.confirm') => ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        isEmptyValue(value) || value === getFieldValue(otherField) ? Promise.resolve() : fail(t(messageId, label)),
    }),
    jsonObject: (label) => check((value) => (isJsonObjectText(String(value)) ? null : t('validation.pattern', label))),
    notBeforeToday: (label) => check((value) => (isDay(value) && value.isBefore(startOfToday()) ? t('validation.notBeforeToday', label) : null)),
  };
}

/** The rules builders with messages in the current language (see `Rules`). */
export function useRules(): Rules {
  const intl = useIntl();
  return useMemo(() => createRules(intl), [intl]);
}

/**
 * A save the server refused because of a field's value ("A user with this mobile or email already
 * exists.") is shown like a field the browser refused: the fields the message names, by their label as
 * the form shows it, in the form's language, are marked with the message, and the first of them takes
 * the focus with the summary said (`useErrorFocus`'s handler). Only fields holding a value are named
 * (an empty one cannot be a duplicate). Nothing is marked when the message names no field; the message
 * itself is shown once, by the baseQuery, as every server message is.
 */
import type { FormInstance } from 'antd';
import type { ApiError } from '@/api/baseQuery';
import { toLatinDigits } from '@/lib/digits';
import type { FieldInError } from './useErrorFocus';

type NamePath = (string | number)[];

/** Lower case, Latin digits, Persian ی/ک for their Arabic forms, single spaces. */
function normalise(text: string): string {
  return toLatinDigits(text).replace(/[يى]/g, 'ی').replace(/ك/g, 'ک').replace(/[\u200c\s]+/g, ' ').trim().toLowerCase();
}

/** `phrase` stands in `text` as whole words (no letter glued before or after it). */
export function namesPhrase(text: string, phrase: string): boolean {
  const haystack = normalise(text);
  const needle = normalise(phrase);
  if (!needle) return false;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1] ?? ' ';
    const after = haystack[at + needle.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

/** The label a field shows (its required mark and colon left out), found by antd's control id. */
function labelOf(formName: string, name: NamePath): string {
  const label = document.querySelector(`label[for="${CSS.escape(`${formName}_${name.join('_')}`)}"]`);
  return label?.textContent.replace(/[:：*]\s*$/, '').trim() ?? '';
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Marks the fields the refusal names and hands them to `onFailed` (the form's `useErrorFocus` handler).
 * Returns whether any field was named.
 */
export function markServerFieldErrors(
  error: unknown,
  form: FormInstance,
  formName: string,
  onFailed: (info: { errorFields: readonly FieldInError[] }) => void,
): boolean {
  const messages = ((error as ApiError | undefined)?.messages ?? []).filter((m) => m.type === 'error' || m.type === 'warning').map((m) => m.message);
  if (messages.length === 0) return false;
  const named = new Map<string, { name: NamePath; errors: string[] }>();
  for (const { name } of form.getFieldsError()) {
    const label = labelOf(formName, name);
    if (!label || isEmpty(form.getFieldValue(name))) continue;
    const said = messages.filter((message) => namesPhrase(message, label));
    if (said.length) named.set(name.join('.'), { name, errors: said });
  }
  if (named.size === 0) return false;
  form.setFields([...named.values()]);
  onFailed({ errorFields: form.getFieldsError() });
  return true;
}

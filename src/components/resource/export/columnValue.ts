/**
 * A column's cell in the spreadsheet export: the column's `exportValue` when it declares one; else the
 * text its render shows (a translated message included); else the field itself: numbers stay numbers,
 * flags become the switch's words (or yes / no), dates are date cells (with the Jalali date beside them
 * in fa), tags and lists of names joined.
 */
import { isValidElement, type ReactNode } from 'react';
import { sheetDate } from '@/components/export';
import { Money } from '@/components/Money';
import { isFaLocale } from '@/lib/locale';
import type { ResourceColumn } from '../types';
import type { ExportCell, ExportText } from '../viewTypes';

const joiner = (text: ExportText) => (text.locale.startsWith('fa') ? '، ' : ', ');

/** The plain text of a rendered node: strings, numbers, `<FormattedMessage id>` and children; '' for anything else. */
export function nodeText(node: ReactNode, text: ExportText): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string') return node;
  if (typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map((n: ReactNode) => nodeText(n, text)).join('');
  if (isValidElement(node)) {
    const props = node.props as { id?: unknown; values?: Record<string, string | number>; children?: ReactNode };
    // a component given a message id (`<FormattedMessage id>`): the message in the language
    if (typeof node.type !== 'string' && typeof props.id === 'string') {
      return text.t(props.id, props.values);
    }
    return nodeText(props.children, text);
  }
  return '';
}

/** A field's value as a cell: numbers, text, flags as words, lists and references by their names. */
export function plainValue(value: unknown, text: ExportText): ExportCell {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return text.t(value ? 'common.yes' : 'common.no');
  if (Array.isArray(value)) {
    return value
      .map((v) => plainValue(v, text))
      .filter((v) => v !== null && v !== '')
      .join(joiner(text));
  }
  if (typeof value === 'object') {
    const v = value as { name?: unknown; title?: unknown; firstName?: unknown; lastName?: unknown };
    if (typeof v.name === 'string') return v.name;
    if (typeof v.title === 'string') return v.title;
    if (typeof v.firstName === 'string' || typeof v.lastName === 'string') return [v.firstName, v.lastName].filter((s) => typeof s === 'string' && s).join(' ');
  }
  return null;
}

export function exportCell<T>(column: ResourceColumn<T>, record: T, text: ExportText): ExportCell {
  if (column.exportValue) return column.exportValue(record, text);
  const value = (record as Record<string, unknown>)[column.key];
  if (column.toggle) {
    const on = Boolean(value);
    return text.t(column.toggleLabels ? (on ? column.toggleLabels.on : column.toggleLabels.off) : on ? 'common.yes' : 'common.no');
  }
  if (column.date) return typeof value === 'string' && value ? sheetDate(value, isFaLocale(text.locale) ? text.date(value, true) : undefined) : null;
  if (column.tags) {
    return column
      .tags(record)
      .map((tag) => nodeText(tag.label, text))
      .filter(Boolean)
      .join(joiner(text));
  }
  if (column.render) {
    const shown = column.render(record);
    if (typeof shown === 'number') return shown;
    // a number the render formats (an amount, a count, a percent) stays a number in the sheet
    if (typeof value === 'number' || (typeof value === 'string' && /^-?(0|[1-9]\d*)(\.\d+)?$/.test(value))) return Number(value);
    const words = nodeText(shown, text);
    if (words) return words;
  }
  return plainValue(value, text);
}

/** The node shows an amount of money (`<Money>`, possibly inside other elements). */
function showsMoney(node: ReactNode): boolean {
  if (Array.isArray(node)) return node.some((n: ReactNode) => showsMoney(n));
  if (!isValidElement(node)) return false;
  return node.type === Money || showsMoney((node.props as { children?: ReactNode }).children);
}

/** The column shows money for this record: its sheet header then names the unit. */
export function isMoneyColumn<T>(column: ResourceColumn<T>, record: T): boolean {
  return Boolean(column.render && !column.date && showsMoney(column.render(record)));
}

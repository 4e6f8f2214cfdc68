import type { SheetCell } from '@/components/export';
/** Types of the list's saved views and export (views/, export/), kept apart so types.ts imports no module with code. */

/** What a column's `exportValue` may use: the language's texts and dates. */
export interface ExportText {
  locale: string;
  /** A message in the UI language. */
  t(id: string, values?: Record<string, string | number>): string;
  /** A date (ISO) as the list shows it: Jalali with Persian digits in fa. */
  date(iso: string | null | undefined, withTime?: boolean): string;
}

/** One spreadsheet cell: text, a number kept a number, or a date (a date cell; `sheetDate`). */
export type ExportCell = SheetCell;

/**
 * A named filter preset the shop ships with a resource: picking it sets these filters and this sorter
 * (`?filters=…&sorter=…&view=key`). `label` is a message id.
 */
export interface ResourcePreset<F> {
  key: string;
  label: string;
  filters?: F;
  sorter?: string;
}

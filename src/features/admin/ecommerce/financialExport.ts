/**
 * The financial spreadsheets (admin spec §2 Financial, §9): per invoice, and the daily cumulative report
 * by payment day, both over the whole filtered set (every page), amounts in rial, dates as date cells
 * (with the Jalali date beside them in fa).
 * This module is loaded only by the Financial screen (dynamic import). The rows are computed here in
 * slices with a yield between them; `financialSheet.ts` lays them out as a table and the shared writer
 * (`src/components/export`) writes it with exceljs in a worker, because exceljs renders a sheet in one
 * synchronous step that blocked the page for about 1.5 s at 10,000 rows.
 */
import { financialRow, type FinancialRow, type FinancialSource } from '@/lib/financial';
import { DAILY_COLUMNS, INVOICE_COLUMNS } from './financialColumns';
import { financialTable } from './financialSheet';
import { downloadSheet, fetchAllPages, writeTableOffThread } from '@/components/export';

const SLICE = 500;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface ExportText {
  /** column header by key */
  header(key: string): string;
  shippingType(type: string): string;
  sheet: { invoices: string; daily: string };
  /** shown in the sheet when the filter matched nothing */
  empty: string;
  /** a message of the UI's language (the column kinds' headers: "(ریال)", "(شمسی)") */
  t(id: string, values?: Record<string, string | number>): string;
}

/** Fetches every page of the filtered set (`fetchPage(page, limit)`) through the shared exporter. */
export async function fetchAll<T>(fetchPage: (page: number, limit: number) => Promise<{ docs: T[]; total: number }>, limit = 1000): Promise<T[]> {
  const all: T[] = [];
  await fetchAllPages<T>((page, size) => fetchPage(page, size), limit, { onPage: (docs) => void all.push(...docs) });
  return all;
}

export { INVOICE_COLUMNS, DAILY_COLUMNS } from './financialColumns';

/** Builds the workbook (xlsx bytes) for the rows; `kind` chooses the per-invoice or the daily sheet. */
export async function buildWorkbook(invoices: readonly FinancialSource[], kind: 'invoices' | 'daily', locale: string, text: ExportText): Promise<ArrayBuffer> {
  const rows: FinancialRow[] = [];
  for (let i = 0; i < invoices.length; i += SLICE) {
    for (const inv of invoices.slice(i, i + SLICE)) rows.push(financialRow(inv));
    await yieldToPage();
  }
  const headers: Record<string, string> = {};
  for (const key of [...INVOICE_COLUMNS, ...DAILY_COLUMNS]) headers[key] = text.header(key);
  const shippingTypes: Record<string, string> = {};
  for (const r of rows) if (!(r.shippingType in shippingTypes)) shippingTypes[r.shippingType] = text.shippingType(r.shippingType);
  return writeTableOffThread(await financialTable({ rows, kind, locale, text: { headers, shippingTypes, sheet: text.sheet, empty: text.empty, columns: { locale, t: text.t } } }));
}

/** Offers the bytes as a download. */
export const download = downloadSheet;

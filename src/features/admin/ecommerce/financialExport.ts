/**
 * The financial spreadsheets (admin spec §2 Financial, §9): per invoice, and the daily cumulative report
 * by payment day, both over the whole filtered set (every page), amounts in rial, dates Jalali in fa.
 * This module is loaded only by the Financial screen (dynamic import). The rows are computed here in
 * slices with a yield between them; the sheet itself is written by exceljs in a worker
 * (`financialExport.worker.ts` → `financialSheet.ts`), because exceljs renders a sheet in one
 * synchronous step that blocked the page for about 1.5 s at 10,000 rows.
 */
import { financialRow, type FinancialRow, type FinancialSource } from '@/lib/financial';
import { DAILY_COLUMNS, INVOICE_COLUMNS } from './financialColumns';
import type { SheetJob } from './financialSheet';
import { downloadSheet } from '@/components/downloadSheet';

const SLICE = 500;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface ExportText {
  /** column header by key */
  header(key: string): string;
  shippingType(type: string): string;
  sheet: { invoices: string; daily: string };
  /** shown in the sheet when the filter matched nothing */
  empty: string;
}

/** Fetches every page of the filtered set (`fetchPage(page, limit)`), slice by slice. */
export async function fetchAll<T>(fetchPage: (page: number, limit: number) => Promise<{ docs: T[]; total: number }>, limit = 1000): Promise<T[]> {
  const first = await fetchPage(1, limit);
  const all = [...first.docs];
  const pages = Math.ceil(first.total / limit);
  for (let page = 2; page <= pages; page++) {
    all.push(...(await fetchPage(page, limit)).docs);
  }
  return all;
}

export { INVOICE_COLUMNS, DAILY_COLUMNS } from './financialColumns';

/** Writes the sheet in a worker (the page stays responsive); in the page where there is no Worker or it fails. */
async function writeOffThread(job: SheetJob): Promise<ArrayBuffer> {
  if (typeof Worker !== 'undefined') {
    try {
      return await new Promise<ArrayBuffer>((resolve, reject) => {
        const worker = new Worker(new URL('./financialExport.worker.ts', import.meta.url), { type: 'module' });
        worker.onmessage = (event: MessageEvent<unknown>) => {
          // only the worker's own answer (a library inside it may post messages of its own)
          const data = event.data as { type?: string; bytes?: ArrayBuffer; error?: string } | null;
          if (!data || typeof data !== 'object' || data.type !== 'financial-sheet') return;
          worker.terminate();
          if (data.bytes) resolve(data.bytes);
          else reject(new Error(data.error ?? 'worker failed'));
        };
        worker.onerror = (event) => {
          worker.terminate();
          reject(new Error(event.message || 'worker failed'));
        };
        worker.postMessage(job);
      });
    } catch {
      // fall through: write it here
    }
  }
  const { writeSheet } = await import('./financialSheet');
  return writeSheet(job);
}

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
  return writeOffThread({ rows, kind, locale, text: { headers, shippingTypes, sheet: text.sheet, empty: text.empty } });
}

/** Offers the bytes as a download. */
export const download = downloadSheet;

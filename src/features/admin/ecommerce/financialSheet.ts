/**
 * Writes the financial spreadsheet (xlsx bytes) from rows already computed: per invoice, or the daily
 * cumulative report by payment day. Runs in `financialExport.worker.ts` (exceljs renders a whole
 * sheet's XML in one go: about a second and a half for 10,000 rows, which must not block the page),
 * or in the page where there is no Worker (unit tests). Texts arrive as plain data (a worker cannot
 * receive functions).
 */
import ExcelJS from 'exceljs';
import { dayjs, formatDate } from '@/i18n/dayjs';
import { dailyReport, type FinancialRow } from '@/lib/financial';
import { DAILY_COLUMNS, INVOICE_COLUMNS } from './financialColumns';

export interface SheetText {
  /** column header by key (every key of INVOICE_COLUMNS and DAILY_COLUMNS) */
  headers: Record<string, string>;
  /** shipping type name by type */
  shippingTypes: Record<string, string>;
  sheet: { invoices: string; daily: string };
  /** shown in the sheet when the filter matched nothing */
  empty: string;
}

export interface SheetJob {
  rows: FinancialRow[];
  kind: 'invoices' | 'daily';
  locale: string;
  text: SheetText;
}

export async function writeSheet({ rows, kind, locale, text }: SheetJob): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const rtl = locale.startsWith('fa');
  const sheet = book.addWorksheet(kind === 'invoices' ? text.sheet.invoices : text.sheet.daily, { views: [{ rightToLeft: rtl, state: 'frozen', ySplit: 1 }] });
  const columns = kind === 'invoices' ? INVOICE_COLUMNS : DAILY_COLUMNS;
  sheet.columns = columns.map((key) => ({ header: text.headers[key] ?? key, key, width: key === 'customer' || key === 'courier' ? 24 : 16 }));
  sheet.getRow(1).font = { bold: true };
  if (kind === 'invoices') {
    for (const r of rows) {
      sheet.addRow({ ...r, shippingType: text.shippingTypes[r.shippingType] ?? r.shippingType, paymentAt: r.paymentAt ? formatDate(r.paymentAt, locale, { withTime: true }) : '' });
    }
  } else {
    for (const d of dailyReport(rows, (iso) => dayjs(iso).format('YYYY-MM-DD'))) {
      sheet.addRow({ ...d, paymentDay: formatDate(d.day, locale) });
    }
  }
  for (const key of ['productPrice', 'shippingPrice', 'couponPrice', 'amount', 'deductionPrice', 'additionalPrice', 'purePrice']) {
    sheet.getColumn(key).numFmt = '#,##0';
  }
  if (!rows.length) sheet.addRow([text.empty]);
  // exceljs answers a Buffer (a view, possibly on a larger pool): hand back exactly its bytes, as an
  // ArrayBuffer the worker can transfer
  const buffer = (await book.xlsx.writeBuffer()) as ArrayBuffer | Uint8Array;
  if (buffer instanceof ArrayBuffer) return buffer;
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}

/**
 * The financial spreadsheets (admin spec §2 Financial, §9): per invoice, and the daily cumulative report
 * by payment day, both over the whole filtered set (every page), amounts in rial, dates Jalali in fa.
 * exceljs is imported here only, and this module only by the Financial screen (dynamic import).
 * Work is cut into slices with a yield to the event loop between them, so 10,000 rows never block the
 * page for long.
 */
import { dayjs, formatDate } from '@/i18n/dayjs';
import { dailyReport, financialRow, type FinancialRow, type FinancialSource } from '@/lib/financial';

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

export const INVOICE_COLUMNS = [
  'invoiceNumber', 'customer', 'courier', 'productPrice', 'shippingPrice', 'couponPrice', 'amount', 'deductionPrice',
  'additionalPrice', 'purePrice', 'shippingType', 'region', 'paymentAt',
] as const;
export const DAILY_COLUMNS = [
  'paymentDay', 'countInvoice', 'productPrice', 'shippingPrice', 'couponPrice', 'amount', 'deductionPrice', 'additionalPrice', 'purePrice',
] as const;

/** Builds the workbook (xlsx bytes) for the rows; `kind` chooses the per-invoice or the daily sheet. */
export async function buildWorkbook(invoices: readonly FinancialSource[], kind: 'invoices' | 'daily', locale: string, text: ExportText): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const rtl = locale.startsWith('fa');
  const rows: FinancialRow[] = [];
  for (let i = 0; i < invoices.length; i += SLICE) {
    for (const inv of invoices.slice(i, i + SLICE)) rows.push(financialRow(inv));
    await yieldToPage();
  }
  const sheet = book.addWorksheet(kind === 'invoices' ? text.sheet.invoices : text.sheet.daily, { views: [{ rightToLeft: rtl, state: 'frozen', ySplit: 1 }] });
  const columns = kind === 'invoices' ? INVOICE_COLUMNS : DAILY_COLUMNS;
  sheet.columns = columns.map((key) => ({ header: text.header(key), key, width: key === 'customer' || key === 'courier' ? 24 : 16 }));
  sheet.getRow(1).font = { bold: true };
  const money = '#,##0';
  if (kind === 'invoices') {
    for (let i = 0; i < rows.length; i += SLICE) {
      for (const r of rows.slice(i, i + SLICE)) {
        sheet.addRow({ ...r, shippingType: text.shippingType(r.shippingType), paymentAt: r.paymentAt ? formatDate(r.paymentAt, locale, { withTime: true }) : '' });
      }
      await yieldToPage();
    }
  } else {
    for (const d of dailyReport(rows, (iso) => dayjs(iso).format('YYYY-MM-DD'))) {
      sheet.addRow({ ...d, paymentDay: formatDate(d.day, locale) });
    }
  }
  for (const key of ['productPrice', 'shippingPrice', 'couponPrice', 'amount', 'deductionPrice', 'additionalPrice', 'purePrice']) {
    sheet.getColumn(key).numFmt = money;
  }
  if (!rows.length) sheet.addRow([text.empty]);
  await yieldToPage();
  const bytes = await book.xlsx.writeBuffer();
  return bytes as ArrayBuffer;
}

/** Offers the bytes as a download. */
export function download(bytes: ArrayBuffer, fileName: string): void {
  const blob = new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

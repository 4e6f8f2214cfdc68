/**
 * The financial spreadsheets as tables (per invoice, or the daily cumulative report by payment day),
 * built from rows already computed; the shared writer (`src/components/export`) writes the xlsx in a
 * Web Worker. Texts arrive as plain data.
 */
import { dateColumn, moneyColumn, sheetDate, sliced, type ColumnText, type SheetCell, type SheetColumn, type TableJob } from '@/components/export';
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
  /** the UI's language and messages, for the shared column kinds (date cells, money headers) */
  columns: ColumnText;
}

export interface SheetJob {
  rows: FinancialRow[];
  kind: 'invoices' | 'daily';
  locale: string;
  text: SheetText;
}

const MONEY = new Set(['productPrice', 'shippingPrice', 'couponPrice', 'amount', 'deductionPrice', 'additionalPrice', 'purePrice']);

/**
 * The table of one financial sheet: headers in the language, amounts as numbers in rial under a header
 * that names the unit, dates as date cells with the Jalali date beside them in fa (the shared column
 * kinds of src/components/export). Rows are converted in slices with a yield between them (10,000 rows
 * never hold the page long).
 */
export async function financialTable({ rows, kind, locale, text }: SheetJob): Promise<TableJob> {
  const keys = kind === 'invoices' ? INVOICE_COLUMNS : DAILY_COLUMNS;
  const columns = keys.map((key): SheetColumn => {
    const header = text.headers[key] ?? key;
    if (MONEY.has(key)) return moneyColumn(header, text.columns, 16);
    if (key === 'paymentAt') return dateColumn(header, text.columns, true);
    if (key === 'paymentDay') return dateColumn(header, text.columns, false);
    return { header, width: key === 'customer' || key === 'courier' ? 24 : 16 };
  });
  const fa = locale.startsWith('fa');
  const cells = (r: Record<string, unknown>) => keys.map((key) => (r[key] ?? null) as SheetCell);
  let table: SheetCell[][];
  if (kind === 'invoices') {
    table = await sliced(rows, (r) =>
      cells({ ...r, shippingType: text.shippingTypes[r.shippingType] ?? r.shippingType, paymentAt: sheetDate(r.paymentAt, r.paymentAt && fa ? formatDate(r.paymentAt, locale, { withTime: true }) : undefined) }),
    );
  } else {
    const dayOf = new Map<string, string>();
    await sliced(rows, (r) => r.paymentAt && !dayOf.has(r.paymentAt) && dayOf.set(r.paymentAt, dayjs(r.paymentAt).format('YYYY-MM-DD')));
    table = dailyReport(rows, (iso) => dayOf.get(iso) ?? dayjs(iso).format('YYYY-MM-DD')).map((d) => cells({ ...d, paymentDay: sheetDate(`${d.day}T00:00:00`, fa ? formatDate(d.day, locale) : undefined) }));
  }
  return {
    sheetName: kind === 'invoices' ? text.sheet.invoices : text.sheet.daily,
    rightToLeft: locale.startsWith('fa'),
    columns,
    rows: table,
    empty: text.empty,
  };
}

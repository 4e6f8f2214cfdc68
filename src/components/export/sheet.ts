/**
 * Writes one table as an xlsx workbook (bytes) with exceljs: a bold, frozen header row, the rows as
 * given (numbers stay numbers, dates become Excel date cells that sort and filter as dates, each with
 * the Jalali date as text in a column beside it when the export asks for one), right-to-left in fa. Runs in `sheet.worker.ts` (exceljs renders a whole
 * sheet's XML in one synchronous step: about a second and a half for 10,000 rows, which must not block
 * the page) or, where there is no Worker (unit tests), in the page. Everything arrives as plain data.
 */
import ExcelJS from 'exceljs';

/**
 * A date cell: `at` is the wall-clock time the list shows, as milliseconds of a UTC date (an Excel date
 * has no time zone: 10:30 in the browser is 10:30 in the cell); `beside` the text of the column beside it
 * (the Jalali date in fa), when the column has one.
 */
export interface SheetDate {
  at: number;
  beside?: string;
}

/** One cell: text, a number (kept a number in the sheet), a date, or empty. */
export type SheetCell = string | number | SheetDate | null;

export interface SheetColumn {
  header: string;
  /** character width; default 16 */
  width?: number;
  /** Excel number format of the column, e.g. '#,##0' for amounts */
  numFmt?: string;
  /** a date column (its cells SheetDate): a real date cell, with the time when 'dateTime' */
  date?: 'date' | 'dateTime';
  /** a date column's text column beside it (the Jalali date in fa): its header */
  besideHeader?: string;
}

export interface TableJob {
  sheetName: string;
  rightToLeft: boolean;
  columns: SheetColumn[];
  rows: SheetCell[][];
  /** written under the headers when there are no rows */
  empty?: string;
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
export const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

const DATE_FORMATS = { date: 'yyyy-mm-dd', dateTime: 'yyyy-mm-dd hh:mm' } as const;

const isSheetDate = (cell: SheetCell): cell is SheetDate => typeof cell === 'object' && cell !== null;

/** The sheet's columns: each given one, and after a date column with `besideHeader` its text column. */
function sheetColumns(columns: readonly SheetColumn[]): SheetColumn[] {
  return columns.flatMap((c) => [
    { ...c, numFmt: c.date ? DATE_FORMATS[c.date] : c.numFmt },
    ...(c.date && c.besideHeader ? [{ header: c.besideHeader, width: c.width ?? 16 }] : []),
  ]);
}

/** A row's cells as exceljs takes them: a date as a Date (a date cell), its beside text after it. */
type ExcelValue = string | number | Date | null;

function sheetRow(columns: readonly SheetColumn[], row: readonly SheetCell[]): ExcelValue[] {
  return columns.flatMap((c, i): ExcelValue[] => {
    const cell = row[i] ?? null;
    if (!c.date) return [isSheetDate(cell) ? null : cell];
    const date = isSheetDate(cell) ? new Date(cell.at) : null;
    return c.besideHeader ? [date, isSheetDate(cell) ? (cell.beside ?? null) : null] : [date];
  });
}

export async function writeTable({ sheetName: name, rightToLeft, columns: given, rows, empty }: TableJob): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName(name), { views: [{ rightToLeft, state: 'frozen', ySplit: 1 }] });
  const columns = sheetColumns(given);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(sheetRow(given, row));
  columns.forEach((c, i) => {
    if (c.numFmt) sheet.getColumn(i + 1).numFmt = c.numFmt;
  });
  // the header and the date columns filter as a table (Excel's filter buttons; dates group by year and month)
  if (rows.length) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  if (!rows.length && empty) sheet.addRow([empty]);
  // exceljs answers a Buffer (a view, possibly on a larger pool): hand back exactly its bytes, as an
  // ArrayBuffer the worker can transfer
  const buffer = (await book.xlsx.writeBuffer()) as ArrayBuffer | Uint8Array;
  if (buffer instanceof ArrayBuffer) return buffer;
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}

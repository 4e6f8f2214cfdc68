/**
 * Writes one table as an xlsx workbook (bytes) with exceljs: a bold, frozen header row, the rows as
 * given (numbers stay numbers), right-to-left in fa. Runs in `sheet.worker.ts` (exceljs renders a whole
 * sheet's XML in one synchronous step: about a second and a half for 10,000 rows, which must not block
 * the page) or, where there is no Worker (unit tests), in the page. Everything arrives as plain data.
 */
import ExcelJS from 'exceljs';

/** One cell: text, a number (kept a number in the sheet), or empty. */
export type SheetCell = string | number | null;

export interface SheetColumn {
  header: string;
  /** character width; default 16 */
  width?: number;
  /** Excel number format of the column, e.g. '#,##0' for amounts */
  numFmt?: string;
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

export async function writeTable({ sheetName: name, rightToLeft, columns, rows, empty }: TableJob): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName(name), { views: [{ rightToLeft, state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  columns.forEach((c, i) => {
    if (c.numFmt) sheet.getColumn(i + 1).numFmt = c.numFmt;
  });
  if (!rows.length && empty) sheet.addRow([empty]);
  // exceljs answers a Buffer (a view, possibly on a larger pool): hand back exactly its bytes, as an
  // ArrayBuffer the worker can transfer
  const buffer = (await book.xlsx.writeBuffer()) as ArrayBuffer | Uint8Array;
  if (buffer instanceof ArrayBuffer) return buffer;
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}

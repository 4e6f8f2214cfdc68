/**
 * The spreadsheet parsing itself, run inside the import's Web Worker (sheetWorker.ts), or on the page
 * where workers are missing (tests). xlsx (Office Open XML) is read by exceljs, which the financial
 * export already uses; legacy xls (BIFF in an OLE container), which exceljs cannot read, by SheetJS
 * 0.20.3 (`@e965/xlsx`, a registry republish of the version that fixed the advisories of `xlsx` 0.18.5).
 */
import { detectFileKind } from '@/lib/fileSignature';

/** Every this many rows the parser yields (on the page: paint and input go on). */
const SLICE = 500;
const yieldNow = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The text of one cell: numbers, dates, rich text, hyperlinks and formula results as plain text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('').trim();
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
    return '';
  }
  return String(value as string | number | boolean).trim();
}

/** The cells of the first worksheet of a legacy xls workbook as text, row by row. */
async function parseFirstXlsSheet(bytes: ArrayBuffer): Promise<string[][]> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array', sheets: 0, cellDates: true });
  const first = book.SheetNames.at(0);
  const sheet = first === undefined ? undefined : (book.Sheets[first] as (typeof book.Sheets)[string] | undefined);
  if (!sheet) return [];
  const raw = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: true, defval: '', raw: true });
  return raw.map((row) => {
    const cells = row.map(cellText);
    while (cells.length && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
}

/** The cells of the first worksheet of an xlsx or xls workbook as text, row by row (trailing empty cells dropped). */
export async function parseFirstSheet(bytes: ArrayBuffer): Promise<string[][]> {
  if (detectFileKind(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength))) === 'xls') return parseFirstXlsSheet(bytes);
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets.at(0);
  if (!sheet) return [];
  const rows: string[][] = [];
  const count = sheet.rowCount;
  for (let r = 1; r <= count; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(cellText(row.getCell(c).value));
    while (cells.length && cells[cells.length - 1] === '') cells.pop();
    rows.push(cells);
    if (r % SLICE === 0) await yieldNow();
  }
  return rows;
}

/** An xlsx workbook with one sheet holding the header row (the import's template). */
export async function templateWorkbook(headers: readonly string[], sheetName: string): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow([...headers]);
  sheet.getRow(1).font = { bold: true };
  headers.forEach((_h, i) => {
    sheet.getColumn(i + 1).width = 20;
  });
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

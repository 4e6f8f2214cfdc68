/**
 * The spreadsheet parsing itself (exceljs), run inside the import's Web Worker (sheetWorker.ts), or on
 * the page where workers are missing (tests). exceljs reads only xlsx (Office Open XML).
 */

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

/** The cells of the first worksheet of an xlsx workbook as text, row by row (trailing empty cells dropped). */
export async function parseFirstSheet(bytes: ArrayBuffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
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

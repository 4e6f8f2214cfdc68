/** The user import's sheet reading (readFirstSheet, exceljs) and row rules (importRows). */
import ExcelJS from 'exceljs';
import { readImportRows } from '@/features/admin/users/import/importRows';
import { readFirstSheet } from '@/features/admin/users/import/readFirstSheet';

async function xlsx(rows: (string | number)[][]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  rows.forEach((row) => sheet.addRow(row));
  book.addWorksheet('Second').addRow(['not', 'read']);
  return new Blob([(await book.xlsx.writeBuffer()) as ArrayBuffer]);
}

describe('readImportRows', () => {
  const header = ['firstName', 'lastName', 'mobile', 'password'];

  it('normalises mobiles (Persian digits, leading 0) and refuses rows with every reason', () => {
    const reading = readImportRows(
      [header, ['Ali', 'Rezaei', '۰۹۱۲۳۳۳۴۴۵۵', 'p'], ['', '', '12', ''], [], ['Ali', 'Again', '9123334455', 'p']],
      'mobile',
      'c1',
    );
    expect(reading.kind).toBe('rows');
    if (reading.kind !== 'rows') return;
    expect(reading.users).toEqual([{ firstName: 'Ali', lastName: 'Rezaei', password: 'p', mobile: '9123334455', country: 'c1' }]);
    expect(reading.rows.map((r) => [r.line, r.reasons])).toEqual([
      [2, []],
      [3, ['firstName', 'lastName', 'mobile', 'password']],
      [5, ['duplicate']],
    ]);
    expect(reading.rows[2].duplicateOf).toBe(2);
  });

  it('reads the email column when users sign in by email, and Persian headers', () => {
    const reading = readImportRows([['نام', 'نام خانوادگی', 'ایمیل', 'رمز عبور'], ['A', 'B', 'A@Shop.test', 'x'], ['C', 'D', 'bad', 'x']], 'email', 'c1');
    expect(reading.kind === 'rows' && reading.users).toEqual([{ firstName: 'A', lastName: 'B', password: 'x', email: 'a@shop.test', country: 'c1' }]);
    expect(reading.kind === 'rows' && reading.rows[1].reasons).toEqual(['email']);
  });

  it('explains an empty sheet and missing columns', () => {
    expect(readImportRows([], 'mobile', 'c1')).toEqual({ kind: 'empty' });
    expect(readImportRows([header, ['', ''], []], 'mobile', 'c1')).toEqual({ kind: 'empty' });
    expect(readImportRows([['firstName', 'email']], 'mobile', 'c1')).toEqual({ kind: 'missingColumns', columns: ['lastName', 'mobile', 'password'] });
  });
});

describe('readFirstSheet', () => {
  it('reads only the first sheet, numbers as text', async () => {
    const rows = await readFirstSheet(await xlsx([['firstName', 'mobile'], ['Ali', 9123334455]]));
    expect(rows).toEqual([['firstName', 'mobile'], ['Ali', '9123334455']]);
  });

  it('a broken xls container (the signature and nothing else) is refused, not read as empty', async () => {
    const xls = new Blob([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])]);
    await expect(readFirstSheet(xls)).rejects.toThrow();
  });

  it('parses 5,000 rows', async () => {
    const rows = [['firstName', 'lastName', 'mobile', 'password'], ...Array.from({ length: 5000 }, (_, i) => [`F${i}`, `L${i}`, `912${String(i).padStart(7, '0')}`, 'pw'])];
    const file = await xlsx(rows);
    const started = performance.now();
    const read = await readFirstSheet(file);
    const reading = readImportRows(read, 'mobile', 'c1');
    const ms = performance.now() - started;
    console.info(`user import: 5,000 rows (${file.size} bytes) read and checked in ${Math.round(ms)} ms`);
    expect(reading.kind === 'rows' && reading.users).toHaveLength(5000);
  });
});

describe('reading a legacy xls workbook', () => {
  it('reads the first sheet of an Excel 97-2003 (BIFF8) workbook, as text, like an xlsx one', async () => {
    const XLSX = await import('@e965/xlsx');
    const { parseFirstSheet } = await import('@/features/admin/users/import/sheetParser');
    const { detectFileKind } = await import('@/lib/fileSignature');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['firstName', 'lastName', 'mobile', 'password'], ['Sara', 'Karimi', 9121234567, 'Passw0rd!']]), 'Users');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['not', 'read']]), 'Other');
    const bytes = XLSX.write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer;
    expect(detectFileKind(new Uint8Array(bytes).slice(0, 16))).toBe('xls');
    expect(await parseFirstSheet(bytes)).toEqual([
      ['firstName', 'lastName', 'mobile', 'password'],
      ['Sara', 'Karimi', '9121234567', 'Passw0rd!'],
    ]);
  });
});

/** Magic-byte checks: images are JPEG/PNG by content, spreadsheets are xlsx/xls by content. */
import { detectFileKind, isImageFile, isImageSignature, isSpreadsheetFile, isSpreadsheetSignature, sniffFileKind } from '@/lib/fileSignature';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const XLSX = [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0];
const XLS = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));
const HTML = [...'<html><script>'].map((c) => c.charCodeAt(0));
const SVG = [...'<svg xmlns="http://www.w3.org/2000/svg">'].map((c) => c.charCodeAt(0));
const CSV = [...'name,price\n'].map((c) => c.charCodeAt(0));
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0];

const file = (bytes: number[], name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe('detectFileKind', () => {
  it.each([
    [PNG, 'png'],
    [JPEG, 'jpeg'],
    [XLSX, 'xlsx'],
    [XLS, 'xls'],
    [GIF, null],
    [HTML, null],
    [SVG, null],
    [CSV, null],
    [EMPTY_ZIP, null],
    [[0x89, 0x50, 0x4e], null],
    [[], null],
  ])('%j → %s', (bytes, kind) => {
    expect(detectFileKind(bytes)).toBe(kind);
  });

  it('separates images from spreadsheets', () => {
    expect(isImageSignature(PNG)).toBe(true);
    expect(isImageSignature(XLSX)).toBe(false);
    expect(isSpreadsheetSignature(XLS)).toBe(true);
    expect(isSpreadsheetSignature(JPEG)).toBe(false);
  });
});

describe('file content checks', () => {
  it('accepts a real PNG and JPEG whatever their names say', async () => {
    expect(await isImageFile(file(PNG, 'photo.bin', 'application/octet-stream'))).toBe(true);
    expect(await isImageFile(file(JPEG, 'photo.txt', ''))).toBe(true);
  });

  it('refuses HTML, SVG and GIF content named and typed as images', async () => {
    expect(await isImageFile(file(HTML, 'photo.png', 'image/png'))).toBe(false);
    expect(await isImageFile(file(SVG, 'photo.jpg', 'image/jpeg'))).toBe(false);
    expect(await isImageFile(file(GIF, 'photo.png', 'image/png'))).toBe(false);
    expect(await isImageFile(file([], 'empty.png', 'image/png'))).toBe(false);
  });

  it('accepts xlsx and xls workbooks and refuses CSV, images and renamed files', async () => {
    const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(await isSpreadsheetFile(file(XLSX, 'prices.xlsx', xlsxType))).toBe(true);
    expect(await isSpreadsheetFile(file(XLS, 'prices.xls', 'application/vnd.ms-excel'))).toBe(true);
    expect(await isSpreadsheetFile(file(CSV, 'prices.xlsx', xlsxType))).toBe(false);
    expect(await isSpreadsheetFile(file(PNG, 'prices.xlsx', xlsxType))).toBe(false);
    expect(await isSpreadsheetFile(file(HTML, 'prices.xls', 'application/vnd.ms-excel'))).toBe(false);
    expect(await sniffFileKind(file(XLSX, 'a', ''))).toBe('xlsx');
  });
});

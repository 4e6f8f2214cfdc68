/**
 * What a file really is, from its first bytes ("magic numbers"), whatever its name and MIME type claim.
 * Image fields accept only JPEG and PNG content; the spreadsheet import accepts only xlsx (a zip
 * container, "PK\x03\x04") and legacy xls (an OLE compound document, D0 CF 11 E0 A1 B1 1A E1).
 */

export type FileKind = 'jpeg' | 'png' | 'xlsx' | 'xls';

const SIGNATURES: ReadonlyArray<{ kind: FileKind; bytes: readonly number[] }> = [
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // an xlsx workbook is a zip archive; an empty zip ("PK\x05\x06") holds no workbook
  { kind: 'xlsx', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'xls', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

/** How many leading bytes the checks need. */
export const SIGNATURE_LENGTH = Math.max(...SIGNATURES.map((s) => s.bytes.length));

/** The kind of content these leading bytes start, or null when it is none of the known kinds. */
export function detectFileKind(head: ArrayLike<number>): FileKind | null {
  const match = SIGNATURES.find(({ bytes }) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte));
  return match ? match.kind : null;
}

/** True when the bytes are a JPEG or PNG image. */
export function isImageSignature(head: ArrayLike<number>): boolean {
  const kind = detectFileKind(head);
  return kind === 'jpeg' || kind === 'png';
}

/** True when the bytes are an xlsx or xls workbook container. */
export function isSpreadsheetSignature(head: ArrayLike<number>): boolean {
  const kind = detectFileKind(head);
  return kind === 'xlsx' || kind === 'xls';
}

/** The first `length` bytes of a file or blob. */
export async function readFileHead(file: Blob, length: number = SIGNATURE_LENGTH): Promise<Uint8Array> {
  const slice = file.slice(0, length);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(slice);
  });
}

/** The kind of a file's content (null when unknown or unreadable). */
export async function sniffFileKind(file: Blob): Promise<FileKind | null> {
  try {
    return detectFileKind(await readFileHead(file));
  } catch {
    return null;
  }
}

/** True when the file's content is a JPEG or PNG image (the image fields' rule). */
export async function isImageFile(file: Blob): Promise<boolean> {
  const kind = await sniffFileKind(file);
  return kind === 'jpeg' || kind === 'png';
}

/** True when the file's content is an xlsx or xls workbook (the spreadsheet import's rule). */
export async function isSpreadsheetFile(file: Blob): Promise<boolean> {
  const kind = await sniffFileKind(file);
  return kind === 'xlsx' || kind === 'xls';
}

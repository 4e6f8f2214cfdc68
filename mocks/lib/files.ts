import { HttpResponse } from 'msw';
import { hasRole } from '../db/queries';
import type { FileRecord, UserRecord } from '../db/types';
import { pictureFile } from './images';
import { uploadedBytes } from './uploads';

/** Generated bodies for downloads: small but well-formed files of the stored kind. */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const encoder = new TextEncoder();

class Bytes {
  private parts: Uint8Array[] = [];
  length = 0;
  push(data: Uint8Array | number[]): this {
    const bytes = data instanceof Uint8Array ? data : Uint8Array.from(data);
    this.parts.push(bytes);
    this.length += bytes.length;
    return this;
  }
  u16le(v: number) {
    return this.push([v & 0xff, (v >>> 8) & 0xff]);
  }
  u32le(v: number) {
    return this.push([v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff]);
  }
  u32be(v: number) {
    return this.push([(v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff]);
  }
  text(s: string) {
    return this.push(encoder.encode(s));
  }
  toArray(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const p of this.parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

/** A ZIP archive with stored (uncompressed) entries. */
export function zip(entries: readonly { name: string; data: Uint8Array }[]): Uint8Array {
  const out = new Bytes();
  const central = new Bytes();
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const crc = crc32(entry.data);
    const offset = out.length;
    out.u32le(0x04034b50).u16le(20).u16le(0x0800).u16le(0).u16le(0).u16le(0x21);
    out.u32le(crc).u32le(entry.data.length).u32le(entry.data.length).u16le(name.length).u16le(0).push(name).push(entry.data);
    central.u32le(0x02014b50).u16le(20).u16le(20).u16le(0x0800).u16le(0).u16le(0).u16le(0x21);
    central.u32le(crc).u32le(entry.data.length).u32le(entry.data.length).u16le(name.length).u16le(0).u16le(0);
    central.u16le(0).u16le(0).u32le(0).u32le(offset).push(name);
  }
  const centralBytes = central.toArray();
  const centralOffset = out.length;
  out.push(centralBytes);
  out.u32le(0x06054b50).u16le(0).u16le(0).u16le(entries.length).u16le(entries.length);
  out.u32le(centralBytes.length).u32le(centralOffset).u16le(0);
  return out.toArray();
}

/** A one-page PDF that prints the (ASCII part of the) label. */
function pdf(label: string): Uint8Array {
  const text = label.replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '') || 'Document';
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(body);
}

/**
 * The size a stored image is downloaded at (the original the API resizes from): larger than any size
 * the site asks for (the product page's 1,000 px).
 */
export const ORIGINAL_IMAGE_SIZE = { width: 1200, height: 1200 } as const;

/** The generated content of a stored file; an image is its picture (mocks/lib/images.ts) at the original size. */
export async function fileBytes(file: FileRecord): Promise<Uint8Array> {
  const uploaded = uploadedBytes.get(file.id);
  if (uploaded) return uploaded;
  const label = file.alias ?? file.name;
  switch (file.extension.suffix) {
    case 'jpg':
    case 'jpeg':
      return (await pictureFile(file.id, ORIGINAL_IMAGE_SIZE.width, ORIGINAL_IMAGE_SIZE.height, 'jpeg')).bytes;
    case 'png':
      return (await pictureFile(file.id, ORIGINAL_IMAGE_SIZE.width, ORIGINAL_IMAGE_SIZE.height, 'png')).bytes;
    case 'pdf':
      return pdf(label);
    case 'mp4':
      // an ISO base media header (ftyp box) is enough for a download
      return new Bytes().u32be(24).text('ftypisom').u32be(512).text('isomiso2').toArray();
    default:
      // office files are zip containers
      return zip([{ name: 'README.txt', data: encoder.encode(`${label}\nGenerated by the mock backend.\n`) }]);
  }
}

const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** One file as itself, several as `files.zip`. */
export async function downloadResponse(files: readonly FileRecord[]) {
  const [body, type, name] =
    files.length === 1
      ? [await fileBytes(files[0]), files[0].mime, files[0].name]
      : [zip(await Promise.all(files.map(async (f) => ({ name: f.name, data: await fileBytes(f) })))), 'application/zip', 'files.zip'];
  return new HttpResponse(body as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Length': String(body.length),
      'Content-Disposition': disposition(name),
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * Who may read a file (admin §6): anyone when auth is off; with auth on, ADMIN, a listed user or a user
 * holding one of the listed roles (role ids); both lists empty means every signed-in user.
 */
export function mayDownload(file: FileRecord, user: UserRecord): boolean {
  if (!file.auth || hasRole(user, 'ADMIN')) return true;
  if (file.users.length === 0 && file.roles.length === 0) return true;
  return file.users.includes(user.id) || file.roles.some((role) => user.roles.includes(role));
}

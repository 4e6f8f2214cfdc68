import { HttpResponse } from 'msw';
import { byId } from '../db/queries';
import { db } from '../db/state';
import { notFound } from './http';
import { acceptedFormat, IMAGE_MIME, rasterise, type EncodedImage, type ImageFormat } from './raster';

/** A stable 32-bit hash of a string (FNV-1a). */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Requested sizes: 16…2400 px; tiny values (the avatar's 1/1) are an aspect ratio scaled to 600. */
export function normaliseSize(width: number, height: number): { width: number; height: number } {
  let w = Number.isFinite(width) && width > 0 ? width : 600;
  let h = Number.isFinite(height) && height > 0 ? height : 600;
  if (w < 16 || h < 16) {
    const scale = 600 / Math.max(w, h);
    w *= scale;
    h *= scale;
  }
  return { width: Math.round(Math.min(2400, Math.max(16, w))), height: Math.round(Math.min(2400, Math.max(16, h))) };
}

/** Shapes drawn in a 100×100 box centred in the image. */
const SHAPES = [
  // bottle with a dropper cap
  (fg: string, accent: string) =>
    `<rect x="38" y="8" width="24" height="14" rx="4" fill="${accent}"/><rect x="42" y="20" width="16" height="8" fill="${accent}" opacity=".8"/>` +
    `<rect x="28" y="28" width="44" height="64" rx="12" fill="${fg}"/><rect x="34" y="48" width="32" height="24" rx="4" fill="#fff" opacity=".65"/>`,
  // jar with a lid
  (fg: string, accent: string) =>
    `<rect x="22" y="26" width="56" height="12" rx="4" fill="${accent}"/><rect x="18" y="38" width="64" height="50" rx="14" fill="${fg}"/>` +
    `<rect x="28" y="52" width="44" height="20" rx="4" fill="#fff" opacity=".65"/>`,
  // botanical sprig
  (fg: string, accent: string) =>
    `<path d="M50 94 C50 70 52 40 58 10" stroke="${accent}" stroke-width="3" fill="none"/>` +
    `<path d="M51 70 C36 66 28 54 30 44 C42 46 50 56 51 70Z" fill="${fg}"/><path d="M53 52 C68 48 74 36 72 26 C60 28 54 40 53 52Z" fill="${fg}"/>` +
    `<path d="M50 84 C38 82 30 74 30 66 C40 66 48 74 50 84Z" fill="${fg}" opacity=".85"/><path d="M56 32 C64 26 66 18 64 10 C56 14 54 24 56 32Z" fill="${fg}" opacity=".85"/>`,
  // tube
  (fg: string, accent: string) =>
    `<rect x="40" y="80" width="20" height="12" rx="3" fill="${accent}"/><path d="M30 14 H70 L64 80 H36 Z" fill="${fg}"/>` +
    `<rect x="38" y="36" width="24" height="22" rx="3" fill="#fff" opacity=".65"/>`,
];

/**
 * A deterministic placeholder picture for a stored file: a soft gradient derived from the id, a
 * bottle/jar/sprig/tube shape and the file's label in small type. No network needed.
 */
export function renderImageSvg(fileId: string, width: number, height: number): string {
  const size = normaliseSize(width, height);
  const file = byId(db.files, fileId);
  const label = file?.alias ?? file?.name ?? fileId;
  const h = hashString(fileId);
  const hue = h % 360;
  const hue2 = (hue + 35 + ((h >>> 9) % 50)) % 360;
  const from = `hsl(${hue} 48% 90%)`;
  const to = `hsl(${hue2} 42% 76%)`;
  const fg = `hsl(${hue} 38% 52%)`;
  const accent = `hsl(${hue2} 30% 34%)`;
  const shape = SHAPES[(h >>> 3) % SHAPES.length](fg, accent);
  const box = Math.min(size.width, size.height) * 0.62;
  const scale = box / 100;
  const tx = (size.width - box) / 2;
  const ty = (size.height - box) / 2 - size.height * 0.04;
  // No visible caption: the file names are English and the same image shows on Persian pages.
  const text = '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}" role="img" aria-label="${escapeXml(label)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${size.width * 0.82}" cy="${size.height * 0.18}" r="${Math.min(size.width, size.height) * 0.22}" fill="#fff" opacity=".25"/>` +
    `<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(3)})">${shape}</g>` +
    text +
    `</svg>`
  );
}

/** A stable 32-bit hash of bytes (FNV-1a), for an image's entity tag. */
function hashBytes(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i];
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface PictureFile extends EncodedImage {
  /** Strong entity tag of the bytes. */
  etag: string;
}

/** Made pictures kept for the life of the process (or tab), least recently used dropped past this many bytes. */
const CACHE_BYTES = 64 * 1024 * 1024;
const made = new Map<string, Promise<PictureFile>>();
const madeBytes = new Map<string, number>();
let cachedBytes = 0;

function remember(key: string, picture: Promise<PictureFile>): void {
  made.set(key, picture);
  picture.then(
    ({ bytes }) => {
      if (made.get(key) !== picture) return;
      madeBytes.set(key, bytes.length);
      cachedBytes += bytes.length;
      for (const [oldest] of made) {
        if (cachedBytes <= CACHE_BYTES || oldest === key) break;
        cachedBytes -= madeBytes.get(oldest) ?? 0;
        madeBytes.delete(oldest);
        made.delete(oldest);
      }
    },
    // a failed drawing is not kept: the next request tries again
    () => made.delete(key),
  );
}

/**
 * File `fileId`'s picture (renderImageSvg, with its texture) at `width` × `height` as `format`: drawn
 * on the first request of that id, size and format, then answered from memory (the picture depends
 * on nothing else). Nothing is drawn before it is asked for.
 */
export function pictureFile(fileId: string, width: number, height: number, format: ImageFormat): Promise<PictureFile> {
  const size = normaliseSize(width, height);
  const key = `${fileId}/${size.width}x${size.height}/${format}`;
  const known = made.get(key);
  if (known) {
    // most recently used last: the Map's order is the eviction order
    made.delete(key);
    made.set(key, known);
    return known;
  }
  const picture = rasterise(renderImageSvg(fileId, size.width, size.height), size.width, size.height, hashString(fileId), format).then(
    (image): PictureFile => ({ ...image, etag: `"${image.format}-${hashBytes(image.bytes).toString(16)}-${image.bytes.length.toString(16)}"` }),
  );
  remember(key, picture);
  return picture;
}

/** How long a resized image may be kept: the address names the file and the size, so it never changes. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';

/** True when `If-None-Match` names `etag` (or `*`). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * The answer to `resizeImage/{fileId}/{w}/{h}`, as an image server gives it: the picture as JPEG, or as
 * WebP when the request's Accept names it (a browser's image request does), with its length, entity
 * tag and a long cache life; 304 for a request that already holds those bytes; the 404 envelope for an
 * unknown file.
 */
export async function imageResponse(request: Request, fileId: string, width: number | string, height: number | string) {
  if (!byId(db.files, fileId)) return notFound('The file was not found.');
  const picture = await pictureFile(fileId, Number(width), Number(height), acceptedFormat(request.headers.get('Accept')));
  const headers = { ETag: picture.etag, 'Cache-Control': IMAGE_CACHE_CONTROL, Vary: 'Accept' };
  if (matches(request.headers.get('If-None-Match'), picture.etag)) return new HttpResponse(null, { status: 304, headers });
  return new HttpResponse(picture.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { ...headers, 'Content-Type': IMAGE_MIME[picture.format], 'Content-Length': String(picture.bytes.length) },
  });
}

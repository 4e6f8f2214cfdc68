/**
 * The mock's pictures as raster files, as the real API answers them: the placeholder SVG
 * (mocks/lib/images.ts renderImageSvg) drawn at the requested size, a fine texture added so that its
 * bytes behave like a photo's (a flat gradient would compress to almost nothing at any size), then
 * encoded. Drawing and encoding belong to the environment: sharp in Node (mocks/lib/rasterNode.ts:
 * the loopback server and the tests), the page's canvas in the browser (mocks/lib/rasterBrowser.ts:
 * MSW under `npm start`); each entry point installs its own with `setImageRasteriser`. The picture,
 * the texture and the choice of format are here, once.
 */

export type ImageFormat = 'jpeg' | 'webp' | 'png';

export const IMAGE_MIME: Record<ImageFormat, string> = { jpeg: 'image/jpeg', webp: 'image/webp', png: 'image/png' };

/** Encoder quality of JPEG and WebP (0–100): what image servers commonly answer with. */
export const IMAGE_QUALITY = 80;

/** Pixels row by row, `channels` bytes each (RGB or RGBA, the first three always red, green, blue). */
export interface Pixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: number;
}

export interface EncodedImage {
  bytes: Uint8Array;
  /** The format the bytes are in: the one asked for, unless the environment cannot encode it. */
  format: ImageFormat;
}

/** What an environment provides: an SVG drawn at its own size, and pixels encoded in a format. */
export interface Rasteriser {
  draw(svg: string, width: number, height: number): Promise<Pixels>;
  encode(pixels: Pixels, format: ImageFormat, quality: number): Promise<EncodedImage>;
}

let installed: Rasteriser | null = null;

/** Installs the environment's rasteriser (mocks/node.ts, mocks/loopback.ts, mocks/browser.ts). */
export function setImageRasteriser(rasteriser: Rasteriser): void {
  installed = rasteriser;
}

/** A 32-bit integer hash with good avalanche (lowbias32), for the texture's noise. */
function mix(value: number): number {
  let a = value >>> 0;
  a = Math.imul(a ^ (a >>> 16), 0x7feb352d);
  a = Math.imul(a ^ (a >>> 15), 0x846ca68b);
  return (a ^ (a >>> 16)) >>> 0;
}

const UNIT = 1 / 0xffffffff;
/** Cells of the soft texture across the picture's longer side: the same texture at every size. */
const TEXTURE_CELLS = 160;
/** Strength (in 0–255 levels) of the soft texture and of the per-pixel grain. */
const TEXTURE_LEVELS = 4;
const GRAIN_LEVELS = 7;

/**
 * Adds a fine texture in place: a soft value noise laid on the picture's own proportions (it scales with
 * the picture, as a photo's detail does) plus a per-pixel grain, both seeded by `seed` and the size, so
 * the same file at the same size is the same bytes every time. Its strength makes a 1,000-px JPEG
 * ~100 KB, in the range of a real product photo (60–150 KB), where the bare SVG would be ~10 KB.
 */
export function addTexture(pixels: Pixels, seed: number): void {
  const { data, width, height, channels } = pixels;
  const cell = Math.max(width, height) / TEXTURE_CELLS;
  const cols = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const lattice = new Float32Array(cols * rows);
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) lattice[j * cols + i] = mix(seed ^ mix(Math.imul(i, 73856093) ^ Math.imul(j, 19349663))) * UNIT * 2 - 1;
  }
  const grainSeed = mix(seed ^ 0x9e3779b9 ^ Math.imul(width, 4096) ^ height);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const j = gy | 0;
    const fy = gy - j;
    const sy = fy * fy * (3 - 2 * fy);
    const row = j * cols;
    const grainRow = mix(grainSeed ^ Math.imul(y, 0x27d4eb2d));
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const i = gx | 0;
      const fx = gx - i;
      const sx = fx * fx * (3 - 2 * fx);
      const a = lattice[row + i];
      const b = lattice[row + i + 1];
      const c = lattice[row + cols + i];
      const d = lattice[row + cols + i + 1];
      const soft = a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
      const grain = mix(grainRow ^ x) * UNIT * 2 - 1;
      const delta = soft * TEXTURE_LEVELS + grain * GRAIN_LEVELS;
      const at = (y * width + x) * channels;
      for (let k = 0; k < 3; k++) {
        const value = data[at + k] + delta;
        data[at + k] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
}

/** `svg` (drawn at `width` × `height`) with the texture of `seed`, encoded as `format`. */
export async function rasterise(svg: string, width: number, height: number, seed: number, format: ImageFormat): Promise<EncodedImage> {
  if (!installed) throw new Error('mock images: no rasteriser installed (the entry point installs one: mocks/node.ts, mocks/loopback.ts, mocks/browser.ts)');
  const pixels = await installed.draw(svg, width, height);
  addTexture(pixels, seed);
  return installed.encode(pixels, format, IMAGE_QUALITY);
}

/**
 * The format an image request asks for with its Accept header: WebP when it names `image/webp` (and not
 * with q=0), as browsers do for images; otherwise JPEG, which every client reads.
 */
export function acceptedFormat(accept: string | null): ImageFormat {
  for (const part of (accept ?? '').split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (type !== 'image/webp') continue;
    const q = params.find((p) => p.startsWith('q='));
    return q && Number(q.slice(2)) === 0 ? 'jpeg' : 'webp';
  }
  return 'jpeg';
}

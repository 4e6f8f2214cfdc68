import type { EncodedImage, ImageFormat, Pixels, Rasteriser } from './raster';

/**
 * The Node rasteriser (mocks/lib/raster.ts): sharp (libvips, librsvg) draws the SVG and encodes the
 * pixels. sharp is loaded on the first image asked for, not when the mock starts.
 */
/*
 * The few sharp calls used here, declared locally: the app's tsconfig has no Node types, and sharp's
 * own declarations pull them in (tests import this file). The module is loaded at run time.
 */
interface SharpRaw {
  data: Uint8Array;
  info: { width: number; height: number; channels: number };
}
interface SharpPipeline {
  removeAlpha(): SharpPipeline;
  raw(): SharpPipeline;
  jpeg(options: { quality: number }): SharpPipeline;
  webp(options: { quality: number; effort: number }): SharpPipeline;
  png(options: { compressionLevel: number }): SharpPipeline;
  toBuffer(options: { resolveWithObject: true }): Promise<SharpRaw>;
  toBuffer(): Promise<Uint8Array>;
}
interface Sharp {
  (input: Uint8Array | Uint8ClampedArray, options?: { raw?: { width: number; height: number; channels: number } }): SharpPipeline;
  /** libvips' own operation cache: off, the mock keeps the answers it made (mocks/lib/images.ts). */
  cache(enabled: boolean): unknown;
}
const SHARP = 'sharp';

let loading: Promise<Sharp> | null = null;
function loadSharp(): Promise<Sharp> {
  loading ??= (import(/* @vite-ignore */ SHARP) as Promise<{ default: Sharp }>).then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/**
 * Node's Buffer, which sharp takes as input. Not a TextEncoder's Uint8Array: under jsdom (the unit
 * tests) that one is of another realm, and sharp's input check (`instanceof`) refuses it.
 */
const NodeBuffer = (globalThis as unknown as { Buffer: { from(text: string, encoding: 'utf8'): Uint8Array } }).Buffer;

export const nodeRasteriser: Rasteriser = {
  async draw(svg: string): Promise<Pixels> {
    const sharp = await loadSharp();
    // the SVG's own width and height are the size it is drawn at
    const { data, info } = await sharp(NodeBuffer.from(svg, 'utf8')).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  },
  async encode(pixels: Pixels, format: ImageFormat, quality: number): Promise<EncodedImage> {
    const sharp = await loadSharp();
    const image = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });
    // WebP at effort 2 (of 0–6): as small as the default 4 for these pictures, several times faster
    const encoded = format === 'webp' ? image.webp({ quality, effort: 2 }) : format === 'png' ? image.png({ compressionLevel: 6 }) : image.jpeg({ quality });
    const bytes = await encoded.toBuffer();
    // a plain Uint8Array over the same memory: what msw and the response bodies take
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), format };
  },
};

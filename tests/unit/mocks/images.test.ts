/**
 * The mock's pictures as an image server answers them (mocks/lib/images.ts, mocks/lib/raster.ts):
 * raster files drawn at the requested size, whose bytes grow with it as a photo's do.
 */
import { db, seededApiKey } from '@mocks/db';
import { pictureFile } from '@mocks/lib/images';
import { acceptedFormat, addTexture, setImageRasteriser, type Rasteriser } from '@mocks/lib/raster';
import { nodeRasteriser } from '@mocks/lib/rasterNode';
import { API } from './helpers';

/** What Chromium sends for an <img>. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, API), { headers });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Width and height of a JPEG, from its start-of-frame segment. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1];
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: (bytes[at + 5] << 8) | bytes[at + 6], width: (bytes[at + 7] << 8) | bytes[at + 8] };
    }
    at += 2 + length;
  }
  throw new Error('no start-of-frame segment');
}

/** Width and height of a lossy WebP (its VP8 frame header). */
function webpSize(bytes: Uint8Array): { width: number; height: number } {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  expect(text(0, 4)).toBe('RIFF');
  expect(text(8, 16)).toBe('WEBPVP8 ');
  return { width: ((bytes[27] << 8) | bytes[26]) & 0x3fff, height: ((bytes[29] << 8) | bytes[28]) & 0x3fff };
}

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('mock images', () => {
  it('answers a JPEG of the requested size, with its length, entity tag and a long cache life', async () => {
    const { response, bytes } = await get('site/v1/resizeImage/f1/360/360');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('etag')).toMatch(/^"jpeg-[0-9a-f]+-[0-9a-f]+"$/);
    expect(jpegSize(bytes)).toEqual({ width: 360, height: 360 });
    // the banner's shape
    expect(jpegSize((await get('site/v1/resizeImage/f1/1090/400')).bytes)).toEqual({ width: 1090, height: 400 });
  });

  it('answers WebP to a request whose Accept names it (a browser image request), JPEG when it refuses it', async () => {
    const webp = await get('site/v1/resizeImage/f1/480/480', { Accept: BROWSER_ACCEPT });
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webpSize(webp.bytes)).toEqual({ width: 480, height: 480 });
    const refused = await get('site/v1/resizeImage/f1/480/480', { Accept: 'image/webp;q=0, image/*' });
    expect(refused.response.headers.get('content-type')).toBe('image/jpeg');
    expect(refused.response.headers.get('etag')).not.toBe(webp.response.headers.get('etag'));
  });

  it('has photo-like bytes that grow with the size: the 360-px file is under half of the 1,000-px one', async () => {
    const sizes = [360, 720, 1000];
    const jpeg = await Promise.all(sizes.map(async (s) => (await get(`site/v1/resizeImage/f1/${s}/${s}`)).bytes.length));
    const webp = await Promise.all(sizes.map(async (s) => (await get(`site/v1/resizeImage/f1/${s}/${s}`, { Accept: BROWSER_ACCEPT })).bytes.length));
    for (const lengths of [jpeg, webp]) {
      expect(lengths[0]).toBeLessThan(lengths[1]);
      expect(lengths[1]).toBeLessThan(lengths[2]);
      expect(lengths[0]).toBeLessThan(lengths[2] / 2);
    }
    // a real 1,000-px product photo is 60–150 KB as a JPEG; the bare drawing would be ~10 KB
    expect(jpeg[2]).toBeGreaterThan(60_000);
    expect(jpeg[2]).toBeLessThan(150_000);
  });

  it('is the same bytes for the same file and size every time, other bytes for another file', async () => {
    const first = await get('site/v1/resizeImage/f2/200/200');
    const again = await pictureFile('f2', 200, 200, 'jpeg');
    expect(again.bytes).toEqual(first.bytes);
    const other = await get('site/v1/resizeImage/f3/200/200');
    expect(other.bytes).not.toEqual(first.bytes);
    expect(other.response.headers.get('etag')).not.toBe(first.response.headers.get('etag'));
    // the texture alone is deterministic per seed
    const pixels = (seed: number) => {
      const p = { data: new Uint8Array(8 * 8 * 3).fill(128), width: 8, height: 8, channels: 3 };
      addTexture(p, seed);
      return p.data;
    };
    expect(pixels(7)).toEqual(pixels(7));
    expect(pixels(7)).not.toEqual(pixels(8));
    expect(new Set(pixels(7)).size).toBeGreaterThan(4);
  });

  it('answers 304 without a body to a request that holds the same bytes', async () => {
    const { response } = await get('site/v1/resizeImage/f1/720/720');
    const etag = response.headers.get('etag')!;
    const revalidated = await get('site/v1/resizeImage/f1/720/720', { 'If-None-Match': etag });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(revalidated.response.headers.get('etag')).toBe(etag);
    expect((await get('site/v1/resizeImage/f1/720/720', { 'If-None-Match': '"other"' })).response.status).toBe(200);
  });

  it('draws a file at a size once per format, and again for another size or format', async () => {
    const drawn: string[] = [];
    const counting: Rasteriser = {
      draw: (svg, width, height) => {
        drawn.push(`${width}x${height}`);
        return nodeRasteriser.draw(svg, width, height);
      },
      encode: (pixels, format, quality) => nodeRasteriser.encode(pixels, format, quality),
    };
    setImageRasteriser(counting);
    try {
      // sizes no other test asks for: the cache lives as long as the process
      await Promise.all([get('site/v1/resizeImage/f5/333/333'), get('site/v1/resizeImage/f5/333/333')]);
      await get('site/v1/resizeImage/f5/333/333');
      expect(drawn).toEqual(['333x333']);
      await get('site/v1/resizeImage/f5/333/333', { Accept: BROWSER_ACCEPT });
      await get('site/v1/resizeImage/f5/334/334');
      expect(drawn).toEqual(['333x333', '333x333', '334x334']);
    } finally {
      setImageRasteriser(nodeRasteriser);
    }
  });

  it('answers the dashboard resize with the key (the avatar asks 1/1: a square) and 404 for an unknown file', async () => {
    const { response, bytes } = await get(`dashboard/v1/resizeImage/f1/1/1?apiKey=${seededApiKey('u1')}`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(jpegSize(bytes)).toEqual({ width: 600, height: 600 });
    expect((await get('site/v1/resizeImage/f99999/200/200')).response.status).toBe(404);
  });

  it('downloads a stored image as its picture at the original size, in its own format', async () => {
    const jpg = db.files.find((f) => !f.auth && f.extension.suffix === 'jpg')!;
    const png = db.files.find((f) => !f.auth && f.extension.suffix === 'png')!;
    const asJpeg = await get(`site/v1/downloadFile/?ids=${jpg.id}`);
    expect(asJpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(asJpeg.response.headers.get('content-length'))).toBe(asJpeg.bytes.length);
    expect(jpegSize(asJpeg.bytes)).toEqual({ width: 1200, height: 1200 });
    const asPng = await get(`site/v1/downloadFile/?ids=${png.id}`);
    expect(asPng.response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(asPng.bytes)).toEqual({ width: 1200, height: 1200 });
  });

  it('reads the format an Accept header asks for', () => {
    expect(acceptedFormat(null)).toBe('jpeg');
    expect(acceptedFormat('*/*')).toBe('jpeg');
    expect(acceptedFormat('image/*')).toBe('jpeg');
    expect(acceptedFormat(BROWSER_ACCEPT)).toBe('webp');
    expect(acceptedFormat('image/WebP;q=0.5')).toBe('webp');
    expect(acceptedFormat('image/webp; q=0')).toBe('jpeg');
  });
});

import { IMAGE_MIME, type EncodedImage, type ImageFormat, type Pixels, type Rasteriser } from './raster';

/**
 * The browser rasteriser (mocks/lib/raster.ts) for MSW under `npm start`: the page's own image decoder
 * draws the SVG on a canvas, and the canvas encodes the pixels (`toBlob`). A browser that cannot
 * encode the format asked for (Safari has no WebP encoder: it answers PNG) gets JPEG.
 */

function canvasOf(width: number, height: number): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('mock images: no 2D canvas to draw on');
  return context;
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(`mock images: the canvas could not encode ${type}`))), type, quality);
  });
}

export const browserRasteriser: Rasteriser = {
  async draw(svg: string, width: number, height: number): Promise<Pixels> {
    const image = new Image(width, height);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await image.decode();
    const context = canvasOf(width, height);
    context.drawImage(image, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    return { data, width, height, channels: 4 };
  },
  async encode(pixels: Pixels, format: ImageFormat, quality: number): Promise<EncodedImage> {
    const context = canvasOf(pixels.width, pixels.height);
    const image = context.createImageData(pixels.width, pixels.height);
    image.data.set(pixels.data);
    context.putImageData(image, 0, 0);
    let blob = await toBlob(context.canvas, IMAGE_MIME[format], quality / 100);
    let made = format;
    if (blob.type !== IMAGE_MIME[format]) {
      made = 'jpeg';
      blob = await toBlob(context.canvas, IMAGE_MIME.jpeg, quality / 100);
    }
    return { bytes: new Uint8Array(await blob.arrayBuffer()), format: made };
  },
};

/**
 * The public pages' large images at the sizes the API resizes to (`site/v1/resizeImage/{id}/{w}/{h}`):
 * each kind names its full size (the shape the page reserves with `width`/`height`), the widths its
 * `srcset` offers at the same shape, and the `sizes` that say how wide the layout shows it, so that a
 * 390-px phone picks a phone-sized file and a desktop the full one. One source for React's images
 * (src/api/urls.ts), in the browser and in a pre-rendered page alike, and the banner's preload tags (Slideshow).
 */

export interface ImageKind {
  /** The full size, also the `src` (browsers without srcset) and the reserved shape. */
  width: number;
  height: number;
  /** Widths offered in the srcset, ascending, the last the full width. */
  widths: readonly number[];
  /** How wide the layout shows it (global.css, shop.css): the `sizes` attribute. */
  sizes: string;
}

/**
 * The widths follow the layouts: a phone shows a product's and a post's image and the banner across
 * the screen less the container's padding (16 px each side), a product card at 2 to 2.3 per row.
 */
export const IMAGE_KINDS = {
  /** The product page's main image (.gallery__main: at most 520 px, the screen's width on a phone). */
  productMain: { width: 1000, height: 1000, widths: [360, 480, 720, 1000], sizes: '(max-width: 767px) calc(100vw - 32px), 520px' },
  /** A product card's image (lists and sliders: 6, 4, 2 and 2.3 per row). */
  productCard: { width: 500, height: 500, widths: [200, 360, 500], sizes: '(max-width: 767px) 45vw, (max-width: 1199px) 25vw, 240px' },
  /** A post's image on its page (the blog's main column, the screen's width below 992 px). */
  postMain: { width: 1000, height: 750, widths: [360, 480, 720, 1000], sizes: '(max-width: 991px) calc(100vw - 32px), 800px' },
  /** The home banner on a wide screen. */
  bannerWide: { width: 1090, height: 400, widths: [800, 1090], sizes: '(max-width: 1199px) calc(100vw - 32px), 1090px' },
  /** The home banner's phone crop (below 768 px). */
  bannerPhone: { width: 1000, height: 300, widths: [360, 480, 720, 1000], sizes: 'calc(100vw - 32px)' },
} as const satisfies Record<string, ImageKind>;

export type ImageKindName = keyof typeof IMAGE_KINDS;

/** The media query of the banner's phone crop (`<source media>` and its preload's `media`). */
export const BANNER_PHONE_MEDIA = '(max-width: 767px)';
/** The screens the wide banner is for (the rest of BANNER_PHONE_MEDIA's). */
export const BANNER_WIDE_MEDIA = '(min-width: 768px)';

/** The API's address of file `id` resized to `width` × `height`. */
export function resizeAddress(apiUrl: string, id: string, width: number, height: number): string {
  return `${apiUrl}site/v1/resizeImage/${encodeURIComponent(id)}/${width}/${height}`;
}

export interface ImageSources {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/** `src`, `srcset` (each width at the kind's shape) and `sizes` of file `id` as the kind `kind`. */
export function imageSources(apiUrl: string, id: string, kind: ImageKindName): ImageSources {
  const { width, height, widths, sizes } = IMAGE_KINDS[kind] as ImageKind;
  const srcSet = widths.map((w) => `${resizeAddress(apiUrl, id, w, Math.round((w * height) / width))} ${w}w`).join(', ');
  return { src: resizeAddress(apiUrl, id, width, height), srcSet, sizes, width, height };
}

/**
 * The home banner's slides (the SLIDE_SHOW plugin, spec §2: up to 3 images) and what each image says
 * to a reader who cannot see it, for the app's Slideshow: the pre-render renders the same component, so
 * a pre-rendered home page says the same.
 *
 * A slide is a stored file (`{ id, name }`): its name is the upload's file name ("banner-home-1.jpg"),
 * which says nothing to a reader, and is never used. When the API's slide carries words of its own
 * (a title, a caption or a link's text) they are the alternative text; without them, the page's
 * language says what the image is: the shop's offers banner, image n of m (Persian digits in fa).
 */
import { toPersianDigits } from './digits.ts';

export const IMAGES_PER_BANNER = 3;

/** The catalogue message of a slide without words of its own (`{position}` and `{count}`, already in the language's digits). */
export const BANNER_SLIDE_MESSAGE = 'shop.home.bannerSlide';

/** The fields a slide's own words may come in, in order of preference. */
const WORD_FIELDS = ['alt', 'title', 'caption', 'linkText'] as const;

/** The slide's own words, when the API's slide carries any (never its file name); '' when none. */
export function slideWords(slide: unknown): string {
  if (typeof slide !== 'object' || slide === null) return '';
  for (const field of WORD_FIELDS) {
    const value = (slide as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

export interface SlideAltValues {
  position: string;
  count: string;
}

/**
 * The alternative text of the slide at `index` (0-based) of `count`: its own words, else the message
 * `BANNER_SLIDE_MESSAGE` formatted by `format` (react-intl's formatMessage).
 */
export function bannerSlideAlt(slide: unknown, index: number, count: number, persianDigits: boolean, format: (values: SlideAltValues) => string): string {
  const own = slideWords(slide);
  if (own) return own;
  const digits = (n: number) => (persianDigits ? toPersianDigits(n) : String(n));
  return format({ position: digits(index + 1), count: digits(Math.min(count, IMAGES_PER_BANNER)) });
}

/**
 * How many images of a product list load at once (`loading="eager"`) instead of when scrolled near:
 * the first row at desktop width (four cards) and the first two rows on a phone (two a row), where the
 * first card's image is the page's largest paint. A lazy image is asked for only after the page is laid
 * out, late for what the reader sees first (Lighthouse: "largest contentful paint image was lazily
 * loaded"). The shop list's React cards (Shop.tsx) and the boot script's and pre-render's (app/boot/shell.ts)
 * both read it, so the two markups agree.
 */
export const EAGER_LIST_IMAGES = 4;

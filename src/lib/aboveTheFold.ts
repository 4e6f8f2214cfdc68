/**
 * How many images of a product list load at once (`loading="eager"`) instead of when scrolled near:
 * the first row at desktop width (four cards) and the first two rows on a phone (two a row), where the
 * first card's image is the page's largest paint. A lazy image is asked for only after the page is laid
 * out, late for what the reader sees first (Lighthouse: "largest contentful paint image was lazily
 * loaded"). Read by the shop list's cards (Shop.tsx), the same markup whether the server renders the
 * page (pre-render) or the browser does.
 */
export const EAGER_LIST_IMAGES = 4;

/**
 * The frame of a public page as static HTML, written by the build into index.html for the boot script
 * (src/app/boot/boot.ts) to paint before the JavaScript runs: SiteHeader's top bar with the logo and
 * its menu bar (the same classes, so global.css gives them the same size), an empty main of a full
 * screen. The menu's links are left to React: their widths change when the web font arrives, which
 * would move them (layout shift) in a frame painted before it. React replaces the whole frame with
 * the real one, which adds elements and moves none. Relative imports only: vite.config.ts reads this.
 */
import { paths } from '../../lib/paths.ts';
import { EAGER_LIST_IMAGES } from '../../lib/aboveTheFold.ts';
import { formatMoney } from '../../lib/money.ts';
import { finalPrice, salePercent } from '../../lib/productPrice.ts';
import { BANNER_PHONE_MEDIA, imageSources, resizeAddress, type ImageKindName } from '../../lib/responsiveImage.ts';
import { BANNER_SLIDE_MESSAGE, bannerSlideAlt, fillMessage, IMAGES_PER_BANNER } from '../../lib/bannerSlide.ts';
import type { Locale } from '../../lib/locale.ts';
import { escapeHtml } from '../../lib/htmlText.ts';
import { BREADCRUMB_LABEL, breadcrumbsHtml } from '../../components/breadcrumbs/markup.ts';
import { productCrumbs } from '../../features/shop/lib/productCrumbs.ts';
import type { PublicScreen } from './publicRoutes.ts';

/** Text for an HTML text node or a quoted attribute value (src/lib/htmlText.ts). */
export const escape = escapeHtml;

/**
 * The company pages whose title and lead are fixed texts (PageFrame): the shell paints them, in
 * PageFrame's markup, so the page's first text is on screen before the JavaScript runs.
 */
export const PAGE_HEADERS: Partial<Record<PublicScreen, { title: string; lead: string }>> = {
  ContactUs: { title: 'pages.contact.title', lead: 'pages.contact.lead' },
  Projects: { title: 'pages.projects.title', lead: 'pages.projects.lead' },
  Gallery: { title: 'pages.gallery.title', lead: 'pages.gallery.lead' },
};

/**
 * What the shell's main shows on `screen` (PageFrame's header of a company page), or '' for an empty
 * main; `content`: what follows the header in PageFrame (the pre-render's contact page: its stores).
 */
export function pageShellHtml(screen: PublicScreen, messages: Readonly<Record<string, string>>, content = ''): string {
  const header = PAGE_HEADERS[screen];
  if (!header) return '';
  const text = (id: string) => escape(messages[id] ?? id);
  return (
    '<div class="site-container site-page"><header class="site-page__header">' +
    `<h1 class="site-page__title">${text(header.title)}</h1><p class="site-page__lead">${text(header.lead)}</p>` +
    `</header>${content}</div>`
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Texts the answer shells use (from the language's catalogues, in the boot data). */
export const ANSWER_SHELL_TEXTS = [
  'app.home',
  BREADCRUMB_LABEL,
  'blog.breadcrumb',
  'blog.home',
  'blog.title',
  'shop.title',
  'shop.home.heading',
  'shop.home.alert',
  'shop.home.banner',
  BANNER_SLIDE_MESSAGE,
  'shop.home.seeAll',
] as const;
export type AnswerShellTexts = Readonly<Partial<Record<(typeof ANSWER_SHELL_TEXTS)[number], string>>>;

/** What an answer shell knows besides the answers. */
export interface AnswerShellContext {
  apiUrl: string;
  /** The page's language (its digits: Persian in fa). */
  language: Locale;
  texts: AnswerShellTexts;
  /** The address's dynamic segment (a product's, post's or category's alias). */
  segment: string;
  /** config.homeCategoryIds */
  homeCategoryIds: readonly string[];
  /**
   * Prices as text (priceTagHtml), for a first screen that must read whole without JavaScript (the
   * pre-render, scripts/prerender): the cards then show the price instead of its placeholder. The
   * boot script passes none.
   */
  price?: PriceHtml;
  /** A product's name and price beside its image (productInfoHtml), for the same; the boot script passes none. */
  productInfo?: (product: Record<string, unknown>) => string;
  /**
   * The rest of a page that reads whole without JavaScript (the pre-render, scripts/prerender/screens.ts),
   * each in its screen's markup where the screen puts it; the boot script passes none.
   */
  more?: {
    /** After the product's top (image and buy column): the description tab. */
    product?: (product: Record<string, unknown>) => string;
    /** The shop list's aside after the search (the category tree), and what follows the grid (the pagination). */
    shopAside?: () => string;
    shopAfterList?: (list: Record<string, unknown>) => string;
    /** A post's meta line (date, comments, hits) and what follows its images (body, categories, author). */
    postMeta?: (post: Record<string, unknown>) => string;
    post?: (post: Record<string, unknown>) => string;
  };
}

/** A product's PriceTag as HTML (`size` as PriceTag's), or '' when it has no price to show. */
export type PriceHtml = (price: unknown, discount: unknown, size: 'small' | 'large') => string;

const amount = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : null);

/** shop/parts/PriceTag.tsx (and Money's text) in `locale`, as HTML: the old price struck when on sale, then the final price. */
export function priceTagHtml(locale: string): PriceHtml {
  return (price, discount, size) => {
    const final = formatMoney(finalPrice(amount(price), amount(discount)), locale);
    if (!final) return '';
    const old = salePercent(amount(price), amount(discount)) > 0 ? formatMoney(amount(price), locale) : '';
    return (
      `<div class="price-tag price-tag--${size}">` +
      (old ? `<del class="price-tag__old" data-testid="old-price"><span>${escape(old)}</span></del>` : '') +
      `<strong class="price-tag__final" data-testid="final-price"><span>${escape(final)}</span></strong></div>`
    );
  };
}

/** The page's named early answers (publicPages.ts EarlyCall.name): the body, or null when the call failed. */
export type NamedAnswers = Readonly<Record<string, unknown>>;

/** The envelope's `data.content`, when it is an object or a list. */
const contentOf = (body: unknown): unknown => {
  const content = isObject(body) && isObject(body.data) ? body.data.content : null;
  return isObject(content) ? content : null;
};
const recordOf = (body: unknown): Record<string, unknown> | null => {
  const content = contentOf(body);
  return isObject(content) && !Array.isArray(content) ? content : null;
};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The first file's id of `files`, or null. */
function firstFileId(files: unknown): string | null {
  const file: unknown = Array.isArray(files) ? files[0] : null;
  return isObject(file) && typeof file.id === 'string' && file.id ? file.id : null;
}

/** api/urls.ts responsiveImage as the attributes `src srcset sizes width height` (escaped), or `srcset sizes width height` for a `<source>`. */
function sourcesAttributes(apiUrl: string, id: string, kind: ImageKindName, withSrc = true): string {
  const { src, srcSet, sizes, width, height } = imageSources(apiUrl, id, kind);
  return `${withSrc ? `src="${escape(src)}" ` : ''}srcset="${escape(srcSet)}" sizes="${escape(sizes)}" width="${width}" height="${height}"`;
}

/** components/Notice.tsx, as HTML. */
export function noticeHtml(message: string): string {
  return `<div class="notice" role="note"><span class="notice__icon" aria-hidden="true"></span><p class="notice__text">${escape(message)}</p></div>`;
}

/**
 * ProductCard's image and name, in its markup, with its price and button as the placeholders of
 * ProductCarousel's loading cards (the same heights): the boot script shows no price it would have to
 * compute, and no button that does nothing. With `price` (the pre-render) the price is its text.
 * null: not a product it can read.
 */
export function productCardHtml(product: unknown, apiUrl: string, price?: PriceHtml, eager = false): string | null {
  if (!isObject(product) || typeof product.alias !== 'string' || typeof product.name !== 'string') return null;
  const to = escape(paths.product(product.alias));
  const id = firstFileId(product.files);
  const image = id
    ? `<img class="shop-img " ${sourcesAttributes(apiUrl, id, 'productCard')} alt="" loading="${eager ? 'eager' : 'lazy'}" decoding="async">`
    : '<span class="shop-img shop-img--empty " style="aspect-ratio:500 / 500"></span>';
  return (
    `<article class="product-card"><a class="product-card__media" tabindex="-1" aria-hidden="true" href="${to}">${image}</a>` +
    `<h3 class="product-card__title"><a href="${to}">${escape(product.name)}</a></h3>` +
    (price?.(product.price, product.discount, 'small') || '<span class="product-card__placeholder product-card__placeholder--line"></span>') +
    '<span class="product-card__placeholder product-card__placeholder--button"></span></article>'
  );
}

/**
 * ProductDetails' name and price (in the column beside Gallery), as HTML with the price as text: the
 * pre-render's product page reads without JavaScript, and React's page puts the same in the same place.
 * `rest`: what follows the price in ProductDetails (the pre-render's sale badge and attributes), and
 * AddToCart's box under it (the pre-render's, screens.ts buyBoxHtml).
 */
export function productInfoHtml(product: Record<string, unknown>, price: PriceHtml, rest: { badge?: string; rows?: string; buy?: string } = {}): string {
  if (typeof product.name !== 'string') return '';
  return (
    `<div><div class="product-info"><h1 class="product-info__name">${escape(product.name)}</h1>` +
    `<div class="product-info__price">${price(product.price, product.discount, 'large')}${rest.badge ?? ''}</div>${rest.rows ?? ''}</div>${rest.buy ?? ''}</div>`
  );
}

/**
 * Gallery's row of thumbnails under the main image (when there are several), in its markup and at its
 * size, so the row has its place before React's gallery replaces it (the name and price beside or
 * under the image do not move). They choose nothing before the app runs: hidden from assistive
 * technology and disabled until React's own buttons replace them.
 */
function galleryThumbsHtml(files: unknown, apiUrl: string): string {
  if (!Array.isArray(files) || files.length < 2) return '';
  const items = files.map((file, index) => {
    const id = isObject(file) && typeof file.id === 'string' ? file.id : '';
    const image = id
      ? `<img class="shop-img " src="${escape(resizeAddress(apiUrl, id, 75, 75))}" alt="" width="75" height="75" loading="lazy" decoding="async">`
      : '<span class="shop-img shop-img--empty " style="aspect-ratio:75 / 75"></span>';
    return `<li><button type="button" class="gallery__thumb${index === 0 ? ' is-active' : ''}" tabindex="-1" disabled>${image}</button></li>`;
  });
  return `<ul class="gallery__thumbs" aria-hidden="true">${items.join('')}</ul>`;
}

/** Cards for a list of products (the first `eager` with their images loaded at once), or null when one cannot be read. */
function cardsHtml(products: unknown, apiUrl: string, wrap: (card: string) => string, price?: PriceHtml, eager = 0): string | null {
  if (!Array.isArray(products) || !products.length) return null;
  const cards = products.map((product, i) => productCardHtml(product, apiUrl, price, i < eager));
  return cards.every((card) => card !== null) ? cards.map((card) => wrap(card as string)).join('') : null;
}

interface TreeNode {
  id: string;
  alias: string;
  title: string;
}

/** shop/lib/categories.ts findCategory over the raw tree. */
function findNode(nodes: unknown, idOrAlias: string): TreeNode | null {
  if (!Array.isArray(nodes)) return null;
  for (const node of nodes) {
    if (!isObject(node)) continue;
    if ((node.id === idOrAlias || node.alias === idOrAlias) && typeof node.id === 'string' && typeof node.alias === 'string' && typeof node.title === 'string') {
      return { id: node.id, alias: node.alias, title: node.title };
    }
    const found = findNode(node.children, idOrAlias);
    if (found) return found;
  }
  return null;
}

/** An answer shell: what the shell's main shows once the page's named answers are in; null: nothing. */
export type AnswerShell = (answers: NamedAnswers, context: AnswerShellContext) => string | null;

/**
 * What the shell's main shows once the page's named early answers are in, in the screen's own markup
 * and at the image addresses it asks for, so that what the page opens with (its largest image) is on
 * screen before the JavaScript runs and React then shows the same in the same place:
 * - home: the banner's first image, the notice, and the first category's slider;
 * - the shop list: the search box's place, the heading and the page of products;
 * - a product: its breadcrumbs and its main image (Gallery);
 * - a post: the crumbs, the title, the meta line (empty until React fills it) and the first image.
 * The styles are the screen's own (the boot script loads them first). null: nothing to show (no
 * image, a failed answer, or one it does not know): the main stays empty until React fills it.
 */
export const ANSWER_SHELLS: Partial<Record<PublicScreen, AnswerShell>> = {
  Home: ({ tree, banner, ...answers }, { apiUrl, language, texts, homeCategoryIds, price }) => {
    const files = recordOf(banner)?.files;
    const bannerId = firstFileId(files);
    // what Slideshow says of its first image (src/lib/bannerSlide.ts)
    const bannerAlt = bannerSlideAlt(Array.isArray(files) ? files[0] : null, 0, Array.isArray(files) ? Math.min(files.length, IMAGES_PER_BANNER) : 1, language === 'fa', (values) =>
      fillMessage(texts[BANNER_SLIDE_MESSAGE] ?? '', { ...values }),
    );
    // Home's first slider: the first of the home categories the tree has
    const first = homeCategoryIds.map((id) => findNode(contentOf(tree), id)).find((node) => node !== null);
    if (!bannerId || !first) return null;
    const cards = cardsHtml(contentOf(answers[`products:${first.id}`]), apiUrl, (card) => `<div class="carousel__slide">${card}</div>`, price);
    if (!cards) return null;
    return (
      `<div class="site-container shop-home"><h1 class="shop-sr-only">${escape(texts['shop.home.heading'] ?? '')}</h1>` +
      `<div class="carousel carousel--single" role="region" aria-roledescription="carousel" aria-label="${escape(texts['shop.home.banner'] ?? '')}"><div class="carousel__track"><div class="carousel__slide"><picture>` +
      `<source media="${BANNER_PHONE_MEDIA}" ${sourcesAttributes(apiUrl, bannerId, 'bannerPhone', false)}>` +
      `<img class="shop-img home-banner__img" ${sourcesAttributes(apiUrl, bannerId, 'bannerWide')} alt="${escape(bannerAlt)}" fetchpriority="high">` +
      '</picture></div></div></div>' +
      noticeHtml(texts['shop.home.alert'] ?? '') +
      `<section class="product-slider"><header class="section-head"><h2 class="section-head__title">${escape(first.title)}</h2>` +
      `<a href="${escape(paths.shopCategory(first.alias))}">${escape(texts['shop.home.seeAll'] ?? '')}</a></header>` +
      `<div class="carousel"><div class="carousel__track">${cards}</div></div></section></div>`
    );
  },
  Shop: ({ list, tree }, { apiUrl, texts, segment, price, more }) => {
    const docs = recordOf(list)?.docs;
    const cards = cardsHtml(docs, apiUrl, (card) => card, price, EAGER_LIST_IMAGES);
    const heading = segment ? findNode(contentOf(tree), segment)?.title : texts['shop.title'];
    if (!cards || !heading) return null;
    return (
      '<div class="site-container shop-page"><aside class="shop-page__aside"><div class="shop-widget" role="search"><span class="boot-shell__search"></span></div>' +
      `${more?.shopAside?.() ?? ''}</aside>` +
      `<section class="shop-page__main"><header class="section-head"><h1 class="section-head__title">${escape(heading)}</h1></header>` +
      `<div class="product-grid">${cards}</div>${more?.shopAfterList?.(recordOf(list) ?? {}) ?? ''}</section></div>`
    );
  },
  Product: ({ product: body }, { apiUrl, texts, productInfo, more }) => {
    const product = recordOf(body);
    const id = firstFileId(product?.files);
    const info = product && productInfo ? productInfo(product) : '';
    if (!product || (!id && !info)) return null;
    const image = id
      ? `<img class="shop-img gallery__main" ${sourcesAttributes(apiUrl, id, 'productMain')} alt="${escape(text(product.name))}" fetchpriority="high">`
      : '<span class="shop-img shop-img--empty gallery__main" style="aspect-ratio:1000 / 1000"></span>';
    // Product's Breadcrumbs: Home › Shop › its category › the product
    const crumbs = productCrumbs(product, { home: texts['app.home'] ?? '', shop: texts['shop.title'] ?? '' });
    return (
      `<div class="site-container product-page">${breadcrumbsHtml(crumbs, texts[BREADCRUMB_LABEL] ?? '', 'product-page__crumbs')}<div class="product-page__top"><div class="gallery">${image}${galleryThumbsHtml(product.files, apiUrl)}</div>${info}</div>` +
      `${more?.product?.(product) ?? ''}</div>`
    );
  },
  Post: ({ post: body }, { apiUrl, texts, more }) => {
    const post = recordOf(body);
    const id = firstFileId(post?.files);
    if (!post || !id || typeof post.title !== 'string' || !Array.isArray(post.files)) return null;
    const title = escape(post.title);
    const image = `<img class="post-media__img" ${sourcesAttributes(apiUrl, id, 'postMain')} alt="${title}" fetchpriority="high">`;
    // the other slides (PostMedia's, hidden until their turn) come with the app's slideshow
    const media =
      post.files.length > 1
        ? `<div class="post-media post-media--slides"><div class="post-media__slide is-active">${image}</div></div>`
        : `<div class="post-media">${image}</div>`;
    return (
      '<div class="site-container blog-layout"><article class="blog-main post-page">' +
      `<nav class="post-page__crumbs" aria-label="${escape(texts['blog.breadcrumb'] ?? '')}"><ol>` +
      `<li><a href="${paths.home}">${escape(texts['blog.home'] ?? '')}</a></li><li><a href="${paths.blog}">${escape(texts['blog.title'] ?? '')}</a></li>` +
      `<li aria-current="page">${title}</li></ol></nav>` +
      `<header class="post-page__header"><h1 class="post-page__title">${title}</h1><div class="post-meta">${more?.postMeta?.(post) ?? '<span class="post-meta__item">&nbsp;</span>'}</div></header>` +
      `${media}${more?.post?.(post) ?? ''}</article></div>`
    );
  },
};

/**
 * `messages`: the language's app.json catalogue (app.name, app.menu). `main`: what the main holds
 * (the pre-render's first screen); the boot script's frame has an empty main, which it fills itself.
 * `chrome`: the menu's links and the footer (the pre-render's, which read without JavaScript); the
 * boot script's frame has neither (see above).
 */
export function shellHtml(messages: Readonly<Record<string, string>>, main = '', chrome?: { nav: string; footer: string }): string {
  const text = (id: string) => escape(messages[id] ?? id);
  return (
    '<div class="public-layout boot-shell">' +
    '<header class="site-header"><div class="site-topbar"><div class="site-container site-topbar__inner">' +
    `<a href="${paths.home}" class="site-logo" aria-label="${text('app.name')}"><span aria-hidden="true" class="site-logo__mark">❀</span><span class="site-logo__name">${text('app.name')}</span></a>` +
    '</div></div>' +
    `<nav class="site-nav" aria-label="${text('app.menu')}"><div class="site-container site-nav__inner">` +
    `${chrome?.nav ?? '<span class="boot-shell__menu" aria-hidden="true"></span>'}</div></nav></header>` +
    `<main class="site-main"${chrome ? '' : ' aria-busy="true"'}>${main}</main>${chrome?.footer ?? ''}</div>`
  );
}

/** An image the page shows first and largest, as the answer shell shows it: the file and its kind (and the media query it shows at). */
export interface FirstImage {
  id: string;
  kind: ImageKindName;
  media?: string;
}

/**
 * The image each answer shell shows first and largest (the page's largest paint), from the same
 * answers: the pre-render preloads it from the page's head (scripts/prerender/pageData.ts), at the
 * sizes the markup offers, so it downloads with the stylesheet instead of after it.
 */
export const FIRST_IMAGES: Partial<Record<PublicScreen, (answers: NamedAnswers) => FirstImage[]>> = {
  Home: ({ banner }) => {
    const id = firstFileId(recordOf(banner)?.files);
    return id ? [{ id, kind: 'bannerPhone', media: BANNER_PHONE_MEDIA }, { id, kind: 'bannerWide', media: '(min-width: 768px)' }] : [];
  },
  Shop: ({ list }) => {
    const docs = recordOf(list)?.docs;
    const id = Array.isArray(docs) && isObject(docs[0]) ? firstFileId(docs[0].files) : null;
    return id ? [{ id, kind: 'productCard' }] : [];
  },
  Product: ({ product }) => {
    const id = firstFileId(recordOf(product)?.files);
    return id ? [{ id, kind: 'productMain' }] : [];
  },
  Post: ({ post }) => {
    const id = firstFileId(recordOf(post)?.files);
    return id ? [{ id, kind: 'postMain' }] : [];
  },
};

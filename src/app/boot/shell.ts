/**
 * The frame of a public page as static HTML, written by the build into index.html for the boot script
 * (src/app/boot/boot.ts) to paint before the JavaScript runs: SiteHeader's top bar with the logo and
 * its menu bar (the same classes, so global.css gives them the same size), an empty main of a full
 * screen. The menu's links are left to React: their widths change when the web font arrives, which
 * would move them (layout shift) in a frame painted before it. React replaces the whole frame with
 * the real one, which adds elements and moves none. Relative imports only: vite.config.ts reads this.
 */
import { paths } from '../../lib/paths';
import type { PublicScreen } from './publicPages';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The company pages whose title and lead are fixed texts (PageFrame): the shell paints them, in
 * PageFrame's markup, so the page's first text is on screen before the JavaScript runs.
 */
export const PAGE_HEADERS: Partial<Record<PublicScreen, { title: string; lead: string }>> = {
  ContactUs: { title: 'pages.contact.title', lead: 'pages.contact.lead' },
  Projects: { title: 'pages.projects.title', lead: 'pages.projects.lead' },
  Gallery: { title: 'pages.gallery.title', lead: 'pages.gallery.lead' },
};

/** What the shell's main shows on `screen` (PageFrame's header of a company page), or '' for an empty main. */
export function pageShellHtml(screen: PublicScreen, messages: Readonly<Record<string, string>>): string {
  const header = PAGE_HEADERS[screen];
  if (!header) return '';
  const text = (id: string) => escape(messages[id] ?? id);
  return (
    '<div class="site-container site-page"><header class="site-page__header">' +
    `<h1 class="site-page__title">${text(header.title)}</h1><p class="site-page__lead">${text(header.lead)}</p>` +
    '</header></div>'
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Texts the answer shells use (from the language's catalogues, in the boot data). */
export const ANSWER_SHELL_TEXTS = ['blog.breadcrumb', 'blog.home', 'blog.title'] as const;
export type AnswerShellTexts = Readonly<Partial<Record<(typeof ANSWER_SHELL_TEXTS)[number], string>>>;

const contentOf = (body: unknown): Record<string, unknown> | null => {
  const content = isObject(body) && isObject(body.data) ? body.data.content : null;
  return isObject(content) ? content : null;
};

/** The first file's id of `files`, or null. */
function firstFileId(files: unknown): string | null {
  const file: unknown = Array.isArray(files) ? files[0] : null;
  return isObject(file) && typeof file.id === 'string' && file.id ? file.id : null;
}

const resized = (apiUrl: string, id: string, width: number, height: number) =>
  escape(`${apiUrl}site/v1/resizeImage/${encodeURIComponent(id)}/${width}/${height}`);

/**
 * What the shell's main shows once the page's first answer (its first early call) is in, in the
 * screen's own markup and at the image addresses it asks for (ProductImage, PostMedia: imageUrl), so
 * what the page opens with is on screen before the JavaScript runs and React then shows the same:
 * - a product: its main image (Gallery);
 * - a post: the crumbs, the title, the meta line (empty until React fills it) and the first image.
 * null: nothing to show (no image, or an answer it does not know).
 */
export const ANSWER_SHELLS: Partial<Record<PublicScreen, (body: unknown, apiUrl: string, texts: AnswerShellTexts) => string | null>> = {
  Product: (body, apiUrl) => {
    const product = contentOf(body);
    const id = firstFileId(product?.files);
    if (!product || !id) return null;
    const alt = typeof product.name === 'string' ? product.name : '';
    return (
      '<div class="site-container product-page"><div class="product-page__top"><div class="gallery">' +
      `<img class="shop-img gallery__main" src="${resized(apiUrl, id, 1000, 1000)}" alt="${escape(alt)}" width="1000" height="1000" fetchpriority="high">` +
      '</div></div></div>'
    );
  },
  Post: (body, apiUrl, texts) => {
    const post = contentOf(body);
    const id = firstFileId(post?.files);
    if (!post || !id || typeof post.title !== 'string' || !Array.isArray(post.files)) return null;
    const title = escape(post.title);
    const image = `<img class="post-media__img" src="${resized(apiUrl, id, 1000, 750)}" alt="${title}" width="1000" height="750" fetchpriority="high">`;
    const media =
      post.files.length > 1
        ? `<div class="post-media post-media--slides"><div class="post-media__slide is-active">${image}</div></div>`
        : `<div class="post-media">${image}</div>`;
    return (
      '<div class="site-container blog-layout"><article class="blog-main post-page">' +
      `<nav class="post-page__crumbs" aria-label="${escape(texts['blog.breadcrumb'] ?? '')}"><ol>` +
      `<li><a href="${paths.home}">${escape(texts['blog.home'] ?? '')}</a></li><li><a href="${paths.blog}">${escape(texts['blog.title'] ?? '')}</a></li>` +
      `<li aria-current="page">${title}</li></ol></nav>` +
      `<header class="post-page__header"><h1 class="post-page__title">${title}</h1><div class="post-meta"><span class="post-meta__item">&nbsp;</span></div></header>` +
      `${media}</article></div>`
    );
  },
};

/** `messages`: the language's app.json catalogue (app.name, app.menu). */
export function shellHtml(messages: Readonly<Record<string, string>>): string {
  const text = (id: string) => escape(messages[id] ?? id);
  return (
    '<div class="public-layout boot-shell">' +
    '<header class="site-header"><div class="site-topbar"><div class="site-container site-topbar__inner">' +
    `<a href="${paths.home}" class="site-logo" aria-label="${text('app.name')}"><span aria-hidden="true" class="site-logo__mark">❀</span><span class="site-logo__name">${text('app.name')}</span></a>` +
    '</div></div>' +
    `<nav class="site-nav" aria-label="${text('app.menu')}"><div class="site-container site-nav__inner">` +
    '<span class="boot-shell__menu" aria-hidden="true"></span></div></nav></header>' +
    `<main class="site-main" aria-busy="true"></main></div>`
  );
}

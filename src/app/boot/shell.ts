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

/**
 * What the shell's main shows once the page's first answer (its first early call) is in: the
 * product's main image, in Gallery's markup and at its address (ProductImage, imageUrl), so the
 * image the page opens with is on screen before the JavaScript runs and is the same one React then
 * shows. null: nothing to show (no image, or an answer it does not know).
 */
export const ANSWER_SHELLS: Partial<Record<PublicScreen, (body: unknown, apiUrl: string) => string | null>> = {
  Product: (body, apiUrl) => {
    const product = isObject(body) && isObject(body.data) ? body.data.content : null;
    if (!isObject(product) || !Array.isArray(product.files)) return null;
    const file: unknown = product.files[0];
    if (!isObject(file) || typeof file.id !== 'string' || !file.id) return null;
    const src = `${apiUrl}site/v1/resizeImage/${encodeURIComponent(file.id)}/1000/1000`;
    const alt = typeof product.name === 'string' ? product.name : '';
    return (
      '<div class="site-container product-page"><div class="product-page__top"><div class="gallery">' +
      `<img class="shop-img gallery__main" src="${escape(src)}" alt="${escape(alt)}" width="1000" height="1000" fetchpriority="high">` +
      '</div></div></div>'
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

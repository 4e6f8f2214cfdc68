/**
 * The title and description of each public page, from what the page shows: one source for the app
 * (usePageMeta sets them in the tab when the screen renders) and for the pre-rendered files
 * (scripts/prerender writes them into the head), so a shared link, a search engine and the open tab
 * read the same strings. `intl` is the language's react-intl object (useIntl() in the app,
 * createIntl() in the pre-render).
 */

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 155;

/** What the page texts need of react-intl's IntlShape. */
export interface Messages {
  formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string;
}

export interface PageMeta {
  /** The page's own title; the site's name is added after it when there is room. */
  title?: string;
  /** The page's description; the site's tagline when there is none. */
  description?: string;
}

/** Whitespace folded, cut with an ellipsis at `max` characters. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The plain text of an HTML fragment, for descriptions built from rich bodies: what a reader sees
 * (scripts, styles and templates are not text), block ends and line breaks read as spaces
 * ("<h2>A</h2><p>B</p>" → "A B", not "AB"). Parsed by the DOM into an inert template (nothing in it
 * loads or runs; on the server, the pre-render's DOM: src/lib/domWindow.ts).
 */
export function htmlToText(html: string | undefined | null): string {
  if (!html) return '';
  const spaced = html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/(p|div|h[1-6]|li|blockquote|tr|td|th)>|<br\s*\/?>/gi, '$& ');
  const view = domWindow();
  if (!view) return spaced.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const template = view.document.createElement('template');
  template.innerHTML = spaced;
  return template.content.textContent.replace(/\s+/g, ' ').trim();
}

/** The first sentence of a text (up to . ! ? or the Persian question mark, and the space after it). */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?؟](?=\s|$)/u.exec(text);
  return (match ? match[0] : text).trim();
}

/** The tab's title: "<title> | <site>" when it fits, else the title alone, at most TITLE_MAX characters. */
export function documentTitle(title: string | undefined, siteName: string): string {
  const full = title ? `${title} | ${siteName}` : siteName;
  return clip(full.length <= TITLE_MAX ? full : (title ?? siteName), TITLE_MAX);
}

/** The meta description: the page's, else the tagline, at most DESCRIPTION_MAX characters. */
export function metaDescription(description: string | undefined, tagline: string): string {
  return clip(description || tagline, DESCRIPTION_MAX);
}

interface NamedCategory {
  title: string;
  caption?: string | null;
}

/*
 * Each public page's title and description, from what its screen has: one function per page kind, so a
 * screen's chunk carries only its own (the product's brings money formatting, which a post does not need).
 */

export const homeMeta = (intl: Messages): PageMeta => ({ title: intl.formatMessage({ id: 'shop.home.metaTitle' }), description: intl.formatMessage({ id: 'shop.home.metaDescription' }) });

/** /shop and a shop category, with the search when there is one. */
export function shopMeta(intl: Messages, { category, search }: { category?: NamedCategory; search?: string }): PageMeta {
  const heading = category?.title ?? intl.formatMessage({ id: 'shop.title' });
  return {
    title: search ? intl.formatMessage({ id: 'shop.searchTitle' }, { search, heading }) : heading,
    description: category ? htmlToText(category.caption) || intl.formatMessage({ id: 'shop.categoryDescription' }, { title: category.title }) : intl.formatMessage({ id: 'shop.metaDescription' }),
  };
}

/** /blog and a blog category, with the search when there is one. */
export const blogMeta = (intl: Messages, { category, search }: { category?: { title: string }; search?: string }): PageMeta => ({
  title: search ? intl.formatMessage({ id: 'blog.searchTitle' }, { search }) : (category?.title ?? intl.formatMessage({ id: 'blog.title' })),
  description: category ? intl.formatMessage({ id: 'blog.categoryDescription' }, { title: category.title }) : intl.formatMessage({ id: 'blog.description' }),
});

/** A post: its title; its excerpt, else its body's text. */
export const postMeta = (post: { title: string; excerpt?: string | null; body?: string | null }): PageMeta => ({
  title: post.title,
  description: (typeof post.excerpt === 'string' && post.excerpt.trim()) || htmlToText(post.body),
});

/** A company page whose header is fixed text (contact, projects, gallery): its title and lead. */
export const companyMeta = (intl: Messages, key: 'pages.contact' | 'pages.projects' | 'pages.gallery'): PageMeta => ({ title: intl.formatMessage({ id: `${key}.title` }), description: intl.formatMessage({ id: `${key}.lead` }) });

/** A page whose content is a plugin's rich body (about us): its title and the body's text. */
export const pluginBodyMeta = (intl: Messages, titleId: string, body: string | null | undefined): PageMeta => ({ title: intl.formatMessage({ id: titleId }), description: htmlToText(body) || undefined });import { domWindow } from './domWindow';


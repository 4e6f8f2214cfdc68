/**
 * A pre-rendered page's `<head>` additions: title, description, canonical, language alternates, Open
 * Graph, the Twitter card and JSON-LD, each value escaped for where it lands (escape.ts).
 */
import type { Locale } from '@/lib/locale';
import { html, scriptJson } from './escape';

export interface PageUrls {
  /** The page's address in each language it is written in (fa: no query; en: `?language=en`). */
  fa: string;
  en: string;
}

export interface HeadInfo {
  language: Locale;
  title: string;
  description: string;
  urls: PageUrls;
  ogType: 'website' | 'product' | 'article';
  /** Absolute address of the record's first image. */
  image?: string;
  siteName: string;
  jsonLd: readonly Record<string, unknown>[];
}

const OG_LOCALE: Record<Locale, string> = { fa: 'fa_IR', en: 'en_US' };

/** The address of `path` (which may carry its list's `?page=n`) on `siteUrl` in `language` (the app's `language` query parameter; fa is the default). */
export function pageUrl(siteUrl: string, path: string, language: Locale): string {
  return `${siteUrl}${path}${language === 'en' ? `${path.includes('?') ? '&' : '?'}language=en` : ''}`;
}

export function headHtml(info: HeadInfo): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${html(value)}">`;
  const self = info.urls[info.language];
  const tags = [
    `<title>${html(info.title)}</title>`,
    meta('name', 'description', info.description),
    meta('name', 'robots', 'index, follow'),
    `<link rel="canonical" href="${html(self)}">`,
    `<link rel="alternate" hreflang="fa" href="${html(info.urls.fa)}">`,
    `<link rel="alternate" hreflang="en" href="${html(info.urls.en)}">`,
    `<link rel="alternate" hreflang="x-default" href="${html(info.urls.fa)}">`,
    meta('property', 'og:type', info.ogType),
    meta('property', 'og:site_name', info.siteName),
    meta('property', 'og:title', info.title),
    meta('property', 'og:description', info.description),
    meta('property', 'og:url', self),
    meta('property', 'og:locale', OG_LOCALE[info.language]),
    meta('property', 'og:locale:alternate', OG_LOCALE[info.language === 'fa' ? 'en' : 'fa']),
    ...(info.image ? [meta('property', 'og:image', info.image)] : []),
    meta('name', 'twitter:card', info.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', info.title),
    meta('name', 'twitter:description', info.description),
    ...(info.image ? [meta('name', 'twitter:image', info.image)] : []),
    ...info.jsonLd.map((value) => `<script type="application/ld+json">${scriptJson(value)}</script>`),
  ];
  return tags.map((tag) => `    ${tag}\n`).join('');
}

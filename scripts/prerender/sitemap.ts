/** dist/sitemap.xml (every pre-rendered page with its language alternates) and dist/robots.txt. */
import { paths } from '@/lib/paths';
import type { Locale } from '@/lib/locale';
import { xml } from './escape';
import { pageUrl } from './head';

export interface SitemapEntry {
  path: string;
  /** The languages the page was written in. */
  languages: readonly Locale[];
  lastmod?: string;
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = entry.languages.map((language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${xml(pageUrl(siteUrl, entry.path, language))}"/>\n`);
    if (entry.languages.includes('fa')) alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(pageUrl(siteUrl, entry.path, 'fa'))}"/>\n`);
    return entry.languages.map(
      (language) =>
        `  <url>\n    <loc>${xml(pageUrl(siteUrl, entry.path, language))}</loc>\n` +
        (entry.lastmod ? `    <lastmod>${xml(new Date(entry.lastmod).toISOString())}</lastmod>\n` : '') +
        `${alternates.join('')}  </url>\n`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('')}</urlset>\n`
  );
}

/** The first segment of an address: what robots.txt disallows for the whole area. */
const area = (path: string) => `/${path.split('/')[1]}`;

/** Addresses no crawler should read: the customer's pages, sign-in, and every administration area. */
export const DISALLOWED = [
  ...new Set([
    paths.dashboard,
    paths.cart,
    paths.invoices,
    paths.editUser,
    paths.token,
    paths.login(),
    paths.register(),
    paths.forgotPassword,
    paths.resetPassword(),
    paths.logout,
    ...[paths.stores, paths.adminInvoices, paths.posts, paths.postCategories, paths.plugins, paths.users, paths.permissions].map(area),
  ]),
];

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

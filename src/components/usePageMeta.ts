/** Document title (≤ 60 characters) and meta description (≤ 155) for a page (spec §9, SEO). */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 155;

export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** Plain text of an HTML fragment, for descriptions built from rich bodies. */
export function htmlToText(html: string | undefined | null): string {
  if (!html) return '';
  // Block ends and line breaks read as spaces ("<h2>A</h2><p>B</p>" → "A B", not "AB").
  html = html.replace(/<\/(p|div|h[1-6]|li|blockquote|tr|td|th)>|<br\s*\/?>/gi, '$& ');
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
  return new DOMParser().parseFromString(html, 'text/html').body.textContent;
}

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export function usePageMeta({ title, description, noIndex }: { title?: string; description?: string; noIndex?: boolean }) {
  const intl = useIntl();
  const siteName = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    const full = title ? `${title} | ${siteName}` : siteName;
    document.title = clip(full.length <= TITLE_MAX ? full : title ?? siteName, TITLE_MAX);
    setMeta('description', clip(description || intl.formatMessage({ id: 'app.tagline' }), DESCRIPTION_MAX));
    setMeta('robots', noIndex ? 'noindex, nofollow' : 'index, follow');
  }, [title, description, noIndex, siteName, intl]);
}

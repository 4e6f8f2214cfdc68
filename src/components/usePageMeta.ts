/**
 * Sets the document title (≤ 60 characters) and meta description (≤ 155) of a page (spec §9, SEO).
 * The public pages take both from src/lib/pageMeta.ts, which the pre-render writes into their files.
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { documentTitle, metaDescription, type PageMeta } from '@/lib/pageMeta';

export { clip, htmlToText } from '@/lib/pageMeta';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export function usePageMeta({ title, description, noIndex }: PageMeta & { noIndex?: boolean }) {
  const intl = useIntl();
  const siteName = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = documentTitle(title, siteName);
    setMeta('description', metaDescription(description, intl.formatMessage({ id: 'app.tagline' })));
    setMeta('robots', noIndex ? 'noindex, nofollow' : 'index, follow');
  }, [title, description, noIndex, siteName, intl]);
}

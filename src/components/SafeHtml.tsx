/**
 * The one place rich HTML is rendered (DESIGN.md: Quill does not sanitise). DOMPurify strips scripts,
 * event handlers and javascript: URLs; links to other sites open in a new tab with noopener.
 */
import { useMemo } from 'react';
import DOMPurify from 'dompurify';

let hooked = false;
function ensureHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')?.startsWith('http')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  ensureHooks();
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}

export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string | null | undefined; className?: string; as?: 'div' | 'section' | 'article' }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}

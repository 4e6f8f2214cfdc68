/**
 * The one place rich HTML is rendered (DESIGN.md: Quill does not sanitise). Server content stays in
 * its box: DOMPurify strips scripts, event handlers, forms and form controls, frames and styles; a
 * hook removes fixed/sticky/absolute positioning, z-index, transforms and viewport-sized boxes from
 * inline styles; links keep only http(s), mailto, tel or relative addresses (no `javascript:`, no
 * `data:`), images only http(s), relative or raster data; links to other origins open in a new tab
 * with rel="noopener noreferrer". The `.rich-text` box also contains layout and paint (global.css),
 * so anything that slipped through still cannot cover the page.
 */
import { useMemo } from 'react';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { domWindow, type DomWindow } from '@/lib/domWindow';
import { isOtherOrigin, isSafeImageSrc, isSafeLinkHref } from '@/lib/safeUrl';

/** Elements that never belong in a rendered body: forms and their controls, frames, embedded documents. */
const FORBID_TAGS = [
  'style', 'link', 'meta', 'base', 'form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea',
  'fieldset', 'legend', 'datalist', 'output', 'label', 'dialog', 'iframe', 'frame', 'frameset', 'object',
  'embed', 'portal', 'template', 'slot',
];
/** Attributes that submit, pop over the page or steal focus. */
const FORBID_ATTR = ['action', 'formaction', 'form', 'popover', 'popovertarget', 'popovertargetaction', 'autofocus', 'srcset', 'ping', 'background'];

/** Inline style properties that take an element out of its box, whatever their value. */
const DROPPED_PROPERTIES = [
  'position', 'inset', 'inset-block', 'inset-inline', 'inset-block-start', 'inset-block-end', 'inset-inline-start',
  'inset-inline-end', 'top', 'right', 'bottom', 'left', 'z-index', 'transform', 'translate', 'scale', 'rotate',
  'float', 'clip-path', 'mask', 'zoom', 'content-visibility', 'pointer-events',
];
/** Sizes in viewport units make a box as big as the page. */
const SIZE_PROPERTIES = ['width', 'height', 'min-width', 'min-height', 'max-width', 'max-height', 'inline-size', 'block-size', 'min-inline-size', 'min-block-size'];
const VIEWPORT_UNIT = /\d\s*(dvh|svh|lvh|dvw|svw|lvw|vh|vw|vmin|vmax|vi|vb)\b/i;
const NEGATIVE_MARGIN = /^margin/;

function tameStyle(element: Element, view: DomWindow): void {
  // an element of another namespace (MathML in older engines) may carry no style declaration
  if (!('style' in element) || !(element.style instanceof view.CSSStyleDeclaration)) return;
  const style = element.style;
  DROPPED_PROPERTIES.forEach((property) => style.removeProperty(property));
  for (const property of SIZE_PROPERTIES) {
    if (VIEWPORT_UNIT.test(style.getPropertyValue(property))) style.removeProperty(property);
  }
  for (let i = style.length - 1; i >= 0; i -= 1) {
    const property = style.item(i);
    // a negative margin pulls a box over its neighbours (and over the page's chrome)
    if (NEGATIVE_MARGIN.test(property) && style.getPropertyValue(property).trim().startsWith('-')) style.removeProperty(property);
  }
  if (!style.length) element.removeAttribute('style');
}

function tameLink(element: Element, view: DomWindow): void {
  const href = element.getAttribute('href');
  if (href === null) return;
  if (!isSafeLinkHref(href)) {
    element.removeAttribute('href');
    element.removeAttribute('target');
    return;
  }
  const origin = view.location.origin;
  if (isOtherOrigin(href, origin)) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  } else {
    // same-site links stay in this tab and cannot name another window
    element.removeAttribute('target');
  }
}

/** DOMPurify bound to the window it sanitises in (the browser's, or the server renderer's: src/lib/domWindow.ts), with its hooks. */
let purifier: { view: DomWindow; purify: Purifier } | null = null;
function purifierFor(view: DomWindow): Purifier {
  if (purifier?.view === view) return purifier.purify;
  const purify = view === (globalThis as { window?: DomWindow }).window ? DOMPurify : DOMPurify(view as unknown as Parameters<typeof DOMPurify>[0]);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof view.Element)) return;
    if (node.hasAttribute('style')) tameStyle(node, view);
    if (node.hasAttribute('href')) tameLink(node, view);
    if (node.hasAttribute('xlink:href')) node.removeAttribute('xlink:href');
    const src = node.getAttribute('src');
    if (src !== null && !isSafeImageSrc(src)) node.removeAttribute('src');
  });
  purifier = { view, purify };
  return purify;
}

export function sanitizeHtml(html: string | null | undefined): string {
  const view = domWindow();
  // no DOM at all (a server renderer given none): nothing rich is rendered rather than anything unchecked
  if (!view) return '';
  return purifierFor(view).sanitize(typeof html === 'string' ? html : '', {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
  });
}

export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string | null | undefined; className?: string; as?: 'div' | 'section' | 'article' }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}

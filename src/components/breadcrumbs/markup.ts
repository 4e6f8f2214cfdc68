/**
 * Breadcrumbs' markup as HTML, for the pages written before the app runs (the boot shell,
 * src/app/boot/shell.ts, and the pre-render, which writes the boot shell's markup): the same elements
 * and classes `<Breadcrumbs>` renders, so the app replaces them in place. The separators are CSS
 * (src/app/global.css `.breadcrumbs`: › in left-to-right pages, ‹ in right-to-left ones), not text.
 *
 * Dependency-free (relative imports only): the boot script bundles it, and vite.config.ts reads shell.ts.
 */
import { escapeHtml } from '../../lib/htmlText.ts';

/** One step of the trail: a link, or the current page (no `to`), which is last. */
export interface Crumb {
  name: string;
  to?: string;
}

/** The catalogue message of the trail's name for assistive technology. */
export const BREADCRUMB_LABEL = 'app.breadcrumb';

/** The nav's classes: the pattern's and the screen's own. */
export const breadcrumbsClass = (className?: string) => (className ? `breadcrumbs ${className}` : 'breadcrumbs');

export function breadcrumbsHtml(items: readonly Crumb[], label: string, className?: string): string {
  const steps = items.map(
    (item) =>
      '<li class="breadcrumbs__item">' +
      (item.to ? `<a href="${escapeHtml(item.to)}">${escapeHtml(item.name)}</a>` : `<span class="breadcrumbs__current" aria-current="page">${escapeHtml(item.name)}</span>`) +
      '</li>',
  );
  return `<nav class="${escapeHtml(breadcrumbsClass(className))}" aria-label="${escapeHtml(label)}"><ol class="breadcrumbs__list">${steps.join('')}</ol></nav>`;
}

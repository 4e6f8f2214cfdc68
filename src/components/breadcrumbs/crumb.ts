/**
 * What a breadcrumb trail is made of, apart from its component: the product page's trail
 * (src/features/shop/lib/productCrumbs.ts) is also read by the pre-render for its JSON-LD
 * `BreadcrumbList`, which imports no React.
 */

/** One step of the trail: a link, or the current page (no `to`), which is last. */
export interface Crumb {
  name: string;
  to?: string;
}

/** The catalogue message of the trail's name for assistive technology. */
export const BREADCRUMB_LABEL = 'app.breadcrumb';

/** The nav's classes: the pattern's and the screen's own. */
export const breadcrumbsClass = (className?: string) => (className ? `breadcrumbs ${className}` : 'breadcrumbs');

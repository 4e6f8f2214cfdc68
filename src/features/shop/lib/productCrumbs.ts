/**
 * A product page's trail: Home › Shop › its category › the product. The category is the first of the
 * product's categories the answer names (title or name) with an alias to link to; none: Home › Shop ›
 * the product. The product page (rendered on the server too, for the pre-render) and the pre-render's
 * JSON-LD BreadcrumbList read the same trail from the same answer.
 *
 * No React (relative imports of plain modules only): the pre-render's JSON-LD reads it outside the app.
 */
import type { Crumb } from '../../../components/breadcrumbs/crumb.ts';
import { paths } from '../../../lib/paths.ts';

export interface ProductCrumbTexts {
  home: string;
  shop: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The category the trail goes through: `{ alias, name }`, or null. */
export function trailCategory(product: Record<string, unknown>): { alias: string; name: string } | null {
  for (const category of Array.isArray(product.categories) ? product.categories : []) {
    if (typeof category !== 'object' || category === null) continue;
    const record = category as Record<string, unknown>;
    const name = text(record.title) || text(record.name);
    const alias = text(record.alias);
    if (name && alias) return { alias, name };
  }
  return null;
}

export function productCrumbs(product: Record<string, unknown>, texts: ProductCrumbTexts): Crumb[] {
  const category = trailCategory(product);
  return [
    { name: texts.home, to: paths.home },
    { name: texts.shop, to: paths.shop },
    ...(category ? [{ name: category.name, to: paths.shopCategory(category.alias) }] : []),
    { name: text(product.name) },
  ];
}

/** Pure helpers over the product category tree. */
import type { ProductCategory } from '@/api/schemas';

/** Every node, depth first (parents before their children). */
export function flattenCategories(nodes: readonly ProductCategory[]): ProductCategory[] {
  return nodes.flatMap((node) => [node, ...flattenCategories(node.children ?? [])]);
}

/** The home page's extra sliders: the first `max` sub-categories (not roots) that hold products, excluding `skip`. */
export function homeSubCategories(tree: readonly ProductCategory[], skip: readonly string[], max = 15): ProductCategory[] {
  return tree
    .flatMap((root) => flattenCategories(root.children ?? []))
    .filter((c) => !skip.includes(c.id) && Number(c.products ?? 0) > 0)
    .slice(0, max);
}

export function findCategory(tree: readonly ProductCategory[], idOrAlias: string): ProductCategory | undefined {
  return flattenCategories(tree).find((c) => c.id === idOrAlias || c.alias === idOrAlias);
}

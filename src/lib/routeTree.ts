/**
 * Helpers for the server's route tree (and any position-ordered tree), used by the app's routes and
 * sidebar menu and by the admin route tree editor. Structural types only, so lib imports nothing.
 */

/** `/parent/alias` whatever slashes either part has; `/` for nothing. */
export function joinPath(parent: string, alias: string): string {
  return `/${[parent, alias].join('/').split('/').filter(Boolean).join('/')}`;
}

type Positioned = { position?: number | string | null };

/** Orders two siblings by `position` (a missing position counts as 0). */
export function byPosition(a: Positioned, b: Positioned): number {
  return Number(a.position ?? 0) - Number(b.position ?? 0);
}

/** Siblings in their `position` order, as a new array. */
export function sortByPosition<T extends Positioned>(nodes: readonly T[]): T[] {
  return [...nodes].sort(byPosition);
}

/** A node's title in `locale`, falling back to any locale, then its name. */
export function routeTitle(node: { title?: unknown; name?: string | null } | null | undefined, locale: string): string {
  if (!node) return '';
  const title = node.title as Record<string, string> | string | null | undefined;
  if (typeof title === 'string') return title;
  return title?.[locale] || Object.values(title ?? {})[0] || node.name || '';
}

/** The ids of the subtree rooted at `id` in a tree of `{id, children}` nodes (empty when it is not in the tree). */
export function subtreeIds<N extends { id: string; children?: readonly N[] | null }>(nodes: readonly N[], id: string): Set<string> {
  for (const node of nodes) {
    if (node.id === id) {
      const ids = new Set<string>();
      const walk = (n: N) => {
        ids.add(n.id);
        (n.children ?? []).forEach(walk);
      };
      walk(node);
      return ids;
    }
    const inner = subtreeIds(node.children ?? [], id);
    if (inner.size) return inner;
  }
  return new Set();
}

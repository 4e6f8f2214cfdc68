/**
 * Turns the server's route tree into flat app routes (pure, no React): path is the alias, with a
 * trailing `:variable` when dynamic; children nest under the parent's path. Disabled nodes are skipped.
 * Anything that is not an array is treated as an empty tree.
 */
import type { RouteNode } from '@/api/schemas';

export type RouteType = 'ROUTE' | 'AUTHENTICATED_ROUTE' | 'UNAUTHENTICATED_ROUTE';
export type LayoutName = 'SITE' | 'DASHBOARD' | 'NO_APP' | 'PORTO_ECOMMERCE';
export const LAYOUTS: readonly LayoutName[] = ['SITE', 'DASHBOARD', 'NO_APP', 'PORTO_ECOMMERCE'];

export interface AppRoute {
  id: string;
  path: string;
  node: RouteNode;
  /** ancestors, outermost first (for breadcrumbs) */
  parents: RouteNode[];
}

function join(parent: string, alias: string): string {
  const parts = [parent, alias].join('/').split('/').filter(Boolean);
  return `/${parts.join('/')}`;
}

export function routePath(parentPath: string, node: Pick<RouteNode, 'alias' | 'dynamic'>): string {
  const base = join(parentPath, node.alias ?? '');
  return node.dynamic ? join(base, ':variable') : base;
}

export function asRouteTree(tree: unknown): RouteNode[] {
  return Array.isArray(tree) ? (tree as RouteNode[]).filter((n) => n && typeof n === 'object') : [];
}

export function flattenRouteTree(tree: unknown, parentPath = '', parents: RouteNode[] = []): AppRoute[] {
  const out: AppRoute[] = [];
  const nodes = [...asRouteTree(tree)].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  for (const node of nodes) {
    if (node.enable === false) continue;
    const path = routePath(parentPath, node);
    if (node.component) out.push({ id: String(node.id ?? path), path, node, parents });
    const staticPath = join(parentPath, node.alias ?? '');
    out.push(...flattenRouteTree(node.children, staticPath, [...parents, node]));
  }
  const seen = new Set<string>();
  return out.filter((r) => (seen.has(r.path) ? false : (seen.add(r.path), true)));
}

export function layoutOf(node: Pick<RouteNode, 'layout'>): LayoutName {
  return LAYOUTS.includes(node.layout as LayoutName) ? (node.layout as LayoutName) : 'SITE';
}

/** Title in the given locale, falling back to any locale, then the name. */
export function routeTitle(node: Pick<RouteNode, 'title' | 'name'> | null | undefined, locale: string): string {
  if (!node) return '';
  const title = node.title as Record<string, string> | string | undefined;
  if (typeof title === 'string') return title;
  return title?.[locale] || Object.values(title ?? {})[0] || node.name || '';
}

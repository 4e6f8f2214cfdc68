/**
 * Turns the server's route tree into flat app routes (pure, no React): path is the alias, with a
 * trailing `:variable` when dynamic; children nest under the parent's path. Disabled nodes are skipped.
 * Anything that is not an array is treated as an empty tree.
 */
import type { RouteNode } from '@/api/schemas';
import { joinPath as join, sortByPosition } from '@/lib/routeTree';

export type RouteType = 'ROUTE' | 'AUTHENTICATED_ROUTE' | 'UNAUTHENTICATED_ROUTE';
export type LayoutName = 'SITE' | 'DASHBOARD' | 'NO_APP' | 'PORTO_ECOMMERCE';
export const LAYOUTS: readonly LayoutName[] = ['SITE', 'DASHBOARD', 'NO_APP', 'PORTO_ECOMMERCE'];

export interface AppRoute {
  /** the route's address, unique in the app */
  path: string;
  node: RouteNode;
  /** ancestors, outermost first (for breadcrumbs) */
  parents: RouteNode[];
}

export function routePath(parentPath: string, node: Pick<RouteNode, 'alias' | 'dynamic'>): string {
  const base = join(parentPath, node.alias ?? '');
  return node.dynamic ? join(base, ':variable') : base;
}

export function asRouteTree(tree: unknown): RouteNode[] {
  return Array.isArray(tree) ? (tree as (RouteNode | null)[]).filter((n): n is RouteNode => n !== null && typeof n === 'object') : [];
}

export function flattenRouteTree(tree: unknown, parentPath = '', parents: RouteNode[] = []): AppRoute[] {
  const out: AppRoute[] = [];
  const nodes = sortByPosition(asRouteTree(tree));
  for (const node of nodes) {
    if (node.enable === false) continue;
    const path = routePath(parentPath, node);
    if (node.component) out.push({ path, node, parents });
    const staticPath = join(parentPath, node.alias ?? '');
    out.push(...flattenRouteTree(node.children, staticPath, [...parents, node]));
  }
  const seen = new Set<string>();
  return out.filter((r) => (seen.has(r.path) ? false : (seen.add(r.path), true)));
}

export function layoutOf(node: Pick<RouteNode, 'layout'>): LayoutName {
  return LAYOUTS.includes(node.layout as LayoutName) ? (node.layout as LayoutName) : 'SITE';
}

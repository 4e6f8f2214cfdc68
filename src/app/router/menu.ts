/** Sidebar menu items from the route tree: only `menu` DASHBOARD entries the user's roles permit (or '*'). */
import type { RouteNode } from '@/api/schemas';
import { hasAccess } from '@/lib/roles';
import { joinPath, routeTitle, sortByPosition } from '@/lib/routeTree';
import { asRouteTree } from './buildRoutes';

export interface MenuEntry {
  key: string;
  path: string;
  title: string;
  icon?: string;
  children?: MenuEntry[];
}

export function buildMenu(tree: unknown, roles: readonly string[], locale: string, menu = 'DASHBOARD', parentPath = ''): MenuEntry[] {
  return sortByPosition(asRouteTree(tree))
    .flatMap((node: RouteNode): MenuEntry[] => {
      if (node.enable === false || node.dynamic) return [];
      if (!node.menu.includes(menu)) return [];
      // roles hold on every route type (spec §2: shown only with one of the route's roles, or '*')
      if (!hasAccess(roles, node.roles)) return [];
      const path = joinPath(parentPath, node.alias ?? '');
      const children = buildMenu(node.children, roles, locale, menu, path);
      const entry: MenuEntry = { key: path, path, title: routeTitle(node, locale), icon: node.icon || undefined };
      if (node.link === false || !node.component) {
        return children.length ? [{ ...entry, children }] : [];
      }
      return [children.length ? { ...entry, children } : entry];
    });
}

/** Keys of the menu entries that lead to `pathname` (for selected and open states). */
export function activeKeys(entries: MenuEntry[], pathname: string): string[] {
  for (const entry of entries) {
    if (entry.children) {
      const inner = activeKeys(entry.children, pathname);
      if (inner.length) return [entry.key, ...inner];
    }
    if (pathname === entry.path || pathname.startsWith(`${entry.path}/`)) return [entry.key];
  }
  return [];
}

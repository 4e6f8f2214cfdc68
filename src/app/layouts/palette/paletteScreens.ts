/**
 * What the command palette can open without a lookup: the dashboard screens of the route tree the
 * user's roles allow (the sidebar's rule: enabled, AUTHENTICATED_ROUTE only with a shared role or '*'),
 * with their titles in both languages, so a query in either language finds them. Pure, no React.
 */
import { hasAccess } from '@/lib/roles';
import { toLatinDigits } from '@/lib/digits';
import { routeTitle } from '@/lib/routeTree';
import { flattenRouteTree, layoutOf } from '../../router/buildRoutes';

export interface PaletteScreen {
  path: string;
  /** title in the UI language */
  title: string;
  /** the parents' titles in the UI language ("E-commerce management") */
  section: string;
  /** every title of the screen and its parents, both languages, normalised */
  haystack: string;
}

/** Lower case, Latin digits, Persian ی/ک for their Arabic forms, single spaces, zero-width non-joiner as a space. */
export function normaliseQuery(text: string): string {
  return toLatinDigits(text)
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[\u200c\s]+/g, ' ')
    .trim()
    .toLowerCase();
}

function allTitles(node: { title?: unknown; name?: string | null }): string[] {
  const title = node.title as Record<string, string> | string | null | undefined;
  if (typeof title === 'string') return [title];
  return [...Object.values(title ?? {}), node.name ?? ''].filter(Boolean);
}

export function paletteScreens(tree: unknown, roles: readonly string[], locale: string): PaletteScreen[] {
  return flattenRouteTree(tree).flatMap((route) => {
    const { node, parents } = route;
    if (node.dynamic || route.path.includes(':') || layoutOf(node) !== 'DASHBOARD') return [];
    const chain = [...parents, node];
    if (chain.some((n) => n.type === 'AUTHENTICATED_ROUTE' && !hasAccess(roles, n.roles))) return [];
    const title = routeTitle(node, locale);
    if (!title) return [];
    return [
      {
        path: route.path,
        title,
        section: parents.map((p) => routeTitle(p, locale)).filter(Boolean).join(' › '),
        haystack: normaliseQuery(chain.flatMap(allTitles).join(' ')),
      },
    ];
  });
}

/** The screens whose titles hold every word of the query (all of them for an empty query). */
export function matchScreens(screens: readonly PaletteScreen[], query: string): PaletteScreen[] {
  const words = normaliseQuery(query).split(' ').filter(Boolean);
  return screens.filter((s) => words.every((w) => s.haystack.includes(w)));
}

/** Whether the user may open `path` (a list screen the palette's record lookups belong to). */
export function allows(screens: readonly PaletteScreen[], path: string): boolean {
  return screens.some((s) => s.path === path);
}

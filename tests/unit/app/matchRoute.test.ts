import routes from '@mocks/data/routes.json';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { flattenRouteTree, LAYOUTS, layoutOf, type AppRoute } from '@/app/router/buildRoutes';
import { failedRouteTree, fallbackRouteTree, provisionalRouteTree } from '@/app/router/fallbackRoutes';
import { matchRanked, rankRoutes, routeScore } from '@/app/router/matchRoute';
import type { RouteNode } from '@/api/schemas';

/** The tree AppRoutes gave React Router before: every route, grouped by layout, and the not-found page. */
function wholeTree(flat: AppRoute[]): RouteObject[] {
  return [
    ...LAYOUTS.map((layout) => ({
      children: flat.filter((route) => layoutOf(route.node) === layout).map((route) => ({ path: route.path, handle: route })),
    })).filter((group) => group.children.length > 0),
    { children: [{ path: '*' }] },
  ];
}

/** What React Router itself chooses on the whole tree (null: the not-found page). */
function routerChoice(tree: RouteObject[], pathname: string): AppRoute | null {
  const matches = matchRoutes(tree, pathname) ?? [];
  return (matches[matches.length - 1]?.route.handle as AppRoute | undefined) ?? null;
}

/** Addresses that exercise every route: each path with its variable filled, changed case, a trailing slash, a child too many. */
function addresses(flat: AppRoute[]): string[] {
  return flat.flatMap((route) => {
    const filled = route.path.replace(/:variable/g, 'some-slug-12');
    return [filled, filled.toUpperCase(), `${filled}/`, `${filled}/extra`, route.path.replace(/:variable/g, '%D8%B3%D9%84%D8%A7%D9%85')];
  });
}

describe('matchRoute: the route of an address, ranked once', () => {
  const trees: [string, unknown][] = [
    ['the mock server tree', routes],
    ['the fallback tree', fallbackRouteTree],
    ['the provisional tree', provisionalRouteTree],
    ['the tree used when the route call fails', failedRouteTree],
  ];

  it.each(trees)('chooses what React Router chooses on the whole tree: %s', (_, tree) => {
    const flat = flattenRouteTree(tree);
    expect(flat.length).toBeGreaterThan(3);
    const ranked = rankRoutes(flat);
    const whole = wholeTree(flat);
    const checked = [...addresses(flat), '/', '', '/nowhere', '/shop/product', '/admin/x/y/z', '/blog/post/a/b'];
    for (const pathname of checked) {
      expect({ pathname, route: matchRanked(ranked, pathname)?.path ?? null }).toEqual({ pathname, route: routerChoice(whole, pathname)?.path ?? null });
    }
  });

  it('ranks a static segment above a variable one, whatever the order of the tree', () => {
    const node = (alias: string, dynamic: boolean, position: number) =>
      ({ id: alias + position, name: alias, alias, dynamic, component: 'Home', layout: 'SITE', type: 'ROUTE', enable: true, position, children: [] }) as unknown as RouteNode;
    // the dynamic route comes first in the tree: React Router still prefers /shop/new for "new"
    const flat = flattenRouteTree([{ ...node('shop', false, 1), children: [node('', true, 1), node('new', false, 2)] }]);
    const ranked = rankRoutes(flat);
    expect(matchRanked(ranked, '/shop/new')?.path).toBe('/shop/new');
    expect(matchRanked(ranked, '/shop/other')?.path).toBe('/shop/:variable');
    expect(routeScore('/shop/new')).toBeGreaterThan(routeScore('/shop/:variable'));
  });

  it('returns null where only the not-found page matches', () => {
    expect(matchRanked(rankRoutes(flattenRouteTree(routes)), '/no/such/page')).toBeNull();
  });
});

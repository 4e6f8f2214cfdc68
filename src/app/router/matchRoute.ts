/**
 * Finds the app route for an address, ranked once per route tree.
 *
 * React Router's `useRoutes` and `matchRoutes` flatten and rank the whole tree on every call. With
 * the server's tree (every public, dashboard and admin screen) that was 20 to 35 ms per navigation on
 * a desktop, twice over (the render and the screen's context), and a long task of a page's start.
 * This ranks the flat list once (`rankRoutes`), in React Router's order: its score of a path
 * (computeScore) and, between equal scores, the order it flattens the layout groups in; each match is
 * then React Router's own `matchPath`. AppRoutes hands `useRoutes` only the matched route.
 * tests/unit/app/matchRoute.test.ts checks the choice against `matchRoutes` on the whole tree.
 */
import { matchPath } from 'react-router-dom';
import { LAYOUTS, layoutOf, type AppRoute } from './buildRoutes';

/** React Router's segment values (react-router's computeScore). */
const PARAM = /^:[\w-]+$/;
const STATIC_SEGMENT = 10;
const DYNAMIC_SEGMENT = 3;
const EMPTY_SEGMENT = 1;
const SPLAT_PENALTY = -2;

/** React Router's rank of a route's full path: more segments, and static over dynamic, rank higher. */
export function routeScore(path: string): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.includes('*') ? SPLAT_PENALTY : 0);
  return segments
    .filter((segment) => segment !== '*')
    .reduce((score, segment) => score + (PARAM.test(segment) ? DYNAMIC_SEGMENT : segment === '' ? EMPTY_SEGMENT : STATIC_SEGMENT), initial);
}

/** The routes in the order React Router tries them (grouped by layout as AppRoutes nests them, then by score). */
export function rankRoutes(routes: readonly AppRoute[]): AppRoute[] {
  const grouped = LAYOUTS.flatMap((layout) => routes.filter((route) => layoutOf(route.node) === layout));
  // a stable sort: equal scores keep the group order React Router keeps
  return grouped
    .map((route) => ({ route, score: routeScore(route.path) }))
    .sort((a, b) => b.score - a.score)
    .map(({ route }) => route);
}

/** React Router's decoding of the address before it matches (each segment, keeping an encoded `/`). */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The route `pathname` opens (null: none, the not-found page), from a list ranked by rankRoutes. */
export function matchRanked(ranked: readonly AppRoute[], pathname: string): AppRoute | null {
  const decoded = decodePath(pathname || '/');
  return ranked.find((route) => matchPath({ path: route.path, caseSensitive: false, end: true }, decoded)) ?? null;
}

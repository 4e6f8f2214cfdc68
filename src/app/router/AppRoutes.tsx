/**
 * Builds the router from the server's route tree (falling back to the built-in tree of the public
 * and sign-in pages when the call fails), groups screens under their layout shell, and provides the current route to layouts.
 * An address the built-in tree does not know, while the server's tree could not be loaded (offline,
 * the server failing), is not "not found": it is a page that could not be loaded, with a retry (back
 * online, the tree is asked again by itself and the page shows).
 */
import { Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useRoutesQuery } from '@/api/services/site';
import { NotFound } from '@/components/ErrorPages';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import { ScreenContext, type ScreenInfo } from '@/components/screenContext';
import { LayoutShell } from '../layouts/LayoutShell';
import { failedRouteTree, provisionalRouteTree } from './fallbackRoutes';
import { flattenRouteTree, layoutOf, type AppRoute } from './buildRoutes';
import { RouteScreen } from './RouteScreen';
import { resolveScreen } from './registry';
import { matchRanked, rankRoutes } from './matchRoute';
import { MonitoringScope } from '../monitoring/MonitoringScope';

/** What useRoutes is given: the matched route under its layout's shell, and what an unknown address shows. */
function routeObjectsFor(route: AppRoute | null, unknown: ReactNode): RouteObject[] {
  const notFound: RouteObject = { element: <LayoutShell layout="SITE" />, children: [{ path: '*', element: unknown }] };
  if (!route) return [notFound];
  return [{ element: <LayoutShell layout={layoutOf(route.node)} />, children: [{ path: route.path, element: <RouteScreen route={route} /> }] }, notFound];
}

/**
 * A page opened by a link within the app starts at its top. The visit's first page is left where the
 * browser put it: a reload keeps the reader's place, and a pre-rendered page the reader scrolled before
 * the app hydrated it stays where they scrolled (a scroll there would move what they were about to tap).
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  }, [pathname]);
  return null;
}

const provisionalRanked = rankRoutes(flattenRouteTree(provisionalRouteTree));

export function AppRoutes() {
  const { data, isLoading, isError, error, isFetching, refetch } = useRoutesQuery();
  const location = useLocation();
  // While the server's tree loads, a public page renders from the provisional tree (no spinner).
  const provisional = isLoading && matchRanked(provisionalRanked, location.pathname) !== null;

  // ranked once per tree (matchRoute.ts): React Router would rank the whole tree on every render
  const ranked = useMemo(() => {
    if (provisional) return provisionalRanked;
    const fromServer = flattenRouteTree(data);
    return rankRoutes(isError || fromServer.length === 0 ? flattenRouteTree(failedRouteTree) : fromServer);
  }, [data, isError, provisional]);
  const route = useMemo(() => {
    const matched = matchRanked(ranked, location.pathname);
    // The screen's chunk is asked for now, beside its layout's, not once the layout has loaded and
    // rendered (on an admin list that was the longest wait before the list's own call). In the render
    // and not an effect: a first render that suspends on the layout commits nothing, so an effect would
    // wait for the layout too. Asking twice is one download (the lazy screen keeps its promise); a failed
    // load is asked again, and shown, by the screen's own render.
    resolveScreen(matched?.node.component)?.preload?.().catch(() => undefined);
    return matched;
  }, [ranked, location.pathname]);
  const unknown = useMemo(
    () =>
      isError ? (
        <div className="site-container">
          <LoadError error={error} what={<FormattedMessage id="loadError.what.page" />} onRetry={() => void refetch()} retrying={isFetching} />
        </div>
      ) : (
        <NotFound />
      ),
    [isError, error, isFetching, refetch],
  );
  // the router sees the matched route alone (or none: the not-found page, or the tree's load error)
  const routeObjects = useMemo(() => routeObjectsFor(route, unknown), [route, unknown]);
  const element = useRoutes(routeObjects, location);

  const current = useMemo<ScreenInfo>(
    () => ({ name: route?.node.component ?? '', path: route?.path ?? '', node: route?.node ?? null, parents: route?.parents ?? [] }),
    [route],
  );

  if (isLoading && !provisional) return <PageSpinner fullScreen />;
  return (
    <ScreenContext.Provider value={current}>
      {Boolean(import.meta.env.VITE_SENTRY_DSN || import.meta.env.VITE_RUM_URL) && <MonitoringScope route={current.path || '*'} screen={current.name || 'NotFound'} />}
      <ScrollToTop />
      <Suspense fallback={<PageSpinner fullScreen />}>{element}</Suspense>
    </ScreenContext.Provider>
  );
}

/**
 * One route's screen behind its guard (spec §2): AUTHENTICATED_ROUTE sends guests to
 * /login?redirect=<path>; UNAUTHENTICATED_ROUTE sends signed-in users to the redirect target or
 * /edit-user; missing roles show 403 on every route type; unknown component names show 404. Each screen is lazy and sits
 * in its own error boundary.
 */
import { Suspense, useMemo } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Forbidden, NotFound } from '@/components/ErrorPages';
import { PageSpinner } from '@/components/PageSpinner';
import { FullCatalogues } from '@/components/FullCatalogues';
import { useAuth } from '@/state/useAuth';
import { safeRedirect } from '@/lib/redirect';
import { resolveScreen } from './registry';
import { layoutOf, type AppRoute } from './buildRoutes';
import { here, paths } from '@/lib/paths';

export function RouteScreen({ route }: { route: AppRoute }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const auth = useAuth();
  const { node } = route;
  const Screen = resolveScreen(node.component);
  // the same element while the screen stays the same: when the server's route tree replaces the
  // provisional one (or the route object is rebuilt), the screen is not rendered again
  const isDashboard = layoutOf(node) === 'DASHBOARD';
  const screen = useMemo(
    () =>
      Screen ? (
        isDashboard ? (
          <FullCatalogues>
            <Screen />
          </FullCatalogues>
        ) : (
          <Screen />
        )
      ) : null,
    [Screen, isDashboard],
  );

  if (!Screen) return <NotFound />;

  // Logout signs out itself; a guest redirect there would race it (and log the next sign-in out).
  if (node.type === 'AUTHENTICATED_ROUTE' && node.component !== 'Logout') {
    if (!auth.apiKey) {
      return <Navigate replace to={paths.login(here(location))} />;
    }
    if (auth.isResolving) return <PageSpinner />;
    // offline, who the key belongs to cannot be asked (useAuth isUnreachable): the page as the worker kept it
    if (!auth.isAuthenticated && !auth.isUnreachable) {
      return <Navigate replace to={paths.login(here(location))} />;
    }
    if (!auth.isUnreachable && !auth.can(node.roles)) return <Forbidden />;
  }

  if (node.type === 'UNAUTHENTICATED_ROUTE' && node.component !== 'Logout' && auth.isAuthenticated) {
    return <Navigate replace to={safeRedirect(params.get('redirect'))} />;
  }

  // Roles hold on every route type (spec §2, §6): a ROUTE or UNAUTHENTICATED_ROUTE that lists roles is
  // not open to a guest or to a user without one of them (the signed-in user's roles are awaited first).
  if (node.type !== 'AUTHENTICATED_ROUTE' && !auth.can(node.roles)) {
    return auth.isResolving ? <PageSpinner /> : <Forbidden />;
  }

  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageSpinner />}>{screen}</Suspense>
    </ErrorBoundary>
  );
}

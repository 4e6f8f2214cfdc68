/**
 * One route's screen behind its guard (spec §2): AUTHENTICATED_ROUTE sends guests to
 * /login?redirect=<path>; UNAUTHENTICATED_ROUTE sends signed-in users to the redirect target or
 * /edit-user; missing roles show 403 on every route type; unknown component names show 404. Each screen is lazy and sits
 * in its own error boundary. A signed-in user whose account could not be loaded (offline, the server
 * unreachable) is not sent to sign in again: the guarded screen says what failed, with a retry, and
 * shows itself once the account is in (back online, the call is asked again by itself).
 */
import { Suspense, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { Navigate } from '@/components/links';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Forbidden, NotFound } from '@/components/ErrorPages';
import { LoadError } from '@/components/LoadError';
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
      // the account could not be loaded (the server failed): said in place, with a retry, not the sign-in page
      if (auth.userError) return <AccountLoadError auth={auth} />;
      return <Navigate replace to={paths.login(here(location))} />;
    }
    if (!auth.isUnreachable && !auth.can(node.roles)) return <Forbidden />;
  }

  // a sign-in page is left for the redirect once the visitor's key proves to be a session
  if (node.type === 'UNAUTHENTICATED_ROUTE' && node.component !== 'Logout' && auth.isResolving) return <PageSpinner />;
  if (node.type === 'UNAUTHENTICATED_ROUTE' && node.component !== 'Logout' && auth.isAuthenticated) {
    return <Navigate replace to={safeRedirect(params.get('redirect'))} />;
  }

  // Roles hold on every route type (spec §2, §6): a ROUTE or UNAUTHENTICATED_ROUTE that lists roles is
  // not open to a guest or to a user without one of them (the signed-in user's roles are awaited first).
  if (node.type !== 'AUTHENTICATED_ROUTE' && !auth.can(node.roles)) {
    return auth.isResolving ? <PageSpinner /> : auth.userError ? <AccountLoadError auth={auth} /> : <Forbidden />;
  }

  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageSpinner />}>{screen}</Suspense>
    </ErrorBoundary>
  );
}

function AccountLoadError({ auth }: { auth: ReturnType<typeof useAuth> }) {
  return <LoadError error={auth.userError} what={<FormattedMessage id="loadError.what.account" />} onRetry={() => void auth.refetch()} retrying={auth.isFetching} />;
}

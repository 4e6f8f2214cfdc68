/** Who is signed in: the api key (client state) plus the current user (server state). */
import { useCurrentUserQuery } from '@/api/services/auth';
import { useAppSelector } from './hooks';
import { selectApiKey, selectUserRoles } from './selectors';
import { hasAccess, isStaff } from '@/lib/roles';

export function useAuth() {
  const apiKey = useAppSelector(selectApiKey);
  const query = useCurrentUserQuery(undefined, { skip: !apiKey });
  const roles = useAppSelector(selectUserRoles);
  const user = apiKey ? (query.data ?? null) : null;
  /**
   * The current user could not be had (offline, the server unreachable or failing; a 401 signs out
   * instead, src/api/baseQuery.ts). RTK Query keeps the error while the call is asked again.
   */
  const userError = apiKey && query.data === undefined ? query.error : undefined;
  return {
    apiKey,
    user,
    roles,
    isAuthenticated: Boolean(apiKey && user),
    /**
     * A key exists and the first current-user answer has not arrived yet, nor has the call failed.
     * Once it failed, asking again does not make the app "resolving" again: the app replaces its
     * routes with a spinner while resolving, every screen that mounts after it asks again for a user
     * it has not got, and that was a loop of remounts asking `currentUser` several times a second
     * for as long as the browser was offline.
     */
    isResolving: Boolean(apiKey) && query.data === undefined && userError === undefined && (query.isLoading || query.isUninitialized || query.isFetching),
    userError,
    /** the current user is being asked (again) */
    isFetching: query.isFetching,
    /**
     * a key exists but who it belongs to could not be asked: the call never reached the server (offline).
     * The user's answer is never kept on the device (src/api/offlineRules.ts), so a signed-in page read
     * offline does not know the roles; its route opens with its chunk from the service worker and its
     * data in their offline state, rather than the sign-in page (the server still checks every call).
     */
    isUnreachable: Boolean(apiKey) && !query.data && (query.error as { status?: unknown } | undefined)?.status === 'FETCH_ERROR',
    isStaff: isStaff(roles),
    can: (routeRoles: readonly string[] | undefined) => hasAccess(roles, routeRoles),
    refetch: query.refetch,
  };
}

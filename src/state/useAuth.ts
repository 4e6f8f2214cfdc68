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
  return {
    apiKey,
    user,
    roles,
    isAuthenticated: Boolean(apiKey && user),
    /**
     * a key exists but the first current-user answer has not arrived yet. Once a call has failed, asking
     * again (a screen that mounts subscribes anew) does not bring the spinner back: it would unmount the
     * screens, whose next mount asks again, in a loop, offline
     */
    isResolving: Boolean(apiKey) && !query.data && !query.error && (query.isLoading || query.isUninitialized || query.isFetching),
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

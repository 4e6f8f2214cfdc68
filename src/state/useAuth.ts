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
    /** a key exists but the first current-user answer has not arrived yet */
    isResolving: Boolean(apiKey) && !query.data && (query.isLoading || query.isUninitialized || query.isFetching),
    isStaff: isStaff(roles),
    can: (routeRoles: readonly string[] | undefined) => hasAccess(roles, routeRoles),
    refetch: query.refetch,
  };
}

/**
 * Stores a new api key (cookie `api_key` for 365 days + session), reloads the current user and goes to
 * the `redirect` query target when it is a same-origin path, else /edit-user. In the background it
 * remembers which of the user's sessions this sign-in opened (the newest), so /token can mark
 * "this device" (src/lib/sessionToken.ts).
 */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authApi } from '@/api/services/auth';
import { safeRedirect } from '@/lib/redirect';
import { useAppDispatch, type AppDispatch } from '@/state/hooks';
import { writeApiKeyCookie } from '@/lib/apiKeyCookie';
import { loggedIn } from '@/state/session';

/** The user's newest session right after the sign-in is the one it opened; a failed read leaves no mark. */
async function rememberThisSession(dispatch: AppDispatch, apiKey: string): Promise<void> {
  // loaded after the sign-in, not with the sign-in pages (about 4 KB gzip of their first load)
  const [{ dashboardApi }, { rememberSessionToken }] = await Promise.all([import('@/api/services/dashboard'), import('@/lib/sessionToken')]);
  const me = await dispatch(authApi.endpoints.currentUser.initiate(undefined, { subscribe: false }));
  const userId = me.data?.id;
  if (!userId) return;
  const newest = await dispatch(dashboardApi.endpoints.newestToken.initiate(String(userId), { subscribe: false, forceRefetch: true }));
  if (newest.data) rememberSessionToken(apiKey, newest.data.id);
}

export function useSignIn(): (apiKey: string) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  return useCallback(
    (apiKey: string) => {
      writeApiKeyCookie(apiKey);
      dispatch(loggedIn(apiKey));
      dispatch(authApi.util.invalidateTags(['CurrentUser']));
      void rememberThisSession(dispatch, apiKey);
      void navigate(safeRedirect(redirect), { replace: true });
    },
    [dispatch, navigate, redirect],
  );
}

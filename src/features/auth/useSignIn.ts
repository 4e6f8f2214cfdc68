/**
 * Stores a new api key (cookie `api_key` for 365 days + session), reloads the current user and goes to
 * the `redirect` query target when it is a same-origin path, else /edit-user. In the background it
 * remembers which of the user's sessions this sign-in opened (the newest), so /token can mark
 * "this device" (./thisSession.ts).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/components/links';
import { authApi } from '@/api/services/auth';
import { safeRedirect } from '@/lib/redirect';
import { useAppDispatch } from '@/state/hooks';
import { writeApiKeyCookie } from '@/lib/apiKeyCookie';
import { loggedIn } from '@/state/session';
import { rememberThisSession } from './thisSession';

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
      rememberThisSession(dispatch, apiKey);
      void navigate(safeRedirect(redirect), { replace: true });
    },
    [dispatch, navigate, redirect],
  );
}

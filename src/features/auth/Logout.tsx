/**
 * /logout: ends the session on the server, then clears the cookie and the client state (which also
 * empties the API cache) and goes home. A failed logout call still signs out locally; a guest just
 * goes home.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from '@/components/links';
import { useIntl } from 'react-intl';
import { useLogoutMutation } from '@/api/services/auth';
import { PageSpinner } from '@/components/PageSpinner';
import { usePageMeta } from '@/components/usePageMeta';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectApiKey } from '@/state/selectors';
import { loggedOut } from '@/api/events';
import { clearApiKeyCookie } from '@/lib/apiKeyCookie';
import { paths } from '@/lib/paths';

export default function Logout() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const started = useRef(false);
  usePageMeta({ title: intl.formatMessage({ id: 'auth.logout.title' }), noIndex: true });

  const apiKey = useAppSelector(selectApiKey);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const goHome = () => void navigate(paths.home, { replace: true });
    if (!apiKey) {
      // A guest, or the screen again after signing out (clearing the API cache reloads the route tree).
      clearApiKeyCookie();
      goHome();
      return;
    }
    void logout()
      .unwrap()
      .catch(() => undefined)
      .finally(() => {
        clearApiKeyCookie();
        dispatch(loggedOut());
        goHome();
      });
  }, [apiKey, dispatch, logout, navigate]);

  return <PageSpinner />;
}

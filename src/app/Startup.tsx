/**
 * Start-up loads (spec §4): current user, cart and invoices (signed in), version, stores, the
 * TONDAR_NET plugin for locale fa and the server's locale messages; finishes remembering this device's
 * session when the sign-in's look-up was cut short; keeps the mobile flag current;
 * disables the right-click context menu in every layout (spec §2).
 */
import { lazy, Suspense, useEffect } from 'react';
import { TONDAR_NET_QUERY, usePluginQuery, useStoresFullQuery, useVersionQuery, useLocaleQuery } from '@/api/services/site';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';
import { viewportChanged } from '@/state/session';
import { useAuth } from '@/state/useAuth';
import { signInLookupPending } from '@/lib/sessionToken';

/**
 * The cart, the invoices and the dashboard's texts: loaded with their code only once someone is signed in.
 * Background loads: a chunk that fails to arrive leaves them to the screens that need them, never the crash page.
 */
const SignedInStartup = lazy(() => import('./SignedInStartup').catch(() => ({ default: () => null })));

export function Startup() {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { isAuthenticated, apiKey } = useAuth();

  useVersionQuery();
  useStoresFullQuery();
  usePluginQuery(TONDAR_NET_QUERY);
  useLocaleQuery(language);

  // a sign-in whose look-up of this device's session was cut short by a full page load; its code
  // (the auth API's calls) comes only then, not with every visitor's first load
  useEffect(() => {
    if (apiKey && signInLookupPending(apiKey)) void import('@/features/auth/thisSession').then(({ resumeSessionLookup }) => resumeSessionLookup(dispatch, apiKey));
  }, [dispatch, apiKey]);

  useEffect(() => {
    const block = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('contextmenu', block);
    return () => document.removeEventListener('contextmenu', block);
  }, []);

  useEffect(() => {
    const onResize = () => dispatch(viewportChanged(window.innerWidth < 768));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [dispatch]);
  return isAuthenticated ? (
    <Suspense fallback={null}>
      <SignedInStartup />
    </Suspense>
  ) : null;
}

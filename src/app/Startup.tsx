/**
 * Start-up loads (spec §4): current user, cart and invoices (signed in), version, stores, the
 * TONDAR_NET plugin for locale fa and the server's locale messages; finishes remembering this device's
 * session when the sign-in's look-up was cut short; keeps the mobile flag current;
 * disables the right-click context menu in every layout (spec §2).
 */
import { useEffect } from 'react';
import { TONDAR_NET_QUERY, usePluginQuery, useStoresFullQuery, useVersionQuery, useLocaleQuery } from '@/api/services/site';
import { useCartQuery } from '@/api/services/cart';
import { useInvoiceListQuery } from '@/api/services/invoice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectLanguage } from '@/state/selectors';
import { viewportChanged } from '@/state/session';
import { useAuth } from '@/state/useAuth';
import { loadFullCatalogues } from '@/i18n/messages';
import { resumeSessionLookup } from '@/features/auth/thisSession';

export function Startup() {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { user, isAuthenticated, isStaff, apiKey } = useAuth();

  useVersionQuery();
  useStoresFullQuery();
  usePluginQuery(TONDAR_NET_QUERY);
  useLocaleQuery(language);
  useCartQuery(undefined, { skip: !isAuthenticated });
  useInvoiceListQuery(
    { page: 1, limit: 20, filters: isStaff ? {} : { users: user ? [String(user.id)] : [], publish: true }, silent: true },
    { skip: !isAuthenticated || !user },
  );

  // Signed-in users will open the dashboard: fetch its texts early, without blocking anything.
  useEffect(() => {
    if (isAuthenticated) void loadFullCatalogues();
  }, [isAuthenticated]);

  // a sign-in whose look-up of this device's session was cut short by a full page load
  useEffect(() => resumeSessionLookup(dispatch, apiKey), [dispatch, apiKey]);

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
  return null;
}

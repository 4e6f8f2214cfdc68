/**
 * The start-up loads of a signed-in user (spec §4): the cart, the invoices and the full message
 * catalogues the dashboard will want; for a staff member, the service worker downloads the signed-in
 * side's chunks (the admin panel then opens offline and across a deploy: ./serviceWorker.ts). Its own
 * chunk, rendered by Startup only once someone is signed in: a visitor's first load carries none of it
 * (the invoice API's calls among it).
 */
import { useEffect } from 'react';
import { useCartQuery } from '@/api/services/cart';
import { useInvoiceListQuery } from '@/api/services/invoice';
import { useAuth } from '@/state/useAuth';
import { loadFullCatalogues } from '@/i18n/messages';
import { serviceWorkerBuilt } from './workerStart';

export default function SignedInStartup() {
  const { user, isStaff } = useAuth();
  useCartQuery();
  useInvoiceListQuery(
    { page: 1, limit: 20, filters: isStaff ? {} : { users: user ? [String(user.id)] : [], publish: true }, silent: true },
    { skip: !user },
  );
  // Signed-in users will open the dashboard: fetch its texts early, without blocking anything.
  useEffect(() => {
    void loadFullCatalogues();
  }, []);
  useEffect(() => {
    if (serviceWorkerBuilt() && isStaff) void import('./serviceWorker').then(({ keepStaffFiles }) => keepStaffFiles()).catch(() => undefined);
  }, [isStaff]);
  return null;
}

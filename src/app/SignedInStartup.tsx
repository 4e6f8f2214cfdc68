/**
 * The start-up loads of a signed-in user (spec §4): the cart, the invoices and the full message
 * catalogues the dashboard will want. Its own chunk, rendered by Startup only once someone is signed in:
 * a visitor's first load carries none of it (the invoice API's calls among it).
 */
import { useEffect } from 'react';
import { useCartQuery } from '@/api/services/cart';
import { useInvoiceListQuery } from '@/api/services/invoice';
import { useAuth } from '@/state/useAuth';
import { loadFullCatalogues } from '@/i18n/messages';

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
  return null;
}

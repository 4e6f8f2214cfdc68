/**
 * Adding to the cart from the product page (a chosen store and count) or from a card in a list (the
 * first store with stock, count 1). Guests get the login/register dialog; the server's own message
 * ('Product successfully added to cart.') is shown by the baseQuery and the Cart tag refreshes the badge.
 */
import { lazy, Suspense, useState } from 'react';
import { notify } from '@/api/notifier';
import { useAddToCartMutation } from '@/api/services/cart';
import { useLazyProductStoresQuery } from '@/api/services/site';
import { useAuth } from '@/state/useAuth';
import { firstStoreWithStock } from '../lib/cartRules';

/** antd's Modal loads when a guest first needs the dialog, not with every page that lists products. */
const GuestDialog = lazy(() => import('./GuestDialog').then((m) => ({ default: m.GuestDialog })));

export function useAddToCart() {
  const { isAuthenticated } = useAuth();
  const [addMutation, { isLoading: adding }] = useAddToCartMutation();
  const [loadStores, { isFetching: findingStore }] = useLazyProductStoresQuery();
  const [guestOpen, setGuestOpen] = useState(false);
  const [guestAsked, setGuestAsked] = useState(false);
  const busy = adding || findingStore;

  /** Resolves true when the line was added. */
  const add = async (productId: string, storeId?: string, count = 1): Promise<boolean> => {
    if (!isAuthenticated) {
      setGuestAsked(true);
      setGuestOpen(true);
      return false;
    }
    if (busy) return false;
    let store = storeId;
    if (!store) {
      const stores = await loadStores(productId, true).unwrap().catch(() => null);
      if (!stores) return false;
      store = firstStoreWithStock(stores)?.id;
      if (!store) {
        notify({ type: 'warning', messageId: 'shop.cart.noStoreWithStock' });
        return false;
      }
    }
    try {
      const { announced } = await addMutation({ product: productId, store, count }).unwrap();
      if (!announced) notify({ type: 'success', messageId: 'shop.cart.added' });
      return true;
    } catch {
      return false;
    }
  };

  const dialog = guestAsked ? (
    <Suspense fallback={null}>
      <GuestDialog open={guestOpen} onClose={() => setGuestOpen(false)} />
    </Suspense>
  ) : null;
  return { add, busy, dialog };
}

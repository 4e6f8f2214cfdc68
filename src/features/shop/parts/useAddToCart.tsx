/**
 * Adding to the cart from the product page (a chosen store and count) or from a card in a list (the
 * first store with stock, count 1). Guests get the login/register dialog; the server's own message
 * ('Product successfully added to cart.') is shown by the baseQuery and the Cart tag refreshes the badge.
 * Offline, every press says the same thing wherever it is made: it needs a connection (nothing is
 * asked, neither the card's store look-up nor the sign-in dialog's code, which may not be there).
 *
 * It subscribes to nothing in the store: a list has one per card (two dozen on the home page), and
 * each subscription is one more hook in every card's render and one more selector run on every
 * dispatch. Who is signed in is read when the button is pressed; the calls are dispatched then.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { FormattedMessage } from 'react-intl';
import { isOffline } from '@/api/connection';
import { needsConnection, notify } from '@/api/notifier';
import { authApi } from '@/api/services/auth';
import { cartApi } from '@/api/services/cart';
import { siteApi } from '@/api/services/site';
import type { AppDispatch } from '@/state/hooks';
import type { RootState } from '@/state/rootReducer';
import { selectIsAuthenticated } from '@/state/selectors';
import { firstStoreWithStock } from '../lib/cartRules';

/** antd's Modal loads when a guest first needs the dialog, not with every page that lists products. */
const GuestDialog = lazy(() => import('@/components/guest/GuestDialog'));

export function useAddToCart() {
  const redux = useStore<RootState>();
  const [busy, setBusy] = useState(false);
  // the press being handled (state is read by the next render; a second press may come before it)
  const working = useRef(false);
  const [guestOpen, setGuestOpen] = useState(false);
  const [guestAsked, setGuestAsked] = useState(false);

  /**
   * With a key: whether its account is signed in. Right after signing in (or loading a page) the key
   * is there and the account is still on its way: it is waited for, so a press in that moment adds to
   * the cart instead of offering a sign-in to someone who has just signed in. A key the server refuses
   * answers no account, and the press is a guest's.
   */
  const signedIn = async (): Promise<boolean> => {
    if (selectIsAuthenticated(redux.getState())) return true;
    await (redux.dispatch as AppDispatch)(authApi.endpoints.currentUser.initiate(undefined, { subscribe: false })).catch(() => undefined);
    return selectIsAuthenticated(redux.getState());
  };

  /** The store to add from: the one chosen, else the first with stock (asked now, or from the cache). */
  const storeFor = async (productId: string, storeId?: string): Promise<string | undefined> => {
    if (storeId) return storeId;
    const dispatch = redux.dispatch as AppDispatch;
    const stores = await dispatch(siteApi.endpoints.productStores.initiate(productId, { subscribe: false }))
      .unwrap()
      .catch(() => null);
    if (!stores) return undefined;
    const store = firstStoreWithStock(stores)?.id;
    if (!store) notify({ type: 'warning', messageId: 'shop.cart.noStoreWithStock' });
    return store;
  };

  /** Resolves true when the line was added. */
  const add = async (productId: string, storeId?: string, count = 1): Promise<boolean> => {
    if (isOffline()) {
      notify(needsConnection());
      return false;
    }
    const askToSignIn = () => {
      setGuestAsked(true);
      setGuestOpen(true);
      return false;
    };
    if (!redux.getState().session.apiKey) return askToSignIn();
    if (working.current) return false;
    working.current = true;
    setBusy(true);
    try {
      if (!(await signedIn())) return askToSignIn();
      const store = await storeFor(productId, storeId);
      if (!store) return false;
      const request = (redux.dispatch as AppDispatch)(cartApi.endpoints.addToCart.initiate({ product: productId, store, count }));
      try {
        const { announced } = await request.unwrap();
        if (!announced) notify({ type: 'success', messageId: 'shop.cart.added' });
        return true;
      } catch {
        return false;
      } finally {
        request.reset();
      }
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  const dialog = guestAsked ? (
    <Suspense fallback={null}>
      <GuestDialog open={guestOpen} onClose={() => setGuestOpen(false)} body={<FormattedMessage id="shop.guest.body" />} />
    </Suspense>
  ) : null;
  return { add, busy, dialog };
}

/**
 * The count of one cart line under quick presses (customer spec §5 "Cart count"):
 * - each press changes the line in the cart cache at once (count, line total, cart total); the count
 *   shown is the cache's, the same state the totals come from, and a cart answer that lands during a
 *   burst (the refetch after the previous burst's call) gets the burst's count again;
 * - the last count is sent once the presses stop (one call per burst, never a stale count);
 * - a refused change puts the line back to the server's count (the baseQuery shows the server's message);
 * - plus stops at the chosen store's stock: the line's `store.count` when it carries it, otherwise the
 *   product's stores-with-stock call.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { CartLine } from '@/api/schemas';
import { cartApi, useEditCartLineMutation } from '@/api/services/cart';
import { useProductStoresQuery } from '@/api/services/site';
import { clampCount, num } from '@/lib/pricing';
import { useAppDispatch } from '@/state/hooks';

/** Quiet time after the last press before the count is sent. */
export const CART_COUNT_DEBOUNCE_MS = 500;

export function useCartCount(line: CartLine) {
  const dispatch = useAppDispatch();
  const [edit] = useEditCartLineMutation();
  const product = line.product.id;
  const store = line.store.id;
  const lineStock = line.store.count === undefined ? undefined : num(line.store.count);
  const stores = useProductStoresQuery(product, { skip: lineStock !== undefined });
  const listed = stores.data?.find((s) => s.id === store);
  const stock = lineStock ?? (listed ? num(listed.count) : undefined);
  const stockUnknown = lineStock === undefined && stores.isLoading;

  const count = num(line.count);
  /** the count on screen, including presses not rendered yet */
  const latest = useRef(count);
  /** the server's count before the current burst of presses (null: no burst) */
  const confirmed = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  if (confirmed.current === null) latest.current = count;

  const setLocal = useCallback(
    (n: number) =>
      dispatch(
        cartApi.util.updateQueryData('cart', undefined, (draft) => {
          const found = draft.find((l) => l.product.id === product && l.store.id === store);
          if (found) found.count = n;
        }),
      ),
    [dispatch, product, store],
  );

  const send = useCallback(() => {
    timer.current = null;
    const before = confirmed.current;
    const next = latest.current;
    confirmed.current = null;
    if (before === null || before === next) return;
    edit({ product, store, count: next })
      .unwrap()
      .catch(() => {
        // Refused: back to what the server has (unless newer presses have started another burst).
        if (confirmed.current === null) setLocal(before);
        else confirmed.current = before;
      });
  }, [edit, product, store, setLocal]);

  const change = (delta: number) => {
    const next = clampCount(latest.current + delta, stock);
    if (next === latest.current) return;
    if (confirmed.current === null) confirmed.current = latest.current;
    latest.current = next;
    setLocal(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(send, CART_COUNT_DEBOUNCE_MS);
  };

  // A cart answer that lands during a burst carries the count before it: the burst's count goes back
  // into the cache, so the count and the totals never disagree. Checked after every render, not only
  // when the count changes: an answer landing in the same batch as a press leaves the count as it was.
  useEffect(() => {
    if (confirmed.current !== null && count !== latest.current) setLocal(latest.current);
  });

  // Leaving the page during a burst still sends its last count.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        send();
      }
    },
    [send],
  );

  const shown = confirmed.current === null ? count : latest.current;
  return {
    count,
    canLower: shown > 1,
    canRaise: !stockUnknown && (stock === undefined || shown < stock),
    less: () => change(-1),
    more: () => change(1),
  };
}

/** Add-to-cart rules (spec §4): buyable, in stock, and a store with stock selected. */

export interface Buyable {
  buy: boolean;
  count: number | string;
}
export interface StockAt {
  count: number | string;
}

/** Why the product cannot be added now; null when it can. */
export type AddBlock = 'notBuyable' | 'noStock' | 'noStore' | null;

/** A product a customer can buy at all: marked buyable and with stock somewhere. */
export function isAvailable(product: Buyable): boolean {
  return product.buy && Number(product.count) > 0;
}

export function addToCartBlock(product: Buyable, store: StockAt | null | undefined): AddBlock {
  if (!product.buy) return 'notBuyable';
  if (!(Number(product.count) > 0)) return 'noStock';
  if (!store || !(Number(store.count) > 0)) return 'noStore';
  return null;
}

/** The first store that has stock (a card in a list adds from there). */
export function firstStoreWithStock<T extends StockAt>(stores: readonly T[]): T | undefined {
  return stores.find((s) => Number(s.count) > 0);
}

/** Quantity bounds for a store: 1 … its stock (0 when it has none). */
export function clampQuantity(value: number, stock: number): number {
  if (stock <= 0) return 0;
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(Math.floor(value), stock);
}

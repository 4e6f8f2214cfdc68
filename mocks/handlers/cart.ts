import { http } from 'msw';
import { cartAddRequestSchema, cartDeleteRequestSchema, cartEditRequestSchema } from '@/api/schemas/requests';
import { nowIso } from '../db/clock';
import { byId, productByIdOrAlias } from '../db/queries';
import { db, nextId } from '../db/state';
import type { ProductRecord, StoreRecord, UserRecord } from '../db/types';
import { cartView } from '../db/views';
import { fail, lang, ok, readBody, requireUser } from '../lib/http';

/**
 * `ecommercemanagement/v1/cart` — the signed-in user's cart (401 without a key).
 * Content of every call is the whole cart (`cart/all` shape).
 *
 * POST {product, store?, count?}: the product must be published and buyable and the store must have
 *   stock. Without `store` (admin product list) the first store with stock is used; `count`
 *   defaults to 1. An existing line grows by `count`, capped at the store's stock; a new line may not
 *   ask for more than the stock. Message 'Product successfully added to cart.'
 * PUT {product, store, count}: sets the count (1…stock).
 * DELETE {product, store}: removes the line.
 */
const CART = '*/ecommercemanagement/v1/cart';

const MSG = {
  added: 'Product successfully added to cart.',
  unavailable: 'This product is not available.',
  noStore: 'The store was not found.',
  noStock: 'This product is out of stock in the selected store.',
  tooMany: (n: number) => `count: Only ${n} items are available in this store.`,
  noLine: 'This product is not in your cart.',
  removed: 'The product was removed from your cart.',
} as const;

function stockIn(product: ProductRecord, store: StoreRecord): number {
  return product.stocks.find((s) => s.store === store.id)?.count ?? 0;
}

function resolve(productKey: string, storeId: string | undefined) {
  const product = productByIdOrAlias(productKey);
  if (!product || !product.publish || !product.buy) throw fail(MSG.unavailable);
  let store: StoreRecord | undefined;
  if (storeId) {
    store = byId(db.stores, storeId);
    if (!store || !store.publish) throw fail(MSG.noStore);
  } else {
    store = db.stores.find((s) => s.publish && stockIn(product, s) > 0);
    if (!store) throw fail(MSG.noStock);
  }
  return { product, store, stock: stockIn(product, store) };
}

const lineOf = (user: UserRecord, product: ProductRecord, store: StoreRecord) =>
  db.carts.find((c) => c.user === user.id && c.product === product.id && c.store === store.id);

export const cartHandlers = [
  http.get(`${CART}/all`, ({ request }) => ok(cartView(requireUser(request).id, lang(request)))),

  http.post(CART, async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, cartAddRequestSchema);
    const { product, store, stock } = resolve(body.product, body.store);
    const count = body.count ?? 1;
    if (stock <= 0) return fail(MSG.noStock);
    const line = lineOf(user, product, store);
    const at = nowIso();
    if (line) {
      line.count = Math.min(stock, line.count + count);
      line.updatedAt = at;
    } else {
      if (count > stock) return fail(MSG.tooMany(stock));
      db.carts.push({ id: nextId('cart', db.carts), user: user.id, product: product.id, store: store.id, count, createdAt: at, updatedAt: at });
    }
    return ok(cartView(user.id, lang(request)), MSG.added);
  }),

  http.put(CART, async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, cartEditRequestSchema);
    const { product, store, stock } = resolve(body.product, body.store);
    const line = lineOf(user, product, store);
    if (!line) return fail(MSG.noLine);
    if (body.count > stock) return fail(MSG.tooMany(stock));
    line.count = body.count;
    line.updatedAt = nowIso();
    return ok(cartView(user.id, lang(request)));
  }),

  http.delete(CART, async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, cartDeleteRequestSchema);
    const productId = productByIdOrAlias(body.product)?.id ?? body.product;
    const before = db.carts.length;
    db.carts = db.carts.filter((c) => !(c.user === user.id && c.product === productId && c.store === body.store));
    if (db.carts.length === before) return fail(MSG.noLine);
    return ok(cartView(user.id, lang(request)), MSG.removed);
  }),
];

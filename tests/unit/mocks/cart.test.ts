import { db, seededApiKey } from '@mocks/db';
import { call, firstMessage } from './helpers';

const key = seededApiKey('u6');
const CART = 'ecommercemanagement/v1/cart';

/** A published, buyable product and a store where it has at least `min` items. */
function stocked(min = 3) {
  const product = db.products.find((p) => p.publish && p.buy && p.stocks.some((s) => s.count >= min) && !db.carts.some((c) => c.user === 'u6' && c.product === p.id))!;
  const stock = product.stocks.find((s) => s.count >= min)!;
  return { product, store: stock.store, stock: stock.count };
}

describe('cart', () => {
  it('requires a signed-in user', async () => {
    expect((await call(`${CART}/all`)).status).toBe(401);
    expect((await call(CART, { body: { product: 'pr1', store: 's1', count: 1 } })).status).toBe(401);
  });

  it('adds a line, then adds to it capped at the stock', async () => {
    const { product, store, stock } = stocked();
    const added = await call(CART, { key, body: { product: product.id, store, count: 1 } });
    expect(added.json.success).toBe(true);
    expect(added.json.messages[0]).toEqual({ type: 'success', message: 'Product successfully added to cart.' });
    expect(added.json.data.content).toHaveLength(4);
    const again = await call(CART, { key, body: { product: product.alias, store, count: stock + 5 } });
    expect(again.json.success).toBe(true);
    expect(db.carts.find((c) => c.user === 'u6' && c.product === product.id)?.count).toBe(stock);
  });

  it('uses the first store with stock when only the product is sent (admin list)', async () => {
    const { product } = stocked();
    const res = await call(CART, { key: seededApiKey('u1'), body: { product: product.id } });
    expect(res.json.success).toBe(true);
    const line = db.carts.find((c) => c.user === 'u1' && c.product === product.id)!;
    expect(line.count).toBe(1);
    expect(product.stocks.find((s) => s.store === line.store)!.count).toBeGreaterThan(0);
  });

  it('refuses unbuyable, unpublished, out-of-stock products, bad counts and unknown stores', async () => {
    const unbuyable = db.products.find((p) => !p.buy)!;
    const hidden = db.products.find((p) => !p.publish)!;
    expect(firstMessage((await call(CART, { key, body: { product: unbuyable.id, store: 's1', count: 1 } })).json)).toBe('This product is not available.');
    expect(firstMessage((await call(CART, { key, body: { product: hidden.id, store: 's1', count: 1 } })).json)).toBe('This product is not available.');
    const empty = db.products.find((p) => p.publish && p.buy && p.stocks.some((s) => s.count === 0))!;
    const emptyStore = empty.stocks.find((s) => s.count === 0)!.store;
    expect(firstMessage((await call(CART, { key, body: { product: empty.id, store: emptyStore, count: 1 } })).json)).toBe(
      'This product is out of stock in the selected store.',
    );
    const { product, store, stock } = stocked();
    expect(firstMessage((await call(CART, { key, body: { product: product.id, store, count: 0 } })).json)).toMatch(/^count: /);
    expect(firstMessage((await call(CART, { key, body: { product: product.id, store, count: stock + 1 } })).json)).toBe(
      `count: Only ${stock} items are available in this store.`,
    );
    expect(firstMessage((await call(CART, { key, body: { product: product.id, store: 'nope', count: 1 } })).json)).toBe('The store was not found.');
    expect(firstMessage((await call(CART, { key, body: { store: 's1' } })).json)).toMatch(/^product: /);
  });

  it('edits the count within 1..stock and deletes lines', async () => {
    const line = db.carts.find((c) => c.user === 'u6')!;
    const product = db.products.find((p) => p.id === line.product)!;
    const stock = product.stocks.find((s) => s.store === line.store)!.count;
    const edit = (count: number) => call(CART, { key, method: 'PUT', body: { product: line.product, store: line.store, count } });
    expect((await edit(1)).json.success).toBe(true);
    expect(db.carts.find((c) => c.id === line.id)?.count).toBe(1);
    expect((await edit(0)).json.success).toBe(false);
    expect((await edit(stock + 1)).json.success).toBe(false);
    expect((await edit(stock)).json.success).toBe(true);

    const del = await call(CART, { key, method: 'DELETE', body: { product: line.product, store: line.store } });
    expect(del.json.success).toBe(true);
    expect(del.json.data.content).toHaveLength(2);
    const missing = await call(CART, { key, method: 'DELETE', body: { product: line.product, store: line.store } });
    expect(firstMessage(missing.json)).toBe('This product is not in your cart.');
    const all = await call(`${CART}/all`, { key });
    expect(all.json.data.content).toHaveLength(2);
  });
});

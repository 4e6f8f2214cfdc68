/** The catalogue administration mock (products, product categories, product comments): validation, lists, public effects. */
import { db, seededApiKey } from '@mocks/db';
import { bulkProductCount, seedBulkProducts } from '@mocks/db/seed/bulkProducts';
import { API, call, firstMessage } from './helpers';

const key = seededApiKey('u1');
const E = 'ecommercemanagement/v1';

const product = (over: Record<string, unknown> = {}) => ({
  name: 'Test cream',
  alias: 'test-cream',
  price: '250000',
  discount: '',
  weight: 100,
  count: 5,
  show: true,
  buy: true,
  position: 9,
  categories: ['pc7', 'pc8'],
  brand: db.brands[0].id,
  body: '<p>Body</p>',
  ...over,
});

function png(name: string, size = 64) {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

/** A multipart call: the JSON part `part` and `files` parts. */
async function multipart(path: string, part: string, json: unknown, files: File[] = [], method = 'POST', language = 'en') {
  const form = new FormData();
  form.append(part, new Blob([JSON.stringify(json)], { type: 'application/json' }));
  files.forEach((f) => form.append('files', f, f.name));
  const url = new URL(path, API);
  url.searchParams.set('apiKey', key);
  url.searchParams.set('language', language);
  const response = await fetch(url, { method, body: form as unknown as BodyInit });
  return (await response.json()) as { success: boolean; data: { content: unknown }; messages: { message: string }[] };
}

describe('catalogue mock: products', () => {
  it('creates a product from multipart with its images, discount 0 when empty, and shows it in /shop', async () => {
    const res = await multipart(`${E}/product`, 'product', product(), [png('a.png'), png('b.png')]);
    expect(res.success).toBe(true);
    const id = res.data.content as string;
    const stored = db.products.find((p) => p.id === id)!;
    expect(stored).toMatchObject({ alias: 'test-cream', price: 250000, discount: 0, count: 5, publish: true, user: 'u1', categories: ['pc7', 'pc8'] });
    expect(stored.files).toHaveLength(2);
    expect(stored.stocks.reduce((s, x) => s + x.count, 0)).toBe(5);
    const shop = await call('site/v1/product/list', { body: { search: 'Test cream' }, language: 'en' });
    expect(shop.json.data.content.docs.map((d: { id: string }) => d.id)).toContain(id);
  });

  it('refuses a duplicate alias, bad fields and bad images, changing nothing', async () => {
    const before = db.products.length;
    const taken = await multipart(`${E}/product`, 'product', product({ alias: db.products[0].alias }));
    expect(taken.success).toBe(false);
    expect(taken.messages[0].message).toBe('alias: This alias is already in use.');
    const bad = await multipart(`${E}/product`, 'product', product({ alias: 'Bad Alias', weight: 0, price: '12345678901' }));
    expect(bad.messages[0].message).toMatch(/alias: Does not match pattern\..*price: Does not match pattern\..*weight: Must be at least 1\./);
    const gif = await multipart(`${E}/product`, 'product', product(), [new File([new Uint8Array(10)], 'x.gif', { type: 'image/gif' })]);
    expect(gif.messages[0].message).toBe('The file format is not acceptable.');
    const big = await multipart(`${E}/product`, 'product', product(), [png('big.png', 2 * 1024 * 1024)]);
    expect(big.messages[0].message).toBe('The maximum file size is 2 MB.');
    expect(db.products).toHaveLength(before);
  });

  it('stores a body with scripts exactly as typed', async () => {
    const body = '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)">';
    const res = await multipart(`${E}/product`, 'product', product({ alias: 'xss-2', body }));
    const one = await call(`${E}/product/${res.data.content as string}`, { key });
    expect(one.json.data.content.body).toBe(body);
  });

  it('edits in the request language only and keeps the other', async () => {
    const target = db.products[1];
    const fa = target.name.fa;
    const res = await multipart(`${E}/product/${target.id}`, 'product', product({ alias: target.alias, name: 'Renamed', categories: target.categories }), [], 'PUT', 'en');
    expect(res.success).toBe(true);
    expect(target.name).toEqual({ fa, en: 'Renamed' });
  });

  it('pages, sorts and filters the admin list by name, brands and categories (with sub-categories)', async () => {
    const page = await call(`${E}/product/list`, { key, body: {}, query: { page: 2, limit: 5, sorter: 'price,asc' }, language: 'en' });
    const c = page.json.data.content;
    expect(c.docs).toHaveLength(5);
    expect(c.total).toBe(db.products.length);
    const prices = c.docs.map((d: { price: number }) => d.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(c.docs[0].user.firstName).toBeTruthy();
    const brand = db.brands[0].id;
    const byBrand = await call(`${E}/product/list`, { key, body: { brands: [brand] }, query: { limit: 1000 } });
    expect(byBrand.json.data.content.total).toBe(db.products.filter((p) => p.brand === brand).length);
    const top = db.productCategories.find((x) => x.parent === null)!;
    const underTop = new Set(db.productCategories.filter((x) => x.parent === top.id).map((x) => x.id));
    const byCat = await call(`${E}/product/list`, { key, body: { categories: [top.id] }, query: { limit: 1000 } });
    expect(byCat.json.data.content.total).toBeGreaterThan(0);
    expect(byCat.json.data.content.total).toBe(db.products.filter((p) => p.categories.some((x) => x === top.id || underTop.has(x) || db.productCategories.some((k) => k.id === x && k.parent && underTop.has(k.parent)))).length);
    const tooLong = await call(`${E}/product/list`, { key, body: { name: 'x'.repeat(101) } });
    expect(tooLong.json.success).toBe(false);
  });

  it('switches publish, show, buy and position in place; an unpublished product leaves the shop', async () => {
    const target = db.products[0];
    expect((await call(`site/v1/product/${target.alias}`)).status).toBe(200);
    await call(`${E}/product/${target.id}/changepublished`, { key, method: 'PUT', body: { publish: false } });
    await call(`${E}/product/${target.id}/changeshowed`, { key, method: 'PUT', body: { show: false } });
    await call(`${E}/product/${target.id}/changebuyed`, { key, method: 'PUT', body: { buy: false } });
    await call(`${E}/product/${target.id}/changeposition`, { key, method: 'PUT', body: { position: 3 } });
    expect(target).toMatchObject({ publish: false, show: false, buy: false, position: 3 });
    expect((await call(`site/v1/product/${target.alias}`)).status).toBe(404);
    const shop = await call('site/v1/product/list', { body: {}, query: { limit: 1000 } });
    expect(shop.json.data.content.docs.map((d: { id: string }) => d.id)).not.toContain(target.id);
    const bad = await call(`${E}/product/${target.id}/changeposition`, { key, method: 'PUT', body: { position: 0 } });
    expect(bad.json.success).toBe(false);
    expect(target.position).toBe(3);
  });

  it('deletes an image and a product; a second delete says it is gone', async () => {
    const target = db.products[2];
    const fileId = target.files[0];
    expect((await call(`${E}/product/${target.id}/file/${fileId}`, { key, method: 'DELETE' })).json.success).toBe(true);
    expect(target.files).not.toContain(fileId);
    expect((await call(`${E}/product/${target.id}`, { key, method: 'DELETE' })).json.success).toBe(true);
    const again = await call(`${E}/product/${target.id}`, { key, method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(db.productComments.some((c) => c.product === target.id)).toBe(false);
  });

  it('is for staff only', async () => {
    expect((await call(`${E}/product/list`, { body: {} })).status).toBe(401);
    expect((await call(`${E}/product/list`, { key: seededApiKey('u6'), body: {} })).status).toBe(403);
  });

  it('seeds extra products on request only', () => {
    expect(bulkProductCount()).toBe(0);
    const before = db.products.length;
    seedBulkProducts(db, 250);
    expect(db.products).toHaveLength(before + 250);
    expect(new Set(db.products.map((p) => p.alias)).size).toBe(db.products.length);
  });
});

describe('catalogue mock: categories', () => {
  it('serves the whole tree with product counts, adds with images and refuses duplicate aliases', async () => {
    const tree = await call(`${E}/productCategory/tree`, { key, language: 'en' });
    expect(tree.json.data.content.length).toBeGreaterThan(0);
    expect(tree.json.data.content[0].products).toBeGreaterThan(0);
    const res = await multipart(`${E}/productCategory`, 'category', { title: 'New', alias: 'new-cat', show: true, buy: true, parent: 'pc1', caption: 'c', position: 1 }, [png('c.png')]);
    expect(res.success).toBe(true);
    const created = db.productCategories.find((c) => c.id === res.data.content)!;
    expect(created).toMatchObject({ parent: 'pc1', alias: 'new-cat' });
    expect(created.files).toHaveLength(1);
    const count = db.productCategories.length;
    const dup = await multipart(`${E}/productCategory`, 'category', { title: 'Dup', alias: 'new-cat', position: 1 });
    expect(dup.messages[0].message).toBe('alias: This alias is already in use.');
    const long = await multipart(`${E}/productCategory`, 'category', { title: 'Long', alias: 'long', position: 1, caption: 'x'.repeat(901) });
    expect(long.messages[0].message).toContain('caption: Must be at most 900 characters.');
    expect(db.productCategories).toHaveLength(count);
  });

  it('refuses deleting a category with products or moving one under itself; deletes an empty one', async () => {
    const used = db.productCategories.find((c) => db.products.some((p) => p.categories.includes(c.id)))!;
    const refused = await call(`${E}/productCategory/${used.id}`, { key, method: 'DELETE' });
    expect(firstMessage(refused.json)).toBe('This category still has products and cannot be deleted.');
    expect(db.productCategories).toContain(used);
    const top = db.productCategories.find((c) => c.parent === null)!;
    const child = db.productCategories.find((c) => c.parent === top.id)!;
    const loop = await multipart(`${E}/productCategory/${top.id}`, 'category', { title: 'T', alias: top.alias, parent: child.id, position: 1 }, [], 'PUT');
    expect(loop.messages[0].message).toBe('parent: A category cannot be moved under itself.');
    expect(top.parent).toBeNull();
    const empty = await multipart(`${E}/productCategory`, 'category', { title: 'Empty', alias: 'empty-cat', position: 2 });
    expect((await call(`${E}/productCategory/${empty.data.content as string}`, { key, method: 'DELETE' })).json.success).toBe(true);
  });
});

describe('catalogue mock: comments', () => {
  it('lists, filters, confirms, replies (shown under the product) and deletes with replies', async () => {
    const unconfirmed = db.productComments.find((c) => !c.confirm && c.parent === null && db.products.find((p) => p.id === c.product)?.publish)!;
    expect(unconfirmed).toBeDefined();
    const target = db.products.find((p) => p.id === unconfirmed.product)!;
    const list = await call(`${E}/productcomment/list`, { key, body: { products: [target.id] }, query: { limit: 100 } });
    expect(list.json.data.content.docs.every((d: { product: { id: string } }) => d.product.id === target.id)).toBe(true);
    const text = unconfirmed.comment.en.slice(0, 12);
    const byText = await call(`${E}/productcomment/list`, { key, body: { comment: text }, query: { limit: 100 } });
    expect(byText.json.data.content.docs.some((d: { id: string }) => d.id === unconfirmed.id)).toBe(true);

    const shown = async () => JSON.stringify((await call(`site/v1/product/${target.alias}`, { language: 'en' })).json.data.content.comments);
    expect(await shown()).not.toContain(unconfirmed.id);
    await call(`${E}/productcomment/${unconfirmed.id}/changeconfirmed`, { key, method: 'PUT', body: { confirm: true } });
    expect(await shown()).toContain(unconfirmed.id);

    const reply = await call(`${E}/productcomment`, { key, body: { comment: 'Thanks from the shop', confirm: true, parent: unconfirmed.id, product: target.id } });
    expect(reply.json.success).toBe(true);
    expect(await shown()).toContain('Thanks from the shop');
    const empty = await call(`${E}/productcomment`, { key, body: { comment: '', parent: unconfirmed.id, product: target.id } });
    expect(empty.json.success).toBe(false);

    await call(`${E}/productcomment/${unconfirmed.id}`, { key, method: 'DELETE' });
    expect(db.productComments.some((c) => c.id === unconfirmed.id || c.id === reply.json.data.content)).toBe(false);
  });
});

import { z } from 'zod';
import { db, seededApiKey, SAMPLE_POST_ALIAS, SAMPLE_PRODUCT_ALIAS } from '@mocks/db';
import {
  PLUGIN_NAMES,
  cartLineSchema,
  commentSchema,
  countrySchema,
  currentUserSchema,
  invoiceSchema,
  pagedSchema,
  parsePlugin,
  pluginSchema,
  postCategorySchema,
  postSchema,
  productCategorySchema,
  productSchema,
  routeTreeSchema,
  storeSchema,
  storeStockSchema,
  type Comment,
} from '@/api/schemas';
import { content } from './helpers';

const customer = seededApiKey('u6');

describe('seeded responses satisfy the shared schemas', () => {
  it('route tree (enabled routes, by position, nested)', async () => {
    const routes = await content('site/v1/route/', routeTreeSchema);
    expect(routes.length).toBeGreaterThan(5);
    const positions = routes.map((r) => Number(r.position));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(routes.find((r) => r.alias === 'shop')?.children?.length).toBeGreaterThan(0);
  });

  it('product list page, product by alias, category tree, all products', async () => {
    const page = await content('site/v1/product/list', pagedSchema(productSchema), { body: {}, query: { page: 2, limit: 10 } });
    expect(page).toMatchObject({ page: 2, limit: 10 });
    expect(page.docs).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(155);

    const product = await content(`site/v1/product/${SAMPLE_PRODUCT_ALIAS}`, productSchema, { language: 'en' });
    expect(product.name).toBe('Aloe Vera Moisturising Cream');
    expect(product.body).toContain('<h3>');
    const comments = product.comments ?? [];
    expect(comments.length).toBeGreaterThanOrEqual(20);
    const depth = (list: Comment[]): number => (list.length ? 1 + Math.max(...list.map((c) => depth(c.children ?? []))) : 0);
    expect(depth(comments)).toBeGreaterThanOrEqual(3);

    const tree = await content('site/v1/product/category', z.array(productCategorySchema));
    expect(tree).toHaveLength(6);
    expect(tree[0].products).toBeGreaterThan(0);
    expect(tree[0].children?.[0].children?.length).toBeGreaterThan(0);

    const latest = await content('site/v1/product/all', z.array(productSchema), { query: { limit: 5, sorter: 'updatedAt,desc' } });
    expect(latest).toHaveLength(5);
    await content(`site/v1/shop/stores/${SAMPLE_PRODUCT_ALIAS}`, z.array(storeStockSchema));
    await content('site/v1/shop/stores/full', z.array(storeSchema));
    await content('site/v1/address/countries', z.array(countrySchema));
    await content('site/v1/comment/all', z.array(commentSchema));
  });

  it('posts and post categories', async () => {
    const page = await content('site/v1/post/list', pagedSchema(postSchema), { body: { search: '' } });
    expect(page.docs).toHaveLength(10);
    const post = await content(`site/v1/post/${SAMPLE_POST_ALIAS}`, postSchema);
    expect(post.comments?.length).toBeGreaterThanOrEqual(20);
    expect(post.files.length).toBeGreaterThan(1);
    await content('site/v1/post/category', z.array(postCategorySchema));
    await content('site/v1/post/all', z.array(postSchema), { query: { limit: 10, sorter: 'createdAt,desc' } });
  });

  it.each(PLUGIN_NAMES)('plugin %s', async (name) => {
    const plugin = await content(`site/v1/plugin/${name}`, pluginSchema, { language: 'en' });
    expect(() => parsePlugin(plugin)).not.toThrow();
  });

  it('current user, cart and invoice list', async () => {
    const user = await content('auth/v1/user/currentUser', currentUserSchema, { key: customer });
    expect(user).toMatchObject({ id: 'u6', roles: ['CUSTOMER'], complete: true });
    // the invoices the customer's list shows (published ones): 9 of the 12 seeded
    expect(user.invoices).toBe(db.invoices.filter((inv) => inv.user === 'u6' && inv.publish).length);
    expect(user.invoices).toBeGreaterThanOrEqual(9);

    const cart = await content('ecommercemanagement/v1/cart/all', z.array(cartLineSchema), { key: customer });
    expect(cart).toHaveLength(3);

    const invoices = await content('ecommercemanagement/v1/invoice/list', pagedSchema(invoiceSchema), {
      key: customer,
      body: { users: ['u6'], publish: true },
    });
    expect(invoices.docs.every((i) => i.user?.id === 'u6')).toBe(true);
    const staff = await content('ecommercemanagement/v1/invoice/list', pagedSchema(invoiceSchema), {
      key: seededApiKey('u1'),
      body: {},
      query: { page: 1, limit: 20 },
    });
    expect(staff.total).toBeGreaterThanOrEqual(2400);
  });
});

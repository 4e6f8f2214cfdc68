import { db, seededApiKey, HOME_CATEGORY_IDS, SAMPLE_POST_ALIAS, SAMPLE_PRODUCT_ALIAS } from '@mocks/db';
import { CAPTCHA, call, firstMessage } from './helpers';

describe('site: shop', () => {
  it('searches product names in both languages and filters categories with descendants', async () => {
    const en = await call('site/v1/product/list', { body: { search: 'aloe' } });
    const fa = await call('site/v1/product/list', { body: { search: 'آلوئه' } });
    expect(en.json.data.content.total).toBeGreaterThan(3);
    expect(fa.json.data.content.total).toBe(en.json.data.content.total);
    const teas = await call('site/v1/product/list', { body: { categories: [HOME_CATEGORY_IDS[1]] }, query: { limit: 100 } });
    const leafIds = new Set(db.productCategories.filter((c) => c.parent === HOME_CATEGORY_IDS[1]).map((c) => c.id));
    expect(teas.json.data.content.docs.length).toBeGreaterThan(10);
    for (const p of teas.json.data.content.docs) expect(p.categories.some((c: { id: string }) => leafIds.has(c.id))).toBe(true);
    const all = await call('site/v1/product/list', { body: {}, query: { limit: 1000 } });
    expect(all.json.data.content.docs.every((p: { publish: boolean }) => p.publish)).toBe(true);
  });

  it('serves a product by id or alias in the requested language; 404 when unpublished', async () => {
    const byId = await call('site/v1/product/pr1', { language: 'en' });
    const byAlias = await call(`site/v1/product/${SAMPLE_PRODUCT_ALIAS}`, { language: 'fa' });
    expect(byId.json.data.content.alias).toBe(SAMPLE_PRODUCT_ALIAS);
    expect(byAlias.json.data.content.name).toBe('کرم مرطوب‌کننده آلوئه‌ورا');
    const hidden = db.products.find((p) => !p.publish)!;
    const res = await call(`site/v1/product/${hidden.alias}`);
    expect(res.status).toBe(404);
    expect(firstMessage(res.json)).toBe('The requested page was not found.');
  });

  it('returns latest products and the category of an alias', async () => {
    const latest = await call('site/v1/product/all', { query: { limit: 5, sorter: 'updateAt,desc' } });
    const dates = latest.json.data.content.map((p: { updatedAt: string }) => p.updatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const category = await call('site/v1/product/category/skin-care', { language: 'en' });
    expect(category.json.data.content).toMatchObject({ id: 'pc1', title: 'Skin care' });
  });

  it('comments need a login; replies nest under their parent and are shown confirmed', async () => {
    const body = { comment: 'عالی بود', product: SAMPLE_PRODUCT_ALIAS };
    expect((await call('site/v1/product/comment', { body })).status).toBe(401);
    const key = seededApiKey('u6');
    const created = await call('site/v1/product/comment', { key, body });
    expect(created.json.success).toBe(true);
    const parent = created.json.data.content.id;
    const reply = await call('site/v1/product/comment', { key, body: { ...body, comment: 'پاسخ', parent } });
    expect(reply.json.success).toBe(true);
    const tooLong = await call('site/v1/product/comment', { key, body: { ...body, comment: 'x'.repeat(1001) } });
    expect(firstMessage(tooLong.json)).toMatch(/^comment: /);
    const product = await call(`site/v1/product/${SAMPLE_PRODUCT_ALIAS}`);
    const mine = product.json.data.content.comments.find((c: { id: string }) => c.id === parent);
    expect(mine.children[0].comment).toBe('پاسخ');
    const post = await call('site/v1/post/comment', { key, body: { comment: 'ممنون', post: SAMPLE_POST_ALIAS } });
    expect(post.json.success).toBe(true);
  });

  it('lists stores with stock for a product', async () => {
    const res = await call(`site/v1/shop/stores/${SAMPLE_PRODUCT_ALIAS}`, { language: 'en' });
    expect(res.json.data.content[0]).toMatchObject({ id: 's1', name: 'Vanak branch' });
    expect(res.json.data.content[0].count).toBeGreaterThan(0);
  });
});

describe('site: blog and content', () => {
  it('counts post hits and filters posts', async () => {
    const before = db.posts[0].hits;
    await call(`site/v1/post/${SAMPLE_POST_ALIAS}`);
    await call('site/v1/post/po1');
    expect(db.posts[0].hits).toBe(before + 2);
    const found = await call('site/v1/post/list', { body: { search: 'chamomile' }, language: 'en' });
    expect(found.json.data.content.total).toBeGreaterThanOrEqual(3);
  });

  it('serves plugins, missing ones fail softly', async () => {
    const contact = await call('site/v1/plugin/CONTACT_US', { language: 'en' });
    expect(contact.json.data.content.params.address).toMatch(/^Tehran/);
    db.plugins.find((p) => p.name === 'GALLERY')!.publish = false;
    const gallery = await call('site/v1/plugin/GALLERY');
    expect(gallery.json.success).toBe(false);
    expect(gallery.status).toBe(200);
  });

  it('sends email with validation and captcha', async () => {
    const body = { ...CAPTCHA, name: 'Sara', email: 'sara@mail.test', subject: 'Hi', message: 'Hello' };
    expect((await call('site/v1/sendEmail', { body })).json.success).toBe(true);
    expect(firstMessage((await call('site/v1/sendEmail', { body: { ...body, email: 'nope' } })).json)).toBe('email: Email is not valid.');
    expect((await call('site/v1/sendEmail', { body: { ...body, 'g-recaptcha-response': 'invalid' } })).json.data.content).toEqual({
      invalidRecaptcha: true,
    });
  });

  it('renders images and downloads files', async () => {
    // the picture as an image server answers it (tests/unit/mocks/images.test.ts has the rest)
    const image = await call('site/v1/resizeImage/f1/200/200');
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(image.headers.get('content-length'))).toBeGreaterThan(1000);
    expect((await call('site/v1/resizeImage/f99999/200/200')).status).toBe(404);
    const open = db.files.find((f) => !f.auth && f.extension.suffix === 'pdf')!;
    const pdf = await call('site/v1/downloadFile/', { query: { ids: open.id } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(open.name);
    expect(pdf.text.startsWith('%PDF-1.4')).toBe(true);
    const zip = await call('site/v1/downloadFile/', { query: { ids: `${open.id},f1` } });
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const secret = db.files.find((f) => f.auth)!;
    expect((await call('site/v1/downloadFile/', { query: { ids: secret.id } })).status).toBe(403);
  });

  it('serves version, locale messages and countries', async () => {
    expect((await call('site/v1/version')).json.data.content).toBe('1.0.0');
    expect((await call('site/v1/locale/en')).json.data.content['server.forbidden']).toBe('There is no access to the page.');
    const countries = await call('site/v1/address/countries', { language: 'fa' });
    expect(countries.json.data.content[0]).toMatchObject({ id: 'c1', name: 'ایران', callingCode: 98 });
  });
});

describe('invoice list', () => {
  it('shows customers only their own invoices, staff everything, with filters and sorting', async () => {
    const mine = await call('ecommercemanagement/v1/invoice/list', { key: seededApiKey('u6'), body: { users: ['u11'] }, query: { limit: 100 } });
    expect(mine.json.data.content.total).toBe(db.invoices.filter((i) => i.user === 'u6').length);
    const staff = seededApiKey('u2');
    const waiting = await call('ecommercemanagement/v1/invoice/list', { key: staff, body: { condition: 'WAITING_PAYMENT' }, query: { limit: 100 } });
    expect(waiting.json.data.content.docs.every((i: { condition: string }) => i.condition === 'WAITING_PAYMENT')).toBe(true);
    const one = await call('ecommercemanagement/v1/invoice/list', { key: staff, body: { invoiceNumber: 1001 } });
    expect(one.json.data.content.docs.map((i: { invoiceNumber: number }) => i.invoiceNumber)).toEqual([1001]);
    const sorted = await call('ecommercemanagement/v1/invoice/list', { key: staff, body: {}, query: { sorter: 'amount,desc', limit: 20 } });
    const amounts = sorted.json.data.content.docs.map((i: { amount: number }) => i.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const byDate = await call('ecommercemanagement/v1/invoice/list', {
      key: staff,
      body: { date: ['2026-11-01', '2026-11-10'] },
      query: { limit: 10000 },
    });
    expect(byDate.json.data.content.total).toBeGreaterThan(0);
    for (const i of byDate.json.data.content.docs) expect(i.createdAt >= '2026-11-01' && i.createdAt < '2026-11-11').toBe(true);
    const bad = await call('ecommercemanagement/v1/invoice/list', { key: staff, body: { invoiceNumber: 0 } });
    expect(bad.json.success).toBe(false);
  });
});

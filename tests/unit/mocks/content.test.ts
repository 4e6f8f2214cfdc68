/** The postmanagement and pluginmanagement mock handlers: validation, refusals, paging, filters and the public site. */
import { db, seededApiKey } from '@mocks/db';
import { API, call, firstMessage, type LooseJson } from './helpers';

const admin = seededApiKey('u1');
const writer = seededApiKey('u4'); // POST_MANAGEMENT
const customer = seededApiKey('u6');
const P = 'postmanagement/v1';
const PL = 'pluginmanagement/v1';

async function multipart(path: string, part: string, json: unknown, options: { method?: string; key?: string; language?: 'fa' | 'en'; files?: File[] } = {}) {
  const form = new FormData();
  form.append(part, new Blob([JSON.stringify(json)], { type: 'application/json' }));
  for (const file of options.files ?? []) form.append('files', file, file.name);
  const url = `${API}${path}?apiKey=${options.key ?? admin}&language=${options.language ?? 'en'}`;
  const response = await fetch(url, { method: options.method ?? 'POST', body: form });
  return { status: response.status, json: (await response.json()) as LooseJson };
}

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const post = { title: 'Winter skin care', alias: 'winter-skin-care', categories: ['poc1', 'poc7'], body: '<p>Keep it simple.</p>' };

describe('postmanagement mock', () => {
  it('creates a post with images, refuses a duplicate alias and changes nothing', async () => {
    const created = await multipart(`${P}/post`, 'post', post, { key: writer, files: [png('a.png'), png('b.png')] });
    expect(created.json.success).toBe(true);
    const id = created.json.data.content as string;
    const stored = db.posts.find((p) => p.id === id)!;
    expect(stored).toMatchObject({ alias: 'winter-skin-care', categories: ['poc1', 'poc7'], user: 'u4', publish: true });
    expect(stored.files).toHaveLength(2);

    const before = db.posts.length;
    const files = db.files.length;
    const again = await multipart(`${P}/post`, 'post', { ...post, title: 'Other' }, { files: [png('c.png')] });
    expect(again.json.success).toBe(false);
    expect(firstMessage(again.json)).toContain('alias');
    expect(db.posts).toHaveLength(before);
    expect(db.files).toHaveLength(files);
  });

  it('validates the post body with the spec messages', async () => {
    const bad = await multipart(`${P}/post`, 'post', { title: '', alias: 'Bad Alias', categories: [], body: '<p><br></p>' });
    expect(bad.json.success).toBe(false);
    expect(firstMessage(bad.json)).toMatch(/title: Can not be empty!.*alias: Does not match pattern\..*categories: Can not be empty!.*body: Can not be empty!/);
    const wrongType = await multipart(`${P}/post`, 'post', { ...post, alias: 'gif' }, { files: [new File(['x'], 'x.gif', { type: 'image/gif' })] });
    expect(firstMessage(wrongType.json)).toBe('The file format is not acceptable.');
    expect(db.posts.some((p) => p.alias === 'gif')).toBe(false);
  });

  it('renames a post in one language and the blog shows it; unpublishing hides it', async () => {
    const edited = await multipart(`${P}/post/po1`, 'post', { ...post, title: 'Renamed routine', alias: 'how-to-build-a-simple-skincare-routine' }, { method: 'PUT', language: 'en' });
    expect(edited.json.success).toBe(true);
    const en = await call('site/v1/post/how-to-build-a-simple-skincare-routine', { language: 'en' });
    expect(en.json.data.content.title).toBe('Renamed routine');
    const fa = await call('site/v1/post/how-to-build-a-simple-skincare-routine', { language: 'fa' });
    expect(fa.json.data.content.title).toBe('چگونه یک روتین ساده مراقبت از پوست بسازیم');

    await call(`${P}/post/po1/changepublished`, { key: admin, method: 'PUT', body: { publish: false } });
    const gone = await call('site/v1/post/how-to-build-a-simple-skincare-routine');
    expect(gone.status).toBe(404);
  });

  it('stores a body with a script as typed', async () => {
    const body = '<p>Hi</p><script>alert(1)</script>';
    const created = await multipart(`${P}/post`, 'post', { ...post, alias: 'scripted', body });
    const id = created.json.data.content as string;
    const read = await call(`${P}/post/${id}`, { key: admin });
    expect(read.json.data.content.body).toBe(body);
  });

  it('pages, sorts and filters posts and comments', async () => {
    const list = await call(`${P}/post/list`, { key: admin, query: { page: 2, limit: 5, sorter: 'hits,desc' }, body: {} });
    const content = list.json.data.content;
    expect(content).toMatchObject({ page: 2, limit: 5, total: db.posts.length });
    const hits = content.docs.map((d: { hits: number }) => d.hits);
    expect([...hits].sort((a, b) => b - a)).toEqual(hits);

    const inCategory = await call(`${P}/post/list`, { key: admin, query: { limit: 100 }, body: { categories: ['poc1'] } });
    const under = new Set(['poc1', 'poc6', 'poc7']);
    expect(inCategory.json.data.content.total).toBe(db.posts.filter((p) => p.categories.some((c) => under.has(c))).length);

    const comments = await call(`${P}/postcomment/list`, { key: admin, query: { limit: 1000 }, body: { posts: ['po1'], createdAt: ['2000-01-01', null] } });
    expect(comments.json.data.content.total).toBe(db.postComments.filter((c) => c.post === 'po1').length);
    expect(comments.json.data.content.docs[0].post).toMatchObject({ id: 'po1', alias: 'how-to-build-a-simple-skincare-routine' });
  });

  it('replies confirmed, toggles confirm, deletes a comment with its replies', async () => {
    const original = db.postComments.find((c) => c.post === 'po1' && !c.parent)!;
    const reply = await call(`${P}/postcomment`, { key: writer, body: { comment: 'Thanks!', confirm: true, parent: original.id, post: 'po1' } });
    expect(reply.json.success).toBe(true);
    const stored = db.postComments.find((c) => c.id === reply.json.data.content)!;
    expect(stored).toMatchObject({ parent: original.id, confirm: true, user: 'u4' });
    const page = await call('site/v1/post/po1');
    expect(JSON.stringify(page.json.data.content.comments)).toContain('Thanks!');

    await call(`${P}/postcomment/${original.id}/changeconfirmed`, { key: admin, method: 'PUT', body: { confirm: false } });
    const hidden = await call('site/v1/post/po1');
    expect(JSON.stringify(hidden.json.data.content.comments)).not.toContain('Thanks!');

    await call(`${P}/postcomment/${original.id}`, { key: admin, method: 'DELETE' });
    expect(db.postComments.some((c) => c.id === original.id || c.id === stored.id)).toBe(false);
  });

  it('keeps the category tree: counts, duplicate alias, no delete while it has posts', async () => {
    const tree = await call(`${P}/postCategory/tree`, { key: admin });
    expect(tree.json.data.content[0]).toMatchObject({ id: 'poc1', posts: expect.any(Number) });
    const dup = await call(`${P}/postCategory`, { key: admin, body: { title: 'x', alias: 'skin-health' } });
    expect(firstMessage(dup.json)).toContain('alias');
    const busy = await call(`${P}/postCategory/poc8`, { key: admin, method: 'DELETE' });
    expect(busy.json.success).toBe(false);
    expect(db.postCategories.some((c) => c.id === 'poc8')).toBe(true);
    const added = await call(`${P}/postCategory`, { key: admin, body: { title: 'Recipes', alias: 'recipes', parent: 'poc3' } });
    const removed = await call(`${P}/postCategory/${added.json.data.content}`, { key: admin, method: 'DELETE' });
    expect(removed.json.success).toBe(true);
  });

  it('is for staff only', async () => {
    const denied = await call(`${P}/post/list`, { key: customer, body: {} });
    expect(denied.status).toBe(403);
  });
});

describe('pluginmanagement mock', () => {
  it('edits ABOUT_US in one language and /about-us content follows; unpublishing hides it', async () => {
    const edited = await multipart(`${PL}/plugin/pl4`, 'plugin', { name: 'ABOUT_US', params: { body: '<p>New story</p>' } }, { method: 'PUT', language: 'en' });
    expect(edited.json.success).toBe(true);
    const en = await call('site/v1/plugin/ABOUT_US', { language: 'en' });
    expect(en.json.data.content.params.body).toBe('<p>New story</p>');
    const fa = await call('site/v1/plugin/ABOUT_US', { language: 'fa' });
    expect(fa.json.data.content.params.body).toContain('داستان ما');
    await call(`${PL}/plugin/pl4/changepublished`, { key: admin, method: 'PUT', body: { publish: false } });
    expect((await call('site/v1/plugin/ABOUT_US')).json.success).toBe(false);
  });

  it('refuses a second plugin of a type in use and a type change, and changes nothing', async () => {
    const count = db.plugins.length;
    const second = await multipart(`${PL}/plugin`, 'plugin', { name: 'ABOUT_US', params: { body: '<p>x</p>' } });
    expect(second.json.success).toBe(false);
    expect(firstMessage(second.json)).toContain('already exists');
    expect(db.plugins).toHaveLength(count);
    const retype = await multipart(`${PL}/plugin/pl4`, 'plugin', { name: 'NO_APP', params: { body: '<p>x</p>' } }, { method: 'PUT' });
    expect(retype.json.success).toBe(false);
    expect(db.plugins.find((p) => p.id === 'pl4')!.name).toBe('ABOUT_US');
  });

  it('validates type-specific params', async () => {
    const contact = await multipart(`${PL}/plugin/pl6`, 'plugin', { name: 'CONTACT_US', params: { email: 'no', website: 'x', tel: '', mobile: '1', address: 'a'.repeat(301), latitude: 'n', longitude: '51', addressMap: 'm' } }, { method: 'PUT' });
    expect(firstMessage(contact.json)).toMatch(/params\.email: Email is not valid\..*params\.website.*params\.tel: Can not be empty!.*params\.address: Must be at most 300/);
    const port = await multipart(`${PL}/plugin/pl2`, 'plugin', { name: 'PROJECTS', params: { items: [{ logo: 'f1', name: 'A', website: 'https://a.test', port: 4000 }] } }, { method: 'PUT' });
    expect(port.json.success).toBe(false);
    expect(firstMessage(port.json)).toContain('params.items.0.port');
  });

  it('adds a plugin of a free type with a new project logo, then filters by type', async () => {
    db.plugins = db.plugins.filter((p) => p.name !== 'PROJECTS');
    const created = await multipart(`${PL}/plugin`, 'plugin', { name: 'PROJECTS', params: { items: [{ logo: 'new:1', name: 'Farm', website: 'https://farm.test', port: 3002 }] } }, { files: [png('gallery.png'), png('logo.png')] });
    expect(created.json.success).toBe(true);
    const plugin = db.plugins.find((p) => p.id === created.json.data.content)!;
    expect(plugin.files).toHaveLength(1);
    const logo = (plugin.params.items as { logo: string }[])[0].logo;
    expect(db.files.find((f) => f.id === logo)?.name).toBe('logo.png');
    const list = await call(`${PL}/plugin/list`, { key: admin, body: { names: ['PROJECTS', 'GALLERY'] } });
    expect(list.json.data.content.docs.map((p: { name: string }) => p.name).sort()).toEqual(['GALLERY', 'PROJECTS']);
  });
});

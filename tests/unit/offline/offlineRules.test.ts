/**
 * Which requests the service worker may keep (src/api/offlineRules.ts): a signed-in visitor's shared
 * reads under their address without the key, nothing else of a call carrying the key.
 */
import { readFileSync } from 'node:fs';
import { seededApiKey } from '@mocks/db';
import { API_KEY_PARAM, apiCallKind, carriesApiKey, isSharedRead, listCacheKey, SHARED_READS, withoutApiKey } from '@/api/offlineRules';

const base = new URL('https://api.shop.example/');
/** The mock's key format: `k-` and 32 hex digits. */
const KEY = 'k-0f3c9a7be2d14c6f8a0b1c2d3e4f5a6b';
const at = (path: string) => new URL(path, base);

describe('apiCallKind', () => {
  it('keeps the public reads of the site service: home, shop, product, comments, blog, pages, stores, route tree, version', () => {
    for (const path of [
      'site/v1/product/category?language=fa',
      'site/v1/product/aloe-vera?language=en',
      'site/v1/product/all?limit=5&sorter=updatedAt,desc',
      'site/v1/comment/all',
      'site/v1/post/how-to?language=fa',
      'site/v1/plugin/SLIDE_SHOW',
      'site/v1/shop/stores/pr1',
      'site/v1/route/',
      'site/v1/version',
    ]) {
      expect(apiCallKind('GET', at(path), base), path).toBe('public-read');
    }
  });

  it('keeps the two public lists asked with a POST, and no other POST', () => {
    expect(apiCallKind('POST', at('site/v1/product/list?page=1&limit=12'), base)).toBe('public-list');
    expect(apiCallKind('POST', at('site/v1/post/list?page=2&limit=10'), base)).toBe('public-list');
    expect(apiCallKind('POST', at('site/v1/product/comment'), base)).toBe('not-kept');
    expect(apiCallKind('POST', at('site/v1/sendEmail'), base)).toBe('not-kept');
  });

  it('keeps images apart, cache first', () => {
    expect(apiCallKind('GET', at('site/v1/resizeImage/f1/320/320'), base)).toBe('image');
  });

  it("keeps a signed-in visitor's shared reads, to be stored and asked without the key", () => {
    // the key added as the baseQuery's address has it, after the call's own parameters
    const keyed = (path: string) => new URL(`${at(path).href}${path.includes('?') ? '&' : '?'}${API_KEY_PARAM}=${KEY}`);
    for (const path of [
      'site/v1/product/category?language=fa',
      'site/v1/product/aloe-vera?language=en',
      'site/v1/product/all?limit=5&sorter=updatedAt,desc',
      'site/v1/post/how-to?language=fa',
      'site/v1/post/category',
      'site/v1/plugin/SLIDE_SHOW?language=fa',
      'site/v1/shop/stores/full',
      'site/v1/shop/stores/pr1',
      'site/v1/locale/fa',
      'site/v1/route/',
      'site/v1/version',
      'site/v1/address/countries',
    ]) {
      const url = keyed(path);
      expect(carriesApiKey(url)).toBe(true);
      expect(apiCallKind('GET', url, base), path).toBe('public-read');
      const stored = withoutApiKey(url);
      expect(stored.href, path).not.toContain(KEY);
      expect(stored.href).toBe(at(path).href);
    }
    expect(apiCallKind('POST', keyed('site/v1/product/list?page=1&limit=12'), base)).toBe('public-list');
    expect(apiCallKind('POST', keyed('site/v1/post/list?page=1&limit=10'), base)).toBe('public-list');
  });

  it('keeps nothing else of a call carrying the key: what may depend on the user, writes, downloads', () => {
    for (const [method, path] of [
      ['GET', 'site/v1/comment/all'],
      ['GET', 'site/v1/resizeImage/f1/320/320'],
      ['GET', 'site/v1/downloadFile?ids=f1'],
      ['POST', 'site/v1/product/comment'],
      ['POST', 'site/v1/sendEmail'],
      ['GET', 'auth/v1/user/currentUser'],
      ['GET', 'ecommercemanagement/v1/cart/all'],
      ['POST', 'ecommercemanagement/v1/invoice/list'],
      ['GET', 'dashboard/v1/user/u6'],
    ]) {
      const url = at(path);
      url.searchParams.set(API_KEY_PARAM, KEY);
      expect(apiCallKind(method, url, base), `${method} ${path}`).toBe('not-kept');
    }
  });

  it('says why each shared read answers the same whoever asks, and each is a read of the public service', () => {
    const source = readFileSync('src/api/offlineRules.ts', 'utf8');
    for (const read of SHARED_READS) {
      expect(read).toMatch(/^site\/v1\//);
      // its reason, the comment line above it
      expect(source, read).toMatch(new RegExp(`// [^\\n]{15,}\\n\\s*'${read.replace(/[$/]/g, '\\$&')}',`));
    }
    expect(isSharedRead('site/v1/comment/all')).toBe(false);
    expect(isSharedRead('site/v1/versions')).toBe(false);
    expect(isSharedRead('site/v1/version')).toBe(true);
  });

  it('never keeps other services, writes, downloads or other origins', () => {
    expect(apiCallKind('GET', at('ecommercemanagement/v1/cart'), base)).toBe('not-kept');
    expect(apiCallKind('GET', at('auth/v1/user/currentUser'), base)).toBe('not-kept');
    expect(apiCallKind('GET', at('dashboard/v1/resizeImage/f1/10/10'), base)).toBe('not-kept');
    expect(apiCallKind('GET', at('site/v1/downloadFile/?id=1'), base)).toBe('not-kept');
    expect(apiCallKind('PUT', at('site/v1/product/x'), base)).toBe('not-kept');
    expect(apiCallKind('GET', new URL('https://elsewhere.example/site/v1/version'), base)).toBe('not-kept');
  });

  it('follows an API address with a path (a relative /api/ base)', () => {
    const relative = new URL('/api/', 'https://shop.example');
    expect(apiCallKind('GET', new URL('https://shop.example/api/site/v1/version'), relative)).toBe('public-read');
    expect(apiCallKind('GET', new URL('https://shop.example/site/v1/version'), relative)).toBe('not-kept');
  });
});

/** The answer without a post's view counter, which every read of it raises, whoever reads. */
function withoutViews(text: string): string {
  return JSON.stringify(JSON.parse(text, (key, value: unknown) => (key === 'hits' ? undefined : value)));
}

describe('the shared reads answer the same whoever asks (the mock backend, guest and two users)', () => {
  it.each([
    'site/v1/product/category',
    'site/v1/product/aloe-vera-moisturising-cream',
    'site/v1/product/all?limit=5&sorter=updatedAt,desc',
    'site/v1/post/how-to-build-a-simple-skincare-routine',
    'site/v1/post/all?limit=10&sorter=createdAt,desc',
    'site/v1/post/category',
    'site/v1/plugin/SLIDE_SHOW',
    'site/v1/shop/stores/full',
    'site/v1/locale/fa',
    'site/v1/route/',
    'site/v1/version',
    'site/v1/address/countries',
  ])('%s', async (path) => {
    const api = new URL('http://localhost/api/');
    const ask = async (key?: string) => {
      const url = new URL(path, api);
      url.searchParams.set('language', 'en');
      if (key) url.searchParams.set(API_KEY_PARAM, key);
      expect(apiCallKind('GET', url, api)).toBe('public-read');
      const response = await fetch(url);
      expect(response.status).toBe(200);
      return withoutViews(await response.text());
    };
    const guest = await ask();
    expect(await ask(seededApiKey('u6'))).toBe(guest);
    expect(await ask(seededApiKey('u1'))).toBe(guest);
  });

  it.each(['site/v1/product/list', 'site/v1/post/list'])('%s (a POST list)', async (path) => {
    const api = new URL('http://localhost/api/');
    const ask = async (key?: string) => {
      const url = new URL(`${path}?page=1&limit=5&language=fa`, api);
      if (key) url.searchParams.set(API_KEY_PARAM, key);
      expect(apiCallKind('POST', url, api)).toBe('public-list');
      return (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).text();
    };
    const guest = await ask();
    expect(await ask(seededApiKey('u6'))).toBe(guest);
    expect(await ask(seededApiKey('u1'))).toBe(guest);
  });
});

describe('listCacheKey', () => {
  it('leaves the key out, and the rest of the address as written', () => {
    const keyed = new URL(`https://api.shop.example/site/v1/product/all?limit=5&apiKey=${KEY}&sorter=updatedAt,desc&language=fa`);
    expect(withoutApiKey(keyed).href).toBe('https://api.shop.example/site/v1/product/all?limit=5&sorter=updatedAt,desc&language=fa');
    expect(withoutApiKey(new URL(`https://api.shop.example/site/v1/version?apiKey=${KEY}`)).href).toBe('https://api.shop.example/site/v1/version');
  });

  it('leaves the key out: a signed-in visitor finds the guest\'s entry', async () => {
    const url = at('site/v1/product/list?page=1&limit=12&language=fa');
    const keyed = new URL(url);
    keyed.searchParams.set(API_KEY_PARAM, KEY);
    const stored = await listCacheKey(keyed, '{}');
    expect(stored).toBe(await listCacheKey(url, '{}'));
    expect(stored).not.toContain(KEY);
    expect(keyed.searchParams.get(API_KEY_PARAM)).toBe(KEY);
  });

  it('names the body: the same body finds the same entry, another page or search another', async () => {
    const url = at('site/v1/product/list?page=1&limit=12&language=fa');
    const one = await listCacheKey(url, '{"categories":["pc1"]}');
    expect(one).toBe(await listCacheKey(url, '{"categories":["pc1"]}'));
    expect(one).not.toBe(await listCacheKey(url, '{"search":"cream"}'));
    expect(new URL(one).searchParams.get('page')).toBe('1');
    expect(new URL(one).searchParams.get('__body')).toMatch(/^[0-9a-f]{64}$/);
  });
});

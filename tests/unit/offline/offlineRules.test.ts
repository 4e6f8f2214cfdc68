/** Which requests the service worker may keep (src/api/offlineRules.ts): never a call carrying the user's key. */
import { API_KEY_PARAM, apiCallKind, carriesApiKey, listCacheKey } from '@/api/offlineRules';

const base = new URL('https://api.shop.example/');
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

  it('never keeps a call carrying the api key, whatever it asks for', () => {
    for (const path of ['site/v1/product/category', 'site/v1/resizeImage/f1/320/320', 'site/v1/version']) {
      const url = at(path);
      url.searchParams.set(API_KEY_PARAM, 'k-1');
      expect(carriesApiKey(url)).toBe(true);
      expect(apiCallKind('GET', url, base), path).toBe('not-kept');
    }
    const list = at('site/v1/product/list?page=1');
    list.searchParams.set(API_KEY_PARAM, 'k-1');
    expect(apiCallKind('POST', list, base)).toBe('not-kept');
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

describe('listCacheKey', () => {
  it('names the body: the same body finds the same entry, another page or search another', async () => {
    const url = at('site/v1/product/list?page=1&limit=12&language=fa');
    const one = await listCacheKey(url, '{"categories":["pc1"]}');
    expect(one).toBe(await listCacheKey(url, '{"categories":["pc1"]}'));
    expect(one).not.toBe(await listCacheKey(url, '{"search":"cream"}'));
    expect(new URL(one).searchParams.get('page')).toBe('1');
    expect(new URL(one).searchParams.get('__body')).toMatch(/^[0-9a-f]{64}$/);
  });
});

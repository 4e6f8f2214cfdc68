/**
 * The one rule of which pre-rendered file answers an address (src/lib/prerenderedAddress.ts): the
 * pre-render names its files by it, nginx's config is written from it (its maps are checked against the
 * running nginx by tests/e2e/deploy.spec.ts), the perf harness's server reads it.
 */
import { listPageAddress } from '@/features/shop/lib/listParams';
import { listPageFile, nginxPageFileMaps, prerenderedFile, prerenderedQuery } from '@/lib/prerenderedAddress';
import { pageFile } from '../../../scripts/prerender/run';

describe('prerendered address rule', () => {
  it.each([
    ['', { language: 'fa', page: 1 }],
    ['language=fa', { language: 'fa', page: 1 }],
    ['language=en', { language: 'en', page: 1 }],
    ['page=2', { language: 'fa', page: 2 }],
    ['page=17', { language: 'fa', page: 17 }],
    ['page=2&language=en', { language: 'en', page: 2 }],
    ['language=en&page=12', { language: 'en', page: 12 }],
  ])('%j is answered by a pre-rendered file', (query, expected) => {
    expect(prerenderedQuery(query)).toEqual(expected);
  });

  it.each(['page=1', 'page=02', 'page=0', 'page=x', 'language=de', 'search=rose', 'page=2&limit=20', 'utm_source=x', 'language=en&utm=x', 'page=2&page=3'])('%j gets the app', (query) => {
    expect(prerenderedQuery(query)).toBeNull();
  });

  it('finds the file the pre-render writes for the address the app and the pre-rendered links use', () => {
    for (const language of ['fa', 'en'] as const) {
      for (const page of [1, 2, 9]) {
        const address = listPageAddress('/shop/category/face-care', page);
        const query = [address.split('?')[1], language === 'en' ? 'language=en' : ''].filter(Boolean).join('&');
        expect(prerenderedFile('/shop/category/face-care', query)).toBe(pageFile('/shop/category/face-care', language, page));
      }
    }
    expect(prerenderedFile('/', '')).toBe(pageFile('/', 'fa'));
    expect(prerenderedFile('/shop/', 'language=en&page=3')).toBe('prerender/en/shop/page-3.html');
    expect(prerenderedFile('/shop', 'page=3&search=a')).toBeNull();
  });

  it('writes the same rule as nginx maps: every query form, the language and the file it gives', () => {
    const maps = nginxPageFileMaps('');
    expect(maps).toContain('map $args $prerender_lang {');
    expect(maps).toContain('map $args $prerender_file {');
    expect(maps).toContain('"~^page=(?<prerender_page>[2-9]|[1-9][0-9]+)&language=(?<prerender_language>fa|en)$" $prerender_language;');
    expect(maps).toContain(`"~^language=(?<prerender_language>fa|en)&page=(?<prerender_page>[2-9]|[1-9][0-9]+)$" ${listPageFile('$prerender_page')};`);
    expect(maps).toContain('default none;');
    // the empty query: nginx tries regular expressions only on a non-empty value
    expect(maps).toContain('    "" fa;');
    expect(listPageFile(1)).toBe('index.html');
    expect(listPageFile(4)).toBe('page-4.html');
  });
});

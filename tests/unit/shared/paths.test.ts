import { here, paths } from '@/lib/paths';

describe('paths', () => {
  it('builds the parameterised page paths with their segments encoded', () => {
    expect(paths.invoice(1042)).toBe('/invoice/1042');
    expect(paths.product('rose water')).toBe('/shop/product/rose%20water');
    expect(paths.post('a/b')).toBe('/blog/post/a%2Fb');
    expect(paths.blogCategory('news')).toBe('/blog/category/news');
    expect(paths.storeEdit('s-1')).toBe('/basic-information/store/edit/s-1');
  });

  it('keeps a category search and falls back to the whole shop', () => {
    expect(paths.shopCategory('soap', 'olive oil')).toBe('/shop/category/soap?search=olive%20oil');
    expect(paths.shopCategory(undefined, 'x')).toBe('/shop?search=x');
    expect(paths.shopCategory()).toBe('/shop');
    expect(paths.blogSearch('')).toBe('/blog');
    expect(paths.blogSearch('rose')).toBe('/blog?search=rose');
  });

  it('adds a redirect to the sign-in pages only when there is one', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login(here({ pathname: '/shop/product/x', search: '?a=1&b=2' }))).toBe(
      '/login?redirect=%2Fshop%2Fproduct%2Fx%3Fa%3D1%26b%3D2',
    );
    expect(paths.register('/cart')).toBe('/register?redirect=%2Fcart');
    expect(paths.resetPassword(null)).toBe('/reset-password');
  });
});

describe('one home for page paths', () => {
  it('no source file but src/lib/paths.ts spells a page path', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join, relative } = await import('node:path');
    const root = join(import.meta.dirname, '../../..');
    const built = Object.values(paths).map((p) => (typeof p === 'function' ? (p as (x: string) => string)('x') : p));
    const segments = [...new Set(built.map((p) => p.split(/[/?]/)[1]).filter(Boolean))];
    expect(segments).toEqual(expect.arrayContaining(['shop', 'invoice', 'user-management', 'ecommerce-management']));
    const spelled = new RegExp(`['"\`]/(${segments.map((s) => s.replace(/[-]/g, '\\-')).join('|')})(/|['"\`?])`);
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : []));
    const offenders = files(join(root, 'src'))
      .filter((file) => !file.endsWith(join('lib', 'paths.ts')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(root, file)}:${i + 1}` }))
          .filter(({ line }) => spelled.test(line) && !/^\s*(\*|\/\/)/.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});

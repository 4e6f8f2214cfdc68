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

import routes from '@mocks/data/routes.json';
import { flattenRouteTree, routePath, asRouteTree } from '@/app/router/buildRoutes';
import { routeTitle } from '@/lib/routeTree';
import { buildMenu, activeKeys } from '@/app/router/menu';
import { screenRegistry } from '@/app/router/registry';
import type { RouteNode } from '@/api/schemas';

describe('route tree → routes', () => {
  const flat = flattenRouteTree(routes);
  const paths = flat.map((r) => r.path);

  it('builds paths from aliases, nests children, adds :variable when dynamic', () => {
    expect(paths).toContain('/');
    expect(paths).toContain('/shop');
    expect(paths).toContain('/shop/category/:variable');
    expect(paths).toContain('/shop/product/:variable');
    expect(paths).toContain('/blog/post/:variable');
    expect(paths).toContain('/invoice');
    expect(paths).toContain('/invoice/:variable');
    expect(paths).toContain('/basic-information/store/edit/:variable');
    expect(paths).toContain('/reset-password');
    expect(paths).toContain('/reset-password/:variable');
  });

  it('skips group nodes without a component but keeps their children', () => {
    expect(paths).not.toContain('/basic-information');
    expect(paths).toContain('/basic-information/country');
  });

  it('skips disabled nodes and treats a non-array tree as empty', () => {
    const tree = [{ ...(routes[0] as unknown as RouteNode), enable: false }];
    expect(flattenRouteTree(tree)).toHaveLength(0);
    expect(flattenRouteTree({ not: 'an array' })).toEqual([]);
    expect(flattenRouteTree(null)).toEqual([]);
    expect(asRouteTree('x')).toEqual([]);
  });

  it('knows every component name of the contract route tree', () => {
    const names = new Set(flat.map((r) => r.node.component));
    names.forEach((name) => expect(screenRegistry[name], name).toBeDefined());
  });

  it('joins paths and reads titles per locale', () => {
    expect(routePath('/shop', { alias: 'product', dynamic: true })).toBe('/shop/product/:variable');
    expect(routePath('', { alias: '', dynamic: false })).toBe('/');
    expect(routeTitle({ name: 'X', title: { fa: 'ایکس', en: 'Ex' } } as unknown as RouteNode, 'en')).toBe('Ex');
    expect(routeTitle({ name: 'X', title: { fa: 'ایکس' } } as unknown as RouteNode, 'en')).toBe('ایکس');
  });
});

describe('sidebar menu', () => {
  it('shows only entries for the user roles or *', () => {
    const customer = buildMenu(routes, ['CUSTOMER'], 'en').map((e) => e.path);
    expect(customer).toEqual(expect.arrayContaining(['/dashboard', '/token', '/cart', '/invoice']));
    expect(customer).not.toContain('/basic-information');
    const admin = buildMenu(routes, ['ADMIN'], 'en');
    const basic = admin.find((e) => e.path === '/basic-information');
    expect(basic?.children?.map((c) => c.path)).toEqual(expect.arrayContaining(['/basic-information/country', '/basic-information/route']));
    const files = buildMenu(routes, ['FILE_MANAGEMENT'], 'fa').map((e) => e.path);
    expect(files).toContain('/file-management');
    expect(files).not.toContain('/user-management');
  });

  it('finds the active keys of a path', () => {
    const admin = buildMenu(routes, ['ADMIN'], 'en');
    expect(activeKeys(admin, '/basic-information/store/edit/5')).toEqual(['/basic-information', '/basic-information/store']);
  });
});

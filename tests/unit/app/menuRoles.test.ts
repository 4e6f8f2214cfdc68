/** Menu items follow the route's roles on every route type (spec §2, §6), not only on AUTHENTICATED_ROUTE. */
import { buildMenu } from '@/app/router/menu';
import type { RouteNode } from '@/api/schemas';

const node = (alias: string, type: RouteNode['type'], roles: string[]): RouteNode =>
  ({ alias, type, roles, menu: ['DASHBOARD'], component: 'AboutUs', title: { fa: alias, en: alias }, children: [] }) as unknown as RouteNode;

it('hides a ROUTE or UNAUTHENTICATED_ROUTE item from users without one of its roles, shows it to those with one or with *', () => {
  const tree = [node('open', 'ROUTE', []), node('star', 'ROUTE', ['*']), node('staff', 'ROUTE', ['ADMIN']), node('guests', 'UNAUTHENTICATED_ROUTE', ['ADMIN'])];
  expect(buildMenu(tree, ['CUSTOMER'], 'en').map((e) => e.path)).toEqual(['/open', '/star']);
  expect(buildMenu(tree, ['ADMIN'], 'en').map((e) => e.path)).toEqual(['/open', '/star', '/staff', '/guests']);
});

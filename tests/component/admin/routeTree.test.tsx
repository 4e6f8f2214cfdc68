/** The route tree editor (TreeManager + route form rules of admin §4, §5) against msw/node. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, seededApiKey } from '@mocks/db';
import type { RouteNode } from '@/api/schemas';
import RouteTree from '@/features/admin/reference/RouteTree';
import { routeBody, type RouteValues } from '@/features/admin/reference/routeForm';
import { filterTree } from '@/components/tree';
import { renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

function find(nodes: RouteNode[], id: string): RouteNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = find(n.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

it('warns when edit or delete has nothing selected', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RouteTree />, '/basic-information/route', admin);
  expect(await screen.findByText('Basic information')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  expect((await screen.findAllByText('Please select an item first.'))[0]).toBeInTheDocument();
});

it('is fully expanded and searches case-insensitively through the levels', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RouteTree />, '/basic-information/route', admin);
  // a third-level node is visible without expanding anything
  expect(await screen.findByText('/basic-information/store/edit/:variable')).toBeInTheDocument();
  await user.type(screen.getByPlaceholderText('Search'), 'IP ADD');
  await waitFor(() => expect(screen.queryByText('/basic-information/country')).not.toBeInTheDocument());
  expect(screen.getByText('/basic-information/ip-address')).toBeInTheDocument();
  expect(screen.getByText('/basic-information')).toBeInTheDocument();
});

it('adds a route under the selected node at position children + 1 with the §4 defaults and the alias from the English title', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RouteTree />, '/basic-information/route', admin);
  await user.click(await screen.findByText('Basic information'));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog');
  const parent = find(db.routes, 'r035') as RouteNode;
  expect(within(dialog).getByLabelText('Position')).toHaveValue(String((parent.children?.length ?? 0) + 1));
  expect(within(dialog).getByRole('switch', { name: 'Divider' })).toBeChecked();
  expect(within(dialog).getByRole('switch', { name: 'Dynamic' })).not.toBeChecked();
  expect(within(dialog).getByRole('switch', { name: 'Link' })).toBeDisabled();
  expect(within(dialog).getByLabelText('Icon')).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Title (English)'), 'Sales Report 2');
  expect(within(dialog).getByLabelText('Alias')).toHaveValue('sales-report-2');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Title (فارسی) Can not be empty!')).toBeInTheDocument();
  expect(within(dialog).getByText('Type Can not be empty!')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Title (فارسی)'), 'گزارش فروش');
  for (const [label, value] of [['Type', 'AUTHENTICATED_ROUTE'], ['Layout', 'DASHBOARD'], ['Menu', 'DASHBOARD']]) {
    await user.click(within(dialog).getByLabelText(label));
    await user.keyboard(value);
    const options = await screen.findAllByText(value, { selector: '.ant-select-item-option-content' });
    await user.click(options[options.length - 1]);
  }
  await user.type(within(dialog).getByLabelText('Style'), '42');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Style Does not match pattern.')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Style'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const added = find(db.routes, 'r035')?.children?.find((c) => c.alias === 'sales-report-2');
  expect(added).toMatchObject({ position: 9, dynamic: false, isOpen: false, divider: true, link: true, enable: true, style: {}, menu: ['DASHBOARD'] });
  expect(await screen.findByText('/basic-information/sales-report-2')).toBeInTheDocument();
}, 180_000);

it('routeBody applies the §4 rules', () => {
  const base: RouteValues = {
    parent: null, title: { fa: 'الف', en: 'A' }, alias: 'a', dynamic: false, type: 'ROUTE', layout: 'SITE', menu: [],
    icon: 'StarOutlined', style: '{"a":1}', isOpen: false, divider: true, breadcrumb: [], link: false, position: '3',
    enable: true, roles: ['ADMIN'], component: 'Home',
  };
  expect(routeBody(base)).toMatchObject({ roles: [], icon: '', style: {}, link: true, position: 3 });
  expect(routeBody({ ...base, type: 'AUTHENTICATED_ROUTE', menu: ['DASHBOARD'], breadcrumb: ['DASHBOARD'] })).toMatchObject({
    roles: ['ADMIN'], icon: 'StarOutlined', style: { a: 1 }, link: false,
  });
});

it('filterTree keeps ancestors of matches and the subtree of a match', () => {
  type N = { t: string; c?: N[] };
  const tree: N[] = [{ t: 'Root', c: [{ t: 'Apple', c: [{ t: 'seed' }] }, { t: 'Pear' }] }];
  const out = filterTree(tree, 'aPP', (n) => n.t, (n) => n.c);
  expect(out).toHaveLength(1);
  expect(out[0].children.map((c) => c.node.t)).toEqual(['Apple']);
  expect(out[0].children[0].children[0].node.t).toBe('seed');
});

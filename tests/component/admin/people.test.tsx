/** Roles, permissions and users against msw/node: inline caption edit with revert, add, delete, toggle, role modal. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, seededApiKey } from '@mocks/db';
import Permission from '@/features/admin/users/Permission';
import Role from '@/features/admin/users/Role';
import UserList from '@/features/admin/users/UserList';
import { server } from '@mocks/node';
import { renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

it('role: inline caption edit saves, cancel restores, a refused save reverts', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Role />, '/user-management/role', admin);
  const courier = await row('COURIER');
  // save
  await user.click(within(courier).getByRole('button', { name: 'Edit Caption' }));
  const input = within(courier).getByRole('textbox', { name: 'Caption' });
  await user.clear(input);
  await user.type(input, 'Delivery staff{Enter}');
  await waitFor(() => expect(db.roles.find((r) => r.name === 'COURIER')!.caption.en).toBe('Delivery staff'));
  expect(await within(await row('COURIER')).findByText('Delivery staff')).toBeInTheDocument();
  // cancel restores the cached value
  let r = await row('COURIER');
  await user.click(within(r).getByRole('button', { name: 'Edit Caption' }));
  await user.type(within(r).getByRole('textbox', { name: 'Caption' }), ' changed');
  await user.click(within(r).getByRole('button', { name: 'Cancel' }));
  expect(within(r).getByText('Delivery staff')).toBeInTheDocument();
  // a refused save puts the stored caption back
  server.use(http.put('*/usermanagement/v1/role/:id', () => HttpResponse.json({ success: false, data: { content: null }, messages: [] })));
  r = await row('COURIER');
  await user.click(within(r).getByRole('button', { name: 'Edit Caption' }));
  const again = within(r).getByRole('textbox', { name: 'Caption' });
  await user.clear(again);
  await user.type(again, 'Refused{Enter}');
  await waitFor(() => expect(within(r).queryByRole('textbox')).not.toBeInTheDocument());
  expect(within(r).getByText('Delivery staff')).toBeInTheDocument();
  expect(db.roles.find((x) => x.name === 'COURIER')!.caption.en).toBe('Delivery staff');
});

it('role: add checks the pattern, then adds and deletes', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Role />, '/user-management/role', admin);
  await screen.findByText('COURIER');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Name'), 'bad name');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Name Does not match pattern.')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Name'));
  await user.type(within(dialog).getByLabelText('Name'), 'WAREHOUSE');
  await user.type(within(dialog).getByLabelText('Caption'), 'Warehouse staff');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(db.roles.some((r) => r.name === 'WAREHOUSE')).toBe(true));
  await user.click(within(await row('WAREHOUSE')).getByRole('button', { name: 'Operations' }));
  const items = await screen.findAllByText('Delete');
  await user.click(items[items.length - 1]);
  const [confirm] = await screen.findAllByText('Are you sure you want to delete the item?');
  await user.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(db.roles.some((r) => r.name === 'WAREHOUSE')).toBe(false));
});

it('permission: list and inline caption edit', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Permission />, '/user-management/permission?sorter=name,asc', admin);
  const r = await row('basicinformation/brand.list');
  await user.click(within(r).getByRole('button', { name: 'Edit Caption' }));
  const input = within(r).getByRole('textbox', { name: 'Caption' });
  await user.clear(input);
  await user.type(input, 'See brands{Enter}');
  await waitFor(() => expect(db.permissions.find((p) => p.name === 'basicinformation/brand.list')!.caption.en).toBe('See brands'));
});

it('user: the active switch (Status) disables a user', async () => {
  const user = userEvent.setup();
  renderWithProviders(<UserList />, '/user-management/user?sorter=createdAt,asc', admin);
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2));
  const target = db.users.find((u) => u.id !== 'u1' && u.enable && !u.roles.includes('ro1'))!;
  const r = (await screen.findByText(`${target.firstName.en} ${target.lastName.en}`)).closest('tr') as HTMLElement;
  await user.click(within(r).getByRole('switch', { name: 'Status' }));
  await waitFor(() => expect(db.users.find((u) => u.id === target.id)!.enable).toBe(false));
});

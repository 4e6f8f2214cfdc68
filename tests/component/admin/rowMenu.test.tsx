/** In a row menu delete comes after the screen's own operations (destructive last). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, seededApiKey } from '@mocks/db';
import UserList from '@/features/admin/users/UserList';
import { renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

it('the user row menu: edit first, the screen’s operations, delete last', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithProviders(<UserList />, '/user-management/user?sorter=createdAt,asc', admin);
  const target = db.users.find((u) => u.id === 'u2')!;
  const row = (await screen.findByText(`${target.firstName.en} ${target.lastName.en}`)).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Operations' }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(2));
  const names = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent.trim());
  expect(names[0]).toBe('Edit');
  expect(names.at(-1)).toBe('Delete');
  expect(names).toEqual(expect.arrayContaining(['Reset password', 'Roles']));
});

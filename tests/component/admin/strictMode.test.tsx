/**
 * Under StrictMode (the dev server, `npm start`) React runs an effect, its cleanup
 * and the effect again. An edit modal that loads its record (country, the user "Roles" modal ...)
 * must still open with its form, not close at once on a refused second start.
 */
import { StrictMode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, seededApiKey } from '@mocks/db';
import Country from '@/features/admin/reference/Country';
import UserList from '@/features/admin/users/UserList';
import { renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

async function openFromRow(user: ReturnType<typeof userEvent.setup>, rowText: string | RegExp, item: string) {
  const row = (await screen.findByText(rowText)).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Operations' }));
  const items = await screen.findAllByText(item);
  await user.click(items[items.length - 1]);
  return screen.findByRole('dialog');
}

it('the country edit modal loads its record and shows its form under StrictMode', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <StrictMode>
      <Country />
    </StrictMode>,
    '/',
    admin,
  );
  const dialog = await openFromRow(user, 'Turkey', 'Edit');
  expect(await within(dialog).findByLabelText('Name')).toHaveValue('Turkey');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('the user roles modal loads the roles and stays open under StrictMode', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <StrictMode>
      <UserList />
    </StrictMode>,
    '/user-management/user?sorter=createdAt,asc',
    admin,
  );
  const target = db.users.find((u) => u.id === 'u2')!;
  const dialog = await openFromRow(user, `${target.firstName.en} ${target.lastName.en}`, 'Roles');
  expect(await within(dialog).findByRole('combobox')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

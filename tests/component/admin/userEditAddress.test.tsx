/**
 * The admin user edit asks for the address only once any part of it is given; a
 * user who has none can have a name-only change saved.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { db, seededApiKey } from '@mocks/db';
import UserEdit from '@/features/admin/users/UserEdit';
import { renderWithProviders } from '../../utils/renderApp';

const session = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const, authType: 'mobile' as const } };

function Page() {
  return (
    <Routes>
      <Route path="/user-management/user/edit/:variable" element={<UserEdit />} />
    </Routes>
  );
}

const save = () => screen.getByRole('button', { name: 'Save' });

it('saves a name-only change of a user with no address', async () => {
  const target = db.users.find((u) => u.id === 'u3')!;
  expect(target.addresses).toHaveLength(0);
  const user = userEvent.setup();
  renderWithProviders(<Page />, '/user-management/user/edit/u3', session);
  const first = await screen.findByLabelText('First name');
  await waitFor(() => expect(first).toHaveValue(target.firstName.en));
  await user.clear(first);
  await user.type(first, 'Maryam-Edited');
  await user.click(save());
  await waitFor(() => expect(db.users.find((u) => u.id === 'u3')!.firstName.en).toBe('Maryam-Edited'), { timeout: 30_000 });
  expect(screen.queryByText('Province Can not be empty!')).toBeNull();
});

it('asks for the whole address once a part of it is given', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Page />, '/user-management/user/edit/u3', session);
  await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(db.users.find((u) => u.id === 'u3')!.firstName.en));
  await user.type(screen.getByLabelText('Plaque'), '12');
  await user.click(save());
  expect(await screen.findByText('Province Can not be empty!')).toBeInTheDocument();
  expect(db.users.find((u) => u.id === 'u3')!.addresses).toHaveLength(0);
});

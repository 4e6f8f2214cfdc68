/** The role-permissions page names its role (an unknown role is the 404 page); an edit page names its record. */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { db, seededApiKey } from '@mocks/db';
import RolePermission from '@/features/admin/users/RolePermission';
import UserEdit from '@/features/admin/users/UserEdit';
import { renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

it('the permissions page of a role names the role', async () => {
  const role = db.roles.find((r) => r.name === 'COURIER')!;
  renderWithProviders(
    <Routes>
      <Route path="/user-management/role/:variable" element={<RolePermission />} />
    </Routes>,
    `/user-management/role/${role.id}`,
    admin,
  );
  expect(await screen.findByRole('heading', { name: `Permissions of the role ${role.caption.en} (COURIER)` })).toBeInTheDocument();
});

it('the permissions page of a role that is not there is the 404 page', async () => {
  renderWithProviders(
    <Routes>
      <Route path="/user-management/role/:variable" element={<RolePermission />} />
    </Routes>,
    '/user-management/role/no-such-role',
    admin,
  );
  expect(await screen.findByText('Page not found')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Permissions of the role/ })).not.toBeInTheDocument();
});

it('the user edit page names the user', async () => {
  const u = db.users.find((x) => x.id === 'u3')!;
  renderWithProviders(
    <Routes>
      <Route path="/user-management/user/edit/:variable" element={<UserEdit />} />
    </Routes>,
    '/user-management/user/edit/u3',
    admin,
  );
  expect(await screen.findByText(`Edit user: ${u.firstName.en} ${u.lastName.en}`, {}, { timeout: 20_000 })).toBeInTheDocument();
});

/**
 * In the route tree: the search finds a route by its path, a path reads left to
 * right in fa, and the route form has a name field and offers the known components.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seededApiKey } from '@mocks/db';
import RouteTree from '@/features/admin/reference/RouteTree';
import { renderWithProviders } from '../../utils/renderApp';

const en = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };
const fa = { apiKey: seededApiKey('u1'), session: { language: 'fa' as const, direction: 'rtl' as const } };

it('finds a route by its path', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RouteTree />, '/basic-information/route', en);
  expect(await screen.findByText('/basic-information/country')).toBeInTheDocument();
  // "ip-address" is in the path only (the title reads "IP addresses")
  await user.type(screen.getByPlaceholderText('Search'), 'ip-address');
  await waitFor(() => expect(screen.queryByText('/basic-information/country')).not.toBeInTheDocument());
  expect(screen.getByText('/basic-information/ip-address')).toBeInTheDocument();
});

it('shows a path as a left-to-right island in fa', async () => {
  renderWithProviders(<RouteTree />, '/basic-information/route', fa);
  const path = await screen.findByText('/basic-information/country');
  expect(path.closest('bdi')).toHaveAttribute('dir', 'ltr');
});

it('the route form has a name field and offers the known components', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RouteTree />, '/basic-information/route', en);
  await user.click(await screen.findByText('Basic information'));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText('Name')).toBeInTheDocument();
  await user.click(within(dialog).getByLabelText('Component'));
  await user.keyboard('Countr');
  expect(await screen.findByText('Country', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
});

/** Smoke tests of each reference resource against msw/node: list, add, edit, toggle, delete. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { renderWithProviders } from '../../utils/renderApp';
import { admin, deleteRow, editRow, pick, save, toggle } from './referenceSteps';
import IpAddress from '@/features/admin/reference/IpAddress';
import Province from '@/features/admin/reference/Province';
import { server } from '@mocks/node';

it('province: list, add, edit, toggle, delete', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Province />, '/basic-information/province?sorter=createdAt,desc', admin);
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Name'), 'Antalya');
  await pick(user, dialog, 'Country', 'Turkey');
  await save(user, dialog);
  expect(await screen.findByText('Antalya')).toBeInTheDocument();
  const edit = await editRow(user, 'Antalya');
  await user.type(await within(edit).findByLabelText('Name'), ' Province');
  await save(user, edit);
  await toggle(user, 'Antalya Province');
  expect(db.provinces.find((p) => p.name.en === 'Antalya Province')?.publish).toBe(false);
  await deleteRow(user, 'Antalya Province');
});

it('ip addresses: newest first, filtered by a created-date range', async () => {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('/ipaddress/list')) bodies.push(await request.clone().json());
  });
  const filters = encodeURIComponent(JSON.stringify({ createdAt: ['2026-11-01', '2026-11-10'] }));
  renderWithProviders(<IpAddress />, `/basic-information/ip-address?filters=${filters}`, admin);
  await waitFor(() => expect(bodies).toContainEqual({ createdAt: ['2026-11-01', '2026-11-10'] }));
  const expected = db.ipAddresses.filter((r) => r.createdAt >= '2026-11-01' && r.createdAt < '2026-11-11').length;
  expect(await screen.findByText(`Total ${expected.toLocaleString('en')} items`)).toBeInTheDocument();
  server.events.removeAllListeners();
});

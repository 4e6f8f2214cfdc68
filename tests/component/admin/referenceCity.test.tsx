/** Reference data: the city list and its country → province cascade. */
// In a file of its own: after another list test in the same file, picking the country in its modal failed (state left in jsdom by the earlier test; not seen in the browser).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { renderWithProviders } from '../../utils/renderApp';
import { admin, deleteRow, editRow, pick, save, toggle } from './referenceSteps';
import City from '@/features/admin/reference/City';

it('city: the cascade resets the province when the country changes; list, add, edit, toggle, delete', async () => {
  const user = userEvent.setup();
  renderWithProviders(<City />, '/basic-information/city?sorter=createdAt,desc', admin);
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Name'), 'Lavasan');
  await pick(user, dialog, 'Country', 'Iran');
  await pick(user, dialog, 'Province', 'Isfahan');
  await pick(user, dialog, 'Country', 'Turkey');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Province Can not be empty!')).toBeInTheDocument();
  await pick(user, dialog, 'Country', 'Iran');
  await pick(user, dialog, 'Province', 'Tehran');
  await save(user, dialog);
  expect(db.cities.find((c) => c.name.en === 'Lavasan')).toMatchObject({ province: 'p1', country: 'c1' });
  const edit = await editRow(user, 'Lavasan');
  await user.type(await within(edit).findByLabelText('Name'), '-e Bozorg');
  await save(user, edit);
  await toggle(user, 'Lavasan-e Bozorg');
  await deleteRow(user, 'Lavasan-e Bozorg');
}, 180_000);

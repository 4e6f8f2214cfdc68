/** Reference data: the brand list with its images. */
// In a file of its own: after another list test in the same file, picking the country in its modal failed (state left in jsdom by the earlier test; not seen in the browser).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { renderWithProviders } from '../../utils/renderApp';
import { admin, deleteRow, editRow, pick, save, toggle } from './referenceSteps';
import Brand from '@/features/admin/reference/Brand';

it('brand: multipart add with images, delete a stored image, toggle, delete', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Brand />, '/basic-information/brand?sorter=createdAt,desc', admin);
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Name'), 'Green Leaf');
  await pick(user, dialog, 'Country', 'Iran');
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', { type: 'image/png' }), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'b.jpg', { type: 'image/jpeg' })]);
  await save(user, dialog);
  const brand = db.brands.find((b) => b.name.en === 'Green Leaf');
  expect(brand?.files).toHaveLength(2);
  const edit = await editRow(user, 'Green Leaf');
  const deleteImage = await within(edit).findAllByRole('button', { name: /Delete/ });
  await user.click(deleteImage[0]);
  const [sure] = await screen.findAllByText(/Are you sure/);
  const pop = sure.closest('.ant-popover, .ant-popconfirm, .ant-modal') as HTMLElement;
  await user.click(within(pop).getAllByRole('button').pop() as HTMLElement);
  await waitFor(() => expect(db.brands.find((b) => b.name.en === 'Green Leaf')?.files).toHaveLength(1));
  await save(user, edit);
  await toggle(user, 'Green Leaf');
  await deleteRow(user, 'Green Leaf');
}, 180_000);

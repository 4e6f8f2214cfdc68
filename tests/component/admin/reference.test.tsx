/** Smoke tests of each reference resource against msw/node: list, add, edit, toggle, delete. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, seededApiKey } from '@mocks/db';
import Brand from '@/features/admin/reference/Brand';
import City from '@/features/admin/reference/City';
import IpAddress from '@/features/admin/reference/IpAddress';
import Province from '@/features/admin/reference/Province';
import Region from '@/features/admin/reference/Region';
import { server } from '@mocks/node';
import { renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };
type User = ReturnType<typeof userEvent.setup>;

/** Opens the antd Select labelled `label` inside `scope` and picks `option`. */
async function pick(user: User, scope: HTMLElement, label: string, option: string) {
  await waitFor(() => expect(within(scope).getByLabelText(label)).toBeEnabled());
  await user.click(within(scope).getByLabelText(label));
  // the option list is virtual: search narrows it to the wanted option
  await user.keyboard(option);
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, { timeout: 10_000 });
  await user.click(options[options.length - 1]);
}

const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

async function editRow(user: User, text: string) {
  await user.click(within(await row(text)).getByRole('button', { name: 'Operations' }));
  const items = await screen.findAllByText('Edit');
  await user.click(items[items.length - 1]);
  return screen.findByRole('dialog');
}

async function deleteRow(user: User, text: string) {
  await user.click(within(await row(text)).getByRole('button', { name: 'Operations' }));
  const items = await screen.findAllByText('Delete');
  await user.click(items[items.length - 1]);
  const [confirm] = await screen.findAllByText('Are you sure you want to delete the item?');
  await user.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

async function save(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function toggle(user: User, text: string) {
  const sw = within(await row(text)).getByRole('switch', { name: 'Publish' });
  const before = sw.getAttribute('aria-checked');
  await user.click(sw);
  await waitFor(() => expect(within(screen.getByText(text).closest('tr') as HTMLElement).getByRole('switch').getAttribute('aria-checked')).not.toBe(before));
}

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

it('region: polygons of fewer than three points cannot be saved; add, toggle, delete (edit: e2e)', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Region />, '/basic-information/region?sorter=createdAt,desc', admin);
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Name'), 'Test region');
  await user.type(within(dialog).getByLabelText('Price'), '12345678901');
  expect(within(dialog).getByLabelText('Price')).toHaveValue('1234567890');
  await pick(user, dialog, 'Country', 'Iran');
  await pick(user, dialog, 'Province', 'Tehran');
  await pick(user, dialog, 'City', 'Tehran');
  const addPoint = async (lat: string, lng: string) => {
    await user.type(await within(dialog).findByRole('textbox', { name: 'Latitude' }), lat);
    await user.type(within(dialog).getByRole('textbox', { name: 'Longitude' }), lng);
    await user.click(within(dialog).getByRole('button', { name: /Add point/ }));
  };
  await addPoint('35.70', '51.40');
  await addPoint('35.71', '51.41');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Region on the map: choose at least 3.')).toBeInTheDocument();
  await addPoint('35.70', '51.42');
  await save(user, dialog);
  const saved = db.regions.find((r) => r.name.en === 'Test region');
  expect(saved).toMatchObject({ price: 1234567890, city: 'ct1' });
  expect(saved?.coordinates).toHaveLength(3);
  await toggle(user, 'Test region');
  await deleteRow(user, 'Test region');
}, 180_000);

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

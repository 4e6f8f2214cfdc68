/** /edit-user against msw/node: the cascade clears, the map pick flow, the SMS step, a failed save. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { db, seededApiKey } from '../../../mocks/db';
import { locationRef, renderApp } from '../../utils/renderApp';

const en = { language: 'en' as const, direction: 'ltr' as const };

function field(label: string): HTMLElement {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  return item;
}
/** The text shown by an antd Select (empty when nothing is selected). */
function selected(label: string): string {
  return field(label).querySelector('.ant-select-content-has-value')?.getAttribute('title') ?? '';
}
async function choose(label: string, option: string) {
  const user = userEvent.setup();
  const box = within(field(label)).getByRole('combobox');
  await user.click(box);
  // long lists are virtual: filter to the option first
  await user.type(box, option);
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

async function openProfile(id: string) {
  renderApp('/edit-user', { apiKey: seededApiKey(id), session: en });
  await screen.findByRole('button', { name: /Save/ }, { timeout: 30_000 });
}

describe('profile cascade (spec §4)', () => {
  it('city change clears region and address details; province change clears city, region and address', async () => {
    await openProfile('u6');
    await waitFor(() => expect(selected('Region')).toMatch(/District/));
    expect(screen.getByLabelText('Plaque')).toHaveValue('12');
    expect(selected('City')).toBe('Tehran');

    await choose('City', 'Shahriar');
    await waitFor(() => expect(selected('Region')).toBe(''));
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByLabelText('Plaque')).toHaveValue('');
    expect(screen.getByLabelText('Unit')).toHaveValue('');
    expect(screen.getByLabelText('Postal code')).toHaveValue('');
    expect(selected('Province')).toBe('Tehran');
    expect(screen.getByLabelText('First name')).toHaveValue('Zahra');

    await choose('Province', 'Isfahan');
    await waitFor(() => expect(selected('City')).toBe(''));
    expect(selected('Region')).toBe('');
    expect(selected('Country')).toBe('Iran');
  }, 90_000);

  it('offers “Other regions” after the city and requires the region, address and numbers', async () => {
    await openProfile('u7');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Map position Can not be empty!')).toBeInTheDocument();
    expect(screen.getByText('Plaque Can not be empty!')).toBeInTheDocument();
    expect(screen.getByText('Postal code Can not be empty!')).toBeInTheDocument();
    await choose('Province', 'Tehran');
    await choose('City', 'Tehran');
    await choose('Region', 'Other regions');
    expect(selected('Region')).toBe('Other regions');
  }, 90_000);
});

describe('map pick (spec §4)', () => {
  it('reverse-geocodes the point, fills province, city, the containing region and the address; an empty answer clears them', async () => {
    await openProfile('u7');
    const map = await waitFor(() => {
      const container = document.querySelector('.leaflet-container');
      if (!container) throw new Error('map not mounted');
      return container as HTMLElement;
    });
    fireEvent.click(map, { clientX: 5, clientY: 5 });
    await waitFor(() => expect(selected('Region')).toMatch(/District \d+/));
    expect(selected('Province')).toBe('Tehran');
    expect(selected('City')).toBe('Tehran');
    const address = (screen.getByLabelText('Address') as HTMLTextAreaElement).value;
    expect(address).toMatch(/Tehran$/);

    // the address keeps the geocoded prefix
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Address'), ', No. 4');
    expect(screen.getByLabelText('Address')).toHaveValue(`${address}, No. 4`);
    await user.clear(screen.getByLabelText('Address'));
    expect((screen.getByLabelText('Address') as HTMLTextAreaElement).value.startsWith(address)).toBe(true);

    server.use(http.post('*/dashboard/v1/neshan/address', () => HttpResponse.json({ success: true, data: { content: null }, messages: [] })));
    fireEvent.click(map, { clientX: 8, clientY: 8 });
    await waitFor(() => expect(selected('Province')).toBe(''));
    expect(selected('City')).toBe('');
    expect(selected('Region')).toBe('');
    expect(screen.getByLabelText('Address')).toHaveValue('');
  }, 90_000);
});

describe('save', () => {
  it('asks for the SMS code when the mobile changes, resubmits with it, then goes to the non-empty cart', async () => {
    await openProfile('u6');
    const user = userEvent.setup();
    const mobile = screen.getByLabelText('Mobile');
    await user.clear(mobile);
    await user.type(mobile, '۰۹۱۲۵۵۵۱۲۳۴');
    expect(mobile).toHaveValue('9125551234');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Verification code' });
    expect(db.users.find((u) => u.id === 'u6')!.mobile).toBe('9120000006');
    const boxes = within(dialog).getAllByLabelText(/Digit \d of 5/);
    for (const [i, d] of [...'12345'].entries()) await user.type(boxes[i], d);
    await waitFor(() => expect(db.users.find((u) => u.id === 'u6')!.mobile).toBe('9125551234'), { timeout: 8000 });
    await waitFor(() => expect(locationRef.current.pathname).toBe('/cart'));
  }, 90_000);

  it('a failed save keeps every field and the chosen picture', async () => {
    let sent = 0;
    server.use(
      http.put('*/dashboard/v1/user/editUser/:id', () => {
        sent += 1;
        return HttpResponse.json({ success: false, data: { content: null }, messages: [{ type: 'error', message: 'Saving failed.' }] });
      }),
    );
    await openProfile('u6');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Zari');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(92)], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('me.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Saving failed.')).toBeInTheDocument();
    expect(sent).toBe(1);
    expect(screen.getByLabelText('First name')).toHaveValue('Zari');
    expect(screen.getByLabelText('Plaque')).toHaveValue('12');
    expect(screen.getByText('me.png')).toBeInTheDocument();
    expect(locationRef.current.pathname).toBe('/edit-user');
  }, 90_000);
});

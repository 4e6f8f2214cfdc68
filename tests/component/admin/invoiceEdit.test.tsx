/**
 * In the invoice edit modal: the courier select offers the users with role
 * COURIER read from the user list (user/all carries no roles), and an expired invoice's past expiry is
 * refused on the client with a message in the UI language, before any request.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { roleNames } from '@mocks/db/queries';
import { server } from '@mocks/node';
import { renderApp } from '../../utils/renderApp';

import { admin, find, listOf, openMenu } from './invoiceRows';

async function openEdit(invoiceNumber: number, user: ReturnType<typeof userEvent.setup>) {
  const opened = await openMenu(invoiceNumber, user);
  await user.click(opened.menu.getByRole('menuitem', { name: /^(edit\s*)?Edit$/ }));
  return screen.findByRole('dialog', {}, { timeout: 20_000 });
}

it('the courier select offers exactly the COURIER members from the user list', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const inv = find((i) => i.payment && i.shippingType === 'PERSONALPEYK' && !!i.courier);
  renderApp(listOf(inv.invoiceNumber), admin);
  const dialog = await openEdit(inv.invoiceNumber, user);
  const courierItem = within(dialog).getByText('Courier').closest('.ant-form-item') as HTMLElement;
  await user.click(within(courierItem).getByRole('combobox'));
  const couriers = db.users.filter((u) => roleNames(u).includes('COURIER'));
  await waitFor(() => {
    const shown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];
    expect(shown).toHaveLength(couriers.length);
  });
  for (const c of couriers) expect(screen.getAllByTitle(new RegExp(`^${c.firstName.en} ${c.lastName.en}`)).length).toBeGreaterThan(0);
}, 120_000);

it('refuses an expired invoice’s past expiry in the UI language and sends nothing', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const inv = find((i) => i.condition === 'EXPIRED' && !!i.expireAt && new Date(i.expireAt) < new Date() && i.shippingType !== 'PERSONALPEYK');
  const puts: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') puts.push(request.url);
  });
  renderApp(listOf(inv.invoiceNumber), admin);
  const dialog = await openEdit(inv.invoiceNumber, user);
  await user.click(within(dialog).getByRole('button', { name: /OK|Save/ }));
  expect(await within(dialog).findByText('Expiry date must not be before today.')).toBeInTheDocument();
  expect(puts).toEqual([]);
  server.events.removeAllListeners();
}, 120_000);

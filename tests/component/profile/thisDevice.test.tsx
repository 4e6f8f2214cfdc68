/**
 * /token marks this device's session (the one the sign-in opened) and its delete says that it signs
 * you out; confirming it signs out here and goes to the sign-in page (issue 29 item 25).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { db } from '@mocks/db';
import { locationRef, navigateRef, renderApp } from '../../utils/renderApp';
import { act } from 'react';

const SLOW = { timeout: 30_000 };
const rowsOf = () => screen.getAllByRole('row').slice(1);

it('marks this device’s session, warns that deleting it signs out, and signs out when it is deleted', { timeout: 120_000 }, async () => {
  const user = userEvent.setup();
  renderApp('/login?language=en');
  await screen.findByRole('heading', { name: 'Login' }, SLOW);
  await user.type(screen.getByLabelText('Mobile'), '9120000006');
  await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: /^(loading )?Login$/ }));
  await waitFor(() => expect(locationRef.current.pathname).toBe('/edit-user'), SLOW);
  const key = Cookies.get('api_key');
  const opened = db.tokens.find((token) => token.key === key)!;
  expect(opened.user).toBe('u6');

  act(() => void navigateRef.current('/token?language=en'));
  const own = db.tokens.filter((token) => token.user === 'u6').length;
  await waitFor(() => expect(rowsOf()).toHaveLength(own), SLOW);
  // exactly one row is marked: the session this sign-in opened (the newest)
  const marks = await screen.findAllByTestId('this-device', {}, SLOW);
  expect(marks).toHaveLength(1);
  expect(marks[0]).toHaveTextContent('This device');
  const current = marks[0].closest('tr') as HTMLElement;
  expect(current).toBe(rowsOf()[0]);

  // another session's delete keeps the generic prompt
  await user.click(within(rowsOf()[1]).getByRole('button', { name: 'Delete session' }));
  expect(await screen.findByText('Are you sure you want to delete the item?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'No' }));

  await user.click(within(current).getByRole('button', { name: 'Delete session' }));
  expect(await screen.findByText('This is the session of this device: deleting it signs you out here. Delete it?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete and sign out' }));
  await waitFor(() => expect(locationRef.current.pathname).toBe('/login'), SLOW);
  expect(Cookies.get('api_key')).toBeUndefined();
  expect(db.tokens.some((token) => token.id === opened.id)).toBe(false);
});

/**
 * /token marks this device's session (the one the sign-in opened) and its delete says that it signs
 * you out; confirming it signs out here and goes to the sign-in page. A reload right
 * after the sign-in, which cuts its look-up short, still ends with the session marked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { db } from '@mocks/db';
import { locationRef, navigateRef, renderApp } from '../../utils/renderApp';
import { act } from 'react';
import { createSession } from '@mocks/handlers/auth';
import { SIGN_IN_LOOKUP_MS, currentSessionTokenId, rememberSessionToken, rememberSignIn, signInLookupPending } from '@/lib/sessionToken';

const SLOW = { timeout: 30_000 };
const rowsOf = () => screen.getAllByRole('row').slice(1);

it('marks this device’s session, warns that deleting it signs out, and signs out when it is deleted', { timeout: 120_000 }, async () => {
  const user = userEvent.setup();
  renderApp('/login?language=en');
  await screen.findByRole('heading', { name: 'Login' }, SLOW);
  await user.type(screen.getByLabelText('Mobile'), '9120000006');
  await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: /^(loading ?)?Login$/ }));
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

it('marks the session after a reload that cut the sign-in’s look-up short', { timeout: 120_000 }, async () => {
  // the sign-in opened a session and remembered it as waiting; the page was reloaded before its look-up
  const key = createSession(db.users.find((u) => u.id === 'u6')!, new Request('http://localhost/'));
  const opened = db.tokens.find((token) => token.key === key)!;
  rememberSignIn(key);
  expect(currentSessionTokenId(key)).toBeNull();

  // the next start looks it up: the reloaded /token marks it
  renderApp('/token?language=en', { apiKey: key });
  const own = db.tokens.filter((token) => token.user === 'u6').length;
  await waitFor(() => expect(rowsOf()).toHaveLength(own), SLOW);
  const marks = await screen.findAllByTestId('this-device', {}, SLOW);
  expect(marks).toHaveLength(1);
  expect(currentSessionTokenId(key)).toBe(opened.id);
});

it('does not look a session up for a sign-in that is not waiting, or waited too long', () => {
  const key = 'k-some-key';
  expect(signInLookupPending(key)).toBe(false);
  rememberSignIn(key, 1_000);
  expect(signInLookupPending(key, 1_000 + SIGN_IN_LOOKUP_MS - 1)).toBe(true);
  expect(signInLookupPending(key, 1_000 + SIGN_IN_LOOKUP_MS)).toBe(false);
  expect(signInLookupPending('k-another-key', 1_001)).toBe(false);
  rememberSessionToken(key, 't1');
  expect(signInLookupPending(key, 1_001)).toBe(false);
});

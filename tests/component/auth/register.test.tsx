/** /register against the mock: rules, SMS code step in mobile mode, email mode, existing user. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { db } from '@mocks/db';
import { renderApp, locationRef } from '../../utils/renderApp';
import { expectNoticeOnce, recordBodies, typeCode } from './helpers';

async function registerPage(session = {}) {
  const user = userEvent.setup();
  const utils = renderApp('/register?language=en', { session });
  await screen.findByRole('heading', { name: 'Sign up' });
  return { user, ...utils };
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /^(loading ?)?Sign up$/ }));

describe('register (mobile mode)', () => {
  it('requires first name, last name and mobile', async () => {
    const bodies = recordBodies('register');
    const { user } = await registerPage();
    await submit(user);
    expect(await screen.findByText('First name Can not be empty!')).toBeInTheDocument();
    expect(screen.getByText('Last name Can not be empty!')).toBeInTheDocument();
    expect(screen.getByText('Mobile Can not be empty!')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('registers a new user through the SMS code and signs them in', async () => {
    const bodies = recordBodies('register');
    const { user } = await registerPage();
    await user.type(screen.getByLabelText('First name'), 'Sara');
    await user.type(screen.getByLabelText('Last name'), 'Karimi');
    await user.type(screen.getByLabelText('Mobile'), '۰۹۳۵۱۱۱۲۲۳۳');
    await submit(user);
    await screen.findByRole('timer');
    expect(screen.getByText(/We sent a confirmation code to/)).toHaveTextContent('09351112233');
    expect(Cookies.get('api_key')).toBeUndefined();
    await typeCode(user, '12345');
    await waitFor(() => expect(locationRef.current.pathname).toBe('/edit-user'));
    expect(bodies[0]).toMatchObject({ firstName: 'Sara', lastName: 'Karimi', country: 'c1', mobile: '9351112233' });
    expect(bodies[0]).not.toHaveProperty('code');
    expect(bodies[1]).toMatchObject({ mobile: '9351112233', code: '12345' });
    const created = db.users.find((u) => u.mobile === '9351112233');
    expect(created?.firstName.en).toBe('Sara');
    expect(db.tokens.some((t) => t.key === Cookies.get('api_key') && t.user === created?.id)).toBe(true);
  });

  it('keeps the form after "This user already exists."', async () => {
    const { user } = await registerPage();
    await user.type(screen.getByLabelText('First name'), 'Ali');
    await user.type(screen.getByLabelText('Last name'), 'Rezaei');
    await user.type(screen.getByLabelText('Mobile'), '9120000006');
    await submit(user);
    await expectNoticeOnce('This user already exists.');
    expect(screen.getByLabelText('First name')).toHaveValue('Ali');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('register (email mode)', () => {
  it('validates the email and signs the new user in at once', async () => {
    const bodies = recordBodies('register');
    const { user } = await registerPage({ authType: 'email' });
    expect(screen.queryByLabelText('Mobile')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Neda');
    await user.type(screen.getByLabelText('Last name'), 'Amini');
    await user.type(screen.getByLabelText('Email'), 'neda@');
    await submit(user);
    expect(await screen.findByText('Email Email is not valid.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'mail.test');
    await submit(user);
    await waitFor(() => expect(locationRef.current.pathname).toBe('/edit-user'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ firstName: 'Neda', lastName: 'Amini', email: 'neda@mail.test' });
    expect(db.users.some((u) => u.email === 'neda@mail.test')).toBe(true);
    expect(Cookies.get('api_key')).toMatch(/^k-/);
  });
});

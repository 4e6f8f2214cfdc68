/** /login against the mock: rules, digits, both modes, SMS code step, captcha switch, redirect, one request per click. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { renderApp, locationRef } from '../../utils/renderApp';
import { expectNoticeOnce, recordBodies, typeCode } from './helpers';

async function loginPage(path = '/login?language=en', session = {}) {
  const user = userEvent.setup();
  const utils = renderApp(path, { session });
  await screen.findByRole('heading', { name: 'Login' });
  return { user, ...utils };
}

/** antd keeps the spinner icon (and its "loading" label, run together with the text: no antd styles in the test document) in jsdom after loading ends, so match both. */
const loginButton = () => screen.getByRole('button', { name: /^(loading ?)?Login$/ });
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(loginButton());

describe('login rules (mobile mode)', () => {
  it('shows the spec messages for an empty and a short mobile and sends nothing', async () => {
    const bodies = recordBodies('login');
    const { user } = await loginPage();
    await submit(user);
    expect(await screen.findByText('Mobile Can not be empty!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile'), '912345');
    expect(await screen.findByText('Mobile must be exactly 10 characters.')).toBeInTheDocument();
    await submit(user);
    expect(bodies).toHaveLength(0);
  });

  it('preselects and locks the default country', async () => {
    await loginPage();
    expect(await screen.findByText(/^Iran \W*\(\+98\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toBeDisabled();
  });

  it('converts Persian and Arabic digits, drops other characters and leading zeros, stops at 10', async () => {
    const { user } = await loginPage();
    const mobile = screen.getByLabelText('Mobile');
    await user.type(mobile, '۰۰۹۱۲a-٠٠٠٠٠٠۶77');
    expect(mobile).toHaveValue('9120000006');
  });
});

describe('login (mobile mode, development)', () => {
  it('signs in at once with a password, stores the key and goes to /edit-user', async () => {
    const bodies = recordBodies('login');
    const { user, store } = await loginPage();
    await user.type(screen.getByLabelText('Mobile'), '09120000006');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await submit(user);
    await waitFor(() => expect(locationRef.current.pathname).toBe('/edit-user'));
    expect(bodies[0]).toMatchObject({ country: 'c1', mobile: '9120000006', password: 'Passw0rd!', recaptchaVersion: 3, 'g-recaptcha-response': 'local-v3-token' });
    const key = Cookies.get('api_key');
    expect(key).toMatch(/^k-/);
    expect(store.getState().session.apiKey).toBe(key);
    expect(db.tokens.some((token) => token.key === key && token.user === 'u6')).toBe(true);
  });

  it('keeps what was typed after a wrong password and shows the server message once', async () => {
    const { user } = await loginPage();
    await user.type(screen.getByLabelText('Mobile'), '9120000006');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await submit(user);
    await expectNoticeOnce('The mobile or password is incorrect.');
    expect(screen.getByLabelText('Mobile')).toHaveValue('9120000006');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(locationRef.current.pathname).toBe('/login');
    expect(Cookies.get('api_key')).toBeUndefined();
  });

  it('shows the server message for an unknown and a disabled user', async () => {
    const { user } = await loginPage();
    await user.type(screen.getByLabelText('Mobile'), '9999999999');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await submit(user);
    await expectNoticeOnce('User not found.');
    await waitFor(() => expect(loginButton()).not.toHaveClass('ant-btn-loading'));
    await user.clear(screen.getByLabelText('Mobile'));
    await user.type(screen.getByLabelText('Mobile'), '9120000008');
    await submit(user);
    await expectNoticeOnce('Your account is disabled.');
  });

  it('runs the SMS code step without a password and resubmits with the code', async () => {
    const bodies = recordBodies('login');
    const { user } = await loginPage('/login?language=en&redirect=%2Finvoice%3Fpage%3D2');
    await user.type(screen.getByLabelText('Mobile'), '9120000006');
    await submit(user);
    expect(await screen.findByRole('timer')).toHaveTextContent(/0[23]:\d\d/);
    expect(Cookies.get('api_key')).toBeUndefined();
    await typeCode(user, '۱۲۳۴۵');
    await waitFor(() => expect(locationRef.current.pathname).toBe('/invoice'));
    expect(locationRef.current.search).toBe('?page=2&language=en');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ mobile: '9120000006', code: '12345' });
    expect(Cookies.get('api_key')).toMatch(/^k-/);
  });

  it('stays on the code step after a wrong code and lets the user change the number', async () => {
    const { user } = await loginPage();
    await user.type(screen.getByLabelText('Mobile'), '9120000006');
    await submit(user);
    await typeCode(user, '11111');
    await expectNoticeOnce('The verification code is not valid.');
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change the mobile number' }));
    expect(screen.getByLabelText('Mobile')).toHaveValue('9120000006');
    expect(screen.queryByRole('group', { name: 'Verification code' })).not.toBeInTheDocument();
  });

  it('sends one request for a double click', async () => {
    const bodies = recordBodies('login');
    const { user } = await loginPage();
    await user.type(screen.getByLabelText('Mobile'), '9120000006');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.dblClick(loginButton());
    await waitFor(() => expect(locationRef.current.pathname).toBe('/edit-user'));
    expect(bodies).toHaveLength(1);
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores the redirect %s and lands on /edit-user',
    async (target) => {
      const { user } = await loginPage(`/login?language=en&redirect=${encodeURIComponent(target)}`);
      await user.type(screen.getByLabelText('Mobile'), '9120000001');
      await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
      await submit(user);
      await waitFor(() => expect(locationRef.current.pathname).toBe('/edit-user'));
    },
  );
});

describe('login (mobile mode, production)', () => {
  it('has no password field, sends the placeholder and stores no key until the code', async () => {
    const bodies = recordBodies('login');
    const { user } = await loginPage('/login?language=en', { environment: 'production' });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile'), '9120000002');
    await submit(user);
    await screen.findByRole('timer');
    expect(bodies[0]).toMatchObject({ mobile: '9120000002', password: '*********' });
    expect(Cookies.get('api_key')).toBeUndefined();
    await typeCode(user, '12345');
    await waitFor(() => expect(locationRef.current.pathname).toBe('/edit-user'));
    expect(bodies[1]).toMatchObject({ password: '*********', code: '12345' });
  });
});

describe('captcha', () => {
  it('switches to the visible captcha after invalidRecaptcha and requires it', async () => {
    server.use(
      http.post(
        '*/auth/v1/user/login',
        () => HttpResponse.json({ success: false, data: { content: { invalidRecaptcha: true } }, messages: [{ type: 'error', message: 'Captcha is not valid.' }] }),
        { once: true },
      ),
    );
    const bodies = recordBodies('login');
    const { user, store } = await loginPage();
    expect(screen.queryByRole('checkbox', { name: /not a robot/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile'), '9120000006');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await submit(user);
    expect(await screen.findByRole('checkbox', { name: /not a robot/ })).not.toBeChecked();
    expect(store.getState().session.recaptchaVersion).toBe(2);
    await expectNoticeOnce('Captcha is not valid.');
    await submit(user);
    expect(await screen.findByText('Security check Can not be empty!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1); // only the refused send
    expect(screen.getByLabelText('Mobile')).toHaveValue('9120000006');
  });

  it('resets the visible captcha after a refused answer and signs in with a solved one', async () => {
    const bodies = recordBodies('login');
    const { user } = await loginPage('/login?language=en', { recaptchaVersion: 2 });
    await user.type(screen.getByLabelText('Mobile'), '9120000006');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('checkbox', { name: /not a robot/ }));
    await user.click(screen.getByRole('checkbox', { name: /Simulate a failed check/ }));
    await submit(user);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ recaptchaVersion: 2, 'g-recaptcha-response': 'invalid' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /not a robot/ })).not.toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: /not a robot/ }));
    await submit(user);
    await waitFor(() => expect(locationRef.current.pathname).toBe('/edit-user'));
    expect(bodies.at(-1)).toMatchObject({ recaptchaVersion: 2, 'g-recaptcha-response': 'local-v2-token' });
  });

  it('asks the visible captcha once: no message before an attempt, and the answer that sent the number sends the complete code', async () => {
    server.use(
      http.post(
        '*/auth/v1/user/login',
        () => HttpResponse.json({ success: false, data: { content: { invalidRecaptcha: true } }, messages: [{ type: 'error', message: 'Captcha is not valid.' }] }),
        { once: true },
      ),
    );
    const bodies = recordBodies('login');
    const { user } = await loginPage();
    await user.type(screen.getByLabelText('Mobile'), '9120000006');
    await submit(user);
    const box = await screen.findByRole('checkbox', { name: /not a robot/ });
    // the fallback shows the box, not a message: the person has not tried it yet
    expect(screen.queryByText('Security check Can not be empty!')).not.toBeInTheDocument();
    await user.click(box);
    await submit(user);
    await screen.findByRole('timer');
    // the code step: still no message, the box keeps its answer
    expect(screen.queryByText('Security check Can not be empty!')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /not a robot/ })).toBeChecked();
    // five digits go at once, with the answer the person gave
    await typeCode(user, '12345');
    await waitFor(() => expect(locationRef.current.pathname).toBe('/edit-user'));
    expect(bodies).toHaveLength(3);
    expect(bodies[1]).toMatchObject({ recaptchaVersion: 2, 'g-recaptcha-response': 'local-v2-token' });
    expect(bodies[1]).not.toHaveProperty('code');
    expect(bodies[2]).toMatchObject({ code: '12345', recaptchaVersion: 2, 'g-recaptcha-response': 'local-v2-token' });
  });

  it('after a refused code the box is empty without a message; the corrected code says the box is needed and waits for it', async () => {
    const { user } = await loginPage('/login?language=en', { recaptchaVersion: 2 });
    const bodies = recordBodies('login');
    await user.type(screen.getByLabelText('Mobile'), '9120000006');
    await user.click(screen.getByRole('checkbox', { name: /not a robot/ }));
    await submit(user);
    await screen.findByRole('timer');
    await typeCode(user, '11111');
    await expectNoticeOnce('The verification code is not valid.');
    // a refused send resets the box (spec §4), which is not an attempt of the person's: no message
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /not a robot/ })).not.toBeChecked());
    expect(screen.queryByText('Security check Can not be empty!')).not.toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Verification code' });
    const boxes = within(group).getAllByRole('textbox');
    for (const [i, digit] of '12345'.split('').entries()) {
      await user.clear(boxes[i]);
      await user.type(boxes[i], digit);
    }
    // the completed code is an attempt: the box says it is needed, and nothing goes without it
    expect(await screen.findByText('Security check Can not be empty!')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: /not a robot/ }));
    await waitFor(() => expect(locationRef.current.pathname).toBe('/edit-user'));
    expect(bodies[2]).toMatchObject({ code: '12345', 'g-recaptcha-response': 'local-v2-token' });
    expect(screen.queryByText('Security check Can not be empty!')).not.toBeInTheDocument();
  });
});

describe('login (email mode)', () => {
  it('requires a valid email and the password, then signs in', async () => {
    const bodies = recordBodies('login');
    const { user } = await loginPage('/login?language=en', { authType: 'email' });
    expect(screen.queryByLabelText('Mobile')).not.toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText('Email Can not be empty!')).toBeInTheDocument();
    expect(screen.getByText('Password Can not be empty!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'customer@');
    expect(await screen.findByText('Email Email is not valid.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'shop.test');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await submit(user);
    await expectNoticeOnce('The email or password is incorrect.');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await submit(user);
    await waitFor(() => expect(locationRef.current.pathname).toBe('/edit-user'));
    expect(bodies.at(-1)).toEqual(expect.objectContaining({ email: 'customer@shop.test', password: 'Passw0rd!' }));
    expect(bodies.at(-1)).not.toHaveProperty('mobile');
  });
});

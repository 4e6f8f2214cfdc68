import { db, seededApiKey } from '@mocks/db';
import { CAPTCHA, call, firstMessage } from './helpers';

const login = (body: Record<string, unknown>) => call('auth/v1/user/login', { body: { ...CAPTCHA, ...body } });
const mobile = { country: 'c1', mobile: '9120000006' };

describe('auth: login state machine', () => {
  it('returns an api key for the right password, usable for currentUser', async () => {
    const { json } = await login({ ...mobile, password: 'Passw0rd!', remember: true });
    expect(json.success).toBe(true);
    const key = json.data.content as string;
    expect(typeof key).toBe('string');
    const me = await call('auth/v1/user/currentUser', { key });
    expect(me.json.data.content.id).toBe('u6');
    expect(db.tokens.find((t) => t.key === key)?.log).toMatchObject({ isDesktop: expect.any(Boolean) });
  });

  it('asks for a code when the password is empty or the placeholder, then accepts 12345', async () => {
    for (const password of ['', '*********', undefined]) {
      const { json } = await login({ ...mobile, password });
      expect(json.success).toBe(true);
      expect(json.data.content).toEqual({ sendVerificationCode: true, mobileMinutesLeft: 3 });
      expect(json.messages).toEqual([{ type: 'info', message: 'The verification code was sent.' }]);
    }
    const ok = await login({ ...mobile, password: '*********', code: '12345' });
    expect(typeof ok.json.data.content).toBe('string');
    const wrong = await login({ ...mobile, code: '54321' });
    expect(wrong.json.success).toBe(false);
    expect(firstMessage(wrong.json)).toBe('The verification code is not valid.');
  });

  it('rejects wrong passwords, unknown and disabled users', async () => {
    expect(firstMessage((await login({ ...mobile, password: 'nope' })).json)).toBe('The mobile or password is incorrect.');
    expect(firstMessage((await login({ email: 'customer@shop.test', password: 'nope' })).json)).toBe('The email or password is incorrect.');
    expect((await login({ email: 'customer@shop.test', password: 'Passw0rd!' })).json.success).toBe(true);
    expect(firstMessage((await login({ country: 'c1', mobile: '9129999999', password: 'x' })).json)).toBe('User not found.');
    expect(firstMessage((await login({ country: 'c1', mobile: '9120000008', password: 'Passw0rd!' })).json)).toBe('Your account is disabled.');
  });

  it('answers invalidRecaptcha on demand (missing or "invalid")', async () => {
    for (const token of ['invalid', '', undefined]) {
      const { status, json } = await call('auth/v1/user/login', {
        body: { ...mobile, password: 'Passw0rd!', 'g-recaptcha-response': token },
      });
      expect(status).toBe(200);
      expect(json.success).toBe(false);
      expect(json.data.content).toEqual({ invalidRecaptcha: true });
      expect(firstMessage(json)).toBe('Captcha is not valid.');
    }
  });

  it('validates the body with readable messages', async () => {
    const { json } = await login({ country: 'c1', mobile: '12', password: 'x' });
    expect(json.success).toBe(false);
    expect(firstMessage(json)).toBe('mobile: Does not match pattern.');
  });
});

describe('auth: sessions', () => {
  it('answers 401 without or with an invalid key, and for a disabled user', async () => {
    expect((await call('auth/v1/user/currentUser')).status).toBe(401);
    expect((await call('auth/v1/user/currentUser', { key: 'nope' })).status).toBe(401);
    expect((await call('auth/v1/user/currentUser', { key: seededApiKey('u8') })).status).toBe(401);
    const res = await call('ecommercemanagement/v1/cart/all');
    expect(res.status).toBe(401);
    expect(res.json.success).toBe(false);
  });

  it('logout revokes the key', async () => {
    const key = seededApiKey('u7');
    expect((await call('auth/v1/user/currentUser', { key })).status).toBe(200);
    expect((await call('auth/v1/user/logout', { key })).json.success).toBe(true);
    expect((await call('auth/v1/user/currentUser', { key })).status).toBe(401);
  });

  it('reports complete=false and roles as names for an incomplete profile', async () => {
    const { json } = await call('auth/v1/user/currentUser', { key: seededApiKey('u7') });
    expect(json.data.content).toMatchObject({ complete: false, roles: ['CUSTOMER'], setting: { alopeyk: { enable: false } } });
    const admin = await call('auth/v1/user/currentUser', { key: seededApiKey('u1'), language: 'en' });
    expect(admin.json.data.content).toMatchObject({ firstName: 'Sara', roles: ['ADMIN'] });
  });
});

describe('auth: register, forgot and reset password', () => {
  const person = { firstName: 'نیما', lastName: 'پارسا', country: 'c1', mobile: '9351234567' };

  it('registers by mobile with the code step, then logs in', async () => {
    const first = await call('auth/v1/user/register', { body: { ...CAPTCHA, ...person } });
    expect(first.json.data.content).toMatchObject({ sendVerificationCode: true });
    const done = await call('auth/v1/user/register', { body: { ...CAPTCHA, ...person, code: '12345' } });
    expect(done.json.success).toBe(true);
    const me = await call('auth/v1/user/currentUser', { key: done.json.data.content });
    expect(me.json.data.content).toMatchObject({ firstName: 'نیما', mobile: '9351234567', complete: false, invoices: 0 });
    const again = await login({ country: 'c1', mobile: '09351234567', password: '', code: '12345' });
    expect(typeof again.json.data.content).toBe('string');
    const duplicate = await call('auth/v1/user/register', { body: { ...CAPTCHA, ...person, code: '12345' } });
    expect(firstMessage(duplicate.json)).toBe('This user already exists.');
  });

  it('registers by email with the emailed password', async () => {
    const res = await call('auth/v1/user/register', { body: { ...CAPTCHA, firstName: 'Nima', lastName: 'Parsa', email: 'nima@mail.test' } });
    expect(res.json.success).toBe(true);
    expect(res.json.messages[0]).toEqual({ type: 'info', message: 'Your password was sent to your email.' });
    expect((await login({ email: 'nima@mail.test', password: 'Passw0rd!' })).json.success).toBe(true);
    const missing = await call('auth/v1/user/register', { body: { ...CAPTCHA, lastName: 'x', email: 'a@b.test' } });
    expect(firstMessage(missing.json)).toMatch(/^firstName: /);
  });

  it('resets a password by SMS code (mobile) and by emailed link (email)', async () => {
    const sent = await call('auth/v1/user/forgotPassword', { body: { ...CAPTCHA, ...mobile } });
    expect(sent.json.data.content).toMatchObject({ sendVerificationCode: true });
    const bad = await call('auth/v1/user/resetPassword', { body: { ...CAPTCHA, ...mobile, token: '00000', password: 'N3w!pass' } });
    expect(firstMessage(bad.json)).toBe('The verification code is not valid.');
    const good = await call('auth/v1/user/resetPassword', { body: { ...CAPTCHA, ...mobile, token: '12345', password: 'N3w!pass' } });
    expect(good.json.success).toBe(true);
    expect((await login({ ...mobile, password: 'N3w!pass' })).json.success).toBe(true);

    const email = { email: 'manager@shop.test' };
    const mailed = await call('auth/v1/user/forgotPassword', { body: { ...CAPTCHA, ...email } });
    expect(mailed.json.messages[0].message).toBe('A reset link was sent to your email.');
    const wrongLink = await call('auth/v1/user/resetPassword', { body: { ...CAPTCHA, ...email, token: 'reset-u1', password: 'x1' } });
    expect(wrongLink.json.success).toBe(false);
    const reset = await call('auth/v1/user/resetPassword', { body: { ...CAPTCHA, ...email, token: 'reset-u2', password: 'x1' } });
    expect(reset.json.success).toBe(true);
    expect((await login({ ...email, password: 'x1' })).json.success).toBe(true);
  });
});

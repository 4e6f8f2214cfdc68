import { http } from 'msw';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@/api/schemas/requests';
import { nowIso } from '../db/clock';
import { normaliseMobile, userByEmail, userByMobile } from '../db/queries';
import { IRAN } from '../db/seed/address';
import { ROLE } from '../db/seed/roles';
import { SEEDED_PASSWORD } from '../db/seed/users';
import { VERIFICATION_CODE, db, nextId } from '../db/state';
import type { UserRecord } from '../db/types';
import { currentUserView } from '../db/views';
import { deviceLog, userAgentOf } from '../lib/userAgent';
import { apiKeyOf, assertCaptcha, fail, info, lang, ok, parseBody, readJson, requireUser } from '../lib/http';

/**
 * `auth/v1/user/...` — the mock's sign-in rules.
 *
 * Captcha (login, register, forgotPassword, resetPassword; also site sendEmail): a missing or empty
 * `g-recaptcha-response`, or the value 'invalid', fails with content `{ invalidRecaptcha: true }` and
 * 'Captcha is not valid.' — checked before anything else.
 *
 * Mode: a non-empty `email` means email mode, otherwise mobile mode (`country` + `mobile`, 10 digits).
 *
 * login
 * - unknown user → 'User not found.'; disabled user → 'Your account is disabled.'
 * - mobile mode:
 *   - `code` given: '12345' → content = a new api key; anything else → 'The verification code is not valid.'
 *   - no code and password empty or the placeholder '*********' → success, content
 *     `{ sendVerificationCode: true, mobileMinutesLeft: 3 }`, info 'The verification code was sent.'
 *   - password matches → api key; otherwise 'The mobile or password is incorrect.'
 * - email mode: password matches → api key; otherwise 'The email or password is incorrect.'
 * - A new key is a new session (token) whose device log comes from the User-Agent header.
 *
 * register (firstName, lastName and country+mobile or email)
 * - an existing mobile/email → 'This user already exists.'
 * - mobile mode: no code → sendVerificationCode as in login; code '12345' → the user is created and
 *   content is an api key; another code → 'The verification code is not valid.'
 * - email mode: the user is created at once, info 'Your password was sent to your email.', and content is
 *   an api key (signed in). Registered users get the password 'Passw0rd!' in both modes.
 *
 * forgotPassword: mobile → sendVerificationCode content + info 'The verification code was sent.';
 * email → info 'A reset link was sent to your email.' and the reset token `reset-<userId>` is stored.
 *
 * resetPassword: mobile mode needs token '12345'; email mode the stored reset token of that user.
 * Success sets the new password: 'Your password was changed.'
 *
 * currentUser: HTTP 401 without a valid key. logout: revokes the key's session (always succeeds).
 */
const AUTH = '*/auth/v1/user';
const PLACEHOLDER_PASSWORD = '*********';
const SMS_MINUTES = 3;

const MSG = {
  notFound: 'User not found.',
  disabled: 'Your account is disabled.',
  codeSent: 'The verification code was sent.',
  badCode: 'The verification code is not valid.',
  badMobile: 'The mobile or password is incorrect.',
  badEmail: 'The email or password is incorrect.',
  exists: 'This user already exists.',
  passwordMailed: 'Your password was sent to your email.',
  resetLink: 'A reset link was sent to your email.',
  badResetLink: 'The reset link is not valid or has expired.',
  passwordChanged: 'Your password was changed.',
} as const;

/** Opens a session for the user and returns its api key. */
export function createSession(user: UserRecord, request: Request): string {
  const at = nowIso();
  const key = `k-${crypto.randomUUID().replace(/-/g, '')}`;
  db.tokens.push({
    id: nextId('t', db.tokens),
    key,
    user: user.id,
    log: deviceLog(userAgentOf(request)),
    createdAt: at,
    updatedAt: at,
  });
  return key;
}

const codeSent = () => ok({ sendVerificationCode: true, mobileMinutesLeft: SMS_MINUTES }, info(MSG.codeSent));

function findUser(body: { email?: string; mobile?: string }): UserRecord | undefined {
  return body.email ? userByEmail(body.email) : body.mobile ? userByMobile(body.mobile) : undefined;
}

export const authHandlers = [
  http.get(`${AUTH}/currentUser`, ({ request }) => ok(currentUserView(requireUser(request), lang(request)))),

  http.get(`${AUTH}/logout`, ({ request }) => {
    const key = apiKeyOf(request);
    if (key) db.tokens = db.tokens.filter((t) => t.key !== key);
    return ok(null);
  }),

  http.post(`${AUTH}/login`, async ({ request }) => {
    const raw = await readJson(request);
    assertCaptcha(raw);
    const body = parseBody(loginRequestSchema, raw);
    const user = findUser(body);
    if (!user) return fail(MSG.notFound);
    if (!user.enable) return fail(MSG.disabled);
    if (body.email) {
      return body.password && body.password === user.password ? ok(createSession(user, request)) : fail(MSG.badEmail);
    }
    if (body.code) return body.code === VERIFICATION_CODE ? ok(createSession(user, request)) : fail(MSG.badCode);
    if (!body.password || body.password === PLACEHOLDER_PASSWORD) return codeSent();
    return body.password === user.password ? ok(createSession(user, request)) : fail(MSG.badMobile);
  }),

  http.post(`${AUTH}/register`, async ({ request }) => {
    const raw = await readJson(request);
    assertCaptcha(raw);
    const body = parseBody(registerRequestSchema, raw);
    if (findUser(body)) return fail(MSG.exists);
    if (!body.email) {
      if (!body.code) return codeSent();
      if (body.code !== VERIFICATION_CODE) return fail(MSG.badCode);
    }
    const at = nowIso();
    const user: UserRecord = {
      id: nextId('u', db.users),
      firstName: { fa: body.firstName, en: body.firstName },
      lastName: { fa: body.lastName, en: body.lastName },
      email: body.email?.toLowerCase() ?? null,
      mobile: body.email ? null : normaliseMobile(body.mobile ?? ''),
      country: body.country ?? IRAN,
      password: SEEDED_PASSWORD,
      nationalCode: null,
      birthAt: null,
      body: null,
      image: null,
      enable: true,
      roles: [ROLE.CUSTOMER],
      smsDiscountCode: null,
      addresses: [],
      setting: { alopeyk: { enable: false }, alopost: { enable: false } },
      createdAt: at,
      updatedAt: at,
    };
    db.users.push(user);
    const key = createSession(user, request);
    return body.email ? ok(key, info(MSG.passwordMailed)) : ok(key);
  }),

  http.post(`${AUTH}/forgotPassword`, async ({ request }) => {
    const raw = await readJson(request);
    assertCaptcha(raw);
    const body = parseBody(forgotPasswordRequestSchema, raw);
    const user = findUser(body);
    if (!user) return fail(MSG.notFound);
    if (!user.enable) return fail(MSG.disabled);
    if (!body.email) return codeSent();
    db.resetTokens[`reset-${user.id}`] = user.id;
    return ok(null, info(MSG.resetLink));
  }),

  http.post(`${AUTH}/resetPassword`, async ({ request }) => {
    const raw = await readJson(request);
    assertCaptcha(raw);
    const body = parseBody(resetPasswordRequestSchema, raw);
    const user = findUser(body);
    if (!user) return fail(MSG.notFound);
    if (!user.enable) return fail(MSG.disabled);
    if (body.email) {
      if (db.resetTokens[body.token] !== user.id) return fail(MSG.badResetLink);
      delete db.resetTokens[body.token];
    } else if (body.token !== VERIFICATION_CODE) {
      return fail(MSG.badCode);
    }
    user.password = body.password;
    user.updatedAt = nowIso();
    return ok(null, MSG.passwordChanged);
  }),
];

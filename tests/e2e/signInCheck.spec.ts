/**
 * The security check's fallback on the sign-in pages (login and registration, mobile mode, production
 * build), in fa and en. The server refuses the invisible check once (`invalidRecaptcha`, as it does for
 * a low score); the "I am not a robot" box then:
 * - shows without its "cannot be empty" message until the person tries to send;
 * - is asked once for the sign-in: the answer that sent the number also sends the SMS code, so the
 *   code step shows no message and the five digits are sent as soon as they are typed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './helpers';

type Language = 'fa' | 'en';
const TEXT = {
  fa: { mobile: 'موبایل', login: 'ورود', register: 'ثبت‌نام', firstName: 'نام', lastName: 'نام خانوادگی', box: 'من ربات نیستم', code: 'کد تأیید' },
  en: { mobile: 'Mobile', login: 'Login', register: 'Sign up', firstName: 'First name', lastName: 'Last name', box: "I'm not a robot", code: 'Verification code' },
} as const;

/** Every sign-in call's body; the first one is answered as the server answers a failed invisible check. */
async function refuseTheFirstCheck(page: Page, action: 'login' | 'register') {
  const bodies: Record<string, unknown>[] = [];
  await page.route(new RegExp(`/auth/v1/user/${action}(\\?|$)`), async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    if (bodies.length > 1) return route.continue();
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, data: { content: { invalidRecaptcha: true } }, messages: [{ type: 'error', message: 'Captcha is not valid.' }] }),
    });
  });
  return bodies;
}

/** The field messages of the sign-in form ("Security check Can not be empty!" among them). */
const fieldMessages = (page: Page) => page.locator('form .light-field__error');

for (const language of ['fa', 'en'] as const satisfies readonly Language[]) {
  const t = TEXT[language];
  for (const action of ['login', 'register'] as const) {
    test(`${action}: the fallback box asks once, says nothing before an attempt, and the complete code is sent with its answer (${language})`, async ({ page }) => {
      const bodies = await refuseTheFirstCheck(page, action);
      await page.goto(`/${action}?language=${language}`);
      if (action === 'register') {
        await page.getByLabel(t.firstName, { exact: true }).fill(language === 'fa' ? 'نیما' : 'Nima');
        await page.getByLabel(t.lastName, { exact: true }).fill(language === 'fa' ? 'رادمنش' : 'Radmanesh');
      }
      // a new number for registration, the seeded customer for login
      await page.getByLabel(t.mobile, { exact: true }).fill(action === 'register' ? `0912${language === 'fa' ? '7' : '8'}000048` : '09120000006');
      const send = page.getByRole('button', { name: action === 'login' ? t.login : t.register, exact: true });
      await send.click();

      const box = page.getByRole('checkbox', { name: t.box });
      await expect(box).toBeVisible();
      await expect(box).not.toBeChecked();
      expect(bodies).toHaveLength(1);
      // the box is asked for; nothing says it is empty before the person tried
      await expect(fieldMessages(page)).toHaveCount(0);
      await box.check();
      // named as it reads: a spinner left in the button from the refused send would make it "loading Login"
      await send.click();

      await expect(page.getByRole('timer')).toBeVisible();
      expect(bodies).toHaveLength(2);
      // the code step: no message, the answer still there
      await expect(fieldMessages(page)).toHaveCount(0);
      await expect(box).toBeChecked();
      const digits = page.getByRole('group', { name: t.code }).getByRole('textbox');
      await expect(digits.first()).toBeFocused();
      await page.keyboard.type('12345');
      // sent as soon as it is complete, with the answer given once
      await expect(page).toHaveURL(/\/edit-user(\?language=en)?$/);
      expect(bodies).toHaveLength(3);
      expect(bodies[2]).toMatchObject({ code: '12345', recaptchaVersion: 2, 'g-recaptcha-response': 'local-v2-token' });
      await expect(fieldMessages(page)).toHaveCount(0);
    });
  }
}

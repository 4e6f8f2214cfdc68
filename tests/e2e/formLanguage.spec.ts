/**
 * A form holds its record in one language (the own add/edit pages: product, store, post, user, plugin).
 * On an open edit page the language switch in the header:
 * - on a clean form, shows the record in the new language (never the old language's text in the fields);
 * - on a changed form, asks first: "keep editing" keeps the language and what was typed, "switch"
 *   shows the record in the new language;
 * - Save then sends the new language's text under that language (the PUT names it), never the other's.
 * Each kind starts once in fa and once in en. The form modals (list and tree records) are held by
 * tests/component/admin/formLanguage.test.tsx: their mask keeps the header's switch out of reach.
 */
import type { Page } from '@playwright/test';
import { API_URL, KEYS, expect, openedDialog, signInWithKey, test } from './helpers';

type Language = 'fa' | 'en';
const other = (language: Language): Language => (language === 'fa' ? 'en' : 'fa');

interface Kind {
  name: string;
  path: string;
  /** the field's id: the form's name (the page's name, `-page`) and the field's path */
  field: string;
  /** the seeded text of the field in each language (mocks/db/seed) */
  value: Record<Language, string>;
  /** the save's PUT */
  put: RegExp;
  /** the record as the API gives it (GET, with `language`), and the field's text in it */
  read: string;
  pick(content: Record<string, unknown>): unknown;
}

const KINDS: Kind[] = [
  {
    name: 'product',
    path: '/ecommerce-management/product/edit/pr2',
    field: 'catalog-product-page_name',
    value: { fa: 'کرم مرطوب‌کننده شی‌باتر', en: 'Shea Butter Moisturising Cream' },
    put: /\/ecommercemanagement\/v1\/product\/pr2(\?|$)/,
    read: 'ecommercemanagement/v1/product/pr2',
    pick: (c) => c.name,
  },
  {
    name: 'store',
    path: '/basic-information/store/edit/s1',
    field: 'reference-store-page_name',
    value: { fa: 'شعبه ونک', en: 'Vanak branch' },
    put: /\/basicinformation\/v1\/store\/s1(\?|$)/,
    read: 'basicinformation/v1/store/s1',
    pick: (c) => c.name,
  },
  {
    name: 'post',
    path: '/post-management/post/edit/po1',
    field: 'posts-post-page_title',
    value: { fa: 'چگونه یک روتین ساده مراقبت از پوست بسازیم', en: 'How to build a simple skincare routine' },
    put: /\/postmanagement\/v1\/post\/po1(\?|$)/,
    read: 'postmanagement/v1/post/po1',
    pick: (c) => c.title,
  },
  {
    name: 'user',
    path: '/user-management/user/edit/u3',
    field: 'people-user-page_firstName',
    value: { fa: 'مریم', en: 'Maryam' },
    put: /\/dashboard\/v1\/user\/editUser\/u3(\?|$)/,
    read: 'usermanagement/v1/user/u3',
    pick: (c) => c.firstName,
  },
  {
    name: 'plugin',
    path: '/plugin-management/plugin/edit/pl2',
    field: 'plugins-plugin-page_items_0_name',
    value: { fa: 'داروخانه گیاهی نیلوفر', en: 'Niloufar Herbal Pharmacy' },
    put: /\/pluginmanagement\/v1\/plugin\/pl2(\?|$)/,
    read: 'pluginmanagement/v1/plugin/pl2',
    pick: (c) => (c.params as { items: { name: string }[] }).items[0].name,
  },
];

const GUARD = {
  stay: { fa: 'ادامهٔ ویرایش', en: 'Keep editing' },
  switch: { fa: 'تغییر زبان و کنار گذاشتن تغییرات', en: 'Switch and discard changes' },
};
const SAVE = { fa: 'ذخیره', en: 'Save' };
const SWITCH = { fa: 'فارسی', en: 'English' };

/** The header's language switch (the dashboard layout's), to `language`. */
const switchTo = (page: Page, language: Language) => page.getByRole('group', { name: /Change language|تغییر زبان/ }).getByRole('button', { name: SWITCH[language] }).click();

/** The field's text in the record as the API keeps it, in `language`. */
async function stored(kind: Kind, language: Language): Promise<unknown> {
  const answer = (await (await fetch(`${API_URL}${kind.read}?language=${language}&apiKey=${KEYS.admin}`)).json()) as { data: { content: Record<string, unknown> } };
  return kind.pick(answer.data.content);
}

test.setTimeout(120_000);

for (const kind of KINDS) {
  for (const start of ['fa', 'en'] as const) {
    const next = other(start);
    test(`the ${kind.name} form shows its record in the language switched to, asks first when changed, and saves that language's text (${start} → ${next})`, async ({ page, context, baseURL }) => {
      await signInWithKey(context, KEYS.admin, baseURL!);
      await page.goto(`${kind.path}?language=${start}`);
      const field = page.locator(`#${kind.field}`);
      await expect(field).toHaveValue(kind.value[start], { timeout: 60_000 });

      // a clean form: the switch shows the record in the other language, with no question
      await switchTo(page, next);
      await expect(page.locator('html')).toHaveAttribute('lang', next);
      await expect(field).toHaveValue(kind.value[next]);

      // a changed form asks first; "keep editing" keeps the language and what was typed
      await field.fill(`${kind.value[next]} (changed)`);
      await switchTo(page, start);
      const question = page.locator('.unsaved-guard-dialog');
      await (await openedDialog(question)).getByRole('button', { name: GUARD.stay[next] }).click();
      await expect(question).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', next);
      await expect(field).toHaveValue(`${kind.value[next]} (changed)`);

      // "switch" shows the record in the language switched to: what was typed is not carried across
      await switchTo(page, start);
      await (await openedDialog(question)).getByRole('button', { name: GUARD.switch[next] }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', start);
      await expect(field).toHaveValue(kind.value[start]);

      // Save sends this language's text, named as this language: each language keeps its own text
      const put = page.waitForResponse((response) => response.request().method() === 'PUT' && kind.put.test(response.url()));
      await page.getByRole('button', { name: SAVE[start], exact: true }).click();
      const response = await put;
      expect(new URL(response.url()).searchParams.get('language')).toBe(start);
      expect(((await response.json()) as { success: boolean }).success).toBe(true);
      expect(await stored(kind, start)).toBe(kind.value[start]);
      expect(await stored(kind, next)).toBe(kind.value[next]);
    });
  }
}

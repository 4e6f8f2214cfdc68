/**
 * Site content in the production build against the loopback mock API: the ABOUT_US plugin's body edited
 * in the plugin form page's rich-text editor shows on /about-us. The form holds one body, saved in the
 * language of the page (the other language keeps its text), so it is edited once in fa and once in en.
 */
import type { Page } from '@playwright/test';
import { API_URL, KEYS, signInWithKey, expect, test } from './helpers';

test.setTimeout(120_000);

/** Replaces the editor's text on the plugin's edit page (once the saved body is in it) and saves. */
async function editBody(page: Page, id: string, language: 'fa' | 'en', saved: RegExp, text: string) {
  await page.goto(`/plugin-management/plugin/edit/${id}?language=${language}`);
  const editor = page.locator('.ql-editor');
  // the form shows the stored body before it is changed
  await expect(editor).toContainText(saved, { timeout: 30_000 });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
  await expect(editor).toHaveText(text);
  const put = page.waitForResponse((r) => new RegExp(`/plugin/${id}\\b`).test(r.url()) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: language === 'fa' ? 'ذخیره' : 'Save' }).click();
  expect(((await (await put).json()) as { success: boolean }).success).toBe(true);
}

test('the About us text edited in the plugin form shows on /about-us in fa and en', async ({ page, context, baseURL, request }) => {
  const all = (await (await request.get(`${API_URL}pluginmanagement/v1/plugin/all?apiKey=${KEYS.admin}`)).json()) as {
    data: { content: { id: string; name: string }[] };
  };
  const about = all.data.content.find((p) => p.name === 'ABOUT_US');
  expect(about, 'the seeded ABOUT_US plugin').toBeTruthy();
  const faText = 'متن تازهٔ دربارهٔ ما از آزمون مرورگر';
  const enText = 'New about-us text from the browser test';

  await signInWithKey(context, KEYS.admin, baseURL!);
  await editBody(page, about!.id, 'fa', /داستان ما/, faText);
  await page.goto('/about-us');
  await expect(page.getByText(faText)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('داستان ما')).toHaveCount(0);

  await editBody(page, about!.id, 'en', /Our story/, enText);
  await page.goto('/about-us?language=en');
  await expect(page.getByText(enText)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(faText)).toHaveCount(0);
  // the fa body kept its edit
  await page.goto('/about-us?language=fa');
  await expect(page.getByText(faText)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(enText)).toHaveCount(0);
});

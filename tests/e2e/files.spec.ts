/**
 * Files admin in the production build against the loopback mock API: a file uploaded with auth on
 * (limited to the FILE_MANAGEMENT role) is listed as authenticated; selecting it and pressing
 * "download selected" downloads exactly the uploaded bytes through the authenticated (api key) URL,
 * which a customer outside the role is refused.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { API_URL, KEYS, expect, pickOption, signInWithKey, test } from './helpers';

/** The antd select around this input (its value shows there). */
async function selectOf(page: Page, input: Locator): Promise<Locator> {
  const id = await input.getAttribute('id');
  return page.locator('.ant-select').filter({ has: page.locator(`[id="${id}"]`) });
}

test('upload with auth limited to a role, then select it and download selected: the same bytes come back', async ({ page, context, baseURL, request }) => {
  test.setTimeout(120_000);
  await signInWithKey(context, KEYS.admin, baseURL!);
  await page.goto('/file-management/file?language=en');
  const alias = `E2E secret ${Date.now()}`;
  // bytes no generated download could produce by chance
  const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 31 + 7) % 256));

  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload files' });
  await dialog.getByLabel('Alias').fill(alias);

  // the directory from the tree (searched, the popup lists nodes virtually)
  // (retried until the select shows it: a click while the dialog still animates in can be lost, as CI saw)
  const directory = dialog.getByLabel('Directory', { exact: true });
  await expect(async () => {
    await directory.fill('Price lists');
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: /^Price lists$/ }).click({ timeout: 5_000 });
    await expect(await selectOf(page, directory)).toContainText('Price lists', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // auth on: the roles select appears; limit the file to FILE_MANAGEMENT
  await dialog.getByRole('switch', { name: 'Authenticated' }).click();
  // (retried until the select shows it: a click while the switch's new field animates in can be lost)
  await pickOption(page, dialog, 'Roles', 'FILE_MANAGEMENT');
  await expect(await selectOf(page, dialog.getByLabel('Roles', { exact: true }))).toContainText('FILE_MANAGEMENT');

  await dialog.getByLabel('Files', { exact: true }).setInputFiles({ name: 'secret-report.bin', mimeType: 'application/octet-stream', buffer: bytes });
  await expect(dialog.getByText('secret-report.bin')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // the new file leads the list (newest first), authenticated, limited to the role
  const row = page.getByRole('row').filter({ hasText: alias });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: 'Authenticated' })).toBeVisible();
  await expect(row).toContainText('FILE_MANAGEMENT');

  await row.getByRole('checkbox').check();
  await expect(page.getByText('1 selected')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download selected' }).click();
  const download = await downloading;
  const url = new URL(download.url());
  expect(url.pathname).toMatch(/\/dashboard\/v1\/downloadFile\/?$/);
  expect(url.searchParams.get('apiKey')).toBe(KEYS.admin);
  expect(download.suggestedFilename()).toBe('secret-report.bin');
  const saved = await readFile((await download.path())!);
  expect(saved.equals(bytes)).toBe(true);
  // the selection clears after the download
  await expect(row.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByText('1 selected')).toHaveCount(0);

  // the file is not public: a customer outside the role is refused, a FILE_MANAGEMENT user is not
  const ids = url.searchParams.get('ids')!;
  const as = (key: string) => request.get(`${API_URL}dashboard/v1/downloadFile/?ids=${ids}&apiKey=${key}`);
  expect((await as(KEYS.customer)).status()).toBe(403);
  const allowed = await as(KEYS.files);
  expect(allowed.status()).toBe(200);
  expect(Buffer.from(await allowed.body()).equals(bytes)).toBe(true);
});

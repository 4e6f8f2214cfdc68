/** Shared browser-test helpers: sign in with a seeded key, reset nothing (each spec uses its own records). */
import type { BrowserContext, Page } from '@playwright/test';

export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:8787/';

/** Seeded api keys (mocks/db: seededApiKey). */
export const KEYS = {
  admin: 'test-key-u1',
  manager: 'test-key-u2',
  files: 'test-key-u3',
  posts: 'test-key-u4',
  courier: 'test-key-u5',
  customer: 'test-key-u6',
  incomplete: 'test-key-u7',
} as const;

export async function signInWithKey(context: BrowserContext, key: string, baseURL: string) {
  const url = new URL(baseURL);
  await context.addCookies([{ name: 'api_key', value: key, domain: url.hostname, path: '/' }]);
}

export async function expectNoHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/**
 * Shared browser-test helpers: sign in with a seeded key, reset nothing (each spec uses its own records),
 * and `test` with the Content-Security-Policy guard every spec runs under.
 */
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

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

/**
 * Every page runs under the production Content-Security-Policy (`vite preview` sends it): a violation
 * (a `securitypolicyviolation` event or Chromium's "Refused to ..." console error) fails the test.
 * Specs import `test` and `expect` from here; a spec that makes its own context calls `guardCsp`.
 */
const CSP_MARK = '[csp-violation]';

export async function guardCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript((mark: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${mark} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile || event.documentURI}:${event.lineNumber}`);
    });
  }, CSP_MARK);
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_MARK) || (message.type() === 'error' && /Content Security Policy/i.test(text))) violations.push(text);
  });
  return violations;
}

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations = await guardCsp(context);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

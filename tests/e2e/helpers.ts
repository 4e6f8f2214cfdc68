/**
 * Shared browser-test helpers: sign in with a seeded key, reset nothing (each spec uses its own records),
 * and `test` with the Content-Security-Policy guard every spec runs under.
 */
import { expect, test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';

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
 * What scrolls sideways: the document when it is wider than the window, and every scroller (overflow-x
 * auto or scroll) inside `scope` whose content is wider than its box, as "class: content > box". Empty
 * when nothing does.
 */
export async function sidewaysScrollers(page: Page, scope = 'main'): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.documentElement;
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth + 1) found.push(`document: ${root.scrollWidth} > ${root.clientWidth}`);
    document.querySelectorAll(`${selector}, ${selector} *`).forEach((el) => {
      if (!/auto|scroll/.test(getComputedStyle(el).overflowX)) return;
      if (el.scrollWidth > el.clientWidth + 1) found.push(`${el.className || el.tagName}: ${el.scrollWidth} > ${el.clientWidth}`);
    });
    return found;
  }, scope);
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Chooses `option` in the antd select labelled `label` and returns once the select shows it as its
 * value. An option matches by its whole text, or by the `(NAME)` at its end (roles read
 * "caption (NAME)"), so AUTHENTICATED_ROUTE never picks UNAUTHENTICATED_ROUTE. Opening and
 * choosing is retried until the select holds the value: a click that lands while a neighbouring
 * dropdown is still closing, or before the options have loaded, is tried again rather than lost.
 */
export async function pickOption(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  const input = scope.getByLabel(label, { exact: true });
  // a cascade select is enabled once its parent has a value
  await expect(input).toBeEnabled();
  const id = await input.getAttribute('id');
  const exact = new RegExp(`(^|\\()${escapeRegExp(option)}\\)?$`);
  const select = page.locator('.ant-select').filter({ has: page.locator(`[id="${id}"]`) });
  // the value a single select shows, or one tag of a multiple select
  const chosen = select.locator('.ant-select-content-has-value, .ant-select-selection-item').filter({ hasText: exact });
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    if ((await input.getAttribute('aria-expanded')) !== 'true') await input.click();
    await expect(input).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    // a searchable select narrows the (virtual) list to the option; a plain one shows them all
    if (await input.isEditable()) await input.fill(option);
    const listId = await input.getAttribute('aria-controls');
    const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
    await dropdown.locator('.ant-select-item-option').filter({ hasText: exact }).click({ timeout: 3_000 });
    await expect(chosen).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * The browser's own notice that it refused the site's service worker (playwright.config.ts blocks
 * workers outside tests/e2e/offline.spec.ts; the app registers one as every production page loads):
 * not the page's error.
 */
export const isBlockedWorkerNotice = (text: string) => text.includes('Service Worker registration blocked');

/**
 * Resolves once `dialog` is on screen and has finished opening (antd's zoom-in motion): a press while
 * it still grows lands where its button was a frame earlier, and under load the release can land on
 * another element than the press, so the click is lost.
 */
export async function openedDialog(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog.page().locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
  return dialog;
}

/**
 * Resolves once a dropdown's `menu` is on screen and has finished opening (antd's slide motion): the same
 * as `openedDialog` for a menu. A press on an item while the menu still slides lands where the item was a
 * frame earlier, and under load the release lands on the item above it: no click (the profile menu's
 * "Change password" was lost that way once in CI, the pointer left on "Dashboard").
 */
export async function openedMenu(menu: Locator): Promise<Locator> {
  await expect(menu).toBeVisible();
  await expect(menu.page().locator('.ant-slide-up-appear, .ant-slide-up-enter, .ant-slide-down-appear, .ant-slide-down-enter')).toHaveCount(0);
  return menu;
}

/**
 * Resolves once the page has run what it had queued: two idle periods of its main thread. A call that
 * an answer or a click sets off (a list asked again, a dialog closed by a failed load) has started by
 * then, so a test can say that one did not come without waiting a fixed time for it.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));
}

/** Resolves once `url` answers at all (a server the test started is up); `alive` says whether it still runs. */
export async function untilAnswering(url: string, alive: () => boolean = () => true): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!alive()) throw new Error(`the server for ${url} exited`);
        return fetch(url).then(
          () => true,
          () => false,
        );
      },
      { message: `${url} answers`, timeout: 50_000, intervals: [100, 250] },
    )
    .toBe(true);
}

/**
 * The notices a reader sees: antd's and the site's own (PlainNoticeHost). A closed antd notice that
 * has begun its leave motion is not one of them: it is fading out (opacity 0, pointer-events none),
 * and under load its motion's end event can be missed, which leaves it in the page, unseen, for good.
 */
export const noticesOnScreen = (page: Page): Locator => page.locator('.ant-notification-notice:not(.ant-notification-fade-leave), [data-testid="notice"]');

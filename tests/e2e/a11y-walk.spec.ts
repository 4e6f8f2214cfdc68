/**
 * Accessibility walk of the whole route tree. The screens come from the route tree the
 * mock serves (`site/v1/route/`), not from a list in this file: a screen added to the tree later is
 * walked too. Each route is visited as the role it needs (public and sign-in pages as a guest, `*`
 * routes as the seeded customer, role routes as the seeded account of the first role named), with the
 * data the mock seeds, in fa and en; on each screen axe-core runs with the WCAG 2.0/2.1/2.2 A and AA
 * tags (no rule switched off; on the public pages in fa also axe's best-practice rules, which look at the
 * page's structure: landmarks, heading order, regions, counted when serious or critical) at desktop width
 * (1366), in fa (the default language) also at phone width
 * (390: the same screens in the other language differ in their texts, not in their roles, names or
 * colours; the layout of both is checked by the reflow below), and at 320 CSS px (400 %
 * zoom) the document must not scroll sideways (data tables scroll inside their own container).
 *
 * Speed: one page per role and language; the first screen is loaded, every other one is reached
 * client-side (history + popstate, as the router's own links do). A dynamic route (`…/:variable`)
 * takes its value from a link to it found on an earlier screen (the lists link their rows); a route
 * no screen links to is visited with a made-up value (it shows its own not-found or form state).
 * The test fails with every violation named by screen, width and rule; A11Y_WALK_OUT=<file> also
 * writes the figures by rule (for the before/after table of the issue).
 */
import { appendFileSync } from 'node:fs';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { API_URL, KEYS, expect, guardCsp, pageAtRest, signInWithKey, test } from './helpers';
import { catalogueKeys, latinDigits, watchRawIds, watchingRawIds } from './textRules';

type Role = 'guest' | keyof typeof KEYS;
type Language = 'fa' | 'en';
interface TreeNode {
  alias?: string;
  dynamic?: boolean;
  type?: string;
  roles?: string[];
  component?: string;
  enable?: boolean;
  position?: number;
  children?: TreeNode[];
}
interface Screen {
  path: string;
  dynamic: boolean;
  component: string;
  role: Role;
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const REFLOW_WIDTH = 320;
/** The seeded account of each role (README "Seeded accounts"); `*` routes are walked as the customer. */
const ROLE_ACCOUNTS: Record<string, Role> = {
  ADMIN: 'admin',
  ECOMMERCE_MANAGEMENT: 'manager',
  FILE_MANAGEMENT: 'files',
  POST_MANAGEMENT: 'posts',
  COURIER: 'courier',
  '*': 'customer',
};

const join = (base: string, alias: string) => `${base.replace(/\/$/, '')}/${alias}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

function flatten(nodes: TreeNode[], base = ''): Screen[] {
  const out: Screen[] = [];
  for (const node of [...nodes].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))) {
    if (node.enable === false) continue;
    const path = join(base, node.alias ?? '') || '/';
    if (node.component) {
      const role: Role = node.type === 'AUTHENTICATED_ROUTE' ? (ROLE_ACCOUNTS[node.roles?.[0] ?? '*'] ?? 'admin') : 'guest';
      out.push({ path: node.dynamic ? join(path, ':variable') : path, dynamic: Boolean(node.dynamic), component: node.component, role });
    }
    out.push(...flatten(node.children ?? [], path));
  }
  const seen = new Set<string>();
  return out.filter((s) => (seen.has(s.path) ? false : (seen.add(s.path), true)));
}

async function routeTree(): Promise<Screen[]> {
  const answer = (await (await fetch(`${API_URL}site/v1/route/`)).json()) as { data: { content?: TreeNode[] } | TreeNode[] };
  const nodes = Array.isArray(answer.data) ? answer.data : (answer.data.content ?? []);
  return flatten(nodes);
}

/**
 * Waits until no request is in flight and no spinner or skeleton is showing, still so once the page has
 * run what it had queued (at most `limit` ms: a screen that never comes to rest is read as it is), then
 * until nothing on the page is moving: what the last answer rendered is painted and no enter transition
 * is under way. A notice fading in was once read by axe at its half-faded colour (contrast 3.05 for
 * text that has 4.5 and more once shown). Finite animations only: a spinner turns for ever.
 */
async function settle(page: Page, inFlight: { count: number }, limit = 15_000) {
  const until = Date.now() + limit;
  const busy = async () =>
    inFlight.count > 0 ||
    (await page.evaluate(() => Boolean(document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .page-spinner, [aria-busy="true"]'))));
  await expect
    .poll(
      async () => {
        if (await busy()) return false;
        // an answer's render may start another call or show a spinner: look again after it
        await pageAtRest(page);
        return !(await busy());
      },
      { timeout: limit, intervals: [50, 100, 100, 250] },
    )
    .toBe(true)
    .catch(() => undefined);
  // two frames: an element rendered by the last answer has started its transition (rc-motion's first
  // frame only prepares it)
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    null,
    { polling: 'raf', timeout: Math.max(5_000, until - Date.now()) },
  );
}

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * axe-core with the WCAG A/AA tags, every rule they select. Injected once per page (the walk stays in
 * one document) instead of once per check, as @axe-core/playwright does; evaluated through the
 * debugging protocol, so the page's Content-Security-Policy does not apply to it.
 */
async function runAxe(page: Page, bestPractice: boolean): Promise<{ violations: Violation[] }> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, bestPractice }) => {
      const w = window as unknown as { axe: typeof axe };
      const values = bestPractice ? [...tags, 'best-practice'] : tags;
      const result = await w.axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
      return {
        violations: result.violations
          // a WCAG rule's violation at any impact; a best-practice rule's when serious or critical
          .filter((v) => v.tags.some((tag) => tags.includes(tag)) || v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({
            id: v.id,
            help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
          })),
      };
    },
    { tags: TAGS, bestPractice },
  );
}

/** Client-side navigation, as the router's links do it (the router listens to popstate). */
async function go(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, url);
}

/** The document scrolls sideways at this width (data tables scroll inside their own container). */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= root.clientWidth + 1) return null;
    // name the widest culprits: elements reaching past the viewport that are not inside a scroll container
    const width = root.clientWidth;
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || (rect.right <= width + 1 && rect.left >= -1)) continue;
      let scrolled = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflow = getComputedStyle(p).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') {
          scrolled = true;
          break;
        }
      }
      if (scrolled) continue;
      culprits.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${Array.from(el.classList).slice(0, 2).join('.')}` : ''} (${Math.round(rect.left)}–${Math.round(rect.right)})`);
      if (culprits.length >= 4) break;
    }
    return `scrollWidth ${root.scrollWidth} > ${root.clientWidth}: ${culprits.join(', ')}`;
  });
}

const screensPromise = routeTree();
const messageIds = catalogueKeys();

// fa and en walk at once, one worker each (run.mjs gives read-only specs two workers): the walk only
// reads, and the Logout screen's call is answered in the browser, so neither revokes the other's key
test.describe.configure({ mode: 'parallel' });

for (const language of ['fa', 'en'] as const satisfies readonly Language[]) {
  test(`every screen of the route tree, as the role it needs, has no WCAG 2.2 A/AA violation and reflows at 320 px (${language})`, async ({ browser, baseURL }) => {
    const all = await screensPromise;
    test.setTimeout(120_000 + all.length * 25_000);
    const failures: string[] = [];
    const summaries: string[] = [];
    // one page per role, guest first; roles in the order the tree names them
    // A11Y_WALK_ROLES=admin,customer narrows the walk while working on one area
    const only = process.env.A11Y_WALK_ROLES?.split(',');
    const roles = [...new Set<Role>(['guest', ...all.map((s) => s.role)])].filter((r) => !only || only.includes(r));
    for (const role of roles) {
      // Logout last: it ends the session the walk runs in; dynamic routes after the screens that link to them
      const screens = all
        .filter((s) => s.role === role)
        .sort((a, b) => Number(a.component === 'Logout') - Number(b.component === 'Logout') || Number(a.dynamic) - Number(b.dynamic));
      const context = await browser.newContext({ baseURL, locale: 'fa-IR', reducedMotion: 'reduce' });
      const csp = await guardCsp(context);
      // a message id on screen at any moment of the walk, loading states included
      const rawIds = await watchRawIds(context, messageIds);
      if (role !== 'guest') await signInWithKey(context, KEYS[role], baseURL!);
      // the Logout screen signs out: answered here, so the seeded key stays valid for the other walks
      await context.route(/\/auth\/v1\/user\/logout(\?|$)/, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: null, messages: [] }) }),
      );
      const page = await context.newPage();
      const result = await walk(page, role, language, screens);
      if (role === 'guest') {
        // a signed-out visitor who opens a private page's address (a bookmark, the tab after sign-out)
        // gets the sign-in page, without the dashboard frame's texts showing as their ids on the way
        const closed = all.find((s) => s.role !== 'guest' && !s.dynamic && s.component !== 'Logout');
        if (closed) {
          await page.goto(`${closed.path}?language=${language}`);
          await page.waitForURL(/\/login/);
          // the sign-in page itself shown: the way there is over
          await expect(page.locator('form').first()).toBeVisible();
          await pageAtRest(page);
        }
      }
      failures.push(
        ...result.failures,
        ...csp.map((v) => `${role} ${language}: Content-Security-Policy: ${v}`),
        ...[...rawIds].map((v) => `${role} ${language}: a message id shown as text: ${v}`),
      );
      summaries.push(result.summary);
      await context.close();
    }
    expect(failures, summaries.join('\n')).toEqual([]);
  });
}

async function walk(page: Page, role: Role, language: Language, screens: Screen[]) {
      const inFlight = { count: 0 };
      page.on('request', () => (inFlight.count += 1));
      const done = () => (inFlight.count = Math.max(0, inFlight.count - 1));
      page.on('requestfinished', done);
      page.on('requestfailed', done);

      const seenLinks = new Set<string>();
      const failures: string[] = [];
      const byRule = new Map<string, { nodes: number; cases: number }>();
      let cases = 0;
      let clean = 0;
      const started = Date.now();
      let first = true;
      const timings: string[] = [];
      let axeMs = 0;
      for (const screen of screens) {
        const screenStarted = Date.now();
        let path = screen.path;
        if (screen.dynamic) {
          const prefix = screen.path.replace(/\/:variable$/, '/');
          const link = [...seenLinks].find((href) => href.startsWith(prefix) && !href.slice(prefix.length).includes('/') && href.length > prefix.length);
          path = link ?? `${prefix}a11y-walk`;
        }
        const url = `${path}?language=${language}`;
        await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
        if (first) {
          await page.goto(url);
          first = false;
        } else {
          await go(page, url);
        }
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        if (!(await watchingRawIds(page))) failures.push(`${path} ${language}: the message-id watcher is not running`);
        await settle(page, inFlight);
        const label = `${path} [${screen.component}]`;
        // a signed-in screen must be walked as itself, not as the sign-in page a lost session leads to
        if (role !== 'guest' && screen.component !== 'Logout' && new URL(page.url()).pathname !== path) {
          failures.push(`${label} ${language}: walked as ${role} but the address became ${new URL(page.url()).pathname}`);
        }
        for (const width of language === 'fa' ? WIDTHS : WIDTHS.slice(0, 1)) {
          if (width !== WIDTHS[0]) {
            await page.setViewportSize({ width: width.width, height: width.height });
            await settle(page, inFlight, 5_000);
          }
          const axeStarted = Date.now();
          const results = await runAxe(page, role === 'guest' && language === 'fa');
          cases += 1;
          axeMs += Date.now() - axeStarted;
          if (results.violations.length === 0) clean += 1;
          // fa: every number a person reads in Persian digits, placeholders included (desktop and phone)
          if (language === 'fa') {
            for (const digit of await latinDigits(page)) failures.push(`${label} ${width.name} fa: Latin digits ${digit}`);
          }
          for (const v of results.violations) {
            const entry = byRule.get(v.id) ?? { nodes: 0, cases: 0 };
            entry.nodes += v.nodes.length;
            entry.cases += 1;
            byRule.set(v.id, entry);
            failures.push(`${label} ${width.name} ${language}: ${v.id} (${v.nodes.length}) ${v.help}\n${v.nodes.slice(0, 3).map((n) => `      ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('').trim()}`).join('\n')}`);
          }
        }
        await page.setViewportSize({ width: REFLOW_WIDTH, height: 640 });
        await settle(page, inFlight, 5_000);
        const overflow = await sidewaysOverflow(page);
        if (overflow) {
          const entry = byRule.get('reflow-320') ?? { nodes: 0, cases: 0 };
          entry.cases += 1;
          byRule.set('reflow-320', entry);
          failures.push(`${label} 320px ${language}: reflow — ${overflow}`);
        }
        // links to dynamic routes for the screens after this one
        timings.push(`${path} ${Date.now() - screenStarted} ms (axe ${axeMs} ms so far)`);
        for (const href of await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))) seenLinks.add(href);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const rules = [...byRule].map(([id, v]) => `${id}: ${v.nodes} elements in ${v.cases} cases`).join('; ');
      const summary = `[a11y-walk] ${role} ${language}: ${screens.length} screens, ${cases} axe cases, ${clean} clean, ${seconds} s${rules ? ` — ${rules}` : ''}`;
      console.log(summary);
      if (process.env.A11Y_WALK_OUT) appendFileSync(process.env.A11Y_WALK_OUT, `${JSON.stringify({ role, language, screens: screens.length, cases, clean, seconds, byRule: Object.fromEntries(byRule), failures, timings })}\n`);
      return { failures, summary };
}

/**
 * The build served the production way: nginx with deploy/nginx.conf filled in from the
 * build's _headers (`npm run serve:nginx`, started by tests/e2e/run.mjs on E2E_NGINX_BASE_URL), and
 * the checks a hosting team would make: every answer carries the build's headers, app paths get
 * index.html, a missing asset is a 404, hashed assets are immutable and HTML revalidated, text is sent
 * gzipped from the build's .gz files, pre-rendered pages come before the fallback. `vite preview`
 * started with another env still sends the build's policy. A tab open during a deploy reloads onto
 * the new build, or says that a new version is available.
 * Its own servers use E2E_SPARE_PORT .. +2.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIResponse, Page, Response } from '@playwright/test';
import { headersFor, IMMUTABLE, parseHeadersFile } from '../../scripts/deploy/headers';
import { expect, test, untilAnswering } from './helpers';

const NGINX = process.env.E2E_NGINX_BASE_URL ?? 'http://127.0.0.1:8080';
const DIST = process.env.E2E_DIST ?? 'dist-e2e';
const NEXT_DIST = process.env.E2E_NEXT_DIST ?? `${DIST}-next`;
const SPARE_PORT = Number(process.env.E2E_SPARE_PORT ?? '8085');
const rules = parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'));
/** The build's headers of every path (the /* block): the Content-Security-Policy and the rest. */
const security = headersFor(rules, '/');

test.use({ baseURL: NGINX });
test.describe.configure({ timeout: 120_000 });

type Answer = Pick<Response, 'headers' | 'url' | 'status'> | APIResponse;

function expectBuildHeaders(answer: Answer) {
  const headers = answer.headers();
  for (const [name, value] of Object.entries(security)) expect(headers[name.toLowerCase()], `${name} of ${answer.url()}`).toBe(value);
}

/** Every answer of nginx to the page: the build's headers; HTML revalidated, hashed assets immutable. */
function watchAnswers(page: Page) {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(NGINX)) answers.push(response);
  });
  return () => {
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expectBuildHeaders(answer);
      const { pathname } = new URL(answer.url());
      const cache = answer.headers()['cache-control'];
      if (pathname.startsWith('/assets/')) expect(cache, pathname).toBe(IMMUTABLE);
      else if (answer.request().resourceType() === 'document') expect(cache, pathname).toBe('no-cache');
    }
    return answers;
  };
}

/** `npm run serve:nginx` on another build directory and port; resolves once it answers. */
async function serveNginx(dir: string, port: number): Promise<{ url: string; stop: () => void }> {
  const child = spawn('npx', ['tsx', 'scripts/deploy/serveNginx.ts'], {
    env: { ...process.env, DIST_DIR: dir, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return { url: await answering(`http://127.0.0.1:${port}`, child), stop: () => stopGroup(child) };
}

async function answering(url: string, child: ChildProcess): Promise<string> {
  await untilAnswering(url, () => child.exitCode === null);
  return url;
}

function stopGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    /* gone already */
  }
}

test.describe('nginx serves the build', () => {
  test('home: the build headers on the page and on every asset it loads', async ({ page }) => {
    const check = watchAnswers(page);
    const response = await page.goto('/?language=en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-app-shell]')).toHaveCount(0);
    const answers = check();
    expect(answers.some((answer) => new URL(answer.url()).pathname.startsWith('/assets/')), 'assets loaded').toBe(true);
  });

  test('a deep product link, reloaded, is the app with the build headers', async ({ page }) => {
    const check = watchAnswers(page);
    const path = '/shop/product/aloe-vera-moisturising-cream?language=en';
    expect((await page.goto(path))?.status()).toBe(200);
    const title = page.getByRole('heading', { level: 1, name: /Aloe Vera/i });
    await expect(title).toBeVisible({ timeout: 30_000 });
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(reloaded?.headers()['cache-control']).toBe('no-cache');
    await expect(title).toBeVisible({ timeout: 30_000 });
    check();
  });

  test('admin: sign in with the SMS code and open a list', async ({ page }) => {
    const check = watchAnswers(page);
    await page.goto('/login?language=en');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Mobile').fill('09120000001');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().waitFor();
    await page.keyboard.type('12345');
    await expect(page).toHaveURL(/\/edit-user(\?language=en)?$/);
    // a deep link into the admin panel, loaded from nginx: the region list with its seeded rows
    expect((await page.goto('/basic-information/region?language=en'))?.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Add' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    check();
  });

  test('a missing asset is a 404, not index.html; text is sent from the build\'s .gz files', async ({ request }) => {
    const missing = await request.get('/assets/Missing-0000000.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).not.toMatch(/javascript/);
    expect(await missing.text()).not.toContain('<div id="root"');
    expectBuildHeaders(missing);

    const names = readdirSync(join(DIST, 'assets'));
    const gz = names.find((name) => /^index-.*\.js$/.test(name) && names.includes(`${name}.gz`));
    expect(gz, 'a script of the build with its .gz').toBeTruthy();
    const script = `/assets/${gz}`;
    const gzipped = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.status()).toBe(200);
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    expect(gzipped.headers()['cache-control']).toBe(IMMUTABLE);
    expect(gzipped.headers()['vary']).toMatch(/Accept-Encoding/i);
    // gzip_static: the very bytes the build wrote (zlib level 9), not compressed on the fly
    expect(Number(gzipped.headers()['content-length'])).toBe(statSync(join(DIST, `${script}.gz`)).size);
    expectBuildHeaders(gzipped);
    const plain = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBe(statSync(join(DIST, script)).size);

    const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(await request.get('/.vite/manifest.json').then((r) => r.status())).toBe(404);
    expect(await request.get('/mockServiceWorker.js').then((r) => r.headers()['content-type'])).toMatch(/text\/html/);
  });
});

test('the production build leaves the mock service worker out', () => {
  expect(readdirSync(DIST)).not.toContain('mockServiceWorker.js');
  expect(readdirSync(NEXT_DIST)).not.toContain('mockServiceWorker.js');
});

test('vite preview started with another env sends the policy of the build it serves', async ({ request }) => {
  const port = SPARE_PORT + 2;
  const preview = spawn('npx', ['vite', 'preview', '--outDir', DIST, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    env: { ...process.env, VITE_API_URL: 'https://other-api.example/', VITE_CAPTCHA_PROVIDER: 'google', VITE_PASARGAD_URL: 'https://other-pay.example/' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    const url = await answering(`http://127.0.0.1:${port}`, preview);
    for (const path of ['/', '/shop/product/aloe-vera-moisturising-cream']) {
      const answer = await request.get(`${url}${path}`);
      expectBuildHeaders(answer);
      expect(answer.headers()['content-security-policy']).not.toContain('other-api.example');
    }
  } finally {
    stopGroup(preview);
  }
});

test('pre-rendered pages come before the fallback, for no query, the language, a list\'s page or both', async ({ request }) => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-prerender-'));
  chmodSync(dir, 0o755);
  cpSync(join(DIST, '_headers'), join(dir, '_headers'));
  cpSync(join(DIST, 'index.html'), join(dir, 'index.html'));
  const pages = {
    'fa/index.html': 'pre fa home',
    'en/index.html': 'pre en home',
    'fa/shop/index.html': 'pre fa shop',
    'en/shop/index.html': 'pre en shop',
    'fa/shop/page-2.html': 'pre fa shop 2',
    'en/shop/page-2.html': 'pre en shop 2',
  };
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(join(dir, 'prerender', file, '..'), { recursive: true });
    writeFileSync(join(dir, 'prerender', file), `<!doctype html><title>${text}</title>`);
  }
  const nginx = await serveNginx(dir, SPARE_PORT + 1);
  try {
    const expected: Array<[string, string]> = [
      ['/', 'pre fa home'],
      ['/?language=fa', 'pre fa home'],
      ['/?language=en', 'pre en home'],
      ['/shop', 'pre fa shop'],
      ['/shop?language=fa', 'pre fa shop'],
      ['/shop?language=en', 'pre en shop'],
      ['/shop?language=de', 'app'],
      // a list's page 2 and up: its own file, whichever order the page and the language come in
      ['/shop?page=2', 'pre fa shop 2'],
      ['/shop?language=fa&page=2', 'pre fa shop 2'],
      ['/shop?page=2&language=en', 'pre en shop 2'],
      ['/shop?language=en&page=2', 'pre en shop 2'],
      ['/shop?page=3', 'app'],
      ['/shop?page=1', 'app'],
      ['/shop?page=2&limit=20', 'app'],
      ['/shop?search=rose&page=2', 'app'],
      ['/blog', 'app'],
      ['/blog?language=en', 'app'],
    ];
    for (const [path, page] of expected) {
      const answer = await request.get(`${nginx.url}${path}`);
      expect(answer.status(), path).toBe(200);
      const body = await answer.text();
      if (page === 'app') expect(body, path).toContain('<div id="root"');
      else expect(body, path).toContain(`<title>${page}</title>`);
      expectBuildHeaders(answer);
      expect(answer.headers()['cache-control'], path).toBe('no-cache');
    }
    // the files themselves are not addresses of the site
    expect((await request.get(`${nginx.url}/prerender/fa/index.html`)).status()).toBe(404);
  } finally {
    nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.describe('a tab open during a deploy', () => {
  let site = '';
  let nginx: { url: string; stop: () => void } | undefined;
  const aboutTitle = (page: Page) => page.getByRole('heading', { level: 1, name: 'About us' });
  /** A client-side navigation, as a link does (without scrolling the page, which renders lazy parts of its own). */
  /** A link followed inside the app: once the app has replaced the app shell (before, no router listens). */
  const openAbout = async (page: Page) => {
    await expect(page.locator('[data-app-shell]')).toHaveCount(0, { timeout: 30_000 });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/about-us?language=en');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  };

  test.beforeEach(async () => {
    site = mkdtempSync(join(tmpdir(), 'deploy-site-'));
    chmodSync(site, 0o755);
    cpSync(DIST, site, { recursive: true });
    nginx = await serveNginx(site, SPARE_PORT);
  });
  test.afterEach(() => {
    nginx?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  /** Replaces the served build by the next one, as a deploy does: the old chunks are gone. */
  function deployNext() {
    for (const name of readdirSync(site)) rmSync(join(site, name), { recursive: true, force: true });
    cpSync(NEXT_DIST, site, { recursive: true });
  }

  test('the builds differ: the next one has none of the old screen chunks', () => {
    const chunks = (dir: string) => readdirSync(join(dir, 'assets')).filter((name) => /^AboutUs-.*\.js$/.test(name));
    expect(chunks(DIST)).toHaveLength(1);
    expect(chunks(NEXT_DIST)).toHaveLength(1);
    expect(chunks(NEXT_DIST)).not.toEqual(chunks(DIST));
  });

  test('opening a lazy screen after the deploy reloads once onto the same address and shows it', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto(`${nginx!.url}/?language=en`);
    await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-app-shell]')).toHaveCount(0);
    await page.evaluate(() => Object.assign(window, { openedBeforeDeploy: true }));
    deployNext();

    await openAbout(page);
    await expect(aboutTitle(page)).toBeVisible({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/about-us');
    // the page was loaded again (the old tab's state is gone) exactly once, at the screen's address
    expect(await page.evaluate(() => 'openedBeforeDeploy' in window)).toBe(false);
    expect(documents.map((url) => new URL(url).pathname)).toEqual(['/', '/about-us']);
    await expect(page.getByText('A new version of the site is available')).toHaveCount(0);
  });

  test('when the reload does not help, the layout shows the new-version message with a reload button', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    // the screen's chunk stays missing, in this build and after the reload
    await page.route(/\/assets\/AboutUs-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`${nginx!.url}/?language=en`);
    await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
    await openAbout(page);

    const message = page.getByRole('alert').filter({ hasText: 'A new version of the site is available' });
    await expect(message).toBeVisible({ timeout: 30_000 });
    expect(documents).toEqual(['/', '/about-us']);
    // in the layout: the site's header stays
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    // once the chunk is there again, the button brings the screen
    await page.unroute(/\/assets\/AboutUs-[^/]*\.js$/);
    await message.getByRole('button', { name: 'Reload the page' }).click();
    await expect(aboutTitle(page)).toBeVisible({ timeout: 30_000 });
    expect(documents).toEqual(['/', '/about-us', '/about-us']);
  });
});

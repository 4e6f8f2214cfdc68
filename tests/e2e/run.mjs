#!/usr/bin/env node
/**
 * Browser tests against the production build and the loopback mock API:
 * builds dist-e2e (VITE_API_URL → loopback, offline captcha stand-in), starts `mock:api`,
 * `vite preview` and (for tests/e2e/deploy.spec.ts) nginx on the same build, runs Playwright in
 * Debian's chromium, and stops everything.
 * Extra arguments go to `playwright test` (e.g. a spec file or --grep).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const API_PORT = process.env.MOCK_API_PORT ?? '8787';
const WEB_PORT = process.env.E2E_WEB_PORT ?? '4173';
const API_URL = `http://127.0.0.1:${API_PORT}/`;
const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Several engineers can run this at once with their own E2E_WEB_PORT, MOCK_API_PORT and E2E_OUT_DIR. */
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

const buildEnv = {
  ...process.env,
  VITE_API_URL: API_URL,
  VITE_CAPTCHA_PROVIDER: 'local',
  VITE_SITE_URL: WEB_URL,
  // the loopback mock's fake payment provider page (mocks/handlers/invoice.ts)
  VITE_PASARGAD_URL: `${API_URL}fake-pay`,
};
const builds = [{ outDir: OUT_DIR, env: { ...buildEnv, VITE_AUTH_TYPE: 'mobile' } }];
/**
 * Email sign-in is a build-time choice, so its browser tests need a second build with its own out dir
 * and preview port (E2E_EMAIL_WEB_PORT, default WEB_PORT + 100). It is built when the whole suite runs,
 * when a spec named like auth is given, or with E2E_EMAIL=1; E2E_EMAIL=0 skips it.
 */
const specArgs = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const EMAIL = process.env.E2E_EMAIL === '1' || (process.env.E2E_EMAIL !== '0' && (specArgs.length === 0 || specArgs.some((arg) => /auth/.test(arg))));
const EMAIL_WEB_PORT = process.env.E2E_EMAIL_WEB_PORT ?? String(Number(WEB_PORT) + 100);
const EMAIL_WEB_URL = `http://127.0.0.1:${EMAIL_WEB_PORT}`;
const EMAIL_OUT_DIR = `${OUT_DIR}-email`;
/**
 * tests/e2e/devserver.spec.ts runs against `npm start`'s server (vite dev, mock in the browser) on
 * E2E_DEV_PORT (default WEB_PORT + 200): started when the whole suite runs or that spec is given.
 */
const DEV = specArgs.length === 0 || specArgs.some((arg) => /devserver/.test(arg));
const DEV_PORT = process.env.E2E_DEV_PORT ?? String(Number(WEB_PORT) + 200);
const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;
if (EMAIL) builds.push({ outDir: EMAIL_OUT_DIR, env: { ...buildEnv, VITE_AUTH_TYPE: 'email', VITE_SITE_URL: EMAIL_WEB_URL } });
/**
 * tests/e2e/deploy.spec.ts serves the build the production way: nginx (`npm run serve:nginx`) on
 * E2E_NGINX_PORT (default WEB_PORT + 300), and its own servers on E2E_SPARE_PORT.. +4 (default
 * nginx port + 5). Its stale-tab test needs a second build whose chunks have other hashes
 * (`<out dir>-next`: another VITE_CHAT_URL, nothing the boot script or the headers depend on).
 */
const DEPLOY = specArgs.length === 0 || specArgs.some((arg) => /deploy/.test(arg));
const NGINX_PORT = process.env.E2E_NGINX_PORT ?? String(Number(WEB_PORT) + 300);
const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`;
const SPARE_PORT = process.env.E2E_SPARE_PORT ?? String(Number(NGINX_PORT) + 5);
const NEXT_OUT_DIR = `${OUT_DIR}-next`;
if (DEPLOY) builds.push({ outDir: NEXT_OUT_DIR, env: { ...buildEnv, VITE_AUTH_TYPE: 'mobile', VITE_CHAT_URL: 'https://t.me/next-release' } });
if (!process.env.E2E_SKIP_BUILD) {
  for (const build of builds) {
    const result = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', build.outDir, '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: build.env,
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const children = [];
function start(name, command, args, env = process.env) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.on('data', (d) => process.env.E2E_VERBOSE && process.stdout.write(`[${name}] ${d}`));
  child.stderr.on('data', (d) => process.stderr.write(`[${name}] ${d}`));
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(300);
  }
  throw new Error(`Timed out waiting for ${url}`);
}

start('mock-api', 'npx', ['tsx', 'mocks/server.ts'], { ...process.env, MOCK_API_PORT: API_PORT, MOCK_API_QUIET: '1', MOCK_API_ALLOW_RESET: '1' });
// preview sends the headers its build wrote (<out dir>/_headers), whatever env it starts with
start('preview', 'npx', ['vite', 'preview', '--outDir', OUT_DIR, '--port', WEB_PORT, '--strictPort', '--host', '127.0.0.1']);
if (EMAIL) {
  start('preview-email', 'npx', ['vite', 'preview', '--outDir', EMAIL_OUT_DIR, '--port', EMAIL_WEB_PORT, '--strictPort', '--host', '127.0.0.1']);
}
if (DEPLOY) start('nginx', 'npx', ['tsx', 'scripts/deploy/serveNginx.ts'], { ...process.env, DIST_DIR: OUT_DIR, PORT: NGINX_PORT });
if (DEV) start('dev-server', 'npx', ['vite', '--mode', 'development', '--port', DEV_PORT, '--strictPort', '--host', '127.0.0.1']);
await waitFor(`${API_URL}site/v1/version`);
await waitFor(WEB_URL);
if (EMAIL) await waitFor(EMAIL_WEB_URL);
if (DEV) await waitFor(DEV_URL);
if (DEPLOY) await waitFor(NGINX_URL);

/**
 * Each spec file starts from the seeded data: the mock is re-seeded before every file, so one file's
 * writes (a changed password, a completed profile) never decide another file's result.
 */
const options = process.argv.slice(2).filter((arg) => arg.startsWith('-'));
const specs = specArgs.length
  ? specArgs
  : readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts')).sort().map((f) => `tests/e2e/${f}`);
const failed = [];
/** Re-seeds the mock; asked again when the connection drops on the way (a reset is idempotent). */
async function resetMock() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const reset = await fetch(`${API_URL}__reset`, { method: 'POST' });
      if (reset.status !== 204) throw new Error(`Could not reset the mock API (${reset.status})`);
      return;
    } catch (error) {
      if (attempt >= 3 || !(error instanceof TypeError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
/**
 * Runs Playwright on one spec file, its output passed through as it comes and kept: a failure's report
 * (Playwright prints it after the spec's list) is printed again at the end of the run, so the tail of a
 * long CI log shows what failed and why, not only which file.
 */
function runSpec(spec) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts', ...options, spec], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, E2E_BASE_URL: WEB_URL, E2E_API_URL: API_URL, CHROMIUM_PATH: CHROMIUM, ...(EMAIL ? { E2E_EMAIL_BASE_URL: EMAIL_WEB_URL } : {}), ...(DEV ? { E2E_DEV_BASE_URL: DEV_URL } : {}), ...(DEPLOY ? { E2E_NGINX_BASE_URL: NGINX_URL, E2E_DIST: OUT_DIR, E2E_NEXT_DIST: NEXT_OUT_DIR, E2E_SPARE_PORT: SPARE_PORT } : {}) },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** The failure reports of a spec's output (from its first "  1) " to the end), without colour codes. */
function failureReports(output) {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const start = plain.search(/^ {2}1\) /m);
  return start === -1 ? plain.split('\n').slice(-40).join('\n') : plain.slice(start);
}

const reports = [];
for (const spec of specs) {
  await resetMock();
  console.log(`\n--- ${spec}`);
  const { status, output } = await runSpec(spec);
  if (status !== 0) {
    failed.push(spec);
    reports.push(`--- ${spec}\n${failureReports(output)}`);
  }
}
stopAll();
if (reports.length) console.log(`\n=== what failed, again (each spec's failure reports) ===\n${reports.join('\n')}`);
console.log(failed.length ? `\nbrowser tests failed in: ${failed.join(', ')}` : `\nbrowser tests: all ${specs.length} spec files passed`);
process.exit(failed.length ? 1 : 0);

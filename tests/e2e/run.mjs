#!/usr/bin/env node
/**
 * Browser tests against the production build and the loopback mock API:
 * builds dist-e2e (VITE_API_URL → loopback, offline captcha stand-in), starts `mock:api`,
 * `vite preview` and (for tests/e2e/deploy.spec.ts) nginx on the same build (and for
 * tests/e2e/monitoring.spec.ts nginx over HTTPS on the email build), runs Playwright in
 * Debian's Chromium (its headless shell where it serves, see HEADLESS_SHELL below), and stops everything.
 * Extra arguments go to `playwright test` (e.g. a spec file or --grep).
 *
 * Two lanes (E2E_LANES, default 2 when more than one spec file runs): a browser test waits most of its
 * time (for answers, timers, transitions), so two spec files run at once, each against its own mock API
 * (its own state), its own build of the app (the API address is part of a build) and its own preview
 * server. The first lane also has what a few specs need besides (the email-sign-in build, nginx with
 * the second build for deploy.spec.ts, the dev server); the other specs go to whichever lane is free,
 * the longest first, and the two long read-only walks are cut in halves, one per lane. Each spec's output
 * is printed whole when it ends, so the two lanes do not mix.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { get as httpsGet } from 'node:https';
import { selfSignedCertificate } from '../../scripts/selfSignedCertificate.mjs';
import { ancestorIn, cpuWatch } from '../../scripts/test/cpuWatch.mjs';
import { busyPorts } from '../../scripts/test/busyPorts.mjs';

const API_PORT = Number(process.env.MOCK_API_PORT ?? '8787');
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? '4173');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell, Chromium's headless build without the full browser's own layers, runs
 * the specs on less CPU than the full browser in headless mode, and the browser tests are CPU-bound: the
 * same six specs on this 2-core machine took 191 s against 230 s of spec time (in a whole CI run, where the
 * machine's load varies from run to run, the spec files' sum was 0.97 × the run before). The full browser
 * stays for what the shell lacks or does otherwise: the Reporting API, which sends a page's CSP violation
 * reports (monitoring.spec.ts), and the service worker's saved copies (offline.spec.ts: in the shell a
 * phone's images come at other sizes, and in one of the two full runs there the first page read offline
 * came without its saved-copy note, passing on its retry). Without the shell installed, every spec runs in the full browser.
 */
const HEADLESS_SHELL = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const FULL_BROWSER_SPECS = /\/(monitoring|offline)\.spec\.ts$/;
const browserFor = (spec) => (!FULL_BROWSER_SPECS.test(spec) && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
/** Several engineers can run this at once with their own E2E_WEB_PORT, MOCK_API_PORT and E2E_OUT_DIR. */
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

const specArgs = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const options = process.argv.slice(2).filter((arg) => arg.startsWith('-'));
const specs = specArgs.length
  ? specArgs
  : readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts')).sort().map((f) => `tests/e2e/${f}`);

/**
 * Email sign-in is a build-time choice, so its browser tests need a second build with its own out dir
 * and preview port (E2E_EMAIL_WEB_PORT, default WEB_PORT + 100). It is built when the whole suite runs,
 * when a spec named like auth is given, or with E2E_EMAIL=1; E2E_EMAIL=0 skips it.
 */
/**
 * tests/e2e/monitoring.spec.ts needs a build with monitoring on (VITE_SENTRY_DSN, VITE_RUM_URL and
 * VITE_CSP_REPORT_URL pointing at its loopback ingest server on E2E_INGEST_PORT, default WEB_PORT + 400).
 * That is the email build: no further build, and nothing else the email build serves depends on
 * monitoring (its reports go to a port nothing listens on outside that spec). Not the deployment
 * spec's second build: that one is served under the first build's headers, whose policy has no ingest.
 *
 * Chromium sends CSP reports through the Reporting API (the policy's `report-to`, which makes it ignore
 * `report-uri`) only from a secure page to an HTTPS endpoint. So the build's VITE_CSP_REPORT_URL is the
 * ingest's TLS listener (E2E_INGEST_TLS_PORT, default ingest port + 1), and nginx serves the email build
 * over HTTPS too (E2E_EMAIL_TLS_PORT, default email port + 1; `serve:nginx` with TLS_CERT/TLS_KEY: the
 * production server and the build's own _headers), both with a throw-away certificate for 127.0.0.1
 * made in `<out dir>-tls` (scripts/selfSignedCertificate.mjs). The DSN and the RUM beacon stay on plain HTTP.
 */
const MONITORING = specArgs.length === 0 || specArgs.some((arg) => /monitoring/.test(arg));
const INGEST_PORT = process.env.E2E_INGEST_PORT ?? String(WEB_PORT + 400);
const INGEST_URL = `http://127.0.0.1:${INGEST_PORT}`;
const INGEST_TLS_PORT = process.env.E2E_INGEST_TLS_PORT ?? String(Number(INGEST_PORT) + 1);
const INGEST_TLS_URL = `https://127.0.0.1:${INGEST_TLS_PORT}`;
const EMAIL = process.env.E2E_EMAIL === '1' || MONITORING || (process.env.E2E_EMAIL !== '0' && (specArgs.length === 0 || specArgs.some((arg) => /auth/.test(arg))));
const EMAIL_WEB_PORT = process.env.E2E_EMAIL_WEB_PORT ?? String(WEB_PORT + 100);
const EMAIL_WEB_URL = `http://127.0.0.1:${EMAIL_WEB_PORT}`;
const EMAIL_TLS_PORT = process.env.E2E_EMAIL_TLS_PORT ?? String(Number(EMAIL_WEB_PORT) + 1);
const EMAIL_TLS_URL = `https://127.0.0.1:${EMAIL_TLS_PORT}`;
const TLS = MONITORING ? selfSignedCertificate(`${OUT_DIR}-tls`) : undefined;
/**
 * tests/e2e/devserver.spec.ts runs against `npm start`'s server (vite dev, mock in the browser) on
 * E2E_DEV_PORT (default WEB_PORT + 200): started when the whole suite runs or that spec is given.
 */
const DEV = specArgs.length === 0 || specArgs.some((arg) => /devserver/.test(arg));
const DEV_PORT = process.env.E2E_DEV_PORT ?? String(WEB_PORT + 200);
const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;
/**
 * tests/e2e/deploy.spec.ts and offline.spec.ts (the service worker) serve the build the production way: nginx (`npm run serve:nginx`) on
 * E2E_NGINX_PORT (default WEB_PORT + 300), and its own servers on E2E_SPARE_PORT.. +4 (default
 * nginx port + 5). Its stale-tab test needs a second build whose chunks have other hashes
 * (`<out dir>-next`: another VITE_CHAT_URL, nothing the head and app-shell scripts or the headers depend on).
 */
const DEPLOY = specArgs.length === 0 || specArgs.some((arg) => /deploy|offline/.test(arg));
const NGINX_PORT = process.env.E2E_NGINX_PORT ?? String(WEB_PORT + 300);
const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`;
const SPARE_PORT = process.env.E2E_SPARE_PORT ?? String(Number(NGINX_PORT) + 5);
const NEXT_OUT_DIR = `${OUT_DIR}-next`;

/**
 * The specs that read the pre-rendered site (tests/e2e/prerenderSite.ts): lane A's build, copied and
 * pre-rendered once against lane A's mock while the first specs run, served by nginx on
 * E2E_PRERENDER_PORT (default nginx port + 1). Such a spec starts once it is ready.
 */
const PRERENDERED_SPECS = /\/(prerender|hydration|earlyTaps)\.spec\.ts$/;
const PRERENDER = specs.some((spec) => PRERENDERED_SPECS.test(spec));
const PRERENDER_PORT = process.env.E2E_PRERENDER_PORT ?? String(Number(NGINX_PORT) + 1);
const PRERENDER_URL = `http://127.0.0.1:${PRERENDER_PORT}`;
const PRERENDER_DIR = `${OUT_DIR}-prerendered`;
/** The pre-render reads a mock of its own (seeded like the lanes'), which no spec resets or writes to while it runs. */
const PRERENDER_API_PORT = process.env.E2E_PRERENDER_API_PORT ?? String(API_PORT + 2);
const PRERENDER_API_URL = `http://127.0.0.1:${PRERENDER_API_PORT}/`;

/** Specs that need what only the first lane has (see the top of this file). */
const FIRST_LANE_ONLY = /\/(auth|deploy|devserver|monitoring|offline|prerender|hydration|earlyTaps)\.spec\.ts$/;
/**
 * Minutes of each spec file in a lane while the other lane runs too (measured on the 2-core CI machine,
 * a clean-clone run of .ci/run), longest first: the order the lanes take them in, so the long ones do not
 * come last (the list-speed gate, missing here, once started last and its lane ended a minute after the
 * other). A spec not listed counts as half a minute. The list-speed gate (3.2 minutes) is counted as 2: it
 * then starts after the pre-rendered site is made, not beside it (its ratios compare the app and the floor
 * measured one after the other, and the pre-render's work would fall on one of the two).
 */
const WEIGHT = {
  offline: 4.2, 'a11y-walk': 5.1, badanswers: 3.4, listSpeed: 2, earlyTaps: 2.3, monitoring: 1.9, hydration: 1.4, orders: 1.4,
  auth: 1.3, devserver: 1.2, formLanguage: 1.2, prerender: 1.1, admin: 0.9, reducedMotion: 0.9, appShell: 0.6, catalog: 0.55,
  'a11y-keyboard': 0.5, adminFit: 0.5, people: 0.5, staffCorners: 0.5, cart: 0.5, phoneCorners: 0.5, deploy: 0.45, profile: 0.45,
  signInCheck: 0.4, listExport: 0.4, 'phone-layout': 0.35, shop: 0.35, foundation: 0.3, chrome: 0.25, palette: 0.25, a11y: 0.2,
  blog: 0.2, bulk: 0.2, content: 0.2, files: 0.1,
};
const weight = (spec) => WEIGHT[spec.replace(/^.*\/|\.spec\.ts$/g, '')] ?? 0.5;
/**
 * The long read-only walks (they declare parallel mode: each test stands alone) are cut in two halves
 * (Playwright's --shard), one for each lane, so neither lane waits alone for a whole walk.
 */
const SHARDED = /\/(a11y-walk|badanswers)\.spec\.ts$/;

const LANES = Math.max(1, Math.min(2, Number(process.env.E2E_LANES ?? (specs.length > 1 ? 2 : 1))));
const lanes = Array.from({ length: LANES }, (_, i) => {
  const webPort = WEB_PORT + i;
  const apiPort = API_PORT + i;
  return {
    name: i === 0 ? 'A' : 'B',
    first: i === 0,
    apiUrl: `http://127.0.0.1:${apiPort}/`,
    apiPort,
    webUrl: `http://127.0.0.1:${webPort}`,
    webPort,
    outDir: i === 0 ? OUT_DIR : `${OUT_DIR}-lane-b`,
  };
});

/**
 * Where the CPU goes (scripts/test/cpuWatch.mjs): two lanes share two cores and the suite is CPU-bound, so
 * a spec file's wall time says as much about the other lane as about the spec; its CPU is what it costs.
 * Each process is counted for what started it: a spec's Playwright run (its workers and browser), a build,
 * the pre-render (found up the parent chain), or a server (its process group: servers start detached).
 */
/** pid → name: the spec runs, the builds and the pre-render */
const runOwners = new Map();
/** process group → name: the servers */
const serverOwners = new Map();
const cpu = cpuWatch((pid, stat) => serverOwners.get(stat.pgrp) ?? ancestorIn(pid, runOwners));

function buildEnv(lane) {
  return {
    ...process.env,
    VITE_API_URL: lane.apiUrl,
    VITE_CAPTCHA_PROVIDER: 'local',
    VITE_SITE_URL: lane.webUrl,
    // the loopback mock's fake payment provider page (mocks/handlers/invoice.ts)
    VITE_PASARGAD_URL: `${lane.apiUrl}fake-pay`,
    VITE_AUTH_TYPE: 'mobile',
  };
}
const [laneA] = lanes;
const builds = lanes.map((lane) => ({ outDir: lane.outDir, env: buildEnv(lane) }));
const monitoringEnv = {
  VITE_SENTRY_DSN: `http://e2epublickey@127.0.0.1:${INGEST_PORT}/1`,
  VITE_RUM_URL: `${INGEST_URL}/rum`,
  VITE_CSP_REPORT_URL: `${INGEST_TLS_URL}/csp`,
  VITE_SENTRY_RELEASE: 'shop-client@e2e',
};
if (EMAIL) builds.push({ outDir: `${OUT_DIR}-email`, env: { ...buildEnv(laneA), VITE_AUTH_TYPE: 'email', VITE_SITE_URL: EMAIL_WEB_URL, ...monitoringEnv } });
if (DEPLOY) builds.push({ outDir: NEXT_OUT_DIR, env: { ...buildEnv(laneA), VITE_CHAT_URL: 'https://t.me/next-release' } });
// every server this run starts needs its port free (scripts/test/busyPorts.mjs says why); checked before
// the builds, so a second run on the same machine stops at once
const ports = Object.fromEntries(lanes.flatMap((lane) => [[`preview ${lane.name}`, lane.webPort], [`mock-api ${lane.name}`, lane.apiPort]]));
if (EMAIL) ports['preview-email'] = EMAIL_WEB_PORT;
if (EMAIL && TLS) ports['nginx-email-tls'] = EMAIL_TLS_PORT;
if (DEV) ports['dev-server'] = DEV_PORT;
if (DEPLOY) ports.nginx = NGINX_PORT;
if (PRERENDER) Object.assign(ports, { 'nginx-prerendered': PRERENDER_PORT, 'mock-api prerender': PRERENDER_API_PORT });
const taken = await busyPorts(ports);
if (taken.length > 0) {
  console.error(`browser tests: already in use: ${taken.join(', ')}. Another run on this machine? Give this one its own E2E_WEB_PORT, MOCK_API_PORT and E2E_OUT_DIR (docs/testing.md).`);
  process.exit(1);
}

if (!process.env.E2E_SKIP_BUILD) {
  // two builds at a time: a build leaves one of the two cores mostly idle
  const buildOne = (build) =>
    new Promise((resolve) => {
      const child = spawn('npx', ['vite', 'build', '--mode', 'production', '--outDir', build.outDir, '--logLevel', 'warn'], { stdio: 'inherit', env: build.env });
      runOwners.set(child.pid, 'builds');
      child.on('close', (status) => resolve(status ?? 1));
    });
  for (let i = 0; i < builds.length; i += 2) {
    const statuses = await Promise.all(builds.slice(i, i + 2).map(buildOne));
    const failed = statuses.find((status) => status !== 0);
    if (failed !== undefined) process.exit(failed);
  }
}

const PLAYWRIGHT_CLI = fileURLToPath(new URL('../../node_modules/@playwright/test/cli.js', import.meta.url));
const children = [];
function start(name, command, args, env = process.env) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.on('data', (d) => process.env.E2E_VERBOSE && process.stdout.write(`[${name}] ${d}`));
  child.stderr.on('data', (d) => process.stderr.write(`[${name}] ${d}`));
  children.push(child);
  serverOwners.set(child.pid, name);
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

/** The status of a GET to a loopback HTTPS server, trusting its throw-away certificate (and nothing else). */
function httpsStatus(url) {
  return new Promise((resolve, reject) => {
    const request = httpsGet(url, { ca: TLS?.cert }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const status = url.startsWith('https:') ? await httpsStatus(url) : (await fetch(url)).status;
      if (status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(300);
  }
  throw new Error(`Timed out waiting for ${url}`);
}

for (const lane of lanes) {
  start(`mock-api ${lane.name}`, 'npx', ['tsx', 'mocks/server.ts'], { ...process.env, MOCK_API_PORT: String(lane.apiPort), MOCK_API_QUIET: '1', MOCK_API_ALLOW_RESET: '1' });
  // preview sends the headers its build wrote (<out dir>/_headers), whatever env it starts with
  start(`preview ${lane.name}`, 'npx', ['vite', 'preview', '--outDir', lane.outDir, '--port', String(lane.webPort), '--strictPort', '--host', '127.0.0.1']);
}
if (EMAIL) {
  start('preview-email', 'npx', ['vite', 'preview', '--outDir', `${OUT_DIR}-email`, '--port', EMAIL_WEB_PORT, '--strictPort', '--host', '127.0.0.1']);
}
if (EMAIL && TLS) {
  start('nginx-email-tls', 'npx', ['tsx', 'scripts/deploy/serveNginx.ts'], { ...process.env, DIST_DIR: `${OUT_DIR}-email`, PORT: EMAIL_TLS_PORT, TLS_CERT: TLS.certFile, TLS_KEY: TLS.keyFile });
}
if (DEPLOY) start('nginx', 'npx', ['tsx', 'scripts/deploy/serveNginx.ts'], { ...process.env, DIST_DIR: OUT_DIR, PORT: NGINX_PORT });
if (DEV) start('dev-server', 'npx', ['vite', '--mode', 'development', '--port', DEV_PORT, '--strictPort', '--host', '127.0.0.1']);
for (const lane of lanes) {
  await waitFor(`${lane.apiUrl}site/v1/version`);
  await waitFor(lane.webUrl);
}
if (EMAIL) await waitFor(EMAIL_WEB_URL);
if (EMAIL && TLS) await waitFor(EMAIL_TLS_URL);
if (DEV) await waitFor(DEV_URL);
if (DEPLOY) await waitFor(NGINX_URL);

/** Pre-renders lane A's build (a copy) and serves it: resolves true when it is up, false when that failed (its specs then fail). */
async function startPrerenderedSite() {
  const began = Date.now();
  const api = start('mock-api prerender', 'npx', ['tsx', 'mocks/server.ts'], { ...process.env, MOCK_API_PORT: PRERENDER_API_PORT, MOCK_API_QUIET: '1' });
  await waitFor(`${PRERENDER_API_URL}site/v1/version`);
  const status = await new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'tests/e2e/prerenderSite.ts', OUT_DIR, PRERENDER_DIR, PRERENDER_API_URL, PRERENDER_URL], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    runOwners.set(child.pid, 'pre-render');
    child.on('close', (code) => {
      console.log(`--- pre-rendered site: ${output.trim().split('\n').at(-1)} (${((Date.now() - began) / 1000).toFixed(0)} s, exit ${code})`);
      resolve(code ?? 1);
    });
  });
  try {
    process.kill(-api.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  if (status !== 0) return false;
  start('nginx-prerendered', 'npx', ['tsx', 'scripts/deploy/serveNginx.ts'], { ...process.env, DIST_DIR: PRERENDER_DIR, PORT: PRERENDER_PORT });
  await waitFor(`${PRERENDER_URL}/robots.txt`);
  return true;
}
const prerendered = { ready: false, done: PRERENDER ? startPrerenderedSite() : Promise.resolve(false) };
void prerendered.done.then(() => (prerendered.ready = true));

/**
 * Each spec file starts from the seeded data: its lane's mock is re-seeded before every file, so one
 * file's writes (a changed password, a completed profile) never decide another file's result.
 */
async function resetMock(lane) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const reset = await fetch(`${lane.apiUrl}__reset`, { method: 'POST' });
      if (reset.status !== 204) throw new Error(`Could not reset the mock API (${reset.status})`);
      return;
    } catch (error) {
      if (attempt >= 3 || !(error instanceof TypeError)) throw error;
      await sleep(500);
    }
  }
}

/**
 * Where one run of Playwright leaves a failure's screenshot and page snapshot: a folder per spec file (and
 * part), since Playwright empties its output folder when it starts, and a later spec would otherwise remove
 * what an earlier one left (the failure reports at the end of the log name these paths).
 */
const resultsDir = ({ spec, shard }) => `test-results/${basename(spec, '.spec.ts')}${shard ? `-part-${shard.replace('/', '-of-')}` : ''}`;

/** Runs Playwright on one spec file (or a shard of it) in a lane; its output is kept and printed whole when it ends. */
function runSpec({ spec, shard }, lane) {
  return new Promise((resolve) => {
    // the local CLI itself, not through npx (which resolves it again for each of ~30 runs)
    const child = spawn(process.execPath, [PLAYWRIGHT_CLI, 'test', '--config', 'tests/e2e/playwright.config.ts', ...options, ...(shard ? [`--shard=${shard}`] : []), spec], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        E2E_BASE_URL: lane.webUrl,
        E2E_API_URL: lane.apiUrl,
        E2E_OUT_DIR: lane.outDir,
        E2E_RESULTS_DIR: resultsDir({ spec, shard }),
        CHROMIUM_PATH: browserFor(spec),
        // two lanes use the two cores; alone, a spec that declares parallel mode gets both
        ...(LANES > 1 ? { E2E_WORKERS: '1' } : {}),
        ...(EMAIL ? { E2E_EMAIL_BASE_URL: EMAIL_WEB_URL, E2E_INGEST_PORT: INGEST_PORT } : {}),
        ...(EMAIL && TLS ? { E2E_EMAIL_TLS_BASE_URL: EMAIL_TLS_URL, E2E_INGEST_TLS_PORT: INGEST_TLS_PORT, E2E_TLS_CERT: TLS.certFile, E2E_TLS_KEY: TLS.keyFile } : {}),
        ...(DEV ? { E2E_DEV_BASE_URL: DEV_URL } : {}),
        ...(PRERENDER ? { E2E_PRERENDER_URL: PRERENDER_URL } : {}),
        ...(DEPLOY ? { E2E_NGINX_BASE_URL: NGINX_URL, E2E_NGINX_PORT: NGINX_PORT, E2E_DIST: OUT_DIR, E2E_NEXT_DIST: NEXT_OUT_DIR, E2E_SPARE_PORT: SPARE_PORT } : {}),
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    runOwners.set(child.pid, jobName({ spec, shard }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** The failure reports of a spec's output (from its first "  1) " to the end), without colour codes. */
// eslint-disable-next-line no-control-regex
const plainText = (output) => output.replace(/\u001b\[[0-9;]*m/g, '');

function failureReports(output) {
  const plain = plainText(output);
  const start = plain.search(/^ {2}1\) /m);
  return start === -1 ? plain.split('\n').slice(-40).join('\n') : plain.slice(start);
}

const jobs = specs.flatMap((spec) =>
  LANES > 1 && SHARDED.test(spec)
    ? Array.from({ length: LANES }, (_, i) => ({ spec, shard: `${i + 1}/${LANES}`, weight: weight(spec) / LANES }))
    : [{ spec, weight: weight(spec) }],
);
const runs = jobs.length;
const queue = [...jobs].sort((a, b) => b.weight - a.weight);
const jobName = (job) => (job.shard ? `${job.spec} (part ${job.shard})` : job.spec);
const failed = [];
const reports = [];
const timings = [];
const startedAt = Date.now();
const elapsed = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

async function runLane(lane) {
  for (;;) {
    const allowed = (job) => lane.first || !FIRST_LANE_ONLY.test(job.spec);
    // a spec that reads the pre-rendered site waits for it only when nothing else is left for this lane
    let index = queue.findIndex((job) => allowed(job) && (prerendered.ready || !PRERENDERED_SPECS.test(job.spec)));
    if (index === -1 && queue.some(allowed)) {
      await prerendered.done;
      index = queue.findIndex(allowed);
    }
    if (index === -1) return;
    const [job] = queue.splice(index, 1);
    const name = jobName(job);
    await resetMock(lane);
    const began = Date.now();
    console.log(`--- ${name} started (lane ${lane.name}, at ${elapsed(startedAt)})`);
    const { status, output } = await runSpec(job, lane);
    timings.push({ name, lane: lane.name, seconds: (Date.now() - began) / 1000, status });
    process.stdout.write(`\n--- ${name} (lane ${lane.name}, ${elapsed(began)}, exit ${status})\n${output}`);
    if (status !== 0) failed.push(name);
    // a test that passed on its retry failed once: its report is kept as well (a flake is a defect of its test)
    if (status !== 0 || /^\s+\d+ flaky$/m.test(plainText(output))) reports.push(`--- ${name}\n${failureReports(output)}`);
  }
}

// what an earlier run left is gone before this one writes (the folders below are per spec file)
rmSync('test-results', { recursive: true, force: true });
await Promise.all(lanes.map(runLane));
const cpuBy = cpu.totals();
cpu.stop();
stopAll();
const specsCpu = timings.reduce((sum, t) => sum + (cpuBy.get(t.name) ?? 0), 0);
console.log(`\n=== spec files by time (${LANES} lane${LANES > 1 ? 's' : ''}, ${elapsed(startedAt)} in all${cpu.available ? `; CPU of the spec runs ${specsCpu.toFixed(0)} s` : ''}) ===`);
// CPU: the Playwright run's own, its workers' and its browser's (the lane's mock and web server are counted apart, below)
for (const t of [...timings].sort((a, b) => b.seconds - a.seconds)) {
  const spent = cpu.available ? `  CPU ${(cpuBy.get(t.name) ?? 0).toFixed(0).padStart(4)} s` : '';
  console.log(`${t.seconds.toFixed(0).padStart(5)} s${spent}  lane ${t.lane}  ${t.status === 0 ? 'ok  ' : 'FAIL'}  ${t.name}`);
}
if (cpu.available) {
  const specNames = new Set(timings.map((t) => t.name));
  const rest = [...cpuBy].filter(([name, seconds]) => !specNames.has(name) && seconds >= 0.5).sort((a, b) => b[1] - a[1]);
  console.log(`CPU besides the spec runs: ${rest.map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join(', ')}`);
}
if (reports.length) console.log(`\n=== what failed, again (each spec's failure reports) ===\n${reports.join('\n')}`);
console.log(failed.length ? `\nbrowser tests failed in: ${failed.join(', ')}` : `\nbrowser tests: all ${specs.length} spec files passed (${runs} runs)`);
process.exit(failed.length ? 1 : 0);

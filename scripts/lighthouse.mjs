#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse mobile performance (its default: Moto G Power, slow 4G and 4× CPU,
 * simulated) of home, shop, product, post and contact on the production build against the loopback
 * mock, with the floor page (scripts/floor) scored in the same run. LIGHTHOUSE_RUNS rounds (default 3),
 * each loading every page once in turn, so that a slow spell of a shared machine falls on all pages
 * alike; per page it prints Lighthouse's median run (the run nearest the median first contentful paint
 * and time to interactive, as Lighthouse's own guidance computes it) with its score and main metrics,
 * and every run's score. Simulated throttling scales what this machine's CPU did, so the scores move
 * with the machine's speed: its benchmark index (Lighthouse's) is printed too, and only pages measured
 * in the same run compare. A report, not a gate. PERF_REUSE_BUILD=1 reuses `npm run size`'s build;
 * LIGHTHOUSE_JSON=dir writes each page's median report there (for the traces). The app and the floor are served
 * over HTTP/2 as a production static host serves them (PERF_HTTP2=0: HTTP/1.1, where the page's many
 * chunks queue on six connections).
 *
 * LIGHTHOUSE_BASELINES=name=dir[,name=dir…] also measures other builds (earlier commits', say) in the
 * same rounds, page by page beside this one (rows `home·name`), so that "unchanged or better" compares
 * builds measured on the same machine at the same time. Each is served as it is, pre-rendered pages
 * first, at the address printed for it (the ports after this run's API's, in order): build it with
 * VITE_API_URL set to this run's API address and VITE_SITE_URL to that address, and pre-render it with
 * its own commit's `npm run prerender`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright';
process.env.PERF_HTTP2 ??= '1';
const { API_URL, APP_DIR, APP_URL, CHROMIUM, FLOOR_URL, LIGHTHOUSE_PHONE, MOCK_URL, PORTS, PROTOCOL, ROOT, buildAll, serveStatic, startServers } = await import('./perf/harness.mjs');

const PAGES = [
  ['floor', `${FLOOR_URL}/`],
  ['home', `${APP_URL}/`],
  ['shop', `${APP_URL}/shop`],
  ['product', `${APP_URL}/shop/product/aloe-vera-moisturising-cream`],
  ['post', `${APP_URL}/blog/post/how-to-build-a-simple-skincare-routine`],
  ['contact', `${APP_URL}/contact-us`],
];
/** The other builds measured beside this one: name, directory, address. */
const BASELINES = (process.env.LIGHTHOUSE_BASELINES ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry, i) => {
    const [name, dir] = entry.split('=');
    if (!name || !dir) throw new Error(`LIGHTHOUSE_BASELINES: "${entry}" is not name=dir`);
    return { name, dir, port: PORTS.apiTls + 1 + i, url: APP_URL.replace(`:${PORTS.app}`, `:${PORTS.apiTls + 1 + i}`) };
  });
for (const baseline of BASELINES) console.log(`build "${baseline.name}": ${baseline.dir}, served at ${baseline.url} (built for the API at ${API_URL})`);
/** A page's row name on a baseline build. */
const onBaseline = (name, baseline) => `${name}·${baseline.name}`;
const baselineOf = (name) => BASELINES.find((baseline) => name.endsWith(`·${baseline.name}`));
// each app page again on every baseline build, measured right after this build's
PAGES.splice(0, PAGES.length, ...PAGES.flatMap(([name, url]) => (name === 'floor' ? [[name, url]] : [[name, url], ...BASELINES.map((baseline) => [onBaseline(name, baseline), url.replace(APP_URL, baseline.url)])])));
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/**
 * LIGHTHOUSE_CPU_SLOWDOWN: the simulation's CPU multiplier (Lighthouse's default 4 models a mid-range
 * phone from a desktop of benchmark index ~1,000-2,000). A faster host scores the same page higher;
 * a larger multiplier models what a slower host measures (6 on a host of index ~2,800 is one of ~1,900).
 */
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;
const only = process.argv.slice(2);
const pages = only.length ? PAGES.filter(([name]) => name === 'floor' || only.includes(name.split('·')[0])) : PAGES;
const jsonDir = process.env.LIGHTHOUSE_JSON;
if (jsonDir) mkdirSync(jsonDir, { recursive: true });

/**
 * The public pages are measured as a deployment serves them: pre-rendered (`npm run prerender` from the
 * mock into the build, served first as nginx does). LIGHTHOUSE_PRERENDER=0 measures the bare app.
 */
const PRERENDERED = process.env.LIGHTHOUSE_PRERENDER !== '0';
buildAll();
const stopServers = await startServers({ prerendered: PRERENDERED });
const baselineServers = await Promise.all(BASELINES.map((baseline) => serveStatic(baseline.dir, baseline.port, { prerendered: PRERENDERED })));
const stop = () => {
  baselineServers.forEach((server) => server.close());
  stopServers();
};
if (PRERENDERED) {
  const made = spawnSync('npx', ['tsx', 'scripts/prerender/cli.ts', '--api-url', MOCK_URL, '--site-url', APP_URL, '--dist', APP_DIR], { cwd: ROOT, stdio: 'inherit' });
  if (made.status !== 0) {
    stop();
    throw new Error(`npm run prerender failed (${made.status})`);
  }
}
/**
 * One unmeasured load of every page first, at Lighthouse's phone size, so that the mock has made the
 * resized pictures the pages ask for. The mock draws each size on its first request (half a second or
 * more on this machine) and keeps it, as an image server or its CDN keeps its resizes; without this the
 * first round's largest paint measured the mock's drawing, not the page, and only that round.
 */
async function warmUp() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'] });
  try {
    const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    for (const [, url] of pages) {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => {});
    }
  } finally {
    await browser.close();
  }
}
await warmUp();
/**
 * chrome-launcher's own flags, but for one: it turns off RenderDocument (a new renderer frame for each
 * navigation), which Chromium has on. With it off, a headless Chromium 156 now and then judges the page's
 * renderer "unresponsive" while it loads and offers it one frame a second (viz's ThrottleUnresponsiveClient,
 * GoogleChrome/lighthouse#17148): the page, laid out and idle, appears one or two whole seconds late, and
 * Lighthouse's simulation then counts everything that finished before that late paint as blocking it.
 * Product page, fresh browser per load, this machine: 3 of 8 loads painted at 2.3 s instead of 0.2-0.4 s with
 * chrome-launcher's flags (3 of 8 again with OnBeginFrameAcks turned off as well), 0 of 10 with
 * RenderDocument left on. The floor is measured with the same flags.
 */
const CHROME_FLAGS = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=')
    ? `--disable-features=${flag
        .slice('--disable-features='.length)
        .split(',')
        .filter((feature) => feature !== 'RenderDocument')
        .join(',')}`
    : flag,
);
/** Every page's runs (Lighthouse results with their JSON report), by page name. */
const runs = new Map(pages.map(([name]) => [name, []]));
try {
  for (let round = 1; round <= RUNS; round += 1) {
    for (const [name, url] of pages) {
      // a fresh browser per page: no cache, no warm-up from the page before
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        ignoreDefaultFlags: true,
        // the HTTP/2 hosts use a throw-away self-signed certificate
        chromeFlags: [...CHROME_FLAGS, '--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
      });
      try {
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
        const config = CPU_SLOWDOWN ? { extends: 'lighthouse:default', settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } } } : undefined;
        const result = await lighthouse(url, flags, config);
        // the report only: the artifacts (traces) of every run would hold hundreds of MB
        runs.get(name).push({ lhr: result.lhr, report: result.report });
      } finally {
        await chrome.kill();
      }
    }
    if (RUNS > 1) console.log(`Lighthouse: round ${round} of ${RUNS} done`);
  }
} finally {
  stop();
}

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const score = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
const rows = pages.map(([name, url]) => {
  const results = runs.get(name);
  const failed = results.filter(({ lhr }) => lhr.runtimeError);
  const usable = results.filter(({ lhr }) => !lhr.runtimeError);
  const median = usable.length ? computeMedianRun(usable.map(({ lhr }) => lhr)) : results[0].lhr;
  if (jsonDir) writeFileSync(join(jsonDir, `${name}.json`), results.find(({ lhr }) => lhr === median).report);
  return {
    name,
    // the file the host gave this address (the floor page is its own plain page)
    served: name === 'floor' ? 'floor' : existsSync(join(baselineOf(name)?.dir ?? APP_DIR, 'prerender', 'fa', new URL(url).pathname, 'index.html')) && PRERENDERED ? 'pre-rendered' : 'app shell',
    score: score(median),
    scores: usable.map(({ lhr }) => score(lhr)),
    lcp: metric(median, 'largest-contentful-paint'),
    tbt: metric(median, 'total-blocking-time'),
    cls: metric(median, 'cumulative-layout-shift'),
    fcp: metric(median, 'first-contentful-paint'),
    benchmark: median.environment?.benchmarkIndex ?? NaN,
    error: failed.length ? `${failed.length} run(s) failed: ${failed[0].lhr.runtimeError.message}` : undefined,
  };
});

const benchmarks = rows.map((row) => row.benchmark).filter(Number.isFinite).sort((a, b) => a - b);
console.log(
  `\nLighthouse mobile performance, production build on loopback over ${PROTOCOL}, public pages ${PRERENDERED ? 'pre-rendered' : 'not pre-rendered'}: ` +
    `median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page (this machine's benchmark index ${benchmarks[Math.floor(benchmarks.length / 2)] ?? '?'}` +
    `${CPU_SLOWDOWN ? `, CPU slowdown ${CPU_SLOWDOWN}× instead of 4×` : ''})`,
);
console.log(`${'page'.padEnd(16)}  score  ${'LCP'.padStart(7)}  ${'TBT'.padStart(7)}  ${'CLS'.padStart(6)}  ${'FCP'.padStart(7)}  ${'every run'.padEnd(13)}  served`);
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
for (const row of rows) {
  console.log(
    `${row.name.padEnd(16)}  ${String(row.score).padStart(5)}  ${s(row.lcp).padStart(7)}  ${`${Math.round(row.tbt)} ms`.padStart(7)}  ${row.cls.toFixed(3).padStart(6)}  ${s(row.fcp).padStart(7)}  ${row.scores.join(' ').padEnd(13)}  ${row.served}${row.error ? `  (${row.error})` : ''}`,
  );
}

#!/usr/bin/env node
/**
 * `npm run size`: the first-load JS (gzip) of every public page, as a browser loads it.
 *
 * Builds the production bundle for the loopback mock API and the floor page (scripts/floor) in the
 * same run (scripts/perf/harness.mjs), loads each public route in headless Chromium (a fresh profile
 * per page, phone viewport) until the network is idle, and sums the gzip size of every JS response —
 * the entry, the layout and screen chunks and whatever the page imports while it starts. The floor
 * page is measured the same way. Prints the table; with SIZE_BUDGET_STRICT=1 (CI) exits 1 when a
 * page is above SIZE_BUDGET (default 0.9) × the floor. SIZE_DETAIL=1 also lists each page's chunks
 * (gzip, largest first), to see what a page loads that it should not. What a page asks for after it has
 * started the work held for after its first load (the service worker, monitoring's reporter) is not counted,
 * however late a busy machine's network went quiet.
 */
import { chromium } from 'playwright';
import { APP_URL, CHROMIUM, FLOOR_URL, PUBLIC_PAGES, buildAll, gzipLength, kb, startServers } from './perf/harness.mjs';

const BUDGET = Number(process.env.SIZE_BUDGET ?? 0.9);
const QUIET_MS = Number(process.env.SIZE_QUIET_MS ?? 2000);
/** Every public screen has a level-1 heading once it has its data; the floor page has its form. */
const SCREEN_READY = 'main h1, .auth-card h1, #root form';
/** The mark the app sets when the work held for after its first load starts (src/app/afterLoad.ts, FIRST_LOAD_OVER_MARK; tests/unit/app/afterLoad.test.ts holds the two names equal). */
const FIRST_LOAD_OVER_MARK = 'first-load-over';

/** JS the page loads from a cold cache until the network has been idle for half a second. */
async function firstLoadJs(browser, url) {
  // the page's own first load: the service worker's downloads ahead (it registers as the page loads) are
  // the worker's, measured by tests/e2e/offline.spec.ts, and kept the network busy past the reporter's start
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, serviceWorkers: 'block' });
  // every resource's timing is kept (the buffer holds 250 by default; the home asks for more images)
  await context.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
    scripts.set(
      response.url(),
      response.body().then(gzipLength, () => 0),
    );
  });
  let inflight = 0;
  let last = Date.now();
  const bump = (delta) => () => {
    inflight += delta;
    last = Date.now();
  };
  page.on('request', bump(1));
  page.on('requestfinished', bump(-1));
  page.on('requestfailed', bump(-1));
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // the screen has rendered (its heading is there): a busy machine must not end the count before
  await page.waitForSelector(SCREEN_READY, { timeout: 30_000 }).catch(() => console.warn(`  (${url}: no heading after 30 s)`));
  // idle = nothing in flight for QUIET_MS: a busy CPU can parse a chunk for longer than Playwright's
  // 500 ms "networkidle" before the screen asks for its next chunk or its data
  const until = Date.now() + 30_000;
  while (Date.now() < until && (inflight > 0 || Date.now() - last < QUIET_MS)) await page.waitForTimeout(100);
  // what the page asked for once the work held for after its first load had started (the service worker's
  // registration, monitoring's reporter: the app marks the moment) is not its first load, however long a
  // busy machine kept the network from going quiet before it
  const afterFirstLoad = await page.evaluate((mark) => {
    const over = performance.getEntriesByName(mark)[0]?.startTime;
    if (over === undefined) return [];
    return performance.getEntriesByType('resource').filter((entry) => entry.startTime >= over).map((entry) => entry.name);
  }, FIRST_LOAD_OVER_MARK);
  for (const url of afterFirstLoad) scripts.delete(url);
  const sizes = await Promise.all(scripts.values());
  await context.close();
  const chunks = [...scripts.keys()].map((u, i) => [new URL(u).pathname, sizes[i]]).sort((a, b) => b[1] - a[1]);
  return { bytes: sizes.reduce((sum, n) => sum + n, 0), files: scripts.size, chunks };
}

buildAll();
const stop = await startServers();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
let failed = [];
try {
  const floor = await firstLoadJs(browser, `${FLOOR_URL}/`);
  const rows = [];
  for (const [name, path] of PUBLIC_PAGES) rows.push({ name, path, ...(await firstLoadJs(browser, APP_URL + path)) });
  const width = Math.max(...rows.map((r) => r.name.length), 'floor'.length);
  console.log(`\nfirst-load JS (gzip), production build on loopback, budget ${BUDGET} × floor`);
  console.log(`${'page'.padEnd(width)}  ${'gzip'.padStart(9)}  chunks  × floor`);
  console.log(`${'floor'.padEnd(width)}  ${kb(floor.bytes).padStart(9)}  ${String(floor.files).padStart(6)}  1.00`);
  for (const row of rows) {
    const ratio = row.bytes / floor.bytes;
    const over = ratio > BUDGET;
    if (over) failed.push(row.name);
    console.log(`${row.name.padEnd(width)}  ${kb(row.bytes).padStart(9)}  ${String(row.files).padStart(6)}  ${ratio.toFixed(2)}${over ? '  over budget' : ''}`);
  }
  if (process.env.SIZE_DETAIL) {
    for (const row of [{ name: 'floor', ...floor }, ...rows]) {
      console.log(`\n${row.name}`);
      for (const [path, bytes] of row.chunks) console.log(`  ${kb(bytes).padStart(9)}  ${path}`);
    }
  }
} finally {
  await browser.close();
  stop();
}
if (failed.length) {
  console.log(`\n${failed.length} page(s) above ${BUDGET} × floor: ${failed.join(', ')}`);
  if (process.env.SIZE_BUDGET_STRICT) process.exit(1);
} else {
  console.log(`\nevery public page is within ${BUDGET} × the floor`);
}

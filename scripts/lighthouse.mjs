#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse mobile performance (its default: Moto G Power, slow 4G and 4× CPU,
 * simulated) of home, shop, product, post and contact on the production build against the loopback
 * mock, with the floor page (scripts/floor) scored in the same run. One run per page; prints the score
 * and the three main metrics (largest contentful paint, total blocking time, cumulative layout shift).
 * A report, not a gate: shared machines are noisy. PERF_REUSE_BUILD=1 reuses `npm run size`'s build;
 * LIGHTHOUSE_JSON=dir writes each full report there (for the traces). The app and the floor are served
 * over HTTP/2 as a production static host serves them (PERF_HTTP2=0: HTTP/1.1, where the page's many
 * chunks queue on six connections).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
process.env.PERF_HTTP2 ??= '1';
const { APP_DIR, APP_URL, CHROMIUM, FLOOR_URL, MOCK_URL, PROTOCOL, ROOT, buildAll, startServers } = await import('./perf/harness.mjs');

const PAGES = [
  ['floor', `${FLOOR_URL}/`],
  ['home', `${APP_URL}/`],
  ['shop', `${APP_URL}/shop`],
  ['product', `${APP_URL}/shop/product/aloe-vera-moisturising-cream`],
  ['post', `${APP_URL}/blog/post/how-to-build-a-simple-skincare-routine`],
  ['contact', `${APP_URL}/contact-us`],
];
const only = process.argv.slice(2);
const pages = only.length ? PAGES.filter(([name]) => name === 'floor' || only.includes(name)) : PAGES;
const jsonDir = process.env.LIGHTHOUSE_JSON;
if (jsonDir) mkdirSync(jsonDir, { recursive: true });

/**
 * The public pages are measured as a deployment serves them: pre-rendered (`npm run prerender` from the
 * mock into the build, served first as nginx does). LIGHTHOUSE_PRERENDER=0 measures the bare app.
 */
const PRERENDERED = process.env.LIGHTHOUSE_PRERENDER !== '0';
buildAll();
const stop = await startServers({ prerendered: PRERENDERED });
if (PRERENDERED) {
  const made = spawnSync('npx', ['tsx', 'scripts/prerender/cli.ts', '--api-url', MOCK_URL, '--site-url', APP_URL, '--dist', APP_DIR], { cwd: ROOT, stdio: 'inherit' });
  if (made.status !== 0) {
    stop();
    throw new Error(`npm run prerender failed (${made.status})`);
  }
}
const rows = [];
try {
  for (const [name, url] of pages) {
    // a fresh browser per page: no cache, no warm-up from the page before
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      // the HTTP/2 hosts use a throw-away self-signed certificate
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const { lhr } = result;
      if (jsonDir) writeFileSync(join(jsonDir, `${name}.json`), result.report);
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      rows.push({
        name,
        // the file the host gave this address (the floor page is its own plain page)
        served: name === 'floor' ? 'floor' : existsSync(join(APP_DIR, 'prerender', 'fa', new URL(url).pathname, 'index.html')) && PRERENDERED ? 'pre-rendered' : 'app shell',
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        fcp: metric('first-contentful-paint'),
        error: lhr.runtimeError?.message,
      });
    } finally {
      await chrome.kill();
    }
  }
} finally {
  stop();
}

console.log(`\nLighthouse mobile performance, production build on loopback over ${PROTOCOL}, public pages ${PRERENDERED ? 'pre-rendered' : 'not pre-rendered'} (one run per page)`);
console.log(`${'page'.padEnd(8)}  score  ${'LCP'.padStart(7)}  ${'TBT'.padStart(7)}  ${'CLS'.padStart(6)}  ${'FCP'.padStart(7)}  served`);
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
for (const row of rows) {
  console.log(
    `${row.name.padEnd(8)}  ${String(row.score).padStart(5)}  ${s(row.lcp).padStart(7)}  ${`${Math.round(row.tbt)} ms`.padStart(7)}  ${row.cls.toFixed(3).padStart(6)}  ${s(row.fcp).padStart(7)}  ${row.served}${row.error ? `  (${row.error})` : ''}`,
  );
}

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
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
process.env.PERF_HTTP2 ??= '1';
const { APP_URL, CHROMIUM, FLOOR_URL, PROTOCOL, buildAll, startServers } = await import('./perf/harness.mjs');

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

buildAll();
const stop = await startServers();
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

console.log(`\nLighthouse mobile performance, production build on loopback over ${PROTOCOL} (one run per page)`);
console.log(`${'page'.padEnd(8)}  score  ${'LCP'.padStart(7)}  ${'TBT'.padStart(7)}  ${'CLS'.padStart(6)}  ${'FCP'.padStart(7)}`);
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
for (const row of rows) {
  console.log(
    `${row.name.padEnd(8)}  ${String(row.score).padStart(5)}  ${s(row.lcp).padStart(7)}  ${`${Math.round(row.tbt)} ms`.padStart(7)}  ${row.cls.toFixed(3).padStart(6)}  ${s(row.fcp).padStart(7)}${row.error ? `  (${row.error})` : ''}`,
  );
}

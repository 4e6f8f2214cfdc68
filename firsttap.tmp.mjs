import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright';
process.env.PERF_REUSE_BUILD = '1';
const { APP_DIR, APP_URL, CHROMIUM, MOCK_URL, ROOT, buildAll, startServers } = await import('./scripts/perf/harness.mjs');
buildAll();
const stop = await startServers({ prerendered: true });
spawnSync('npx', ['tsx', 'scripts/prerender/cli.ts', '--api-url', MOCK_URL, '--site-url', APP_URL, '--dist', APP_DIR], { cwd: ROOT, stdio: 'ignore' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--ignore-certificate-errors'] });
try {
  for (const rate of [1, 4, 6]) {
    const results = [];
    for (let run = 0; run < 3; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, ignoreHTTPSErrors: true, deviceScaleFactor: 1.75 });
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__tap = { up: 0, ready: 0, longest: 0 };
        addEventListener('pointerup', () => { if (!window.__tap.up) window.__tap.up = performance.now(); }, true);
        new MutationObserver(() => { if (!window.__tap.ready && document.querySelector('[data-testid="add-to-cart"]')) window.__tap.ready = performance.now(); }).observe(document, { childList: true, subtree: true });
        new PerformanceObserver((list) => { for (const e of list.getEntries()) if (window.__tap.up && e.startTime >= window.__tap.up) window.__tap.longest = Math.max(window.__tap.longest, e.duration); }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(`${APP_URL}/shop/product/aloe-vera-moisturising-cream`);
      for (let i = 0; i < 300 && !(await page.evaluate(() => performance.getEntriesByName('takeover-ready').length)); i += 1) await page.waitForTimeout(100);
      await page.waitForTimeout(300);
      await page.locator('h1.product-info__name').tap();
      await page.getByTestId('add-to-cart').waitFor({ timeout: 30000 });
      await page.waitForTimeout(500);
      const tap = await page.evaluate(() => window.__tap);
      results.push(`${Math.round(tap.ready - tap.up)} ms (longest task ${Math.round(tap.longest)} ms)`);
      await context.close();
    }
    console.log(`CPU ${rate}x: first tap → the app's buy button: ${results.join(', ')}`);
  }
} finally {
  await browser.close();
  stop();
}

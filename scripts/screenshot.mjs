#!/usr/bin/env node
/**
 * Screenshots of app pages in fa and en, at desktop and phone width, with Debian's chromium.
 *   node scripts/screenshot.mjs --base http://127.0.0.1:5173 --out /tmp/shots [--key test-key-u6] /path1 /path2 ...
 * Start a server first (e.g. `npx vite --port 5180` for the dev server with MSW). Files are named
 * <path>-<lang>-<desktop|phone>.png. `--full` takes full-page shots; `--langs fa` limits languages.
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return false;
  args.splice(i, 1);
  return true;
};
const base = opt('base', 'http://127.0.0.1:5173');
const out = opt('out', '/tmp/shots');
const key = opt('key', '');
const langs = opt('langs', 'fa,en').split(',');
const widths = opt('widths', 'desktop,phone').split(',');
const wait = Number(opt('wait', '1500'));
const full = flag('full');
const paths = args.length ? args : ['/'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
for (const width of widths) {
  const context = await browser.newContext({ viewport: sizes[width], deviceScaleFactor: 1, isMobile: width === 'phone', hasTouch: width === 'phone' });
  if (key) await context.addCookies([{ name: 'api_key', value: key, url: base }]);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`pageerror ${e.message}`));
  for (const path of paths) {
    for (const lang of langs) {
      const url = new URL(path, base);
      url.searchParams.set('language', lang);
      await page.goto(url.toString(), { waitUntil: 'networkidle' }).catch(() => undefined);
      await page.waitForTimeout(wait);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${lang}-${width}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: full });
      console.log(`${out}/${name}`);
    }
  }
  await context.close();
}
await browser.close();

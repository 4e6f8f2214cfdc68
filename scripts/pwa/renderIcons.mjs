#!/usr/bin/env node
/**
 * Renders the install icons of the web app manifest from the site's own logo (public/favicon.svg) in
 * Debian's Chromium, so no image library is needed: public/icons/icon-192.png and icon-512.png (the
 * logo as it is, its rounded square filling the icon) and maskable-512.png (the logo's leaf on the
 * logo's green, inside the 80 % circle a launcher's mask keeps). The PNGs are committed; run this again
 * after the logo changes:  node scripts/pwa/renderIcons.mjs
 */
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';

const logo = readFileSync('public/favicon.svg', 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#2f7d4f';
// the logo without its rounded square: for the maskable icon the whole square is the background
const leaf = logo.replace(/<rect[^>]*\/>/, '');
const icons = [
  { file: 'icon-192.png', size: 192, svg: logo, fill: 'transparent', scale: 1 },
  { file: 'icon-512.png', size: 512, svg: logo, fill: 'transparent', scale: 1 },
  // the leaf spans ~44 of the logo's 64 units; at 0.8 it stays inside the maskable safe zone (a 40 % radius)
  { file: 'maskable-512.png', size: 512, svg: leaf, fill: background, scale: 0.8 },
];

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = Math.round(icon.size * icon.scale);
    const svg = icon.svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `);
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.fill}">${svg}</body></html>`,
    );
    await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: icon.fill === 'transparent' });
    await page.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}

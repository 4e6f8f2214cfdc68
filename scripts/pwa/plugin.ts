/**
 * The service worker and the web app manifest of a production build (vite-plugin-pwa, injectManifest:
 * the worker's rules are ours, src/sw/sw.ts; Workbox does the caching). The manifest's
 * names are the site's own (the fa catalogue's `app.name`, the menu's shop, cart and invoices), its
 * colours the theme's, its icons rendered from the site's logo (scripts/pwa/renderIcons.mjs).
 * `VITE_SERVICE_WORKER=false` builds without the worker, for a host that cannot serve it (the page
 * side then registers nothing: src/app/serviceWorker.ts). The dev server never has it (MSW owns the
 * worker there).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { appTheme } from '../../src/app/theme.ts';
import { paths } from '../../src/lib/paths.ts';

export const SERVICE_WORKER_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';

/** Whether the build has a service worker (the env's VITE_SERVICE_WORKER, on unless `false`). */
export function serviceWorkerEnabled(env: Record<string, string | undefined>): boolean {
  return env.VITE_SERVICE_WORKER !== 'false' && env.VITE_USE_MSW !== 'true';
}

/**
 * Build files the worker does not keep ahead: the spreadsheet workers and libraries (about 3 MB,
 * fetched only when an admin reads or writes a sheet), the pre-rendered pages (kept per address when
 * visited) and the precompressed copies.
 */
const NOT_PRECACHED = [
  'assets/sheetWorker-*.js',
  'assets/sheet.worker-*.js',
  'assets/exceljs.min-*.js',
  'assets/xlsx-*.js',
  'prerender/**',
  '**/*.gz',
  'mockServiceWorker.js',
];
/** Above this a file is not precached (the build stops and names it: add it to NOT_PRECACHED, or say why it belongs). */
const PRECACHE_MAX_BYTES = 600 * 1024;

export function pwaPlugin(root: string, env: Record<string, string | undefined>): Plugin[] {
  const fa = JSON.parse(readFileSync(join(root, 'src/i18n/messages/fa/app.json'), 'utf8')) as Record<string, string>;
  const name = fa['app.name'];
  // the description the pages carry (index.html)
  const description = /<meta name="description" content="([^"]*)"/.exec(readFileSync(join(root, 'index.html'), 'utf8'))?.[1] ?? name;
  const plugins = VitePWA({
    disable: !serviceWorkerEnabled(env),
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    // the page registers it itself, after load (src/app/serviceWorker.ts)
    injectRegister: false,
    manifestFilename: MANIFEST_FILE,
    includeAssets: [],
    injectManifest: {
      globPatterns: ['**/*.{js,css,woff2,html,svg,png}'],
      globIgnores: NOT_PRECACHED,
      maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES,
      rollupFormat: 'es',
    },
    manifest: {
      id: '/',
      name,
      short_name: name,
      description,
      lang: 'fa',
      dir: 'rtl',
      start_url: paths.home,
      scope: '/',
      display: 'standalone',
      theme_color: appTheme.token?.colorPrimary,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [
        { name: fa['nav.shop'], url: paths.shop, icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
        { name: fa['nav.cart'], url: paths.cart, icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
        { name: fa['nav.invoices'], url: paths.invoices, icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      ],
    },
  }) as Plugin[];
  // the worker and the manifest belong to the site's build, not to the server renderer's
  for (const plugin of plugins) plugin.applyToEnvironment = (environment) => environment.name === 'client';
  return plugins;
}

/**
 * The service worker and the web app manifest of a production build (vite-plugin-pwa, injectManifest:
 * the worker's rules are ours, src/sw/sw.ts; Workbox does the caching). The worker's file list is the
 * build's, in groups (precacheGroups.ts): it precaches what the public site loads, and lists the rest. The manifest's
 * names are the site's own (the fa catalogue's `app.name`, the menu's shop, cart and invoices), its
 * colours the theme's, its icons rendered from the site's logo (scripts/pwa/renderIcons.mjs).
 * `VITE_SERVICE_WORKER=false` builds without the worker, for a host that cannot serve it (the page
 * side then registers nothing: src/app/serviceWorker.ts). The dev server never has it (MSW owns the
 * worker there).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { constants, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { appTheme } from '../../src/app/theme.ts';
import { paths } from '../../src/lib/paths.ts';
import { fileGroup, shopperAssets, type ViteManifest } from './precacheGroups.ts';

export const SERVICE_WORKER_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';

/** Whether the build has a service worker (the env's VITE_SERVICE_WORKER, on unless `false`). */
export function serviceWorkerEnabled(env: Record<string, string | undefined>): boolean {
  return env.VITE_SERVICE_WORKER !== 'false' && env.VITE_USE_MSW !== 'true';
}

/**
 * Build files the worker never lists: the pre-rendered pages (kept per address when visited), the
 * precompressed copies, the browser mock's worker.
 */
const NOT_LISTED = ['prerender/**', '**/*.gz', 'mockServiceWorker.js'];
/**
 * Above this a file is not downloaded ahead: the build stops and names it (add it to ON_USE in
 * precacheGroups.ts, or say why every visitor, or every staff member, needs it).
 */
const PRECACHE_MAX_BYTES = 600 * 1024;
/** Above this a file is not even listed (the spreadsheet libraries are about 1.4 MB each). */
const LISTED_MAX_BYTES = 4 * 1024 * 1024;

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];

/**
 * The worker's file list, in groups (precacheGroups.ts): the entries the worker precaches carry no
 * group; the others name theirs (`staff`, `on-use`) and are cached at run time, or for a staff member
 * on the page's message. Reads the build's module graph from `<outDir>/.vite/manifest.json`.
 */
function groupedFileList(outDir: () => string): ManifestTransform {
  return (entries) => {
    const shopper = shopperAssets(JSON.parse(readFileSync(join(outDir(), '.vite/manifest.json'), 'utf8')) as ViteManifest);
    // one entry per file (the manifest's icons are listed by the glob and by vite-plugin-pwa both)
    const once = entries.filter((entry, index) => entries.findIndex((other) => other.url === entry.url) === index);
    const manifest = once.map((entry) => {
      const group = fileGroup(entry.url, shopper);
      if (group !== 'on-use' && entry.size > PRECACHE_MAX_BYTES) {
        throw new Error(`precache: ${entry.url} is ${Math.round(entry.size / 1024)} KB, over ${PRECACHE_MAX_BYTES / 1024} KB: add it to ON_USE (scripts/pwa/precacheGroups.ts) or say why it is needed ahead`);
      }
      return group === 'shopper' ? entry : { ...entry, group };
    });
    return { manifest };
  };
}

export function pwaPlugin(root: string, env: Record<string, string | undefined>): Plugin[] {
  let outDir = join(root, 'dist');
  const buildDir: Plugin = {
    name: 'pwa-build-dir',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
  };
  const fa = JSON.parse(readFileSync(join(root, 'src/i18n/messages/fa/app.json'), 'utf8')) as Record<string, string>;
  const name = fa['app.name'];
  // the description the pages carry (index.html)
  const description = /<meta name="description" content="([^"]*)"/.exec(readFileSync(join(root, 'index.html'), 'utf8'))?.[1] ?? name;
  /**
   * The worker is written after the build's text files got their `.gz` (scripts/deploy/precompress.ts):
   * its own, for nginx's gzip_static (its file list is most of it, and compresses to a fifth).
   */
  const compressWorker: Plugin = {
    name: 'pwa-compress-worker',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const worker = join(outDir, SERVICE_WORKER_FILE);
        if (existsSync(worker)) writeFileSync(`${worker}.gz`, gzipSync(readFileSync(worker), { level: constants.Z_BEST_COMPRESSION }));
      },
    },
  };
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
      globIgnores: NOT_LISTED,
      maximumFileSizeToCacheInBytes: LISTED_MAX_BYTES,
      manifestTransforms: [groupedFileList(() => outDir)],
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
  for (const plugin of [buildDir, ...plugins, compressWorker]) plugin.applyToEnvironment = (environment) => environment.name === 'client';
  return [buildDir, ...plugins, compressWorker];
}

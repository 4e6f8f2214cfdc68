/**
 * Shared by `npm run size` and `npm run lighthouse`: builds the app for the loopback mock API and the
 * floor page (scripts/floor, DESIGN.md "Measured floors") with the same versions, serves both as a
 * static host would (gzip, long cache for hashed assets, index.html for unknown paths) and starts the
 * loopback mock. Everything runs on 127.0.0.1; ports come from PERF_PORT (four in a row, default 5230).
 * PERF_HTTP2=1 serves the app and the floor over HTTP/2 (TLS with a throw-away self-signed certificate),
 * as production static hosts do; otherwise HTTP/1.1, whose six connections per host a page of many
 * chunks waits on (Lighthouse's simulation models exactly that).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { selfSignedCertificate } from '../selfSignedCertificate.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Which pre-rendered file answers an address: the rule nginx's config is written from (loaded through tsx, as the npm scripts run TypeScript). */
const { prerenderedFile } = await tsImport('../../src/lib/prerenderedAddress.ts', import.meta.url);
const BASE_PORT = Number(process.env.PERF_PORT ?? 5230);
export const PORTS = { app: BASE_PORT, api: BASE_PORT + 1, floor: BASE_PORT + 2, apiTls: BASE_PORT + 3 };
export const HTTP2 = process.env.PERF_HTTP2 === '1';
export const PROTOCOL = HTTP2 ? 'HTTP/2 over TLS' : 'HTTP/1.1';
const SCHEME = HTTP2 ? 'https' : 'http';
export const APP_URL = `${SCHEME}://127.0.0.1:${PORTS.app}`;
/** The mock itself; with PERF_HTTP2=1 the build calls it through an HTTP/2 proxy, as an API behind a CDN. */
export const MOCK_URL = `http://127.0.0.1:${PORTS.api}/`;
export const API_URL = HTTP2 ? `https://127.0.0.1:${PORTS.apiTls}/` : MOCK_URL;
export const FLOOR_URL = `${SCHEME}://127.0.0.1:${PORTS.floor}`;
export const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's phone (Moto G Power) as a Playwright context's options: the size every page is measured at. */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height },
  deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
};
/** Builds land here (git-ignored); PERF_REUSE_BUILD=1 serves what an earlier run built with the same ports. */
export const OUT = join(ROOT, 'dist-perf');
/** PERF_APP_DIR: serve another build of the app (a comparison); it is then not rebuilt. */
export const APP_DIR = process.env.PERF_APP_DIR ?? join(OUT, 'app');
const FLOOR_DIR = join(OUT, 'floor');

/** The public pages, with seeded data behind each dynamic segment. */
export const PUBLIC_PAGES = [
  ['home', '/'],
  ['shop', '/shop'],
  ['category', '/shop/category/skin-care'],
  ['product', '/shop/product/aloe-vera-moisturising-cream'],
  ['blog', '/blog'],
  ['blog category', '/blog/category/skin-health'],
  ['post', '/blog/post/how-to-build-a-simple-skincare-routine'],
  ['about', '/about-us'],
  ['contact', '/contact-us'],
  ['projects', '/projects'],
  ['gallery', '/gallery'],
  ['login', '/login'],
  ['register', '/register'],
  ['forgot password', '/forgot-password'],
  ['reset password', '/reset-password'],
];

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

export function buildAll() {
  const sourcemap = process.env.PERF_SOURCEMAP === '1';
  // the VITE_ settings of this environment (monitoring on or off, say) decide the build as much as the addresses
  const settings = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('VITE_')).sort(([a], [b]) => (a < b ? -1 : 1)));
  const stamp = JSON.stringify({ app: APP_URL, api: API_URL, settings, ...(sourcemap ? { sourcemap } : {}) });
  const stampFile = join(OUT, 'build.json');
  if (
    process.env.PERF_REUSE_BUILD === '1' &&
    existsSync(join(APP_DIR, 'index.html')) &&
    existsSync(join(FLOOR_DIR, 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp
  ) {
    return;
  }
  // PERF_APP_DIR is another build, served as it is (rebuilding it here would replace it with this one)
  if (process.env.PERF_APP_DIR) {
    if (!existsSync(join(APP_DIR, 'index.html'))) throw new Error(`PERF_APP_DIR=${APP_DIR} holds no build (index.html)`);
    if (!existsSync(join(FLOOR_DIR, 'index.html'))) run('npx', ['vite', 'build', '--config', 'scripts/floor/vite.config.mjs', '--outDir', FLOOR_DIR, '--emptyOutDir', '--logLevel', 'warn']);
    return;
  }
  const started = Date.now();
  // PERF_SOURCEMAP=1: hidden source maps beside the chunks (no comment in them), for the profiler (perf/tasks.mjs)
  run('npx', ['vite', 'build', '--mode', 'production', '--outDir', APP_DIR, '--emptyOutDir', '--logLevel', 'warn', ...(sourcemap ? ['--sourcemap', 'hidden'] : [])], {
    VITE_API_URL: API_URL,
    VITE_CAPTCHA_PROVIDER: 'local',
    VITE_SITE_URL: APP_URL,
    VITE_PASARGAD_URL: `${API_URL}fake-pay`,
  });
  run('npx', ['vite', 'build', '--config', 'scripts/floor/vite.config.mjs', '--outDir', FLOOR_DIR, '--emptyOutDir', '--logLevel', 'warn']);
  writeFileSync(stampFile, stamp);
  console.log(`built the app and the floor page in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

/** The HTTP/2 hosts' throw-away certificate for 127.0.0.1 (scripts/selfSignedCertificate.mjs). */
function tlsOptions() {
  const { key, cert } = selfSignedCertificate(join(OUT, 'tls'));
  return { key, cert };
}

/**
 * A static host like the production one: a file if it exists, else `<path>/index.html` (a per-route
 * shell when the build wrote one), else the SPA's index.html; gzip for text; hashed assets cached.
 * With `prerendered`, a pre-rendered page (`prerender/<fa|en>/<path>/index.html` or `page-<n>.html`,
 * `npm run prerender`) comes first, for the same requests nginx gives it to: the rule of
 * src/lib/prerenderedAddress.ts (no query, or only the language and the list's page).
 */
export function serveStatic(dir, port, { prerendered = false } = {}) {
  const cache = new Map();
  // compressed ahead, as a production host serves precompressed assets: compressing on the first
  // request would take the CPU the measured page runs on
  const assets = join(dir, 'assets');
  if (existsSync(assets)) {
    for (const name of readdirSync(assets)) {
      const file = join(assets, name);
      if (COMPRESSIBLE.has(extname(file))) cache.set(file, gzipSync(readFileSync(file), { level: 9 }));
    }
  }
  const handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    // the pre-rendered file nginx gives this address (src/lib/prerenderedAddress.ts, the pre-render's own rule)
    const pre = prerendered ? prerenderedFile(path, url.search.replace(/^\?/, '')) : null;
    const candidates = [
      ...(pre ? [join(dir, pre)] : []),
      join(dir, path),
      join(dir, path, 'index.html'),
      join(dir, 'index.html'),
    ];
    const file = candidates.find((candidate) => resolve(candidate).startsWith(resolve(dir)) && existsSync(candidate) && statSync(candidate).isFile());
    if (!file) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const ext = extname(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', file.includes(`${join(dir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    let body = readFileSync(file);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      if (!cache.has(file)) cache.set(file, gzipSync(body, { level: 9 }));
      body = cache.get(file);
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const server = HTTP2 ? createSecureServer({ ...tlsOptions(), allowHTTP1: true }, handler) : createServer(handler);
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListen(server));
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(300);
  }
  throw new Error(`Timed out waiting for ${url}`);
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);
const forwardable = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/** The mock behind HTTP/2 (TLS): requests and answers passed through unchanged. */
function serveApiOverHttp2(port) {
  const server = createSecureServer({ ...tlsOptions(), allowHTTP1: true }, (req, res) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: PORTS.api, method: req.method, path: req.url, headers: forwardable(req.headers) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListen(server));
  });
}

/** Starts the mock API and the two static hosts (the app's with its pre-rendered pages first when asked); returns a stop function. */
export async function startServers({ prerendered = false } = {}) {
  const mock = spawn('npx', ['tsx', 'mocks/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_API_PORT: String(PORTS.api), MOCK_API_QUIET: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const servers = await Promise.all([
    serveStatic(APP_DIR, PORTS.app, { prerendered }),
    serveStatic(FLOOR_DIR, PORTS.floor),
    ...(HTTP2 ? [serveApiOverHttp2(PORTS.apiTls)] : []),
  ]);
  const stop = () => {
    servers.forEach((server) => server.close());
    try {
      process.kill(-mock.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  await waitFor(`${MOCK_URL}site/v1/version`);
  return stop;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const gzipLength = (buffer) => gzipSync(buffer, { level: 9 }).length;

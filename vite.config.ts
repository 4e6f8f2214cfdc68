/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { fakePayPage } from './mocks/lib/fakePay.ts';
import { paymentEnvProblems } from './scripts/paymentEnv.ts';
import { contentSecurityPolicy, cspReportingHeaders, type CspEnv } from './src/lib/csp.ts';
import { bootScript, bundleBootScript, scriptHash, SERVER_ENTRY_FILE, serverOutDir } from './scripts/boot/plugin.ts';
import { HEADERS_FILE, headersFileText, headersFor, readBuildHeaders } from './scripts/deploy/headers.ts';
import { precompress } from './scripts/deploy/precompress.ts';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { reactRouterProduction } from './scripts/build/reactRouter.ts';
import { intlMessageFormatAlias } from './scripts/build/intl.ts';
import { join, resolve } from 'node:path';
import { RetriedTestsReporter } from './scripts/test/retriedTests.ts';
import { MANIFEST_FILE, pwaPlugin, SERVICE_WORKER_FILE, serviceWorkerEnabled } from './scripts/pwa/plugin.ts';

const require = createRequire(import.meta.url);

/**
 * Production builds ship the fa/en catalogues pre-parsed (ICU message AST), so react-intl's message
 * parser stays out of the bundle (aliased to its no-parser entry below). Tests and the dev server
 * keep plain strings.
 */
function precompiledMessages(): Plugin {
  return {
      name: 'precompiled-messages',
      apply: 'build',
      enforce: 'pre',
      transform(code, id) {
        if (!/src\/i18n\/messages\/(fa|en)\/[^/]+\.json$/.test(id)) return null;
        const source = JSON.parse(code) as Record<string, string>;
        const compiled = Object.fromEntries(Object.entries(source).map(([key, text]) => [key, parse(text)]));
        return { code: JSON.stringify(compiled), map: null };
      },
    };
  }

/** `npm start` only: the mock's fake payment provider page, so paying works without the loopback server. */
function fakePaymentProvider(): Plugin {
  return {
    name: 'fake-payment-provider',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/fake-pay', (req, res) => {
        const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('n') ?? '';
        const page = fakePayPage(token);
        res.statusCode = page.status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(page.html);
      });
    },
  };
}

/** `npm run build` stops when the pay button would go to a missing or placeholder provider (scripts/paymentEnv.ts). */
function checkPaymentEnv(mode: string): void {
  const { errors, warnings } = paymentEnvProblems({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env });
  for (const w of warnings) console.warn(`[payment] ${w}: payments answered with that provider cannot start.`);
  if (errors.length) {
    throw new Error(`Production build stopped, payment provider configuration:\n  - ${errors.join('\n  - ')}\nSet the provider's start address (README, Configuration) in .env.production or the shell.`);
  }
}

/**
 * The production Content-Security-Policy (src/lib/csp.ts) and the other security headers, from the same
 * env as the build, computed once: written into <outDir>/_headers (scripts/deploy/headers.ts), which
 * static hosts read (Netlify, Cloudflare Pages) and every server we start reads back (`vite preview`
 * below, nginx through scripts/deploy/nginxConfig.ts).
 */
function securityHeaders(policy: string, env: CspEnv): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    // the endpoint the policy's `report-to` names, when the build has VITE_CSP_REPORT_URL
    ...cspReportingHeaders(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

function headersFile(policy: string, env: CspEnv, worker: boolean): Plugin {
  // the service worker and the manifest (scripts/pwa/plugin.ts): their type, and asked again on every load
  const revalidated: Record<string, string> = worker ? { [`/${SERVICE_WORKER_FILE}`]: 'text/javascript; charset=utf-8', [`/${MANIFEST_FILE}`]: 'application/manifest+json' } : {};
  return {
    name: 'security-headers-file',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFileText(securityHeaders(policy, env), revalidated) });
    },
  };
}

/**
 * `vite preview` sends the headers of the build it serves (<outDir>/_headers), never a policy computed
 * from the env it was started with: started with any env or none, it agrees with the build.
 */
function previewBuildHeaders(): Plugin {
  let outDir = 'dist';
  return {
    name: 'preview-build-headers',
    apply: 'serve',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    configurePreviewServer(server) {
      const rules = readBuildHeaders(outDir);
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        for (const [name, value] of Object.entries(headersFor(rules, path))) res.setHeader(name, value);
        next();
      });
    },
  };
}

/**
 * A build with monitoring (VITE_SENTRY_DSN) writes hidden source maps (no `sourceMappingURL` in the
 * files), and they leave `<outDir>` for `<outDir>-sourcemaps/` beside it, so no server ever serves them:
 * they are uploaded to Sentry from there (README "Monitoring"). Without monitoring there are none.
 */
function moveSourceMaps(outDir: string): void {
  const assets = join(outDir, 'assets');
  if (!existsSync(assets)) return;
  const maps = readdirSync(assets).filter((name) => name.endsWith('.map'));
  if (!maps.length) return;
  const target = join(`${outDir}-sourcemaps`, 'assets');
  rmSync(`${outDir}-sourcemaps`, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const name of maps) renameSync(join(assets, name), join(target, name));
}

/**
 * After the build: the browser mock's worker (public/mockServiceWorker.js) stays out of a build that
 * never starts it (VITE_USE_MSW is not `true`), and text files get a `.gz` beside them (zlib level 9)
 * for servers that send precompressed files (nginx `gzip_static on`, deploy/nginx.conf).
 */
function productionOutput(useMsw: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'production-output',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    closeBundle() {
      if (!useMsw) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
      moveSourceMaps(outDir);
      precompress(outDir);
    },
  };
}

/** The server renderer's source (src/app/server/entry.tsx): the pre-render and the app shell render the storefront with it. */
const SERVER_ENTRY = 'src/app/server/entry.tsx';

/**
 * `vite build` builds the app twice (Vite's builder): the server renderer first, into
 * `<out dir>-server/` beside the site (never served), then the site, whose index.html gets the app
 * shell the server build renders (scripts/boot/plugin.ts).
 */
function serverBuild(): Plugin {
  return {
    name: 'server-build',
    apply: 'build',
    config(userConfig) {
      const outDir = userConfig.build?.outDir ?? 'dist';
      return {
        environments: {
          ssr: {
            // one bundle with its packages: antd's and others' ESM files name their imports without
            // extensions, which Node's own loader does not resolve (the build only: Vitest's runner
            // keeps packages external)
            resolve: { noExternal: true },
            // React's and antd's production code, as the browser runs: left to the runtime's NODE_ENV
            // (unset when the pre-render runs) they took their development branches, and antd then named
            // its styles `css-dev-only-do-not-override-…`, which the browser's antd never finds among the
            // page's styles (it generated them all again while hydrating)
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
            build: {
              ssr: SERVER_ENTRY,
              outDir: serverOutDir(outDir),
              emptyOutDir: true,
              copyPublicDir: false,
              sourcemap: false,
              manifest: false,
              rolldownOptions: { output: { entryFileNames: SERVER_ENTRY_FILE } },
            },
          },
        },
        builder: {
          async buildApp(builder) {
            await builder.build(builder.environments.ssr);
            await builder.build(builder.environments.client);
          },
        },
      };
    },
  };
}

export default defineConfig(async ({ command, mode }) => {
  if (command === 'build' && mode === 'production') checkPaymentEnv(mode);
  // process.env wins over the env files, exactly as in the app's own import.meta.env
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const root = fileURLToPath(new URL('.', import.meta.url));
  const headCode = await bundleBootScript(root, 'src/app/boot/headScript.ts');
  const shellCode = await bundleBootScript(root, 'src/app/boot/appShellScript.ts');
  const csp = contentSecurityPolicy(env as CspEnv, { scriptHashes: [scriptHash(headCode), scriptHash(shellCode)] });
  const boot = bootScript({ headCode, shellCode });
  return config(command, csp, boot, env as CspEnv, env.VITE_USE_MSW === 'true', pwaPlugin(root, env), serviceWorkerEnabled(env));
});

const config = (command: 'build' | 'serve', csp: string, boot: Plugin, env: CspEnv, useMsw: boolean, pwa: Plugin[], worker: boolean) => ({
  plugins: [react(), precompiledMessages(), fakePaymentProvider(), serverBuild(), headersFile(csp, env, worker), previewBuildHeaders(), productionOutput(useMsw), boot, ...pwa],
  resolve: {
    alias: {
      ...(command === 'build'
        ? {
            '@formatjs/icu-messageformat-parser': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
            ...reactRouterProduction(),
            ...intlMessageFormatAlias(),
          }
        : {}),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: false },
  // the dev server's dependency scan starts from the app's one page: left to itself it reads every .html
  // below the root (builds, pre-rendered pages, the contract's 3 MB HTML reference, which it cannot
  // parse), gives up on pre-bundling and reloads the page as it finds dependencies one by one
  optimizeDeps: { entries: ['index.html'] },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    // monitoring's stack traces read as code: maps kept beside the build, never served (moveSourceMaps)
    sourcemap: env.VITE_SENTRY_DSN ? ('hidden' as const) : false,
    // The only chunks over 800 KB are the spreadsheet workers and exceljs (user import 1.4 MB, list
    // export 0.94 MB), fetched only when a sheet is read or written; the pages' own JS is held by
    // `npm run size` (0.9 x the floor), so the warning would only ever name those three.
    chunkSizeWarningLimit: 1500,
    manifest: true,
    modulePreload: {
      // every browser the build targets (es2022) follows `<link rel="modulepreload">` itself (Baseline
      // since 2023); one without it fetches each chunk when imported: no 0.4 KB (gzip) polyfill in the entry
      polyfill: false,
      // The entry imports the app's start (src/main.tsx) once the page's module preloads have run
      // (src/app/boot/chunkTasks.ts): the page links the start's chunks and stylesheets already
      // (scripts/boot/plugin.ts), so the entry carries no second list of them (0.8 KB gzip of file names)
      resolveDependencies: (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'js' && /(^|\/)main-[\w-]+\.js$/.test(file) ? [] : deps),
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 60000,
    hookTimeout: 60000,
    // CI's machine is shared and at times slower than this one by half: a test that waits on the
    // clock (a findBy, a debounce) gets a second try there, as the browser tests do (playwright.config.ts)
    retry: process.env.CI ? 1 : 0,
    // and a test that needed it is named at the end of the run (Vitest's own reporters count it as passed)
    reporters: ['default', new RetriedTestsReporter()],
    pool: 'forks',
    // both cores: one worker left a 2-core CI machine half idle (the suite took over 45 minutes)
    maxWorkers: 2,
    // A worker keeps its modules from one test file to the next instead of loading the app, antd, the
    // mock backend and jsdom again for each of ~150 files (that loading was half the suite's CPU). What a
    // test leaves behind is reset after each test in tests/setup.ts (DOM, handlers, request recorders,
    // mock data, cookies, storage, address), and every render makes its own store.
    isolate: false,
    // A lazy import a test started (a screen's chunk the router preloads) may still be on its way when
    // the worker's last file ends: loading it then is "after the environment was torn down", a leftover
    // of the shared worker, not a failure of the product; every other unhandled error still fails the run
    onUnhandledError: (error: { name?: string }) => (error.name === 'EnvironmentTeardownError' ? false : undefined),
    env: { VITE_API_URL: 'http://localhost/api/' },
  },
});

/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { fakePayPage } from './mocks/lib/fakePay';
import { paymentEnvProblems } from './scripts/paymentEnv';
import { contentSecurityPolicy, type CspEnv } from './src/lib/csp';
import { bootScript, bundleBootScript, scriptHash } from './scripts/boot/plugin';

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
 * The production Content-Security-Policy (src/lib/csp.ts), from the same env as the build: written into
 * dist/_headers for static hosts that read it (Netlify, Cloudflare Pages), served by `vite preview`.
 */
function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

function headersFile(policy: string): Plugin {
  return {
    name: 'security-headers-file',
    apply: 'build',
    generateBundle() {
      const lines = Object.entries(securityHeaders(policy)).map(([name, value]) => `  ${name}: ${value}`);
      this.emitFile({ type: 'asset', fileName: '_headers', source: ['/*', ...lines, ''].join('\n') });
    },
  };
}

export default defineConfig(async ({ command, mode }) => {
  if (command === 'build' && mode === 'production') checkPaymentEnv(mode);
  // process.env wins over the env files, exactly as in the app's own import.meta.env
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const root = fileURLToPath(new URL('.', import.meta.url));
  const bootCode = await bundleBootScript(root);
  const csp = contentSecurityPolicy(env as CspEnv, { scriptHashes: [scriptHash(bootCode)] });
  const boot = bootScript({
    root,
    code: bootCode,
    apiUrl: (env.VITE_API_URL || '/api/').replace(/\/?$/, '/'),
    // the browser mock's worker is not running yet when the boot script runs
    early: env.VITE_USE_MSW !== 'true',
    homeCategoryIds: (env.VITE_HOME_CATEGORY_IDS || 'pc1,pc4').split(',').map((id) => id.trim()).filter(Boolean),
  });
  return config(command, csp, boot);
});

const config = (command: 'build' | 'serve', csp: string, boot: Plugin) => ({
  plugins: [react(), precompiledMessages(), fakePaymentProvider(), headersFile(csp), boot],
  resolve: {
    alias: {
      ...(command === 'build'
        ? { '@formatjs/icu-messageformat-parser': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js') }
        : {}),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, headers: securityHeaders(csp) },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    manifest: true,
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 60000,
    hookTimeout: 60000,
    pool: 'forks',
    // both cores: one worker left a 2-core CI machine half idle (the suite took over 45 minutes)
    maxWorkers: 2,
    env: { VITE_API_URL: 'http://localhost/api/' },
  },
});

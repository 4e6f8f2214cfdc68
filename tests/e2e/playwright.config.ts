import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // a spec file runs in one worker unless it declares parallel mode (the read-only walks a11y-walk and
  // badanswers do): those get both cores
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // one folder per spec file in run.mjs (Playwright empties it when it starts)
  outputDir: `../../${process.env.E2E_RESULTS_DIR ?? 'test-results'}`,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173',
    locale: 'fa-IR',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    // the production build has a service worker (src/sw/sw.ts): a spec gets it only when it asks
    // (`test.use({ serviceWorkers: 'allow' })`, tests/e2e/offline.spec.ts), so no other spec's calls go through it
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});

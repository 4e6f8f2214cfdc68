/**
 * The list floor's build (scripts/listFloor): the project's own Vite and React plugin, nothing else.
 * Served under /__list-floor/ by tests/e2e/listSpeed.spec.ts (Playwright routes it from this build),
 * so it never enters the app's production bundle.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__list-floor/',
  plugins: [react()],
  build: { target: 'es2022' },
});

/**
 * A floor page for a browser test: a plain page built from scripts/ (never part of the app's bundle)
 * and answered on the app's own origin under its own path, so a test measures the app and the floor in
 * the same run, on the same machine at the same moment, and gates on their ratio instead of a number of
 * milliseconds. Used by tests/e2e/listSpeed.spec.ts (scripts/listFloor) and tests/e2e/earlyTaps.spec.ts
 * (scripts/floor).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };

export interface FloorPage {
  /** scripts/<source>: the page's folder (its vite.config.mjs, index.html and code) */
  source: string;
  /** the address path it is answered under, with its slashes (`/__list-floor/`) */
  path: string;
  /** where it is built (beside the test run's build) */
  dir: string;
}

export function floorPage(source: string, path: string): FloorPage {
  return { source, path, dir: resolve(`${process.env.E2E_OUT_DIR ?? 'dist-e2e'}-${source}`) };
}

/** Builds the page once per out dir (again when one of its sources is newer than the build). */
export function buildFloorPage({ source, path, dir }: FloorPage) {
  const folder = join('scripts', source);
  const sources = readdirSync(folder).map((file) => join(folder, file));
  const index = join(dir, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs > Math.max(...sources.map((file) => statSync(file).mtimeMs))) return;
  const built = spawnSync('npx', ['vite', 'build', '--config', join(folder, 'vite.config.mjs'), '--base', path, '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`the floor page ${folder} did not build`);
}

/** The page's files, answered on the app's own origin. */
export async function serveFloorPage(context: BrowserContext, baseURL: string, { path, dir }: FloorPage) {
  await context.route(`${baseURL}${path}**`, (route: Route) => {
    const file = join(dir, new URL(route.request().url()).pathname.slice(path.length) || 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ status: 200, contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
  });
}

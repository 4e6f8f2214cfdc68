/**
 * npm run prerender -- --api-url URL [--site-url URL] [--concurrency N] [--dist DIR] [--timeout MS] [--only PATH,PATH…] [--one-of-each]
 *
 * After `npm run build`: writes dist/prerender/<fa|en>/<path>/index.html for every public page,
 * dist/sitemap.xml and dist/robots.txt from the live API (README "Pre-render"). Exit 0 when done
 * (skipped pages are warnings), 1 when the run stopped (dist/ unchanged), 2 for bad arguments.
 */
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { PrerenderFailed, prerender } from './run';

const USAGE = 'usage: npm run prerender -- --api-url URL [--site-url URL] [--concurrency N] [--dist DIR] [--timeout MS] [--only PATH,PATH…] [--one-of-each]';

function fail(message: string): never {
  console.error(`prerender: ${message}\n${USAGE}`);
  process.exit(2);
}

function parse(argv: readonly string[]): Partial<Record<string, string>> {
  const known = ['--api-url', '--site-url', '--concurrency', '--dist', '--timeout', '--only'];
  const out: Partial<Record<string, string>> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const parts = argv[i].split(/=(.*)/s, 2);
    const flag = parts[0];
    const inline = parts.at(1);
    if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    if (flag === '--one-of-each' && inline === undefined) {
      out['one-of-each'] = 'yes';
      continue;
    }
    if (!known.includes(flag)) fail(`unknown option ${argv[i]}`);
    const value = inline ?? argv.at((i += 1));
    if (value === undefined || value === '') fail(`${flag} needs a value`);
    out[flag.slice(2)] = value;
  }
  return out;
}

function httpUrl(value: string, name: string): URL {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  return fail(`${name} must be an http(s) address, got ${JSON.stringify(value)}`);
}

const args = parse(process.argv.slice(2));
const root = process.cwd();
if (!args['api-url']) fail('--api-url is required');
const apiUrl = httpUrl(args['api-url'], '--api-url').toString().replace(/\/?$/, '/');
const siteValue = args['site-url'] ?? process.env.SITE_URL ?? loadEnv('production', root, 'VITE_').VITE_SITE_URL;
if (!siteValue) fail('--site-url is required (or SITE_URL, or VITE_SITE_URL in .env.production)');
const siteUrl = httpUrl(siteValue, '--site-url').toString().replace(/\/+$/, '');
const concurrency = Number(args.concurrency ?? 4);
if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) fail('--concurrency must be a whole number from 1 to 64');
const timeoutMs = Number(args.timeout ?? 15000);
if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) fail('--timeout must be a positive number of milliseconds');
const dist = resolve(root, args.dist ?? 'dist');
// a few pages only (their addresses, comma-separated): a partial site for a tool, never for a deploy
const only = args.only?.split(',').map((path) => path.trim()).filter(Boolean);
if (only?.some((path) => !path.startsWith('/'))) fail('--only takes addresses that start with /, comma-separated');
// and the first page of each kind: with --only, a few pages under the whole site's stylesheet
const oneOfEach = args['one-of-each'] === 'yes';

const tty = process.stderr.isTTY;
let shown = 0;
const progress = (done: number, total: number) => {
  if (tty) {
    process.stderr.write(`\rprerender: ${done}/${total} files${done === total ? '\n' : ''}`);
  } else if (done === total || done - shown >= Math.max(20, Math.ceil(total / 10))) {
    shown = done;
    console.error(`prerender: ${done}/${total} files`);
  }
};

prerender({ apiUrl, siteUrl, dist, concurrency, timeoutMs, only, oneOfEach, progress, log: (line) => console.error(`${tty ? '\n' : ''}prerender: ${line}`) }).then(
  (result) => {
    const seconds = result.ms / 1000;
    console.log(
      `prerender: ${result.files} files for ${result.pages} pages in ${seconds.toFixed(1)} s (${(result.pages / seconds).toFixed(0)} pages/s, ${(result.files / seconds).toFixed(0)} files/s), ` +
        `${result.skipped.length} skipped; ${dist}/prerender, sitemap.xml, robots.txt`,
    );
  },
  (error: unknown) => {
    console.error(`prerender: ${error instanceof PrerenderFailed ? error.message : (error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);

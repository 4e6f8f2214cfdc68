/**
 * The build's response headers, one source for every server: `vite build` writes them (from the
 * build's env, src/lib/csp.ts) into `<outDir>/_headers` in the static-host format (Netlify, Cloudflare
 * Pages); `vite preview` (vite.config.ts) and the nginx config (scripts/deploy/nginxConfig.ts) read
 * that file back, so no server computes a policy of its own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const HEADERS_FILE = '_headers';

/** `Cache-Control` of hashed build output (`/assets/…`): the name changes with the content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One block of `_headers`: a path pattern (`/*`, `/assets/*`) and its headers, in order. */
export interface HeaderRule {
  pattern: string;
  headers: Array<[string, string]>;
}

/** `Cache-Control` of the files a browser must ask for again on every load (the service worker, the manifest). */
export const REVALIDATE = 'no-cache';

/**
 * The `_headers` file of a build: security headers on every path, immutable caching on `/assets/*`, and
 * for each file of `revalidated` (path → its type: the service worker, the web app manifest) its
 * `Content-Type` and `Cache-Control: no-cache`, so a new build's worker is seen on the next load.
 */
export function headersFileText(security: Record<string, string>, revalidated: Record<string, string> = {}): string {
  const block = (pattern: string, headers: Record<string, string>) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  return [
    ...block('/*', security),
    ...block('/assets/*', { 'Cache-Control': IMMUTABLE }),
    ...Object.entries(revalidated).flatMap(([path, type]) => block(path, { 'Content-Type': type, 'Cache-Control': REVALIDATE })),
    '',
  ].join('\n');
}

/** The exact paths (not `/*` patterns) `_headers` gives headers of their own, with those headers. */
export function exactPathHeaders(rules: readonly HeaderRule[]): Array<[string, Record<string, string>]> {
  return rules.filter((rule) => !rule.pattern.endsWith('*')).map((rule) => [rule.pattern, Object.fromEntries(rule.headers)]);
}

/** Parses the static-host format: a pattern line, then indented `Name: value` lines; `#` comments. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon === -1) throw new Error(`_headers: a header line outside a path block or without a colon: "${line.trim()}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a `_headers` pattern (`/*`, `/assets/*`, `/exact`) covers a request path. */
export function patternMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The headers of a path: every matching block, a later block overriding the same header. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (patternMatches(rule.pattern, path)) for (const [name, value] of rule.headers) result[name] = value;
  }
  return result;
}

/** Reads `<dir>/_headers`; an error that says to build first when it is missing. */
export function readBuildHeaders(dir: string): HeaderRule[] {
  const file = join(dir, HEADERS_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build first (npm run build, or vite build --outDir ${dir}); its headers are the build's.`);
  }
  const rules = parseHeadersFile(text);
  if (!rules.some((rule) => rule.pattern === '/*' && rule.headers.some(([name]) => name.toLowerCase() === 'content-security-policy'))) {
    throw new Error(`${file} has no Content-Security-Policy for /*`);
  }
  return rules;
}

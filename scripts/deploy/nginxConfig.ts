/**
 * Fills in deploy/nginx.conf for one build: the security headers and the assets' Cache-Control from
 * <dist>/_headers (written by `vite build` from the build's env, scripts/deploy/headers.ts), the root,
 * the port and where nginx keeps its own files, and the queries pre-rendered pages answer
 * (src/lib/prerenderedAddress.ts, the rule the pre-render names its files by).
 *
 *   npm run nginx:config -- [--dist dist] [--root /var/www/shop] [--listen 80] [--temp /tmp/x] [--out file]
 *                           [--tls-cert cert.pem --tls-key key.pem]
 *
 * With a certificate and its key the server listens with TLS (HTTPS on the same port, same headers):
 * a browser reports CSP violations through the Reporting API (`report-to`) only from a secure page.
 * Without --temp the config uses the system's nginx paths (pid, logs, temp dirs), as a server's
 * /etc/nginx/nginx.conf would; `npm run serve:nginx` (serveNginx.ts) passes a temp dir of its own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { exactPathHeaders, headersFor, readBuildHeaders } from './headers';
import { nginxPageFileMaps } from '@/lib/prerenderedAddress';

/** scripts/deploy (from the repo root when the module is not loaded from a file, as under Vitest) */
const HERE = import.meta.url.startsWith('file:') ? dirname(fileURLToPath(import.meta.url)) : join(process.cwd(), 'scripts', 'deploy');
export const TEMPLATE = join(HERE, '..', '..', 'deploy', 'nginx.conf');

export interface NginxOptions {
  /** the build whose _headers are used */
  dist: string;
  /** the directory nginx serves (default: the build itself) */
  root?: string;
  /** `listen` value: a port or address:port (default 8080) */
  listen?: string;
  /** a directory for pid, temp files (and no system path); without it, the system's defaults */
  temp?: string;
  mimeTypes?: string;
  accessLog?: string;
  /** PEM files of a certificate and its key: the server listens with TLS (HTTPS) */
  tls?: { certificate: string; key: string };
}

/**
 * A value as one nginx string: in double quotes, or in single quotes when it holds double quotes
 * (`Reporting-Endpoints: csp-endpoint="https://…"`; the policy holds single ones, `'self'`). Never
 * both kinds, a `$` (a variable in either), a backslash or a line break.
 */
function quoted(name: string, value: string): string {
  if (/[$\\\n]/.test(value) || (value.includes('"') && value.includes("'"))) throw new Error(`header ${name} cannot be written into nginx.conf as it is: ${value}`);
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

/** The build's headers for a path as `add_header … always;` lines at the template's indentation. */
function addHeaders(headers: Record<string, string>, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${quoted(name, value)} always;`)
    .join('\n');
}

/**
 * A `location = /path` for each file `_headers` names on its own: the build's security headers, its
 * own headers, its Content-Type as the location's only type (nginx sets the type itself).
 */
function exactLocations(rules: ReturnType<typeof readBuildHeaders>, security: Record<string, string>): string {
  return exactPathHeaders(rules)
    .map(([path, own]) => {
      if (/[\s{};"$]/.test(path)) throw new Error(`_headers path ${path} cannot be written into nginx.conf as it is`);
      const { 'Content-Type': type, ...headers } = { ...security, ...headersFor(rules, path), ...own };
      return [
        `        location = ${path} {`,
        addHeaders(headers, '            '),
        ...(type ? [`            types { }`, `            default_type ${quoted('Content-Type', type)};`] : []),
        `            try_files $uri =404;`,
        `        }`,
        '',
      ].join('\n');
    })
    .join('\n');
}

export function nginxConfig(options: NginxOptions): string {
  const rules = readBuildHeaders(options.dist);
  const { 'Cache-Control': assetCache, ...assetOnly } = headersFor(rules, '/assets/');
  const security = headersFor(rules, '/');
  // a header _headers sets on /assets/* only (beside Cache-Control) has no place in the template
  const extra = Object.keys(assetOnly).filter((name) => !(name in security));
  if (extra.length) throw new Error(`_headers sets ${extra.join(', ')} on /assets/* only; deploy/nginx.conf has no place for it`);
  if (!assetCache) throw new Error('_headers has no Cache-Control for /assets/*');
  // the template holds it in double quotes
  if (assetCache.includes('"')) throw new Error(`header Cache-Control cannot be written into nginx.conf as it is: ${assetCache}`);
  const temp = options.temp ? resolve(options.temp) : undefined;
  const values: Record<string, string> = {
    // a server: Debian's www-data; a local server started by root (a CI container) reads the files as root: its workers would
    // otherwise run as nobody, who cannot read a checkout under /root or a private temp dir
    USER: temp ? (process.getuid?.() === 0 ? 'user root;' : '') : 'user www-data;',
    WORKERS: temp ? '1' : 'auto',
    PID: temp ? join(temp, 'nginx.pid') : '/run/nginx.pid',
    ERROR_LOG: temp ? 'stderr' : '/var/log/nginx/error.log',
    MIME_TYPES: options.mimeTypes ?? '/etc/nginx/mime.types',
    ACCESS_LOG: options.accessLog ?? (temp ? 'off' : '/var/log/nginx/access.log'),
    TEMP_PATHS: temp
      ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${join(temp, kind)};`).join('\n')
      : '',
    LISTEN: `${options.listen ?? '8080'}${options.tls ? ' ssl' : ''}`,
    TLS: options.tls
      ? [`        ssl_certificate ${nginxPath(resolve(options.tls.certificate))};`, `        ssl_certificate_key ${nginxPath(resolve(options.tls.key))};`].join('\n')
      : '',
    ROOT: resolve(options.root ?? options.dist),
    ASSET_CACHE: quoted('Cache-Control', assetCache).slice(1, -1),
  };
  const filled = readFileSync(TEMPLATE, 'utf8')
    .replace(/^([ \t]*)@@SECURITY_HEADERS@@$/gm, (_line, indent: string) => addHeaders(security, indent))
    // a placeholder alone on its line with nothing to fill in leaves no empty line
    .replace(/^@@EXACT_LOCATIONS@@\n/m, () => exactLocations(rules, security))
    // which pre-rendered file answers a query: the pre-render's own rule
    .replace(/^@@PRERENDER_MAPS@@$/m, () => nginxPageFileMaps())
    .replace(/^[ \t]*@@(TEMP_PATHS|USER|TLS)@@\n/gm, (line, name: string) => (values[name] ? line : ''))
    .replace(/@@([A-Z_]+)@@/g, (match, name: string) => {
      if (!(name in values)) throw new Error(`deploy/nginx.conf: unknown placeholder ${match}`);
      return values[name];
    });
  return filled;
}

/** A file path as a bare nginx argument: nothing that would end or split it. */
function nginxPath(path: string): string {
  if (/[\s;{}"'$]/.test(path)) throw new Error(`path ${path} cannot be written into nginx.conf as it is`);
  return path;
}

function argValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
}

/** Both files or neither (a certificate without its key is a mistake, not plain HTTP). */
export function tlsOption(certificate: string | undefined, key: string | undefined): NginxOptions['tls'] {
  if (!certificate && !key) return undefined;
  if (!certificate || !key) throw new Error('TLS needs both a certificate and its key (--tls-cert and --tls-key, or TLS_CERT and TLS_KEY)');
  return { certificate, key };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const text = nginxConfig({
    dist: argValue(args, 'dist') ?? process.env.DIST_DIR ?? 'dist',
    root: argValue(args, 'root'),
    listen: argValue(args, 'listen'),
    temp: argValue(args, 'temp'),
    tls: tlsOption(argValue(args, 'tls-cert'), argValue(args, 'tls-key')),
  });
  const out = argValue(args, 'out');
  if (out) {
    writeFileSync(out, text);
    console.log(`wrote ${out} (${dirname(resolve(out))})`);
  } else {
    process.stdout.write(text);
  }
}

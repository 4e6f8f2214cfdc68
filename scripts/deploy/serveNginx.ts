/**
 * `npm run serve:nginx`: serves a build (DIST_DIR, default dist/) through Debian's nginx on
 * 127.0.0.1:$PORT (default 8080) with deploy/nginx.conf filled in for it (nginxConfig.ts): a foreground
 * process with its config, pid and temp files in a temp dir of its own, so no root and no system path
 * is needed. Ctrl-C (or SIGTERM) stops nginx and removes the temp dir. TLS_CERT and TLS_KEY (PEM files)
 * serve it over HTTPS instead, with the same headers.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nginxConfig, tlsOption } from './nginxConfig';

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const dist = resolve(process.env.DIST_DIR ?? 'dist');
const port = process.env.PORT ?? '8080';
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(NGINX)) {
  console.error(`nginx not found at ${NGINX}. Install it (Debian): apt-get install -y nginx-light`);
  process.exit(1);
}
const temp = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
const conf = join(temp, 'nginx.conf');
let scheme = 'http';
try {
  const tls = tlsOption(process.env.TLS_CERT, process.env.TLS_KEY);
  if (tls) scheme = 'https';
  writeFileSync(conf, nginxConfig({ dist, listen: `${host}:${port}`, temp, tls }));
} catch (error) {
  rmSync(temp, { recursive: true, force: true });
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const nginx = spawn(NGINX, ['-p', temp, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], { stdio: 'inherit' });
console.log(`nginx serving ${dist} on ${scheme}://${host}:${port}/ (config: ${conf})`);
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code, signal) => {
  rmSync(temp, { recursive: true, force: true });
  process.exit(code ?? (signal === 'SIGQUIT' ? 0 : 1));
});

/**
 * A throw-away self-signed certificate for 127.0.0.1 (openssl), for the loopback HTTPS servers of the
 * measurements (scripts/perf/harness.mjs, PERF_HTTP2=1) and the browser tests (tests/e2e/run.mjs: a
 * page reports CSP violations through the Reporting API only when it is secure). Made once in `dir`
 * (git-ignored build output) and reused while it is there; browsers are told to accept it
 * (--ignore-certificate-errors), nothing trusts it.
 */
import { mkdirSync, existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The PEM files (`certFile`, `keyFile`) in `dir` and their contents (`cert`, `key`). */
export function selfSignedCertificate(dir) {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  if (!existsSync(certFile) || !existsSync(keyFile)) {
    mkdirSync(dir, { recursive: true });
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '30', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      { stdio: 'ignore' },
    );
    if (made.status !== 0) throw new Error('a loopback HTTPS server needs openssl to make its certificate (apt-get install -y openssl)');
  }
  return { certFile, keyFile, cert: readFileSync(certFile), key: readFileSync(keyFile) };
}

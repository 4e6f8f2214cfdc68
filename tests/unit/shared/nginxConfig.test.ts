/** deploy/nginx.conf filled in from a build's _headers: the same headers in every location, nothing left to copy by hand. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headersFileText, headersFor, IMMUTABLE, parseHeadersFile } from '../../../scripts/deploy/headers';
import { nginxConfig, tlsOption } from '../../../scripts/deploy/nginxConfig';
import { nginxPageFileMaps } from '@/lib/prerenderedAddress';

const security = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-abc='; connect-src 'self' https://api.shop.example",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

let dist = '';
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'nginx-config-'));
  writeFileSync(join(dist, '_headers'), headersFileText(security));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** The body of each `location … { … }` block, by its match. */
function locations(config: string): Record<string, string> {
  return Object.fromEntries([...config.matchAll(/^\s*location ([^{]+)\{([^}]*)\}/gm)].map((m) => [m[1].trim(), m[2]]));
}

describe('_headers', () => {
  it('reads back what the build writes: security headers everywhere, immutable assets', () => {
    const rules = parseHeadersFile(headersFileText(security));
    expect(headersFor(rules, '/shop/product/x')).toEqual(security);
    expect(headersFor(rules, '/assets/Home-abc.js')).toEqual({ ...security, 'Cache-Control': IMMUTABLE });
  });
});

describe('nginxConfig', () => {
  it('repeats the build headers in every location (add_header is not inherited) and leaves no placeholder', () => {
    const config = nginxConfig({ dist, listen: '127.0.0.1:8123', temp: join(dist, 'tmp') });
    expect(config).not.toMatch(/@@/);
    const blocks = locations(config);
    expect(Object.keys(blocks)).toEqual(['/assets/', '/prerender/', '~ ^/(\\.|_headers$)', '/']);
    for (const body of Object.values(blocks)) {
      for (const [name, value] of Object.entries(security)) expect(body).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(blocks['/assets/']).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
    expect(blocks['/assets/']).toContain('try_files $uri =404;');
    expect(blocks['/']).toContain('add_header Cache-Control "no-cache";');
    expect(blocks['/']).toContain('try_files /prerender/$prerender_lang$uri/$prerender_file $uri /index.html;');
    // the maps it reads, written from the pre-render's own rule (src/lib/prerenderedAddress.ts)
    expect(config).toContain(nginxPageFileMaps());
    expect(config).toContain('listen 127.0.0.1:8123;');
    expect(config).toContain(`pid ${join(dist, 'tmp', 'nginx.pid')};`);
    expect(config).toContain('gzip_static on;');
  });

  it('uses the system paths for a server config', () => {
    const config = nginxConfig({ dist, root: '/var/www/shop', listen: '80' });
    expect(config).toContain('root /var/www/shop;');
    expect(config).toContain('user www-data;');
    expect(config).toContain('pid /run/nginx.pid;');
    expect(config).not.toMatch(/_temp_path/);
  });

  it("carries a build's CSP reporting header, whose value holds double quotes, in single quotes", () => {
    const reporting = {
      ...security,
      'Content-Security-Policy': `${security['Content-Security-Policy']}; report-uri https://ingest.shop.example/csp; report-to csp-endpoint`,
      'Reporting-Endpoints': 'csp-endpoint="https://ingest.shop.example/csp"',
    };
    writeFileSync(join(dist, '_headers'), headersFileText(reporting));
    const config = nginxConfig({ dist, listen: '8123', temp: join(dist, 'tmp') });
    for (const body of Object.values(locations(config))) {
      expect(body).toContain(`add_header Reporting-Endpoints 'csp-endpoint="https://ingest.shop.example/csp"' always;`);
      expect(body).toContain(`add_header Content-Security-Policy "${reporting['Content-Security-Policy']}" always;`);
    }
  });

  it('listens with TLS when given a certificate and its key, and not otherwise', () => {
    const tls = { certificate: join(dist, 'cert.pem'), key: join(dist, 'key.pem') };
    const config = nginxConfig({ dist, listen: '127.0.0.1:8443', temp: join(dist, 'tmp'), tls });
    expect(config).toContain('listen 127.0.0.1:8443 ssl;');
    expect(config).toContain(`ssl_certificate ${tls.certificate};`);
    expect(config).toContain(`ssl_certificate_key ${tls.key};`);
    expect(config).not.toMatch(/@@/);
    // the same headers as over plain HTTP
    expect(locations(config)).toEqual(locations(nginxConfig({ dist, listen: '127.0.0.1:8443', temp: join(dist, 'tmp') })));
    const plain = nginxConfig({ dist, listen: '8080', temp: join(dist, 'tmp') });
    expect(plain).toContain('listen 8080;');
    expect(plain).not.toMatch(/ssl/);
    expect(tlsOption(undefined, undefined)).toBeUndefined();
    expect(() => tlsOption(tls.certificate, undefined)).toThrow(/both a certificate and its key/);
    expect(() => nginxConfig({ dist, tls: { certificate: '/tmp/my cert.pem', key: tls.key } })).toThrow(/cannot be written into nginx.conf/);
  });

  it('refuses a build without _headers, or a header nginx could not carry', () => {
    rmSync(join(dist, '_headers'));
    expect(() => nginxConfig({ dist })).toThrow(/_headers is missing: build first/);
    writeFileSync(join(dist, '_headers'), headersFileText({ ...security, 'X-Test': 'a "quoted" $value' }));
    expect(() => nginxConfig({ dist })).toThrow(/cannot be written into nginx.conf/);
    writeFileSync(join(dist, '_headers'), headersFileText({ ...security, 'X-Test': `"both" 'quotes'` }));
    expect(() => nginxConfig({ dist })).toThrow(/cannot be written into nginx.conf/);
  });
});

describe('the service worker and the manifest', () => {
  const revalidated = { '/sw.js': 'text/javascript; charset=utf-8', '/manifest.webmanifest': 'application/manifest+json' };

  it('_headers gives them their type and no-cache, beside the security headers', () => {
    const rules = parseHeadersFile(headersFileText(security, revalidated));
    expect(headersFor(rules, '/sw.js')).toEqual({ ...security, 'Content-Type': revalidated['/sw.js'], 'Cache-Control': 'no-cache' });
    expect(headersFor(rules, '/manifest.webmanifest')).toMatchObject({ 'Content-Type': 'application/manifest+json', 'Cache-Control': 'no-cache' });
  });

  it('nginx follows: an exact location for each, with the security headers, its type and no-cache', () => {
    writeFileSync(join(dist, '_headers'), headersFileText(security, revalidated));
    const config = nginxConfig({ dist, listen: '8123', temp: join(dist, 'tmp') });
    expect(config).not.toMatch(/@@/);
    for (const [path, type] of Object.entries(revalidated)) {
      const block = new RegExp(`location = ${path.replace('.', '\\.')} \\{([\\s\\S]*?)\\n        \\}`).exec(config)?.[1] ?? '';
      for (const [name, value] of Object.entries(security)) expect(block).toContain(`add_header ${name} "${value}" always;`);
      expect(block).toContain('add_header Cache-Control "no-cache" always;');
      expect(block).toContain(`default_type "${type}";`);
      expect(block).toContain('try_files $uri =404;');
    }
    // before the catch-all, which would answer index.html
    expect(config.indexOf('location = /sw.js')).toBeLessThan(config.indexOf('location / {'));
  });
});

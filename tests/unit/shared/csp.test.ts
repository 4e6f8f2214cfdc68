/** The production Content-Security-Policy built from the build env (src/lib/csp.ts). */
import { contentSecurityPolicy, cspDirectives, cspReportingHeaders, cspSource } from '@/lib/csp';

const directive = (policy: string, name: string) =>
  policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `))?.split(/\s+/).slice(1) ?? null;

describe('contentSecurityPolicy', () => {
  const production = contentSecurityPolicy({
    VITE_API_URL: 'https://api.shop.example/',
    VITE_MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png?key={key}',
    VITE_CAPTCHA_PROVIDER: 'google',
    VITE_PASARGAD_URL: 'https://pep.shaparak.ir/payment.aspx',
  });

  it('allows no inline script, no eval, no plugins and no foreign base', () => {
    const scripts = directive(production, 'script-src')!;
    expect(scripts).toContain("'self'");
    expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|data:|\*/);
    expect(directive(production, 'object-src')).toEqual(["'none'"]);
    expect(directive(production, 'base-uri')).toEqual(["'self'"]);
    expect(directive(production, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('connects only to this site, the API and the map tiles (and reCAPTCHA when it is built in)', () => {
    expect(directive(production, 'connect-src')).toEqual(["'self'", 'https://api.shop.example', 'https://*.tiles.example.com', 'https://www.google.com/recaptcha/']);
    expect(directive(production, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.shop.example', 'https://*.tiles.example.com']);
  });

  it('frames only the captcha and the payment providers', () => {
    const frames = directive(production, 'frame-src')!;
    expect(frames).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://pep.shaparak.ir', 'https://www.zarinpal.com']));
    expect(frames.every((f) => /recaptcha|pep\.shaparak|zarinpal|ayandeh/.test(f))).toBe(true);
  });

  it('with the offline captcha and the loopback mock, names no Google origin and the loopback API', () => {
    const loopback = contentSecurityPolicy({ VITE_API_URL: 'http://127.0.0.1:8787/', VITE_CAPTCHA_PROVIDER: 'local', VITE_PASARGAD_URL: 'http://127.0.0.1:8787/fake-pay' });
    expect(loopback).not.toMatch(/google|gstatic/);
    expect(directive(loopback, 'connect-src')).toContain('http://127.0.0.1:8787');
    expect(directive(loopback, 'form-action')).toContain('http://127.0.0.1:8787');
  });

  it('leaves frame-ancestors out of the meta form (browsers ignore it there and log an error)', () => {
    expect(cspDirectives({}, { forMeta: true }).map(([name]) => name)).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy({}, { forMeta: true })).toContain("object-src 'none'");
  });

  it('turns addresses into sources', () => {
    expect(cspSource('/api/')).toBe("'self'");
    expect(cspSource('https://a.test:8443/x/')).toBe('https://a.test:8443');
    expect(cspSource('javascript:alert(1)')).toBeNull();
    expect(cspSource('')).toBeNull();
  });

  it('with monitoring, connects to the error reporter and the RUM beacon, and reports violations', () => {
    const env = {
      VITE_API_URL: 'https://api.shop.example/',
      VITE_SENTRY_DSN: 'https://0123abcd@o42.ingest.sentry.io/4507',
      VITE_RUM_URL: 'https://rum.shop.example/vitals',
      VITE_CSP_REPORT_URL: 'https://o42.ingest.sentry.io/api/4507/security/?sentry_key=0123abcd',
    };
    const policy = contentSecurityPolicy(env);
    // the DSN's host, never its key
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining(['https://o42.ingest.sentry.io', 'https://rum.shop.example']));
    expect(directive(policy, 'connect-src')!.join(' ')).not.toContain('0123abcd');
    expect(directive(policy, 'report-uri')).toEqual([env.VITE_CSP_REPORT_URL]);
    expect(directive(policy, 'report-to')).toEqual(['csp-endpoint']);
    expect(cspReportingHeaders(env)).toEqual({ 'Reporting-Endpoints': `csp-endpoint="${env.VITE_CSP_REPORT_URL}"` });
    // a <meta> policy cannot report
    expect(contentSecurityPolicy(env, { forMeta: true })).not.toMatch(/report-/);
  });

  it('without monitoring, names no reporter and sends no Reporting-Endpoints', () => {
    const policy = contentSecurityPolicy({ VITE_API_URL: 'https://api.shop.example/' });
    expect(policy).not.toMatch(/report-|sentry/);
    expect(cspReportingHeaders({})).toEqual({});
    expect(cspReportingHeaders({ VITE_CSP_REPORT_URL: 'not a url' })).toEqual({});
  });
});

import { bypass } from 'msw';
import { z } from 'zod';
import { parseArgs, UsageError } from '../../../scripts/contract/args';
import { formatResult, formatSummary, runContract } from '../../../scripts/contract/runner';
import type { RowSpec } from '../../../scripts/contract/spec';
import { BASE, envelope, fakeFetch, row } from './helpers';

const names = ['ok', 'refused', 'tls', 'html', 'crash', 'slow', 'login', 'after'];
const rows = names.map((n) => row('GET', `x/v1/${n}`));
const specs: Record<string, RowSpec> = Object.fromEntries(names.map((n) => [`GET x/v1/${n}`, { auth: true, content: z.string() }]));
const failWith = (code: string) => () => Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) }));
const SECRET = 'super-secret-key-42';

describe('contract runner: bad answers', () => {
  it('gives each broken row a clear line and goes on', async () => {
    const { fetch } = fakeFetch({
      'GET x/v1/ok': () => envelope('fine'),
      'GET x/v1/refused': failWith('ECONNREFUSED'),
      'GET x/v1/tls': failWith('DEPTH_ZERO_SELF_SIGNED_CERT'),
      'GET x/v1/html': () => new Response('<!doctype html><html><body>Maintenance</body></html>', { headers: { 'Content-Type': 'text/html' } }),
      'GET x/v1/crash': () => new Response(JSON.stringify({ success: false, messages: [{ type: 'error', message: 'Boom' }] }), { status: 500, headers: { 'Content-Type': 'application/json' } }),
      'GET x/v1/slow': () => new Promise<Response>(() => {}),
      'GET x/v1/login': () => new Response(null, { status: 302, headers: { Location: `https://sso.example.com/login?apiKey=${SECRET}` } }),
      'GET x/v1/after': () => envelope('still running'),
    });
    const lines: string[] = [];
    const report = await runContract({ baseUrl: BASE, apiKey: SECRET, allowWrites: false, timeoutMs: 80, rows, specs, fetch, onResult: (r) => lines.push(formatResult(r)) });
    expect(report.results.map((r) => r.verdict)).toEqual(['PASS', 'FAIL', 'FAIL', 'FAIL', 'FAIL', 'FAIL', 'FAIL', 'PASS']);
    const reason = (n: string) => report.results.find((r) => r.key === `GET x/v1/${n}`)?.reason;
    expect(reason('refused')).toBe('unreachable: connection refused');
    expect(reason('tls')).toMatch(/^TLS error \(DEPTH_ZERO_SELF_SIGNED_CERT\)/);
    expect(reason('html')).toMatch(/^HTML instead of JSON \(HTTP 200\): <!doctype html>/);
    expect(reason('crash')).toBe('HTTP 500 server error: "Boom"');
    expect(reason('slow')).toBe('timeout: no answer within 80 ms');
    expect(reason('login')).toBe('redirected (HTTP 302) to a login page: https://sso.example.com/login?apiKey=***');
    expect(report.summary).toEqual({ total: 8, pass: 2, fail: 6, skip: 0 });
    expect(formatSummary(report)).toBe('contract: 8 rows — 2 pass, 6 fail, 0 skip (http://backend.test/api/, writes off)');
    // The api key never shows: not in the lines, not in the report.
    expect(lines.join('\n')).not.toContain(SECRET);
    expect(JSON.stringify(report)).not.toContain(SECRET);
    expect(lines[1]).toBe('FAIL  GET x/v1/refused  unreachable: connection refused');
  });

  it('reports a real unreachable host', async () => {
    const report = await runContract({
      baseUrl: new URL('http://127.0.0.1:9/'),
      apiKey: 'k',
      allowWrites: false,
      timeoutMs: 3000,
      rows: rows.slice(0, 1),
      specs,
      fetch: (request) => fetch(bypass(request)),
    });
    expect(report.results[0]).toMatchObject({ verdict: 'FAIL', reason: expect.stringMatching(/^unreachable|^request failed|^timeout/) });
  });

  it('checks the envelope and the content, and skips what it may not run', async () => {
    const rowsB = [row('GET', 'x/v1/shape'), row('GET', 'x/v1/no'), row('POST', 'x/v1/write'), row('GET', 'x/v1/gone', 'x', 'partial'), row('GET', 'x/v1/unknown')];
    const specsB: Record<string, RowSpec> = {
      'GET x/v1/shape': { content: z.looseObject({ n: z.number() }) },
      'GET x/v1/no': { auth: true },
      'POST x/v1/write': { write: true },
      'GET x/v1/gone': {},
    };
    const { fetch, seen } = fakeFetch({ 'GET x/v1/shape': () => envelope({ n: '1' }) });
    const report = await runContract({ baseUrl: BASE, allowWrites: false, timeoutMs: 1000, rows: rowsB, specs: specsB, fetch });
    expect(report.results.map((r) => [r.verdict, r.reason])).toEqual([
      ['FAIL', 'data.content.n: expected number, got string "1"'],
      ['SKIP', 'needs an api key (--api-key or --login)'],
      ['SKIP', 'path not served (HTTP 404) — path not known: the spec does not print it'],
      ['SKIP', 'path not known: the check has no entry for this row'],
      ['SKIP', 'needs writes (--allow-writes)'],
    ]);
    expect(report.results[0].differences).toEqual([{ path: 'data.content.n', expected: 'number', got: 'string "1"' }]);
    expect(seen.some((s) => s.startsWith('POST'))).toBe(false);
  });
});

describe('contract runner behind a validating proxy', () => {
  it("names the proxy's violations when it answers a problem instead of the envelope", async () => {
    const problem = {
      type: 'https://stoplight.io/prism/errors#VIOLATIONS',
      title: 'Request/Response not valid',
      status: 500,
      validation: [{ location: ['response', 'body', 'data', 'content'], severity: 'Error', message: "must have required property 'name'" }],
    };
    const { fetch } = fakeFetch({
      'GET x/v1/ok': () => new Response(JSON.stringify(problem), { status: 500, headers: { 'Content-Type': 'application/problem+json' } }),
    });
    const report = await runContract({ baseUrl: BASE, allowWrites: false, timeoutMs: 1000, rows: [row('GET', 'x/v1/ok')], specs: { 'GET x/v1/ok': { content: z.string() } }, fetch });
    expect(report.results[0]).toMatchObject({
      verdict: 'FAIL',
      reason: `HTTP 500 server error: "Request/Response not valid" — response.body.data.content: must have required property 'name'`,
    });
  });
});

describe('contract command line', () => {
  it('stops with a usage message on a malformed --base-url', () => {
    expect(() => parseArgs(['--base-url', 'not a url'])).toThrow(UsageError);
    expect(() => parseArgs(['--base-url', 'ftp://example.com/'])).toThrow(/http\(s\)/);
    expect(() => parseArgs(['--base-url', 'https://x.test/?apiKey=1'])).toThrow(/--api-key/);
    expect(() => parseArgs([])).toThrow(/--base-url is required/);
    expect(() => parseArgs(['--base-url', 'https://x.test/', '--timeout', 'soon'])).toThrow(/--timeout/);
    expect(() => parseArgs(['--base-url', 'https://x.test/', '--login', 'nopassword'])).toThrow(/--login/);
    expect(() => parseArgs(['--base-url', 'https://x.test/', '--bogus'])).toThrow(/unknown argument: --bogus/);
  });

  it('reads every option', () => {
    const args = parseArgs(['--base-url=https://staging.example.com/api', '--api-key', 'k', '--only', 'site,auth', '--report', 'r.json', '--junit', 'r.xml', '--allow-writes', '--timeout', '2500', '--login', '9120000001:Pass:w0rd']);
    expect(args).toMatchObject({ apiKey: 'k', only: ['site', 'auth'], report: 'r.json', junit: 'r.xml', allowWrites: true, timeoutMs: 2500, login: { identity: '9120000001', password: 'Pass:w0rd' } });
    expect(args !== 'help' && args.baseUrl.toString()).toBe('https://staging.example.com/api/');
    expect(parseArgs(['--base-url', 'http://127.0.0.1:8787/'])).toMatchObject({ timeoutMs: 10_000, allowWrites: false });
  });
});

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { toJUnit } from '../../../scripts/contract/junit';
import { formatSummary, runContract } from '../../../scripts/contract/runner';
import type { RowSpec } from '../../../scripts/contract/spec';
import { BASE, envelope, fakeFetch, row } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const rows = [
  row('GET', 'site/v1/version'),
  row('GET', 'site/v1/stores'),
  row('GET', 'site/v1/crash'),
  row('GET', 'dashboard/v1/user/token'),
  row('POST', 'dashboard/v1/setting'),
  row('GET', 'auth/v1/user/currentUser'),
];
const specs: Record<string, RowSpec> = {
  'GET site/v1/version': { content: z.string() },
  'GET site/v1/stores': { content: z.array(z.object({ name: z.string(), id: z.number() })) },
  'GET site/v1/crash': { content: z.string() },
  'GET dashboard/v1/user/token': { auth: true, content: z.string() },
  'POST dashboard/v1/setting': { auth: true, write: true },
  'GET auth/v1/user/currentUser': { auth: true, content: z.string() },
};

async function run() {
  const { fetch } = fakeFetch({
    'GET site/v1/version': () => envelope('1.2.3'),
    // two differences, one of them with characters XML must escape
    'GET site/v1/stores': () => envelope([{ name: 123, id: '<a & "b">' }, { id: 4 }]),
    'GET site/v1/crash': () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
  });
  return runContract({ baseUrl: BASE, allowWrites: false, timeoutMs: 1000, rows, specs, fetch });
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name) });

describe('contract check: JUnit report', () => {
  it('is valid JUnit XML with the console summary counts, one testcase per row, grouped by service', async () => {
    const report = await run();
    const xml = toJUnit(report);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { testsuites } = parser.parse(xml) as Json;

    // the console summary: contract: 6 rows — 1 pass, 2 fail, 3 skip
    const [, total, pass, fail, skip] = /(\d+) rows — (\d+) pass, (\d+) fail, (\d+) skip/.exec(formatSummary(report))!.map(Number);
    expect([total, pass, fail, skip]).toEqual([6, 1, 2, 3]);
    expect([Number(testsuites.tests), Number(testsuites.failures), Number(testsuites.skipped), Number(testsuites.errors)]).toEqual([total, fail, skip, 0]);

    expect(testsuites.testsuite.map((s: Json) => [s.name, Number(s.tests), Number(s.failures), Number(s.skipped)])).toEqual([
      ['site', 3, 2, 0],
      ['dashboard', 2, 0, 2],
      ['auth', 1, 0, 1],
    ]);
    const cases = testsuites.testsuite.flatMap((s: Json) => s.testcase as Json[]);
    expect(cases.map((c: Json) => c.name).sort()).toEqual(rows.map((r) => `${r.method} ${r.path}`).sort());
    expect(cases.every((c: Json) => c.classname === `contract.${c.name.split(' ')[1].split('/')[0]}`)).toBe(true);
    expect(testsuites.testsuite[0].properties.property).toContainEqual({ name: 'baseUrl', value: 'http://backend.test/api/' });
    expect(testsuites.testsuite[0].hostname).toBe('backend.test');
    // an attribute valued "true" is written with its value
    const withWrites = toJUnit({ ...report, allowWrites: true });
    expect(XMLValidator.validate(withWrites)).toBe(true);
    expect((parser.parse(withWrites) as Json).testsuites.testsuite[0].properties.property).toContainEqual({ name: 'allowWrites', value: 'true' });
  });

  it('puts the differences into the failure and the reason into the skip', async () => {
    const xml = toJUnit(await run());
    const cases = (parser.parse(xml) as Json).testsuites.testsuite.flatMap((s: Json) => s.testcase as Json[]);
    const byName = (name: string): Json => cases.find((c: Json) => c.name === name);

    const stores = byName('GET site/v1/stores').failure;
    expect(stores.type).toBe('contract.difference');
    expect(stores.message).toContain('data.content[0].name: expected string, got number 123');
    expect(stores['#text']).toContain('path: data.content[0].id\n  expected: number\n  got: string "<a & \\"b\\">"');
    expect(xml).toContain('&lt;a &amp;');
    expect(stores['#text']).toMatch(/^HTTP 200/);

    const crash = byName('GET site/v1/crash').failure;
    expect(crash).toMatchObject({ type: 'contract.transport', message: 'HTTP 502 server error: <html>Bad gateway</html>' });

    expect(byName('GET dashboard/v1/user/token').skipped.message).toBe('needs an api key (--api-key or --login)');
    expect(byName('POST dashboard/v1/setting').skipped.message).toBe('needs writes (--allow-writes)');
    expect(byName('GET site/v1/version').failure).toBeUndefined();
    expect(byName('GET site/v1/version').skipped).toBeUndefined();
  });
});

import { bypass, getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { handlers } from '@mocks/handlers';
import { startLoopbackServer } from '@mocks/loopback';
import { ROW_SPECS } from '../../../scripts/contract/rows';
import { runContract } from '../../../scripts/contract/runner';
import { ROWS } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The mock's own answer, edited. */
async function edited(request: Request, edit: (body: Json) => void) {
  const original = await getResponse(handlers, request);
  const body = (await original!.json()) as Json;
  edit(body);
  return HttpResponse.json(body, { status: original!.status });
}

const broken: HttpHandler[] = [
  // a missing field: the product page loses `alias`
  http.get('*/site/v1/product/:id', ({ request, params }) =>
    params.id === 'all' || params.id === 'category' ? undefined : edited(request, (b) => delete b.data.content.alias),
  ),
  // a wrong type: a store name becomes a number
  http.get('*/site/v1/shop/stores/full', ({ request }) => edited(request, (b) => (b.data.content[0].name = 123))),
  // a server error
  http.get('*/site/v1/post/category', () =>
    HttpResponse.json({ success: false, data: null, messages: [{ type: 'error', message: 'Internal server error.' }] }, { status: 500 }),
  ),
];

async function check(extra: HttpHandler[], scope: { only?: string[]; allowWrites?: boolean; login?: { identity: string; password: string } }) {
  const { server, url } = await startLoopbackServer(0, { log: false, handlers: extra });
  try {
    return await runContract({
      baseUrl: new URL(url),
      only: scope.only,
      allowWrites: scope.allowWrites ?? false,
      login: scope.login,
      timeoutMs: 10_000,
      rows: ROWS,
      specs: ROW_SPECS,
      // msw/node intercepts fetch in tests: send the requests to the loopback server for real.
      fetch: (request) => fetch(bypass(request)),
    });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
const checkSite = (extra: HttpHandler[]) => check(extra, { only: ['site'] });

describe('contract check against the loopback mock', () => {
  it('passes every served site row of the unchanged mock', async () => {
    const report = await checkSite([]);
    expect(report.results.filter((r) => r.verdict === 'FAIL')).toEqual([]);
    expect(report.summary.pass).toBeGreaterThanOrEqual(18);
  });

  // What CI runs (`.ci/run`, contract step): every row, writes allowed, signed in as the seeded admin.
  // It caught a created role whose name (from the run's tag) broke the role-name pattern.
  it('passes every row of the unchanged mock with writes and a session, as CI runs it', async () => {
    const report = await check([], { allowWrites: true, login: { identity: '9120000001', password: 'Passw0rd!' } });
    expect(report.results.filter((r) => r.verdict === 'FAIL').map((r) => [r.key, r.reason])).toEqual([]);
    expect(report.summary.pass).toBeGreaterThanOrEqual(150);
  }, 60_000);

  it('fails exactly the rows whose handler was changed, saying what is wrong', async () => {
    const report = await checkSite(broken);
    const failed = report.results.filter((r) => r.verdict === 'FAIL').map((r) => [r.key, r.reason]);
    expect(failed).toEqual([
      ['GET site/v1/shop/stores/full', 'data.content[0].name: expected string, got number 123'],
      ['GET site/v1/product/{id}', 'data.content.alias: expected string, got missing'],
      ['GET site/v1/post/category', 'HTTP 500 server error: "Internal server error."'],
    ]);
    // The category page needs an id from the broken tree: skipped, not failed.
    expect(report.results.find((r) => r.key === 'GET site/v1/post/category/{id}')).toMatchObject({
      verdict: 'SKIP',
      reason: expect.stringContaining('needs an id that could not be discovered'),
    });
  });
});

import { http, HttpResponse } from 'msw';
import { resetDb } from './db';
import { startLoopbackServer } from './loopback';

/**
 * `npm run mock:api`: the mock backend on http://127.0.0.1:${MOCK_API_PORT ?? 8787}/ — state lives
 * for the life of the process. MOCK_API_QUIET=1 turns the request log off. MOCK_API_ALLOW_RESET=1
 * (browser tests only) adds `POST /__reset`, which re-seeds the database between spec files;
 * `POST /__reset?invoices=100000&users=10000` re-seeds with that many extra records (the bulk options,
 * for a test that measures a large list; a plain reset goes back to the MOCK_… settings).
 */
declare const process: { env: Record<string, string | undefined>; exit(code: number): never };

const port = Number(process.env.MOCK_API_PORT ?? 8787);
const quiet = process.env.MOCK_API_QUIET === '1';
const reset = process.env.MOCK_API_ALLOW_RESET === '1'
  ? [
      http.post('*/__reset', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const count = (name: string) => (params.has(name) ? Number(params.get(name)) || 0 : undefined);
        resetDb({ products: count('products'), invoices: count('invoices'), users: count('users') });
        return new HttpResponse(null, { status: 204 });
      }),
    ]
  : [];

startLoopbackServer(port, { log: !quiet, handlers: reset }).then(
  ({ url }) => console.log(`Mock API listening on ${url}`),
  (error: unknown) => {
    console.error('Mock API could not start:', error);
    process.exit(1);
  },
);

import { startLoopbackServer } from './loopback';

/**
 * `npm run mock:api`: the mock backend on http://127.0.0.1:${MOCK_API_PORT ?? 8787}/ — state lives
 * for the life of the process. MOCK_API_QUIET=1 turns the request log off.
 */
declare const process: { env: Record<string, string | undefined>; exit(code: number): never };

const port = Number(process.env.MOCK_API_PORT ?? 8787);
const quiet = process.env.MOCK_API_QUIET === '1';

startLoopbackServer(port, { log: !quiet }).then(
  ({ url }) => console.log(`Mock API listening on ${url}`),
  (error: unknown) => {
    console.error('Mock API could not start:', error);
    process.exit(1);
  },
);

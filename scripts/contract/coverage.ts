/**
 * `npm run contract:coverage [-- --json FILE] [--strict]`: for each endpoints.tsv row, whether the
 * client has an endpoint for it (src/api/services/**), the mock serves it (msw handlers resolve a
 * request for it) and the contract check covers it (row table). Computed on every run.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handlers } from '@mocks/handlers';
import { clientCalls, clientMatches, mockServes } from './coverageScan';
import { parseEndpoints, rowKey } from './endpoints';
import { ROW_SPECS } from './rows';
import type { RowSpec } from './spec';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const checkState = (spec: RowSpec | undefined) => (!spec ? 'no' : spec.never ? 'never' : 'yes');

async function main() {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const rows = parseEndpoints(readFileSync(join(root, 'src/api/contract/endpoints.tsv'), 'utf8'));
  // RTK Query endpoints, and the image/download URLs the client builds without RTK Query.
  const files = [...listFiles(join(root, 'src/api/services')), join(root, 'src/api/urls.ts')].map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const calls = files.flatMap(({ file, text }) => clientCalls(file, text).map((call) => ({ call, text })));

  const table = [];
  for (const row of rows) {
    const client = calls.some(({ call, text }) => clientMatches(row, call, text));
    const mock = await mockServes(row, handlers);
    const check = checkState(ROW_SPECS[rowKey(row)]);
    table.push({ key: rowKey(row), service: row.service, usedBy: row.usedBy, client, mock, check });
  }
  const yn = (b: boolean) => (b ? 'yes' : ' - ');
  console.log('client mock check  row');
  for (const r of table) console.log(`${yn(r.client).padEnd(6)} ${yn(r.mock).padEnd(4)} ${r.check.padEnd(5)}  ${r.key}`);

  const covered = table.filter((r) => r.client && r.mock && r.check !== 'no');
  const pending = table.filter((r) => !r.client && !r.mock);
  const gaps = table.filter((r) => !covered.includes(r) && !pending.includes(r));
  console.log(`\ncovered (client, mock and check): ${covered.length} of ${table.length}`);
  if (gaps.length) {
    console.log(`\nnot covered (${gaps.length}):`);
    for (const r of gaps) {
      const missing = [!r.client && 'client endpoint', !r.mock && 'mock handler', r.check === 'no' && 'contract check'].filter(Boolean);
      console.log(`  ${r.key}: no ${missing.join(', no ')}`);
    }
  }
  if (pending.length) {
    console.log(`\npending: ${pending.length} rows of screens not built yet (no client endpoint, no mock handler), by service and screen:`);
    const byService = new Map<string, Set<string>>();
    for (const r of pending) byService.set(r.service, (byService.get(r.service) ?? new Set()).add(r.usedBy));
    for (const [service, screens] of byService) {
      const count = pending.filter((r) => r.service === service).length;
      console.log(`  ${service} (${count} rows): ${[...screens].join('; ')}`);
    }
  }
  const never = table.filter((r) => r.check === 'never');
  if (never.length) console.log(`\nchecked by shape only, never called (they would change data the check did not create): ${never.map((r) => r.key).join(', ')}`);
  if (jsonAt >= 0 && args[jsonAt + 1]) writeFileSync(args[jsonAt + 1], `${JSON.stringify({ rows: table, covered: covered.length, gaps: gaps.map((r) => r.key), pending: pending.map((r) => r.key) }, null, 2)}\n`);
  if (args.includes('--strict') && (gaps.length || pending.length)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error('contract:coverage:', error instanceof Error ? error.message : error);
  process.exitCode = 3;
});

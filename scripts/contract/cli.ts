/**
 * `npm run contract -- --base-url URL [--api-key KEY] [--login MOBILE_OR_EMAIL:PASSWORD]
 *   [--only SERVICE[,SERVICE]] [--report FILE] [--junit FILE] [--allow-writes] [--timeout MS]`
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEndpoints } from './endpoints';
import { ROW_SPECS } from './rows';
import { parseArgs, USAGE, UsageError, type CliArgs } from './args';
import { toJUnit } from './junit';
import { formatResult, formatSummary, runContract } from './runner';

async function main(): Promise<number> {
  let args: CliArgs | 'help';
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`contract: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }
  const here = dirname(fileURLToPath(import.meta.url));
  const rows = parseEndpoints(readFileSync(resolve(here, '../../src/api/contract/endpoints.tsv'), 'utf8'));
  const services = new Set(rows.map((r) => r.service));
  const unknown = args.only?.filter((s) => !services.has(s)) ?? [];
  if (unknown.length) {
    console.error(`contract: unknown service ${unknown.join(', ')} (known: ${[...services].join(', ')})\n\n${USAGE}`);
    return 2;
  }
  const report = await runContract({
    ...args,
    rows,
    specs: ROW_SPECS,
    onResult: (result) => console.log(formatResult(result)),
  });
  console.log(formatSummary(report));
  if (args.report) writeFileSync(args.report, `${JSON.stringify(report, null, 2)}\n`);
  if (args.junit) writeFileSync(args.junit, toJUnit(report));
  return report.summary.fail > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('contract: unexpected error:', error instanceof Error ? error.message : error);
    process.exitCode = 3;
  },
);

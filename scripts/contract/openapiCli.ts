/**
 * `npm run contract:openapi [-- --out FILE] [--no-examples]`: writes the OpenAPI 3.1 document of the
 * contract (./openapi.ts) and validates it with @apidevtools/swagger-parser; exits 1 when it is not
 * valid. Examples come from a run of the contract check against the in-process mock (./examples.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { parseEndpoints } from './endpoints';
import { recordExamples } from './examples';
import { buildOpenApi, operationsOf } from './openapi';
import { REQUEST_BODIES } from './requestBodies';
import { ROW_SPECS } from './rows';

const USAGE = `usage: npm run contract:openapi -- [--out FILE] [--no-examples]

  --out FILE      where to write the document (default dist-contract/openapi.json)
  --no-examples   leave out the examples recorded from the mock backend (faster)`;

export const DEFAULT_OPENAPI_FILE = 'dist-contract/openapi.json';

async function main(argv: string[]): Promise<number> {
  let out = DEFAULT_OPENAPI_FILE;
  let examples = true;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      return 0;
    }
    if (arg === '--no-examples') examples = false;
    else if (arg === '--out' && argv[i + 1] && !argv[i + 1].startsWith('--')) out = argv[++i];
    else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else {
      console.error(`contract:openapi: unknown argument ${arg}\n\n${USAGE}`);
      return 2;
    }
  }
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const rows = parseEndpoints(readFileSync(resolve(root, 'src/api/contract/endpoints.tsv'), 'utf8'));
  const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
  const document = buildOpenApi({
    rows,
    specs: ROW_SPECS,
    bodies: REQUEST_BODIES,
    examples: examples ? await recordExamples(rows, ROW_SPECS) : undefined,
    version,
  });
  mkdirSync(dirname(resolve(out)), { recursive: true });
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  try {
    // validate() dereferences in place: give it a copy.
    await SwaggerParser.validate(structuredClone(document) as never);
  } catch (error) {
    console.error(`contract:openapi: ${out} is not a valid OpenAPI document: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const operations = operationsOf(document);
  const present = rows.filter((row) => operations.filter((o) => o === `${row.method} ${row.path}`).length === 1).length;
  console.log(`contract:openapi: ${out} — OpenAPI ${String(document.openapi)}, valid (swagger-parser, 0 errors); ${present} of ${rows.length} documented calls present once`);
  return present === rows.length ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('contract:openapi: unexpected error:', error);
    process.exitCode = 3;
  },
);

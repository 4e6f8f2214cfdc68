/**
 * `npm run contract:docs [-- --openapi FILE] [--out FILE]`: the static HTML reference of the contract
 * (Redoc, through Redocly's CLI `build-docs`), one self-contained file that opens from disk. Without
 * --openapi the document is written first (`npm run contract:openapi`, next to the page); with it, an
 * already written document is used (CI reuses the one it validated). Fails if the page would load
 * anything from the network.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS_TITLE, externalLoads, REDOCLY_ENV } from './docs';

const USAGE = `usage: npm run contract:docs -- [--openapi FILE] [--out FILE]

  --openapi FILE  an OpenAPI document written by npm run contract:openapi (default: write one now)
  --out FILE      where to write the page (default dist-contract/contract.html)`;

function main(argv: string[]): number {
  let openapi: string | undefined;
  let out = 'dist-contract/contract.html';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const equals = arg.indexOf('=');
    const name = equals < 0 ? arg : arg.slice(0, equals);
    if (name === '--help' || name === '-h') {
      console.log(USAGE);
      return 0;
    }
    const value = equals < 0 ? argv.at(++i) : arg.slice(equals + 1);
    if ((name !== '--openapi' && name !== '--out') || !value || value.startsWith('--')) {
      console.error(`contract:docs: bad argument ${name}\n\n${USAGE}`);
      return 2;
    }
    if (name === '--openapi') openapi = value;
    else out = value;
  }
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const bin = (name: string) => join(root, 'node_modules/.bin', name);
  const env = { ...process.env, ...REDOCLY_ENV };
  if (!openapi) {
    openapi = join(dirname(out), 'openapi.json');
    const written = spawnSync(bin('tsx'), [join(root, 'scripts/contract/openapiCli.ts'), '--out', openapi], { stdio: 'inherit', env });
    if (written.status !== 0) return written.status ?? 1;
  }
  const built = spawnSync(bin('redocly'), ['build-docs', openapi, '--output', out, '--inlineBundle', '--title', DOCS_TITLE, '--template', join(root, 'scripts/contract/reference.hbs')], { stdio: ['ignore', 'inherit', 'pipe'], env, encoding: 'utf8' });
  // Redocly prints a boxed Node.js 20 end-of-life notice on stderr: keep only the real messages.
  const messages = built.stderr.split('\n').filter((line) => line.trim() && !/[║╔╚]/.test(line)).join('\n');
  if (messages) console.error(messages);
  if (built.status !== 0) return built.status ?? 1;
  const loads = externalLoads(readFileSync(out, 'utf8'));
  if (loads.length) {
    console.error(`contract:docs: ${out} would load from the network: ${loads.join(', ')}`);
    return 1;
  }
  console.log(`contract:docs: ${out} — one file, nothing loaded from the network`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCS_TITLE, externalLoads, REDOCLY_ENV } from '../../../scripts/contract/docs';
import { buildOpenApi } from '../../../scripts/contract/openapi';
import { REQUEST_BODIES } from '../../../scripts/contract/requestBodies';
import { ROW_SPECS } from '../../../scripts/contract/rows';
import { ROWS } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'contract-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The page as `npm run contract:docs` builds it (same template and options), or without the inlined bundle. */
function buildDocs(inline: boolean): string {
  const openapi = join(dir, 'openapi.json');
  writeFileSync(openapi, JSON.stringify(buildOpenApi({ rows: ROWS, specs: ROW_SPECS, bodies: REQUEST_BODIES })));
  const out = join(dir, inline ? 'inline.html' : 'cdn.html');
  const args = ['build-docs', openapi, '--output', out, '--title', DOCS_TITLE, '--template', 'scripts/contract/reference.hbs', ...(inline ? ['--inlineBundle'] : [])];
  const built = spawnSync('node_modules/.bin/redocly', args, { env: { ...process.env, ...REDOCLY_ENV }, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  return readFileSync(out, 'utf8');
}

describe('the HTML reference of the contract', () => {
  it('is one file that loads nothing from the network, under a policy that forbids it', () => {
    const html = buildDocs(true);
    expect(externalLoads(html)).toEqual([]);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain('img-src data: blob:');
    // every call and the Persian descriptions are in it
    expect(html).toContain('getSiteProductById');
    expect(html).toContain('سایت عمومی');
    expect(html).toContain(`<title>${DOCS_TITLE}</title>`);
  }, 60_000);

  it('catches a page that would load Redoc from its CDN', () => {
    expect(externalLoads(buildDocs(false)).some((url) => url.startsWith('https://cdn.redocly.com/'))).toBe(true);
    expect(externalLoads('<img src="https://x.test/a.png"><style>@font-face{src:url(//fonts.test/f.woff2)}</style>')).toEqual([
      'https://x.test/a.png',
      '//fonts.test/f.woff2',
    ]);
    expect(externalLoads('<a href="https://redocly.com/redoc/">API docs by Redocly</a>')).toEqual([]);
  }, 60_000);
});

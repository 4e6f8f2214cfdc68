import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkLinks, docFiles, parseMarkdown, slug } from '../../../scripts/docs/checkLinks';

const root = process.cwd();
const tsx = join(root, 'node_modules/.bin/tsx');
const DOCS = new Set(['README.md', 'CONTRIBUTING.md', 'docs']);

/**
 * A copy of the repository in which the docs are real files (to be spoilt) and everything else a symlink
 * to the real tree, so links from the docs into the code still resolve.
 */
function copyOfRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-links-'));
  for (const entry of readdirSync(root)) {
    if (entry === '.git' || entry === 'node_modules') continue;
    if (DOCS.has(entry)) cpSync(join(root, entry), join(dir, entry), { recursive: true });
    else symlinkSync(join(root, entry), join(dir, entry));
  }
  return dir;
}

function runChecker(dir: string) {
  return spawnSync(tsx, ['scripts/docs/checkLinks.ts', '--root', dir], { cwd: root, encoding: 'utf8' });
}

describe('the docs link check', () => {
  let copy: string;
  beforeEach(() => {
    copy = copyOfRepository();
  });
  afterEach(() => {
    rmSync(copy, { recursive: true, force: true });
  });

  it('finds every link of the real docs alive', () => {
    const files = docFiles(root);
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/architecture.md', 'docs/testing.md']));
    expect(checkLinks(root, files)).toEqual([]);
    expect(runChecker(root).status).toBe(0);
  });

  it('fails on a planted dead link and dead anchors, each named with its file and line', () => {
    expect(checkLinks(copy)).toEqual([]);
    const readmeLines = readFileSync(join(copy, 'README.md'), 'utf8').split('\n').length;
    appendFileSync(join(copy, 'README.md'), '\nSee [the deploy page](docs/deploy.md#no-such-heading) and [above](#nowhere).\n');
    const testingLines = readFileSync(join(copy, 'docs/testing.md'), 'utf8').split('\n').length;
    appendFileSync(
      join(copy, 'docs/testing.md'),
      '\nMore in [a page that never was](gone.md).\n\n```md\n[an example in a code block](not-checked.md)\n```\n\nAnd `[in a code span](not-checked.md)`.\n',
    );

    expect(checkLinks(copy)).toEqual([
      { file: 'README.md', line: readmeLines + 1, target: 'docs/deploy.md#no-such-heading', reason: 'no heading with the anchor #no-such-heading in docs/deploy.md' },
      { file: 'README.md', line: readmeLines + 1, target: '#nowhere', reason: 'no heading with the anchor #nowhere in README.md' },
      { file: 'docs/testing.md', line: testingLines + 1, target: 'gone.md', reason: 'no such file: docs/gone.md' },
    ]);

    const run = runChecker(copy);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`docs/testing.md:${testingLines + 1}: dead link gone.md (no such file: docs/gone.md)`);
    expect(run.stderr).toContain('3 dead links');
  });

  it('fails when a linked heading is renamed, and on a link into a source file that moved', () => {
    const deploy = join(copy, 'docs/deploy.md');
    cpSync(deploy, `${deploy}.orig`);
    const text = readFileSync(deploy, 'utf8');
    rmSync(deploy);
    appendFileSync(deploy, text.replace('## nginx\n', '## The nginx server\n').replace('(../src/lib/csp.ts)', '(../src/lib/contentSecurityPolicy.ts)'));

    const dead = checkLinks(copy).map(({ file, target }) => `${file} → ${target}`);
    expect(dead).toContain('README.md → docs/deploy.md#nginx');
    expect(dead).toContain('docs/deploy.md → ../src/lib/contentSecurityPolicy.ts');
  });

  it('makes the anchors GitHub makes', () => {
    expect(slug('Packages that replace ones the customer named')).toBe('packages-that-replace-ones-the-customer-named');
    expect(slug('Nature Shop — web client')).toBe('nature-shop--web-client');
    expect(slug('Security headers (Content-Security-Policy)')).toBe('security-headers-content-security-policy');
    expect(slug('VITE_API_URL and snake_case')).toBe('vite_api_url-and-snake_case');
    expect(slug('راه‌اندازی سریع')).toBe('راهاندازی-سریع');
    expect(slug('Size²: ½ KB')).toBe('size--kb');

    const { anchors } = parseMarkdown(
      ['# The rules a tool holds (`npm run lint`, `eslint.config.js`)', '## **Bold** and [a link](x.md)', '## Tests', '## Tests', 'Setext heading', '---'].join('\n'),
    );
    expect([...anchors]).toEqual([
      'the-rules-a-tool-holds-npm-run-lint-eslintconfigjs',
      'bold-and-a-link',
      'tests',
      'tests-1',
      'setext-heading',
    ]);
  });

  it('runs in the lint step', () => {
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.lint).toMatch(/^eslint .* && tsx scripts\/docs\/checkLinks\.ts$/);
  });
});

/// <reference types="node" />
/**
 * A browser test never waits a fixed time (docs/testing.md): ESLint (eslint.config.js) refuses
 * `waitForTimeout` and a promise a timer resolves in tests/e2e/, and lets through the waits that wait
 * for something, and a timer that is the page's own code.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
// see lintBoundaries.test.ts: the text given to lintText is parsed, not the file on disk
process.env.TSESTREE_SINGLE_RUN = 'false';
const WAIT_RULES = ['no-restricted-properties', 'no-restricted-syntax'];
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => WAIT_RULES.includes(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { project: null } } },
});

async function refused(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const spec = (body: string) => `import { test } from '@playwright/test';\ntest('t', async ({ page }) => {\n${body}\n});\n`;

describe('the browser tests wait for what they mean', { timeout: 120_000 }, () => {
  it('refuse a fixed wait: waitForTimeout, a promise a timer resolves', async () => {
    expect(await refused('tests/e2e/planted.spec.ts', spec('  await page.waitForTimeout(500);'))).toEqual(['no-restricted-properties']);
    expect(await refused('tests/e2e/planted.spec.ts', spec('  await new Promise((resolve) => setTimeout(resolve, 500));'))).toEqual(['no-restricted-syntax']);
  });

  it('let through waits for something, a timer in the page, and fixed waits outside the browser tests', async () => {
    expect(await refused('tests/e2e/planted.spec.ts', spec("  await page.getByRole('button').click();\n  await page.clock.runFor(3000);"))).toEqual([]);
    expect(await refused('tests/e2e/planted.spec.ts', spec('  await page.evaluate(() => { setTimeout(() => { throw new Error(); }); });'))).toEqual([]);
    expect(await refused('scripts/planted.ts', 'export const wait = () => new Promise((resolve) => setTimeout(resolve, 500));\n')).toEqual([]);
  });
});

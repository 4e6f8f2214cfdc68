/**
 * A browser test never waits a fixed time (docs/testing.md): ESLint (eslint.config.js) refuses
 * `waitForTimeout` and a promise a timer resolves in tests/e2e/, and lets through the waits that wait
 * for something, and a timer that is the page's own code.
 */
import { lintTextWith } from '../../utils/lintText';

const refused = lintTextWith(['no-restricted-properties', 'no-restricted-syntax']);

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

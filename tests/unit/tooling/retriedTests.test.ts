/**
 * The reporter that names the tests which passed only on their retry (scripts/test/retriedTests.ts), on a
 * real Vitest run of a file of its own: one test fails once and then passes, one passes at once, one
 * fails twice.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startVitest } from 'vitest/node';
import type { TestModule } from 'vitest/node';
import { retriedTests, retriedTestsReport } from '../../../scripts/test/retriedTests';

const FIXTURE = `
import { expect, test } from 'vitest';
let tries = 0;
test('passes on its second try', () => {
  tries += 1;
  expect(tries).toBe(2);
});
test('passes at once', () => {
  expect(1).toBe(1);
});
test('fails on both tries', () => {
  expect(1).toBe(2);
});
`;

test('a run with one retry names the test that passed on it, and neither the clean one nor the failed one', async () => {
  const root = mkdtempSync(join(tmpdir(), 'retried-tests-'));
  // the inner run's failed test sets the process's exit code, which is the outer run's to set
  const exitCode = process.exitCode;
  try {
    writeFileSync(join(root, 'fixture.test.mjs'), FIXTURE);
    let modules: ReadonlyArray<TestModule> = [];
    const vitest = await startVitest('test', [], {
      root,
      config: false,
      watch: false,
      retry: 1,
      environment: 'node',
      pool: 'threads',
      include: ['fixture.test.mjs'],
      reporters: [{ onTestRunEnd: (ran: ReadonlyArray<TestModule>) => void (modules = ran) }],
    });
    await vitest.close();
    const retried = retriedTests(modules);
    expect(retried).toEqual([{ file: 'fixture.test.mjs', name: 'passes on its second try', retries: 1 }]);
    const report = retriedTestsReport(retried);
    // the line .ci/run picks out of the log, as it does Playwright's
    expect(report).toMatch(/^\s+1 flaky$/m);
    expect(report).toContain('fixture.test.mjs › passes on its second try (retried 1 time)');
    expect(retriedTestsReport([])).toBe('unit and component tests that passed only on a retry: none');
  } finally {
    process.exitCode = exitCode;
    rmSync(root, { recursive: true, force: true });
  }
}, 60_000);

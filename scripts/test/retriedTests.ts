/**
 * A Vitest reporter that ends the run with the unit and component tests that passed only on their retry.
 * CI gives each test one retry (vite.config.ts, `retry`); Vitest's own reporters count such a test as
 * passed and say nothing, so a green run that needed retries looked like a clean one. Printed in
 * Playwright's words ("N flaky", then each test), which `.ci/run` already picks out of the log.
 */
import type { Reporter, TestModule } from 'vitest/node';

export interface RetriedTest {
  file: string;
  name: string;
  retries: number;
}

/** The tests of `modules` that passed after failing at least once. */
export function retriedTests(modules: ReadonlyArray<TestModule>): RetriedTest[] {
  const retried: RetriedTest[] = [];
  for (const module of modules) {
    for (const test of module.children.allTests('passed')) {
      const diagnostic = test.diagnostic();
      if (diagnostic?.flaky) retried.push({ file: module.relativeModuleId, name: test.fullName, retries: diagnostic.retryCount });
    }
  }
  return retried;
}

/** The lines printed at the end of the run. */
export function retriedTestsReport(retried: readonly RetriedTest[]): string {
  if (retried.length === 0) return 'unit and component tests that passed only on a retry: none';
  return [
    'unit and component tests that passed only on a retry:',
    `  ${retried.length} flaky`,
    ...retried.map((test) => `    ${test.file} › ${test.name} (retried ${test.retries} time${test.retries === 1 ? '' : 's'})`),
  ].join('\n');
}

export class RetriedTestsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    process.stdout.write(`\n${retriedTestsReport(retriedTests(modules))}\n`);
  }
}

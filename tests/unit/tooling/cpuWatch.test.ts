// @vitest-environment node
/**
 * The CPU sampler of the test runs (scripts/test/cpuWatch.mjs): a process's CPU is counted for the owner
 * of the process that started it, grandchildren included, and nothing else is counted for that owner.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { ancestorIn, cpuWatch } from '../../../scripts/test/cpuWatch.mjs';

// spends 0.6 s of its own CPU, says so, and stays until its input closes: the test reads
// the figure while it still runs, so no timing of the machine decides it
const BUSY = `
const until = 0.6e6;
while (process.cpuUsage().user < until);
process.stdout.write('spent\\n');
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`;

test('a grandchild\'s CPU is counted for the owner of the process that started it', async () => {
  const owners = new Map<number, string>();
  const watch = cpuWatch((pid) => ancestorIn(pid, owners));
  expect(watch.available).toBe(true);
  // a shell between the owner and the busy process, as npm and npx are in the browser tests' runs (the
  // command after node keeps the shell from replacing itself with it)
  const shell = spawn('sh', ['-c', 'node -e "$0"; exit $?', BUSY], { stdio: ['pipe', 'pipe', 'inherit'] });
  owners.set(shell.pid!, 'busy');
  const [said] = (await once(shell.stdout!, 'data')) as [Buffer];
  expect(String(said)).toContain('spent');
  const totals = watch.totals();
  watch.stop();
  shell.stdin!.end();
  await once(shell, 'close');
  expect(totals.get('busy')).toBeGreaterThanOrEqual(0.55);
  expect([...totals.keys()]).toEqual(['busy']);
});

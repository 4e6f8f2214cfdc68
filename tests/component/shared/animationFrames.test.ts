/**
 * The test set-up's animation frames (tests/setup.ts): a frame asked for while a test had fake timers
 * on must not stop the frames of the tests after it (a worker keeps its window from file to file).
 */
import { vi } from 'vitest';

const nextFrame = () => new Promise<number>((resolve) => window.requestAnimationFrame(resolve));

it('frames keep coming after a test asked for one under fake timers', async () => {
  // the timers jsdom schedules its frames with faked, the frames themselves not
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  window.requestAnimationFrame(() => {});
  vi.useRealTimers();
  await expect(nextFrame()).resolves.toBeGreaterThan(0);
}, 5_000);

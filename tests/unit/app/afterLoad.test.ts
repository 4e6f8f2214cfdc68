/**
 * Work held for after the page's first load (the service worker's registration) starts once the page has
 * loaded and gone quiet, and marks that moment: `npm run size` counts what the page asked for before it.
 */
import { readFileSync } from 'node:fs';
import { afterLoad, FIRST_LOAD_OVER_MARK } from '@/app/afterLoad';

describe('afterLoad', () => {
  beforeEach(() => {
    // the clock's timers only: a faked performance keeps no marks
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    performance.clearMarks(FIRST_LOAD_OVER_MARK);
  });
  afterEach(() => {
    vi.useRealTimers();
    performance.clearMarks(FIRST_LOAD_OVER_MARK);
  });

  it('starts after the quiet time, and marks the end of the first load as it does, once', () => {
    const start = vi.fn();
    const stop = afterLoad(start, 1000);
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(FIRST_LOAD_OVER_MARK)).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName(FIRST_LOAD_OVER_MARK)).toHaveLength(1);
    stop();
    // a second piece of held work keeps the first mark: the first load ended when the first one started
    afterLoad(vi.fn(), 10);
    vi.advanceTimersByTime(10);
    expect(performance.getEntriesByName(FIRST_LOAD_OVER_MARK)).toHaveLength(1);
  });

  it('starts nothing and marks nothing when stopped before the quiet time ends', () => {
    const start = vi.fn();
    const stop = afterLoad(start, 1000);
    vi.advanceTimersByTime(500);
    stop();
    vi.advanceTimersByTime(2000);
    expect(start).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(FIRST_LOAD_OVER_MARK)).toHaveLength(0);
  });

  it('sets the mark the first-load JS gate reads (scripts/size.mjs, a Node script that cannot import this module)', () => {
    // were the two names to part, the gate would count the held work again, and fail only on a loaded machine
    expect(readFileSync('scripts/size.mjs', 'utf8')).toContain(`const FIRST_LOAD_OVER_MARK = '${FIRST_LOAD_OVER_MARK}';`);
  });
});

import { afterEach, expect, it, vi } from 'vitest';
import { warmIntl } from '@/app/boot/language';

afterEach(() => vi.unstubAllGlobals());

/** An Intl that says what was asked of it, in order, in `log`; `failLookup` makes its locale lookup throw. */
function recordingIntl(log: string[], failLookup = false) {
  class NumberFormat {
    static supportedLocalesOf(locales: string) {
      if (failLookup) throw new RangeError('no locale data');
      log.push(`locales ${locales}`);
      return [locales];
    }
    format() {
      log.push('number');
      return '0';
    }
  }
  class DateTimeFormat {
    format() {
      log.push('date');
      return '';
    }
  }
  return { NumberFormat, DateTimeFormat };
}

it("sets up the engine's locale data one step a task: the locale lookup, the number formatter, the date formatter", async () => {
  const log: string[] = [];
  vi.stubGlobal('Intl', recordingIntl(log));
  await warmIntl('fa', () => {
    log.push('task');
    return Promise.resolve();
  });
  expect(log).toEqual(['task', 'locales fa', 'task', 'number', 'task', 'date']);
});

it('goes on past an engine that cannot do a step', async () => {
  const log: string[] = [];
  vi.stubGlobal('Intl', recordingIntl(log, true));
  await expect(warmIntl('en', () => Promise.resolve())).resolves.toBeUndefined();
  expect(log).toEqual(['number', 'date']);
});

/** Paged answers are checked row by row in slices that yield to the page (src/api/checked.ts checkedRows). */
import { z } from 'zod';
import { checkedRows, markCheckedRows } from '@/api/checked';

const row = z.object({ id: z.string(), amount: z.number() });
const shell = z.looseObject({ docs: z.array(z.unknown()), total: z.number() });
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, amount: i }));

describe('checkedRows', () => {
  it('passes a good answer through with every row checked', async () => {
    const result = await checkedRows(shell, row)['~standard'].validate({ docs: rows(3), total: 3 });
    expect(result.issues).toBeUndefined();
    expect(result).toEqual({ value: { docs: rows(3), total: 3 } });
  });

  it('fails on one bad row among thousands, naming the row', async () => {
    const docs: unknown[] = rows(1800);
    docs[1234] = { id: 'r1234', amount: 'a lot' };
    const result = await checkedRows(shell, row)['~standard'].validate({ docs, total: 1800 });
    expect(result.issues?.[0]?.path).toEqual(['docs', 1234, 'amount']);
  });

  it('fails on a bad shell before looking at the rows', async () => {
    const result = await checkedRows(shell, row)['~standard'].validate({ docs: 'none', total: 1 });
    expect(result.issues?.[0]?.path).toEqual(['docs']);
  });

  it('lets the page run between slices of rows (a 100,000-row page never blocks in one piece)', async () => {
    let ranBetween = false;
    const validation = checkedRows(shell, row)['~standard'].validate({ docs: rows(5000), total: 5000 });
    // a task queued now runs before the check ends only if the check yields
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      ranBetween = true;
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    const result = await validation;
    expect(result.issues).toBeUndefined();
    expect(ranBetween).toBe(true);
  });
  describe('rows the big-answer worker checked', () => {
    it('are trusted only under the key of this check, not checked again', async () => {
      const docs = Object.freeze(rows(3));
      const parse = vi.spyOn(row, 'safeParse');
      markCheckedRows(docs, 'invoice');
      const trusted = await checkedRows(shell, row, 'invoice')['~standard'].validate({ docs, total: 3 });
      expect(trusted).toEqual({ value: { docs, total: 3 } });
      expect((trusted as { value: { docs: unknown } }).value.docs).toBe(docs);
      expect(parse).not.toHaveBeenCalled();
      // another key (or none): the page checks them itself
      await checkedRows(shell, row, 'user')['~standard'].validate({ docs, total: 3 });
      await checkedRows(shell, row)['~standard'].validate({ docs, total: 3 });
      expect(parse).toHaveBeenCalledTimes(6);
      parse.mockRestore();
    });

    it('fail with the issues the worker found, after the shell is checked', async () => {
      const docs = rows(3);
      const issues = [{ code: 'invalid_type', expected: 'number', message: 'Invalid input', path: ['docs', 2, 'amount'] }] as never;
      markCheckedRows(docs, 'invoice', issues);
      expect(await checkedRows(shell, row, 'invoice')['~standard'].validate({ docs, total: 3 })).toEqual({ issues });
      expect((await checkedRows(shell, row, 'invoice')['~standard'].validate({ docs, total: 'three' })).issues?.[0]?.path).toEqual(['total']);
    });
  });
});

/** Paged answers are checked row by row in slices that yield to the page (src/api/checked.ts checkedRows). */
import { z } from 'zod';
import { checkedRows } from '@/api/checked';

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
});

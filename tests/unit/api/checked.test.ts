import { z } from 'zod/mini';
import { checked, checkedAs } from '@/api/checked';

const schema = z.object({ name: z.string(), tags: z.array(z.object({ id: z.number() })), meta: z.record(z.string(), z.string()) });
const answer = () => ({ name: 'route tree', tags: [{ id: 1 }, { id: 2 }], meta: { a: 'b' } });

function isDeeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeeplyFrozen);
}

describe('checked answers reach the store frozen', () => {
  it('checked: the parsed content, deeply frozen (Immer then skips it instead of walking it)', () => {
    const parsed = schema.parse(answer());
    const stored = checked(schema).transformResponse(parsed);
    expect(stored).toBe(parsed);
    expect(isDeeplyFrozen(stored)).toBe(true);
  });

  it('checkedAs: the reshaped content, deeply frozen; the transform still gets an unfrozen copy to work on', () => {
    let frozenInTransform = true;
    const { transformResponse } = checkedAs(schema, (content) => {
      frozenInTransform = Object.isFrozen(content);
      return { title: content.name, ids: content.tags.map((tag) => tag.id) };
    });
    const stored = transformResponse(schema.parse(answer()));
    expect(stored).toEqual({ title: 'route tree', ids: [1, 2] });
    expect(isDeeplyFrozen(stored)).toBe(true);
    expect(frozenInTransform).toBe(false);
  });
});

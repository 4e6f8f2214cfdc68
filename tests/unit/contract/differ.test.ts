import { z } from 'zod';
import { describe as describeValue, diffAgainstSchema, formatDifference, formatPath } from '../../../scripts/contract/differ';
import { pagedSchema, productSchema, refSchema } from '@/api/schemas';

const product = {
  id: 'p1',
  name: 'Cream',
  alias: 'cream',
  price: 1000,
  discount: 0,
  buy: true,
  count: 3,
  files: [{ id: 'f1', name: 'a.jpg' }],
  categories: ['c1'],
};

describe('contract differ', () => {
  it('finds nothing when the JSON follows the schema', () => {
    expect(diffAgainstSchema(pagedSchema(productSchema), { docs: [product], total: 1, limit: 10, page: 1 })).toEqual([]);
  });

  it('gives the path, what was expected and what came for a missing field and a wrong type', () => {
    const diffs = diffAgainstSchema(pagedSchema(productSchema), {
      docs: [product, { ...product, alias: undefined, buy: 'yes' }],
      total: 2,
      limit: 10,
      page: 1,
    });
    expect(diffs).toEqual([
      { path: 'docs[1].alias', expected: 'string', got: 'missing' },
      { path: 'docs[1].buy', expected: 'boolean', got: 'string "yes"' },
    ]);
    expect(formatDifference(diffs[1])).toBe('docs[1].buy: expected boolean, got string "yes"');
  });

  it('prefixes paths inside the envelope and reads the offending value from the whole body', () => {
    const body = { success: true, data: { content: { ...product, price: 'abc' } }, messages: [] };
    const diffs = diffAgainstSchema(productSchema, body.data.content, { prefix: ['data', 'content'], root: body });
    expect(diffs).toEqual([{ path: 'data.content.price', expected: 'number or string matching /^-?\\d+(\\.\\d+)?$/', got: 'string "abc"' }]);
  });

  it('keeps only the first few differences', () => {
    const diffs = diffAgainstSchema(z.array(z.number()), ['a', 'b', 'c', 'd', 'e'], { max: 3 });
    expect(diffs.map((d) => d.path)).toEqual(['[0]', '[1]', '[2]']);
  });

  it('follows the branch of a union that got furthest (id or populated reference)', () => {
    const diffs = diffAgainstSchema(z.object({ brand: refSchema }), { brand: { id: 'b1', name: 5 } });
    expect(diffs).toEqual([{ path: 'brand.name', expected: 'string', got: 'number 5' }]);
  });

  it('lists enum values and describes values briefly', () => {
    const diffs = diffAgainstSchema(z.object({ step: z.enum(['A', 'B']) }), { step: 'C' });
    expect(diffs[0]).toEqual({ path: 'step', expected: 'one of "A", "B"', got: 'string "C"' });
    expect(formatPath(['data', 'content', 0, 'g-recaptcha'])).toBe('data.content[0].g-recaptcha');
    expect(formatPath([])).toBe('(root)');
    expect(describeValue(null)).toBe('null');
    expect(describeValue([1, 2])).toBe('array(2)');
    expect(describeValue({ a: 1 })).toBe('object {a}');
    expect(describeValue('x'.repeat(50))).toMatch(/^string "x{37}\.\.\."$/);
  });
});

import { z } from 'zod';
import { constant, firstOf, flattenTree, fromRow, itemsOf, own, pick, pickCreated, pickFile, readPath, type DiscoveryContext } from '../../../scripts/contract/discovery';
import { runContract } from '../../../scripts/contract/runner';
import type { RowSpec } from '../../../scripts/contract/spec';
import { BASE, envelope, fakeFetch, row } from './helpers';

const tree = [
  { id: 'c1', title: 'Skin', children: [{ id: 'c2', title: 'Face', files: [{ id: 'f9', name: 'x.png' }], children: [] }] },
  { id: 'c3', title: 'Hair' },
];

describe('id discovery: pickers', () => {
  it('reads items from paged lists, arrays and trees', () => {
    expect(itemsOf({ docs: [{ id: 'a' }], total: 1 })).toEqual([{ id: 'a' }]);
    expect(itemsOf([{ id: 'b' }])).toEqual([{ id: 'b' }]);
    expect(itemsOf(null)).toEqual([]);
    expect(flattenTree(tree).map((n) => n.id)).toEqual(['c1', 'c2', 'c3']);
  });

  it('picks the first id, a named field, a populated reference or a nested file', () => {
    expect(pick()({ docs: [{ id: 'p1' }, { id: 'p2' }] })).toBe('p1');
    expect(pick()([])).toBeUndefined();
    expect(pick('invoiceNumber')({ docs: [{ id: 'i1', invoiceNumber: 1042 }] })).toBe('1042');
    expect(pick('country')({ docs: [{ id: 'pr1', country: { id: 'c7', name: 'Iran' } }] })).toBe('c7');
    expect(pick('id', (n) => n.title === 'Face')(tree)).toBe('c2');
    expect(pickFile(tree)).toBe('f9');
    expect(readPath({ a: { b: [{ c: 1 }] } }, 'a.b[0].c')).toBe(1);
  });

  it('reads the id of a created record from a bare id or an object', () => {
    expect(pickCreated('p77')).toBe('p77');
    expect(pickCreated(12)).toBe('12');
    expect(pickCreated({ id: 'x1', name: 'n' })).toBe('x1');
    expect(pickCreated(null)).toBeUndefined();
    expect(pickCreated({ docs: [{ id: 'nope' }] })).toBeUndefined();
  });

  it('resolves sources from other rows, own records and fallbacks', async () => {
    const ctx: DiscoveryContext = {
      contentOf: async (key) => (key === 'GET list' ? { docs: [{ id: 'd1' }] } : undefined),
      ownId: (resource) => (resource === 'country' ? 'own-c' : undefined),
      ownEntity: async () => undefined,
    };
    expect(await fromRow('GET list').resolve(ctx)).toBe('d1');
    expect(await fromRow('GET other').resolve(ctx)).toBeUndefined();
    expect(await own('country').resolve(ctx)).toBe('own-c');
    expect(await firstOf(own('city'), fromRow('GET list')).resolve(ctx)).toBe('d1');
    expect(await constant('fa').resolve(ctx)).toBe('fa');
  });
});

describe('id discovery in a run', () => {
  const rows = [row('POST', 'x/v1/item/list'), row('GET', 'x/v1/item/{id}'), row('GET', 'x/v1/thing/{id}')];
  const specs: Record<string, RowSpec> = {
    'POST x/v1/item/list': { content: z.looseObject({ docs: z.array(z.looseObject({ id: z.string() })) }), body: {} },
    'GET x/v1/item/{id}': { content: z.looseObject({ id: z.string() }), params: { id: fromRow('POST x/v1/item/list') } },
    'GET x/v1/thing/{id}': { params: { id: fromRow('POST x/v1/thing/list') } },
  };

  it('fills {id} from the list answer (one list call) and skips what cannot be discovered', async () => {
    const { fetch, seen } = fakeFetch({
      'POST x/v1/item/list': () => envelope({ docs: [{ id: 'it-5' }], total: 1, limit: 10, page: 1 }),
      'GET x/v1/item/it-5': () => envelope({ id: 'it-5' }),
    });
    const report = await runContract({ baseUrl: BASE, allowWrites: false, timeoutMs: 1000, rows, specs, fetch });
    expect(report.results.map((r) => [r.key, r.verdict])).toEqual([
      ['POST x/v1/item/list', 'PASS'],
      ['GET x/v1/item/{id}', 'PASS'],
      ['GET x/v1/thing/{id}', 'SKIP'],
    ]);
    expect(report.results[2].reason).toBe('needs an id that could not be discovered: {id} (an id from POST x/v1/thing/list)');
    expect(seen.filter((s) => s.startsWith('POST x/v1/item/list'))).toHaveLength(1);
  });

  it('skips an {id} row when its list is empty', async () => {
    const { fetch } = fakeFetch({ 'POST x/v1/item/list': () => envelope({ docs: [], total: 0, limit: 10, page: 1 }) });
    const report = await runContract({ baseUrl: BASE, allowWrites: false, timeoutMs: 1000, rows: rows.slice(0, 2), specs, fetch });
    expect(report.results[1]).toMatchObject({
      verdict: 'SKIP',
      reason: 'needs an id that could not be discovered: {id} (an id from POST x/v1/item/list: nothing suitable in its answer)',
    });
  });

  it('says when the list itself is not served', async () => {
    const { fetch } = fakeFetch({});
    const report = await runContract({ baseUrl: BASE, allowWrites: false, timeoutMs: 1000, rows: rows.slice(1, 2), specs, fetch });
    expect(report.results[0].reason).toBe(
      'needs an id that could not be discovered: {id} (an id from POST x/v1/item/list: that path is not served (HTTP 404))',
    );
  });
});

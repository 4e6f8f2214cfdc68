import { applySorter, compareValues, filterBy, getPath, paginate, parseSorter } from '@mocks/lib/list';

const url = (query: string) => `http://localhost/api/x${query}`;

describe('list helpers', () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it('paginates with 1-based pages and defaults page 1 / limit 10', () => {
    expect(paginate(items, url(''))).toEqual({ docs: items.slice(0, 10), total: 25, limit: 10, page: 1 });
    expect(paginate(items, url('?page=3&limit=10')).docs).toEqual([21, 22, 23, 24, 25]);
    expect(paginate(items, url('?page=9&limit=10')).docs).toEqual([]);
    expect(paginate(items, url('?page=0&limit=-1'))).toMatchObject({ page: 1, limit: 10 });
    expect(paginate(items, url('?limit=10000')).docs).toHaveLength(25);
    expect(paginate(items, url('?page=2&limit=5'), (n) => `#${n}`).docs).toEqual(['#6', '#7', '#8', '#9', '#10']);
  });

  it('parses sorters', () => {
    expect(parseSorter('createdAt,desc')).toEqual({ field: 'createdAt', order: 'desc' });
    expect(parseSorter('name')).toEqual({ field: 'name', order: 'asc' });
    expect(parseSorter('descend'.slice(0, 0))).toBeNull();
    expect(parseSorter('price,descend')).toEqual({ field: 'price', order: 'desc' });
  });

  it('sorts numbers, dates, strings (by locale), nested and bilingual fields', () => {
    const rows = [
      { n: 10, at: '2026-01-02T00:00:00.000Z', name: { fa: 'بابونه', en: 'Chamomile' }, user: { last: 'Zamani' } },
      { n: 9, at: '2025-12-31T00:00:00.000Z', name: { fa: 'آویشن', en: 'Thyme' }, user: { last: 'ahmadi' } },
      { n: 100, at: '2026-03-01T00:00:00.000Z', name: { fa: 'زعفران', en: 'Saffron' }, user: { last: 'Karimi' } },
    ];
    expect(applySorter(rows, 'n,asc').map((r) => r.n)).toEqual([9, 10, 100]);
    expect(applySorter(rows, 'n,desc').map((r) => r.n)).toEqual([100, 10, 9]);
    expect(applySorter(rows, 'at,asc').map((r) => r.n)).toEqual([9, 10, 100]);
    expect(applySorter(rows, 'user.last,asc').map((r) => r.user.last)).toEqual(['ahmadi', 'Karimi', 'Zamani']);
    expect(applySorter(rows, 'name,asc', { lang: 'en' }).map((r) => r.name.en)).toEqual(['Chamomile', 'Saffron', 'Thyme']);
    expect(applySorter(rows, 'name,asc', { lang: 'fa' }).map((r) => r.name.fa)).toEqual(['آویشن', 'بابونه', 'زعفران']);
    expect(applySorter(rows, null, { fallback: 'n,desc' })[0].n).toBe(100);
    expect(applySorter(rows, null)).toEqual(rows);
    expect(getPath(rows[0], 'name', 'en')).toBe('Chamomile');
  });

  it('keeps empty values last in both orders', () => {
    const rows = [{ v: 2 }, { v: null }, { v: 1 }];
    expect(applySorter(rows, 'v,asc').map((r) => r.v)).toEqual([1, 2, null]);
    expect(applySorter(rows, 'v,desc').map((r) => r.v)).toEqual([2, 1, null]);
    expect(compareValues(true, false)).toBeGreaterThan(0);
  });

  it('filters by text, id list and date range', () => {
    expect(filterBy.text({ fa: 'کرم آلوئه‌ورا', en: 'Aloe Vera Cream' }, 'aloe')).toBe(true);
    expect(filterBy.text({ fa: 'کرم آلوئه‌ورا', en: 'Aloe Vera Cream' }, 'آلوئه')).toBe(true);
    expect(filterBy.text('Shampoo', 'cream')).toBe(false);
    expect(filterBy.text('anything', '  ')).toBe(true);
    expect(filterBy.inList('u1', ['u1', 'u2'])).toBe(true);
    expect(filterBy.inList('u3', ['u1'])).toBe(false);
    expect(filterBy.inList(['a', 'b'], ['b'])).toBe(true);
    expect(filterBy.inList('u3', [])).toBe(true);
    const at = '2026-05-10T15:00:00.000Z';
    expect(filterBy.dateRange(at, ['2026-05-01', '2026-05-10'])).toBe(true);
    expect(filterBy.dateRange(at, ['2026-05-11', null])).toBe(false);
    expect(filterBy.dateRange(at, [null, '2026-05-09T23:59:59.000Z'])).toBe(false);
    expect(filterBy.dateRange(at, null)).toBe(true);
    expect(filterBy.equals(true, undefined)).toBe(true);
    expect(filterBy.equals(true, false)).toBe(false);
  });
});

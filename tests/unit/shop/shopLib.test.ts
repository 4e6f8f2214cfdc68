import { finalPrice, salePercent } from '@/lib/productPrice';
import { addToCartBlock, clampQuantity, firstStoreWithStock, isAvailable } from '@/features/shop/lib/cartRules';
import { readListParams, writeListParams } from '@/features/shop/lib/listParams';
import { findCategory, flattenCategories, homeSubCategories } from '@/features/shop/lib/categories';
import type { ProductCategory } from '@/api/schemas';

describe('product price display', () => {
  it('final price is price minus discount, never negative', () => {
    expect(finalPrice(1_300_000, 310_000)).toBe(990_000);
    expect(finalPrice('2040000', '0')).toBe(2_040_000);
    expect(finalPrice(100, 250)).toBe(0);
    expect(finalPrice(undefined, undefined)).toBe(0);
  });
  it('sale badge is round(100 × discount / price)', () => {
    expect(salePercent(1_300_000, 310_000)).toBe(24); // 23.8 → 24
    expect(salePercent(1_000, 125)).toBe(13); // 12.5 → 13
    expect(salePercent(3_000, 1_000)).toBe(33);
    expect(salePercent(1_000, 0)).toBe(0);
    expect(salePercent(0, 100)).toBe(0);
  });
});

describe('add-to-cart rules: every combination of buyable, stock and store', () => {
  const cases: [boolean, number, { count: number } | null, string | null][] = [
    [true, 5, { count: 2 }, null],
    [true, 5, { count: 0 }, 'noStore'],
    [true, 5, null, 'noStore'],
    [true, 0, { count: 2 }, 'noStock'],
    [true, 0, null, 'noStock'],
    [false, 5, { count: 2 }, 'notBuyable'],
    [false, 5, null, 'notBuyable'],
    [false, 0, { count: 0 }, 'notBuyable'],
  ];
  it.each(cases)('buy=%s count=%s store=%o → %s', (buy, count, store, expected) => {
    expect(addToCartBlock({ buy, count }, store)).toBe(expected);
  });
  it('availability, first store with stock and quantity bounds', () => {
    expect(isAvailable({ buy: true, count: '3' })).toBe(true);
    expect(isAvailable({ buy: true, count: 0 })).toBe(false);
    expect(firstStoreWithStock([{ id: 'a', count: 0 }, { id: 'b', count: 4 }])?.id).toBe('b');
    expect(firstStoreWithStock([{ id: 'a', count: 0 }])).toBeUndefined();
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3, 0)).toBe(0);
  });
});

describe('list parameters in the URL', () => {
  it('reads defaults and bad values', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({ page: 1, limit: 10, search: '' });
    expect(readListParams(new URLSearchParams('page=-2&limit=7&search=%20rose%20'))).toEqual({ page: 1, limit: 10, search: 'rose' });
    expect(readListParams(new URLSearchParams('page=3&limit=20'))).toEqual({ page: 3, limit: 20, search: '' });
  });
  it('writes only non-default values and keeps other parameters', () => {
    const out = writeListParams(new URLSearchParams('language=en&page=4'), { page: 1, limit: 10, search: 'aloe' });
    expect(out.toString()).toBe('language=en&search=aloe');
    expect(writeListParams(new URLSearchParams(''), { page: 2, limit: 20, search: '' }).toString()).toBe('page=2&limit=20');
  });
});

describe('category helpers', () => {
  const node = (id: string, products: number, children: ProductCategory[] = []): ProductCategory => ({
    id, title: id, alias: `a-${id}`, position: 1, products, children,
  });
  const tree = [node('r1', 9, [node('c1', 3, [node('g1', 2)]), node('c2', 0)]), node('r2', 4, [node('c3', 4)])];
  it('flattens depth first and finds by id or alias', () => {
    expect(flattenCategories(tree).map((c) => c.id)).toEqual(['r1', 'c1', 'g1', 'c2', 'r2', 'c3']);
    expect(findCategory(tree, 'a-g1')?.id).toBe('g1');
    expect(findCategory(tree, 'c3')?.alias).toBe('a-c3');
  });
  it('home sliders: sub-categories with products, skipping the fixed ones, at most max', () => {
    expect(homeSubCategories(tree, ['c3']).map((c) => c.id)).toEqual(['c1', 'g1']);
    expect(homeSubCategories(tree, [], 1).map((c) => c.id)).toEqual(['c1']);
  });
});

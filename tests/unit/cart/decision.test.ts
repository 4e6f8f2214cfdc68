import { cartAction, defaultShippingType, shippingOptions } from '@/features/cart/decision';

describe('cart button decision (spec §4)', () => {
  it.each([
    ['incomplete customer', { complete: false }, ['CUSTOMER'], 'incomplete'],
    ['no user yet', null, [], 'incomplete'],
    ['complete customer', { complete: true }, ['CUSTOMER'], 'policy'],
    ['incomplete ADMIN', { complete: false }, ['ADMIN'], 'custom'],
    ['incomplete ECOMMERCE_MANAGEMENT', { complete: false }, ['ECOMMERCE_MANAGEMENT'], 'custom'],
    ['complete ADMIN', { complete: true }, ['ADMIN'], 'custom'],
    ['incomplete POST_MANAGEMENT', { complete: false }, ['POST_MANAGEMENT'], 'incomplete'],
  ])('%s → %s', (_name, user, roles, expected) => {
    expect(cartAction(user, roles)).toBe(expected);
  });
});

describe('shipping types (spec §5)', () => {
  it('disables the first two and those without a price; defaults to the first enabled', () => {
    const options = shippingOptions({ IN_PERSON: 0, POST_PISHTAZ: 380_000, PERSONALPEYK: 350_000, ALOPEYK: 480_000, ALOPOST: null });
    expect(options.map((o) => [o.type, o.disabled])).toEqual([
      ['IN_PERSON', true],
      ['POST_PISHTAZ', true],
      ['PERSONALPEYK', false],
      ['ALOPEYK', false],
      ['ALOPOST', true],
    ]);
    expect(defaultShippingType(options)).toBe('PERSONALPEYK');
  });

  it.each([
    ['a missing price on the third', { A: 1, B: 2, C: null, D: '480000' }, 'D'],
    ['a free third type is enabled', { A: 1, B: 2, C: 0 }, 'C'],
    ['nothing enabled', { A: 1, B: 2, C: null }, undefined],
    ['empty map', {}, undefined],
    ['non-numeric price', { A: 1, B: 2, C: 'n/a', D: 5 }, 'D'],
  ])('%s', (_name, prices, expected) => {
    expect(defaultShippingType(shippingOptions(prices))).toBe(expected);
  });
});

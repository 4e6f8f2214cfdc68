import { cartAction, defaultShippingType, shippingOptions } from '@/features/cart/decision';
import { courierWindowOpen } from '@/lib/deliveryWindow';

/** 12:30 in Tehran (UTC+3:30): inside the couriers' window. */
const TEHRAN_NOON = new Date('2026-11-23T09:00:00Z');

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
    const options = shippingOptions({ IN_PERSON: 0, POST_PISHTAZ: 380_000, PERSONALPEYK: 350_000, ALOPEYK: 480_000, ALOPOST: null }, TEHRAN_NOON);
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
    expect(defaultShippingType(shippingOptions(prices, TEHRAN_NOON))).toBe(expected);
  });

  it.each([
    ['08:59', '2026-11-23T05:29:00Z', false],
    ['09:00', '2026-11-23T05:30:00Z', true],
    ['15:59', '2026-11-23T12:29:00Z', true],
    ['16:00', '2026-11-23T12:30:00Z', false],
    ['midnight', '2026-11-22T20:30:00Z', false],
  ])('the courier window at %s Tehran time is open: %s', (_label, iso, open) => {
    expect(courierWindowOpen(new Date(iso))).toBe(open);
    const options = shippingOptions({ IN_PERSON: 0, POST_PISHTAZ: 1, PERSONALPEYK: 350_000, ALOPEYK: 480_000, ALOPOST: 450_000 }, new Date(iso));
    const reasons = Object.fromEntries(options.map((o) => [o.type, o.reason]));
    expect(reasons.PERSONALPEYK).toBe(open ? null : 'outsideWindow');
    expect(reasons.ALOPEYK).toBe(open ? null : 'outsideWindow');
    expect(reasons.ALOPOST).toBeNull();
    expect(defaultShippingType(options)).toBe(open ? 'PERSONALPEYK' : 'ALOPOST');
  });
});

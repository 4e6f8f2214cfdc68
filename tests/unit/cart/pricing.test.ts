import { invoiceTotals as mockInvoiceTotals } from '@mocks/db/pricing';
import {
  cartTotal,
  clampCount,
  couponDiscount,
  finalPrice,
  invoiceTotals,
  lineTotal,
  salePercent,
  totals,
  vatAmount,
} from '@/lib/pricing';

describe('lineTotal = count × (price − discount)', () => {
  it.each([
    [1, 100_000, 0, 100_000],
    [3, 250_000, 50_000, 600_000],
    [2, '120000', '20000', 200_000],
    [0, 100_000, 0, 0],
    [2, 100_000, 100_000, 0],
    [2, 100_000, 150_000, 0],
  ])('%s × (%s − %s) = %s', (count, price, discount, expected) => {
    expect(lineTotal(count, price, discount)).toBe(expected);
  });
});

describe('couponDiscount = round(percent/100 × (subtotal − item count)), capped', () => {
  it.each([
    ['no coupon', 1_000_000, 3, null, 0],
    ['10 % uncapped', 1_000_000, 3, { percent: 10, ceilingPrice: null }, 99_999.7],
    ['10 % under the cap', 1_000_000, 3, { percent: 10, ceilingPrice: 500_000 }, 99_999.7],
    ['cap applies', 10_000_000, 4, { percent: 10, ceilingPrice: 500_000 }, 500_000],
    ['cap of zero', 10_000_000, 4, { percent: 10, ceilingPrice: 0 }, 0],
    ['zero percent', 10_000_000, 4, { percent: 0, ceilingPrice: 500_000 }, 0],
    ['zero subtotal', 0, 0, { percent: 10, ceilingPrice: null }, 0],
    ['string inputs', 2_000_000, 2, { percent: '25', ceilingPrice: '1000000' }, 499_999.5],
  ])('%s', (_name, subtotal, items, coupon, expected) => {
    expect(couponDiscount(subtotal, items, coupon)).toBe(Math.round(expected));
  });
});

describe('totals: subtotal, coupon, vat, shipping, payable', () => {
  const lines = [
    { count: 2, price: 300_000, discount: 50_000 },
    { count: 1, price: 1_200_000, discount: 0 },
  ];
  it.each([
    ['plain', { vat: 9, shippingPrice: 350_000 }, { subtotal: 1_700_000, itemCount: 3, couponPrice: 0, vatPrice: 153_000, shippingPrice: 350_000, payable: 2_203_000 }],
    ['with coupon', { vat: 9, shippingPrice: 350_000, coupon: { percent: 10, ceilingPrice: 500_000 } }, { subtotal: 1_700_000, itemCount: 3, couponPrice: 170_000, vatPrice: 153_000, shippingPrice: 350_000, payable: 2_033_000 }],
    ['coupon capped', { vat: 9, shippingPrice: 0, coupon: { percent: 50, ceilingPrice: 100_000 } }, { subtotal: 1_700_000, itemCount: 3, couponPrice: 100_000, vatPrice: 153_000, shippingPrice: 0, payable: 1_753_000 }],
    ['no vat, no shipping', {}, { subtotal: 1_700_000, itemCount: 3, couponPrice: 0, vatPrice: 0, shippingPrice: 0, payable: 1_700_000 }],
  ])('%s', (_name, options, expected) => {
    expect(totals(lines, options)).toEqual(expected);
  });

  it('is all zeros for no lines', () => {
    expect(totals([], { vat: 9, coupon: { percent: 10 } })).toEqual({ subtotal: 0, itemCount: 0, couponPrice: 0, vatPrice: 0, shippingPrice: 0, payable: 0 });
  });
});

describe('invoiceTotals agrees with the mock backend', () => {
  it.each([
    [null],
    [{ percent: 15, ceilingPrice: null }],
    [{ percent: 30, ceilingPrice: 200_000 }],
  ])('coupon %j', (coupon) => {
    const products = [
      { productsCount: 3, productsPrice: 450_000, productsDiscount: 40_000 },
      { productsCount: 1, productsPrice: 990_000, productsDiscount: 0 },
    ];
    const mine = invoiceTotals({ products, vat: 9, shippingPrice: 480_000, coupon });
    const theirs = mockInvoiceTotals(products, { vat: 9, shippingPrice: 480_000, coupon });
    expect(mine.payable).toBe(theirs.amount);
    expect(mine.couponPrice).toBe(theirs.couponPrice);
  });
});

describe('helpers', () => {
  it.each([
    [100_000, 25_000, 25, 75_000],
    [300_000, 0, 0, 300_000],
    [0, 0, 0, 0],
  ])('price %s discount %s → %s %%, final %s', (price, discount, percent, final) => {
    expect(salePercent(price, discount)).toBe(percent);
    expect(finalPrice(price, discount)).toBe(final);
  });

  it('vatAmount rounds to the rial', () => {
    expect(vatAmount(1_111, 9)).toBe(100);
    expect(vatAmount(0, 9)).toBe(0);
  });

  it('cartTotal sums the lines', () => {
    expect(cartTotal([{ count: 2, product: { price: 100, discount: 10 } }, { count: 1, product: { price: '50', discount: 0 } }])).toBe(230);
    expect(cartTotal([])).toBe(0);
  });

  it.each([
    [0, 5, 1],
    [-3, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [2.7, 5, 2],
    [7, undefined, 7],
    [4, 0, 1],
  ])('clampCount(%s, stock %s) = %s', (value, stock, expected) => {
    expect(clampCount(value, stock)).toBe(expected);
  });
});

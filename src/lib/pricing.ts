/**
 * All money arithmetic of the shop (customer spec §3 "Cart line", §9 "Pricing"). Pure, no React.
 *
 *   line     = count × (price − discount)
 *   subtotal = Σ lines
 *   coupon   = round(percent / 100 × (subtotal − total item count)), capped by ceilingPrice when set
 *   vat      = vat / 100 × subtotal
 *   payable  = subtotal − coupon + shippingPrice + vat
 *
 * Amounts are rials; inputs may arrive as numeric strings and are read with `num`.
 */

type Numberish = number | string | null | undefined;

/**
 * The value added tax an invoice is made with, in percent, when nothing else says (the build's
 * `VITE_VAT_PERCENT`, src/config.ts): the policy form shows the payable total before the invoice
 * exists. The invoice itself carries the rate it was made with (`vat`).
 */
export const DEFAULT_VAT_PERCENT = 9;

/** A finite number from a number or numeric string; 0 otherwise. */
export function num(value: Numberish): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** count × (price − discount); never negative. */
export function lineTotal(count: Numberish, price: Numberish, discount: Numberish): number {
  return Math.max(0, num(count) * (num(price) - num(discount)));
}

/** price − discount (the price a customer pays for one item). */
export function finalPrice(price: Numberish, discount: Numberish): number {
  return Math.max(0, num(price) - num(discount));
}

/** Sale badge percent: round(100 × discount / price); 0 without a price. */
export function salePercent(price: Numberish, discount: Numberish): number {
  const p = num(price);
  return p > 0 ? Math.round((100 * num(discount)) / p) : 0;
}

export interface CouponTerms {
  percent: Numberish;
  /** null / undefined: no cap */
  ceilingPrice?: Numberish;
}

/** round(percent/100 × (subtotal − itemCount)), capped by ceilingPrice when set; never negative. */
export function couponDiscount(subtotal: number, itemCount: number, coupon: CouponTerms | null | undefined): number {
  if (!coupon) return 0;
  const raw = Math.max(0, Math.round((num(coupon.percent) / 100) * (subtotal - itemCount)));
  const cap = coupon.ceilingPrice;
  return cap === null || cap === undefined || cap === '' ? raw : Math.min(raw, Math.max(0, num(cap)));
}

/** vat/100 × subtotal, rounded to the rial. */
export function vatAmount(subtotal: number, vatPercent: Numberish): number {
  return Math.round((num(vatPercent) / 100) * subtotal);
}

export interface PriceLine {
  count: Numberish;
  price: Numberish;
  discount: Numberish;
}

export interface Totals {
  subtotal: number;
  itemCount: number;
  couponPrice: number;
  vatPrice: number;
  shippingPrice: number;
  payable: number;
}

/** Every figure of the breakdown from priced lines, vat percent, shipping price and an optional coupon. */
export function totals(
  lines: readonly PriceLine[],
  options: { vat?: Numberish; shippingPrice?: Numberish; coupon?: CouponTerms | null } = {},
): Totals {
  const subtotal = lines.reduce((sum, l) => sum + lineTotal(l.count, l.price, l.discount), 0);
  const itemCount = lines.reduce((sum, l) => sum + Math.max(0, num(l.count)), 0);
  const couponPrice = couponDiscount(subtotal, itemCount, options.coupon);
  const vatPrice = vatAmount(subtotal, options.vat);
  const shippingPrice = Math.max(0, num(options.shippingPrice));
  return { subtotal, itemCount, couponPrice, vatPrice, shippingPrice, payable: subtotal - couponPrice + shippingPrice + vatPrice };
}

/** The cart's total: Σ count × (price − discount). */
export function cartTotal(lines: ReadonlyArray<{ count: Numberish; product: { price: Numberish; discount: Numberish } }>): number {
  return lines.reduce((sum, l) => sum + lineTotal(l.count, l.product.price, l.product.discount), 0);
}

export interface InvoiceLike {
  products: ReadonlyArray<{ productsCount: Numberish; productsPrice: Numberish; productsDiscount: Numberish }>;
  vat: Numberish;
  shippingPrice: Numberish;
  coupon?: CouponTerms | null;
}

/** The invoice breakdown (§9) from an invoice's product snapshot. */
export function invoiceTotals(invoice: InvoiceLike): Totals {
  return totals(
    invoice.products.map((p) => ({ count: p.productsCount, price: p.productsPrice, discount: p.productsDiscount })),
    { vat: invoice.vat, shippingPrice: invoice.shippingPrice, coupon: invoice.coupon },
  );
}

/** The count a cart line may be set to: an integer clamped to 1…stock (stock unknown: no upper bound). */
export function clampCount(value: Numberish, stock?: Numberish): number {
  const n = Math.floor(num(value));
  const max = stock === null || stock === undefined ? Infinity : Math.max(1, Math.floor(num(stock)));
  return Math.min(max, Math.max(1, n));
}

/** The staff-side derived prices (admin spec §3): what the products came to, and what the shop keeps. */
export interface DerivedPrices {
  /** amount − shippingPrice − couponPrice */
  productPrice: number;
  /** amount − deductionPrice + additionalPrice */
  purePrice: number;
}
export function derivedPrices(invoice: {
  amount: Numberish;
  shippingPrice?: Numberish | null;
  couponPrice?: Numberish | null;
  deductionPrice?: Numberish | null;
  additionalPrice?: Numberish | null;
}): DerivedPrices {
  const amount = num(invoice.amount);
  return {
    productPrice: amount - num(invoice.shippingPrice ?? 0) - num(invoice.couponPrice ?? 0),
    purePrice: amount - num(invoice.deductionPrice ?? 0) + num(invoice.additionalPrice ?? 0),
  };
}

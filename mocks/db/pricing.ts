/**
 * The customer spec's pricing formula (§9):
 *   line = count × (price − discount); subtotal = Σ lines;
 *   coupon = round(percent/100 × (subtotal − total item count)), capped by ceilingPrice when set;
 *   vat = vat/100 × subtotal (rounded);
 *   amount (payable) = subtotal − coupon + shippingPrice + vat.
 */
import { DEFAULT_VAT_PERCENT } from '@/lib/pricing';

export interface PricedLine {
  productsCount: number;
  productsPrice: number;
  productsDiscount: number;
}

export interface InvoiceTotals {
  subtotal: number;
  itemCount: number;
  couponPrice: number;
  vatPrice: number;
  amount: number;
}

export function invoiceTotals(
  lines: readonly PricedLine[],
  options: {
    vat: number;
    shippingPrice: number;
    coupon?: { percent: number; ceilingPrice: number | null } | null;
  },
): InvoiceTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.productsCount * (l.productsPrice - l.productsDiscount), 0);
  const itemCount = lines.reduce((sum, l) => sum + l.productsCount, 0);
  let couponPrice = 0;
  if (options.coupon) {
    couponPrice = Math.max(0, Math.round((options.coupon.percent / 100) * (subtotal - itemCount)));
    if (options.coupon.ceilingPrice != null) couponPrice = Math.min(couponPrice, options.coupon.ceilingPrice);
  }
  const vatPrice = Math.round((options.vat / 100) * subtotal);
  return { subtotal, itemCount, couponPrice, vatPrice, amount: subtotal - couponPrice + options.shippingPrice + vatPrice };
}

/** Value added tax in percent (the client's default rate, src/lib/pricing.ts, is the same number). */
export const VAT_PERCENT = DEFAULT_VAT_PERCENT;

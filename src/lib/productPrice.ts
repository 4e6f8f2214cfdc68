/** Storefront price display (spec §9): final price = price − discount; sale badge = round(100 × discount / price) %. */

const amount = (value: number | string | null | undefined): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** The price a customer pays for one item; never below 0. */
export function finalPrice(price: number | string | null | undefined, discount: number | string | null | undefined): number {
  return Math.max(0, amount(price) - Math.max(0, amount(discount)));
}

/** The sale badge percentage; 0 when there is no discount or no price. */
export function salePercent(price: number | string | null | undefined, discount: number | string | null | undefined): number {
  const p = amount(price);
  const d = amount(discount);
  if (p <= 0 || d <= 0) return 0;
  return Math.round((100 * Math.min(d, p)) / p);
}

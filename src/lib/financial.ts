/**
 * The financial report's rows (admin spec §3 "Financial row", §9): one row per paid invoice with the
 * derived prices, the column totals, and the daily cumulative report grouped by payment day.
 */
import { derivedPrices, num } from './pricing';

export interface FinancialSource {
  invoiceNumber: number | string;
  amount: number | string;
  shippingPrice?: number | string | null;
  couponPrice?: number | string | null;
  deductionPrice?: number | string | null;
  additionalPrice?: number | string | null;
  shippingType: string;
  paymentAt?: string | null;
  user?: { firstName: string; lastName: string; mobile?: string | null; email?: string | null; address?: { region?: unknown } | null } | null;
  shippingCourierInfo?: { firstName: string; lastName: string } | null;
}

export const MONEY_KEYS = ['productPrice', 'shippingPrice', 'couponPrice', 'amount', 'deductionPrice', 'additionalPrice', 'purePrice'] as const;
export type MoneyKey = (typeof MONEY_KEYS)[number];
export type MoneyTotals = Record<MoneyKey, number>;

export interface FinancialRow extends MoneyTotals {
  invoiceNumber: number;
  customer: string;
  courier: string;
  shippingType: string;
  region: string;
  paymentAt: string | null;
}

const regionName = (region: unknown): string =>
  region && typeof region === 'object' && 'name' in region ? String((region as { name: unknown }).name ?? '') : typeof region === 'string' ? region : '';

export function financialRow(inv: FinancialSource): FinancialRow {
  const { productPrice, purePrice } = derivedPrices(inv);
  return {
    invoiceNumber: Number(inv.invoiceNumber),
    customer: inv.user ? `${inv.user.firstName} ${inv.user.lastName}` : '',
    courier: inv.shippingCourierInfo ? `${inv.shippingCourierInfo.firstName} ${inv.shippingCourierInfo.lastName}` : '',
    productPrice,
    shippingPrice: num(inv.shippingPrice ?? 0),
    couponPrice: num(inv.couponPrice ?? 0),
    amount: num(inv.amount),
    deductionPrice: num(inv.deductionPrice ?? 0),
    additionalPrice: num(inv.additionalPrice ?? 0),
    purePrice,
    shippingType: inv.shippingType,
    region: regionName(inv.user?.address?.region),
    paymentAt: inv.paymentAt ?? null,
  };
}

export function emptyTotals(): MoneyTotals {
  return { productPrice: 0, shippingPrice: 0, couponPrice: 0, amount: 0, deductionPrice: 0, additionalPrice: 0, purePrice: 0 };
}

/** Column totals of the money fields. */
export function moneyTotals(rows: readonly MoneyTotals[]): MoneyTotals {
  const t = emptyTotals();
  for (const r of rows) for (const k of MONEY_KEYS) t[k] += r[k];
  return t;
}

export interface DailyRow extends MoneyTotals {
  /** the payment day as a local `YYYY-MM-DD` key */
  day: string;
  countInvoice: number;
}

/** Groups rows by payment day (local calendar day of `paymentAt`), oldest first, with sums and counts. */
export function dailyReport(rows: readonly FinancialRow[], dayKey: (iso: string) => string): DailyRow[] {
  const days = new Map<string, DailyRow>();
  for (const r of rows) {
    if (!r.paymentAt) continue;
    const day = dayKey(r.paymentAt);
    let d = days.get(day);
    if (!d) days.set(day, (d = { day, countInvoice: 0, ...emptyTotals() }));
    d.countInvoice += 1;
    for (const k of MONEY_KEYS) d[k] += r[k];
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

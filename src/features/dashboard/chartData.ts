/** The dashboard charts' data, shaped from the chart answers (pure; no React, no chart library). */
import type { ChartDate, DayCount, FileTypeCount, InvoiceUserRow, UserCount } from '@/api/schemas/dashboard';
import { dayjs, formatDate, isFaLocale, toDayjs } from '@/i18n/dayjs';
import { toPersianDigits } from '@/lib/digits';
import { totals } from '@/lib/pricing';

/** One bar, slice or point: its label, its value and, for days, the full date for the tooltip. */
export interface Point {
  key: string;
  label: string;
  value: number;
  /** a second figure (payments: how many invoices) */
  count?: number;
  title?: string;
}

/** The server groups by Gregorian calendar day. */
function dayOf(date: ChartDate) {
  return dayjs(new Date(Number(date.year), Number(date.month) - 1, Number(date.day)));
}

/** fa: Jalali day and month name in Persian digits ('۲۸ آبان'); en: 'Nov 19'. */
export function dayLabel(date: ChartDate, locale: string): string {
  const day = toDayjs(dayOf(date), locale);
  if (!day) return '';
  return isFaLocale(locale) ? toPersianDigits(day.format('D MMMM')) : day.format('MMM D');
}

/** Days oldest first, labelled per locale; `value` is the count, or the amount when `by` is 'amount'. */
export function dayPoints(rows: readonly DayCount[], locale: string, by: 'count' | 'amount' = 'count'): Point[] {
  return [...rows]
    .sort((a, b) => dayOf(a.date).valueOf() - dayOf(b.date).valueOf())
    .map((row) => {
      const day = dayOf(row.date);
      return {
        key: day.format('YYYY-MM-DD'),
        label: dayLabel(row.date, locale),
        title: formatDate(day, locale),
        value: by === 'amount' ? Number(row.amount ?? 0) : row.count,
        count: row.count,
      };
    });
}

/** File types by count, largest first. */
export function fileTypePoints(rows: readonly FileTypeCount[]): Point[] {
  return [...rows]
    .sort((a, b) => b.count - a.count)
    .map((row) => ({ key: row.type.suffix, label: row.type.suffix.toUpperCase(), value: row.count }));
}

const fullName = (user: { firstName: string; lastName: string; mobile?: string | null; email?: string | null; id: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.mobile || user.email || user.id;

/** Posts per author, most first. */
export function authorPoints(rows: readonly UserCount[]): Point[] {
  return [...rows].sort((a, b) => b.count - a.count).map((row) => ({ key: row.user.id, label: fullName(row.user), value: row.count }));
}

/** One paid invoice's total (spec §9): Σ count × (price − discount) + shipping + vat percent of that subtotal. */
export function invoiceTotal(invoice: InvoiceUserRow['invoices'][number]): number {
  const lines = invoice.products.map((p) => ({ count: p.productsCount, price: p.productsPrice, discount: p.productsDiscount }));
  return totals(lines, { vat: invoice.vat, shippingPrice: invoice.shippingPrice }).payable;
}

/** Payments per user (amount, and how many invoices), largest first, the first `top` of them. */
export function paymentPoints(rows: readonly InvoiceUserRow[], top = 10): Point[] {
  return rows
    .map((row) => ({
      key: row.user.id,
      label: fullName(row.user),
      value: row.invoices.reduce((sum, inv) => sum + invoiceTotal(inv), 0),
      count: row.invoices.length,
    }))
    .filter((p) => p.count > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, top);
}

/** Every paid invoice of the answer: how many and their total in rial. */
export function invoiceSummary(rows: readonly InvoiceUserRow[]): { count: number; amount: number } {
  return rows.reduce(
    (acc, row) => ({
      count: acc.count + row.invoices.length,
      amount: acc.amount + row.invoices.reduce((sum, inv) => sum + invoiceTotal(inv), 0),
    }),
    { count: 0, amount: 0 },
  );
}

/** The delivery service returns its credit in toman: shown × 10, in rial (spec §9). */
export function creditInRial(credit: number): number {
  return credit * 10;
}

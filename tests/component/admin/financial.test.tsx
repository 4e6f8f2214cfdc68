/**
 * Financial report: paid invoices only, every money column and the totals of the whole filtered set:
 * a row under the table with each total under its column, the totals of columns that gave way for want
 * of room listed under its label (nothing cut, nothing misplaced at any width), a card on a phone,
 * upright or on its side.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { db, seededApiKey } from '@mocks/db';
import { MONEY_KEYS, financialRow, moneyTotals } from '@/lib/financial';
import { renderApp } from '../../utils/renderApp';
import { listLayout } from '../../utils/listLayout';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };
const SLOW = { timeout: 30_000 };
const fmt = (n: number) => `${n.toLocaleString('en-US')} IRR`;
const TITLES: Record<(typeof MONEY_KEYS)[number], string> = {
  productPrice: 'Products price',
  shippingPrice: 'Shipping price',
  couponPrice: 'Coupon discount',
  amount: 'Total amount',
  deductionPrice: 'Deduction',
  additionalPrice: 'Additional',
  purePrice: 'Net price',
};

const layout = listLayout();

/** One paid invoice with a deduction, so a total of a column that gives way is not zero. */
function onePaid() {
  const invoice = db.invoices.find((i) => i.condition === 'PAID' && i.deductionPrice > 0) ?? db.invoices.find((i) => i.condition === 'PAID')!;
  const path = `/ecommerce-management/financial?language=en&filters=${encodeURIComponent(JSON.stringify({ invoiceNumber: invoice.invoiceNumber }))}`;
  // (the seed names the customer by id; the money columns do not read it)
  return { invoice, path, totals: moneyTotals([financialRow({ ...invoice, user: null, shippingCourierInfo: null })]) };
}

/** The totals row's cells, each with the header it stands under (colSpan counted). */
function cellsUnderHeaders() {
  const headers = screen.getAllByRole('columnheader');
  const cells = Array.from(screen.getByTestId('resource-totals').querySelectorAll('td'));
  let at = 0;
  return {
    headers,
    span: cells.reduce((sum, c) => sum + c.colSpan, 0),
    under: cells.map((cell) => {
      const header = headers.at(at);
      at += cell.colSpan;
      return { header: header ? header.textContent : '', cell };
    }),
  };
}

it('totals row sums the money columns of every filtered paid invoice, not only the page, and says so', async () => {
  const paid = db.invoices.filter((i) => i.condition === 'PAID').sort((a, b) => (b.paymentAt ?? '').localeCompare(a.paymentAt ?? ''));
  expect(paid.length).toBeGreaterThan(10);
  const page = paid.slice(0, 10);
  renderApp('/ecommerce-management/financial?language=en&limit=10', admin);
  const totals = await screen.findByTestId('resource-totals', {}, { timeout: 40_000 });
  const sum = (f: (i: (typeof page)[number]) => number) => paid.reduce((s, i) => s + f(i), 0);
  expect(await within(totals).findByText(`Total of all ${paid.length.toLocaleString('en-US')} filtered invoices (every page)`, {}, { timeout: 60_000 })).toBeInTheDocument();
  expect(within(totals).getByTestId('total-amount')).toHaveTextContent(fmt(sum((i) => i.amount)));
  expect(within(totals).getByTestId('total-productPrice')).toHaveTextContent(fmt(sum((i) => i.amount - i.shippingPrice - i.couponPrice)));
  expect(within(totals).getByTestId('total-purePrice')).toHaveTextContent(fmt(sum((i) => i.amount - i.deductionPrice + i.additionalPrice)));
  expect(screen.getByRole('link', { name: String(page[0].invoiceNumber) })).toHaveAttribute('href', `/ecommerce-management/invoice/${page[0].invoiceNumber}?language=en`);
}, 120_000);

it('beside the sidebar at 1,024 px: the report fits its box, each total under its column, those of the columns that gave way under the label', async () => {
  layout.media((query) => /min-width/.test(query));
  layout.box(736);
  const { invoice, path, totals } = onePaid();
  renderApp(path, admin);
  await screen.findByRole('link', { name: String(invoice.invoiceNumber) }, SLOW);
  const row = await screen.findByTestId('resource-totals', {}, SLOW);
  // region and courier give way first, then the shipping type and the money columns mostly zero
  const headerNames = screen.getAllByRole('columnheader').map((h) => h.textContent);
  for (const gone of ['Courier', 'Region', 'Shipping type', 'Coupon discount', 'Deduction', 'Additional']) expect(headerNames).not.toContain(gone);
  for (const kept of ['Invoice', 'Customer', 'Products price', 'Shipping price', 'Total amount', 'Net price', 'Payment date']) expect(headerNames.some((h) => h.startsWith(kept))).toBe(true);
  const { headers, span, under } = cellsUnderHeaders();
  expect(span).toBe(headers.length);
  for (const key of ['productPrice', 'shippingPrice', 'amount', 'purePrice'] as const) {
    const total = within(row).getByTestId(`total-${key}`);
    expect(total).toHaveTextContent(fmt(totals[key]));
    expect(under.find((u) => u.cell.contains(total))?.header).toMatch(new RegExp(`^${TITLES[key]}`));
  }
  // the folded totals are listed, titled, in the label's cell
  const label = under[0].cell;
  expect(label).toHaveTextContent('Total of all 1 filtered invoices (every page)');
  for (const key of ['couponPrice', 'deductionPrice', 'additionalPrice'] as const) {
    const total = within(label).getByTestId(`total-${key}`);
    expect(total).toHaveTextContent(fmt(totals[key]));
    expect(total.previousElementSibling).toHaveTextContent(TITLES[key]);
  }
}, 60_000);

// upright (under 576 px) and on its side (576-767 px: `sm` but not `md`)
it.each([
  ['upright', /max-width:\s*575/],
  ['on its side', /min-width:\s*576/],
])('on a phone (%s): a card above the rows lists every total under its title', async (_, query) => {
  layout.media((q) => query.test(q));
  const { path, totals } = onePaid();
  renderApp(path, admin);
  await waitFor(() => expect(document.querySelectorAll('.resource-card[data-row-key]')).toHaveLength(1), SLOW);
  const card = screen.getByTestId('resource-totals');
  expect(card.tagName).toBe('SECTION');
  expect(card.compareDocumentPosition(document.querySelector('.resource-card[data-row-key]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  for (const key of MONEY_KEYS) {
    const total = within(card).getByTestId(`total-${key}`);
    expect(total).toHaveTextContent(fmt(totals[key]));
    expect(total.previousElementSibling).toHaveTextContent(TITLES[key]);
  }
}, 60_000);

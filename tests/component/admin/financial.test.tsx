/** Financial report: paid invoices only, every money column and the totals row of the whole filtered set. */
import { screen, within } from '@testing-library/react';
import { db, seededApiKey } from '@mocks/db';
import { renderApp } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

it('totals row sums the money columns of every filtered paid invoice, not only the page, and says so', async () => {
  const paid = db.invoices.filter((i) => i.condition === 'PAID').sort((a, b) => (b.paymentAt ?? '').localeCompare(a.paymentAt ?? ''));
  expect(paid.length).toBeGreaterThan(10);
  const page = paid.slice(0, 10);
  renderApp('/ecommerce-management/financial?language=en&limit=10', admin);
  const totals = await screen.findByTestId('financial-totals', {}, { timeout: 40_000 });
  const fmt = (n: number) => n.toLocaleString('en-US');
  const sum = (f: (i: (typeof page)[number]) => number) => paid.reduce((s, i) => s + f(i), 0);
  expect(await within(totals).findByText(`Total of all ${paid.length.toLocaleString('en-US')} filtered invoices (every page)`, {}, { timeout: 60_000 })).toBeInTheDocument();
  expect(within(totals).getByTestId('total-amount')).toHaveTextContent(fmt(sum((i) => i.amount)));
  expect(within(totals).getByTestId('total-productPrice')).toHaveTextContent(fmt(sum((i) => i.amount - i.shippingPrice - i.couponPrice)));
  expect(within(totals).getByTestId('total-purePrice')).toHaveTextContent(fmt(sum((i) => i.amount - i.deductionPrice + i.additionalPrice)));
  expect(screen.getByRole('link', { name: String(page[0].invoiceNumber) })).toHaveAttribute('href', `/ecommerce-management/invoice/${page[0].invoiceNumber}?language=en`);
}, 120_000);

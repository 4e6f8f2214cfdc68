/**
 * The 80 mm receipt against spec §9 line by line: the title, the website line, the
 * invoice number (Persian digits in fa) and the date (Jalali in fa), line price = (price − discount) × count.
 */
import { screen, within } from '@testing-library/react';
import { db } from '@mocks/db';
import { invoiceView } from '@mocks/db/views/site';
import { PrintableInvoice } from '@/components/invoice';
import { config } from '@/config';
import { toPersianDigits } from '@/lib/digits';
import { renderWithProviders } from '../../utils/renderApp';

it('prints the title, the website line, the number and the Jalali date in fa', async () => {
  const record = db.invoices.find((i) => i.condition === 'PAID')!;
  const invoice = invoiceView(record, 'fa');
  renderWithProviders(<PrintableInvoice invoice={invoice} variant="receipt" />, '/', { session: { language: 'fa' as const, direction: 'rtl' as const } });
  const receipt = await screen.findByTestId('printable-receipt');
  const website = within(receipt).getByTestId('print-website');
  expect(config.siteUrl).not.toBe('');
  expect(website).toHaveTextContent(config.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''));
  expect(website.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  expect(receipt).toHaveTextContent(toPersianDigits(String(record.invoiceNumber)));
  // a Jalali year (13xx / 14xx) in Persian digits
  expect(receipt.textContent).toMatch(/[۱][۳۴][۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}/);
});

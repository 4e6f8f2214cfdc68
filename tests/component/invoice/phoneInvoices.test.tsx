/**
 * On the customer's invoices: on a phone, or in a box too narrow for their columns, the list shows each
 * invoice's date and step under the number, without the row number; the expiry column only where there is room; the shipping
 * duration is written with its units in fa and en.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { db, seededApiKey } from '@mocks/db';
import { renderApp } from '../../utils/renderApp';
import { fakeMatchMedia } from '../../utils/matchMedia';
import invoiceTexts from '@/i18n/messages/en/invoice.json';

const SLOW = { timeout: 30_000 };
const u6 = seededApiKey('u6');
const realMatchMedia = window.matchMedia;

afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('invoice list on a phone', { timeout: 90_000 }, () => {
  it('shows the date and the step of every row at 390 px', async () => {
    // a 390 px wide screen: only antd's xs query matches
    window.matchMedia = fakeMatchMedia((query) => /max-width:\s*575/.test(query));
    renderApp('/invoice?language=en', { apiKey: u6 });
    await waitFor(() => expect(screen.getAllByTestId('invoice-row-more').length).toBeGreaterThan(0), SLOW);
    const shown = db.invoices.filter((i) => i.user === 'u6' && i.publish).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const rows = screen.getAllByTestId('invoice-row-more');
    expect(rows).toHaveLength(shown.length);
    const first = shown[0];
    const more = within(rows[0]);
    // the date as the list writes it (en: YYYY-MM-DD HH:mm) and the step's name
    expect(more.getByText(new RegExp(`^${first.createdAt.slice(0, 4)}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`))).toBeInTheDocument();
    expect(more.getByText((invoiceTexts as Record<string, string>)[`invoice.step.${first.step}`])).toBeInTheDocument();
    // the row number gives way too, and the table fits the screen (its states' words may wrap)
    expect(screen.queryByRole('columnheader', { name: '#' })).toBeNull();
    expect(document.querySelector('.invoice-list--phone')).not.toBeNull();
  });

  it('keeps date and step in their own columns on a desktop', async () => {
    window.matchMedia = fakeMatchMedia((query) => /min-width/.test(query));
    renderApp('/invoice?language=en', { apiKey: u6 });
    expect(await screen.findByRole('columnheader', { name: /Created/ }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Step' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '#' })).toBeInTheDocument();
    expect(screen.queryByTestId('invoice-row-more')).toBeNull();
    expect(document.querySelector('.invoice-list--phone')).toBeNull();
  });

  // a desktop window; the list's box as wide as jsdom is told (it lays nothing out): 736 px is the box
  // beside the sidebar at 1,024 px, 992 at 1,280
  it.each([
    [600, { under: true, step: false, expiry: false }],
    [736, { under: false, step: true, expiry: false }],
    [992, { under: false, step: true, expiry: true }],
  ])('on a desktop window, a %i px list shows the columns it has room for', async (boxWidth, shown) => {
    window.matchMedia = fakeMatchMedia((query) => /min-width/.test(query));
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
    try {
      renderApp('/invoice?language=en', { apiKey: u6 });
      expect(await screen.findByRole('columnheader', { name: 'Amount' }, SLOW)).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), SLOW);
      expect(screen.queryAllByTestId('invoice-row-more').length > 0).toBe(shown.under);
      expect(screen.queryByRole('columnheader', { name: 'Step' }) !== null).toBe(shown.step);
      expect(screen.queryByRole('columnheader', { name: /Expires/ }) !== null).toBe(shown.expiry);
    } finally {
      width.mockRestore();
    }
  });
});

describe('shipping duration', { timeout: 90_000 }, () => {
  const invoice = () => db.invoices.find((i) => i.user === 'u6' && i.publish)!;

  it.each([
    [540, 'en', '9 minutes'],
    [5430, 'en', '1 hour 31 minutes'],
    [7200, 'en', '2 hours'],
    [540, 'fa', '۹ دقیقه'],
    [5430, 'fa', '۱ ساعت و ۳۱ دقیقه'],
  ] as const)('%i seconds in %s read “%s”', async (seconds, language, text) => {
    const record = invoice();
    record.shippingDuration = seconds;
    renderApp(`/invoice/${record.invoiceNumber}?language=${language}`, { apiKey: u6, session: { language, direction: language === 'fa' ? 'rtl' : 'ltr' } });
    const label = await screen.findByText(language === 'fa' ? 'مدت ارسال' : 'Shipping duration', {}, SLOW);
    const row = label.closest('tr') as HTMLElement;
    expect(within(row).getByText(text)).toBeInTheDocument();
    expect(row.textContent).not.toMatch(/[0-9۰-۹]{2}:[0-9۰-۹]{2}/);
  });
});

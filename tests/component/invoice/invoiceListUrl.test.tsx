/** /invoice keeps page, size, sort and filters in the URL (shared list layer useListParams): reload, back and shared links. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';
import { seededApiKey } from '@mocks/db';
import { locationRef, navigateRef, renderApp } from '../../utils/renderApp';

const SLOW = { timeout: 30_000 };
const admin = seededApiKey('u1');

interface Sent {
  page: string | null;
  limit: string | null;
  sorter: string | null;
  body: Record<string, unknown>;
}

function recordLists(): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.post('*/ecommercemanagement/v1/invoice/list', async ({ request }) => {
      const url = new URL(request.url);
      sent.push({ page: url.searchParams.get('page'), limit: url.searchParams.get('limit'), sorter: url.searchParams.get('sorter'), body: (await request.clone().json()) as Record<string, unknown> });
      return undefined;
    }),
  );
  return sent;
}

const query = () => new URLSearchParams(locationRef.current.search);

describe('invoice list URL state', { timeout: 90_000 }, () => {
  it('a shared link (or a reload) opens the same page, size, sort and filters', async () => {
    const sent = recordLists();
    const filters = encodeURIComponent(JSON.stringify({ condition: 'PAID' }));
    renderApp(`/invoice?language=en&page=3&limit=20&sorter=amount,desc&filters=${filters}`, { apiKey: admin });
    await screen.findAllByRole('link', { name: /^\d+$/ }, SLOW);
    await waitFor(() => expect(sent.at(-1)).toEqual({ page: '3', limit: '20', sorter: 'amount,desc', body: { condition: 'PAID' } }));
    expect(document.querySelector('.ant-pagination-item-active')).toHaveTextContent('3');
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('paging and filtering write the URL; back restores the previous view', async () => {
    const sent = recordLists();
    renderApp('/invoice?language=en', { apiKey: admin });
    await screen.findAllByRole('link', { name: /^\d+$/ }, SLOW);

    fireEvent.click(within(document.querySelector('.ant-pagination')!).getByTitle('2'));
    await waitFor(() => expect(query().get('page')).toBe('2'));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ page: '2', limit: '10' }));
    expect(query().get('language')).toBe('en');

    // The invoice-number filter takes Persian digits; applying it goes back to page 1.
    fireEvent.click(screen.getByRole('button', { name: 'Filter invoices' }));
    const dialog = await screen.findByRole('dialog');
    const number = within(dialog).getByLabelText('Invoice number');
    fireEvent.change(number, { target: { value: '۳۴۶۰' } });
    expect(number).toHaveValue('3460');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(JSON.parse(query().get('filters') ?? '{}')).toEqual({ invoiceNumber: 3460 }));
    expect(query().get('page')).toBeNull();
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ page: '1', body: { invoiceNumber: 3460 } }));
    expect(await screen.findByRole('link', { name: '3460' })).toBeInTheDocument();

    // Back: the unfiltered second page again.
    act(() => {
      void navigateRef.current(-1);
    });
    await waitFor(() => expect(query().get('page')).toBe('2'));
    expect(query().get('filters')).toBeNull();
    // (served from the cache: page 2 unfiltered was loaded before)
    await waitFor(() => expect(document.querySelector('.ant-pagination-item-active')).toHaveTextContent('2'));
  });
});

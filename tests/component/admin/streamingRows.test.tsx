/**
 * A big list page still arriving (src/api/listProgress.ts): the admin list shows the checked rows
 * already in, says how many of how many are in, shows no spinner, and gives way to the whole answer.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db, seededApiKey } from '@mocks/db';
import { invoiceView } from '@mocks/db/views';
import { freezeDeep } from '@/api/checked';
import { publishListProgress } from '@/api/listProgress';
import AdminInvoiceList from '@/features/admin/ecommerce/AdminInvoiceList';
import { renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

it('shows the rows already in with a loading-rows line and no spinner, then the whole page', async () => {
  const all = db.invoices.slice(0, 3).map((inv) => invoiceView(inv, 'en'));
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post('*/ecommercemanagement/v1/invoice/list', async () => {
      await gate;
      return HttpResponse.json({ success: true, data: { content: { total: 3, limit: 20, page: 1, docs: all } }, messages: [] });
    }),
  );
  const { store, container } = renderWithProviders(<AdminInvoiceList />, '/ecommerce-management/invoice?language=en', admin);
  let key = '';
  await waitFor(() => {
    key = Object.keys((store.getState() as { api: { queries: object } }).api.queries).find((k) => k.startsWith('adminInvoiceList(')) ?? '';
    expect(key).not.toBe('');
  });
  // what the baseQuery publishes as the worker's checked slices come in
  const progress = publishListProgress(key);
  progress.update(all.slice(0, 2).map((row) => freezeDeep(row)), { data: { content: { total: 50, limit: 20, page: 1 } } });

  expect(await screen.findByRole('link', { name: String(all[1].invoiceNumber) })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the remaining rows: 2 of 20 are in');
  expect(container.querySelector('.ant-spin-spinning')).toBeNull();
  expect(screen.getByText('Total 50 items')).toBeInTheDocument();

  release();
  progress.done(true);
  expect(await screen.findByRole('link', { name: String(all[2].invoiceNumber) })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(/Loading the remaining rows/)).toBeNull());
  expect(screen.getByText('Total 3 items')).toBeInTheDocument();
}, 60_000);

/**
 * Bad answers never blank or crash a screen: the answers that used to leave a spinner, an empty page
 * or the crash page now show LoadError in place (what failed, why, a retry) while the layout stays.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db, seededApiKey } from '@mocks/db';
import { renderApp, renderWithProviders } from '../../utils/renderApp';
import { LoadError, loadErrorReason } from '@/components/LoadError';

const SLOW = { timeout: 20_000 };
const en = { session: { language: 'en' as const, direction: 'ltr' as const } };
const answer = (content: unknown) => () => HttpResponse.json({ success: true, data: { content }, messages: [] });

describe('LoadError', () => {
  it.each([
    [{ status: 'FETCH_ERROR' }, 'network'],
    [{ status: 'TIMEOUT_ERROR' }, 'timeout'],
    [{ status: 'PARSING_ERROR' }, 'badAnswer'],
    [{ status: 502 }, 'server'],
    [{ status: 'API_ERROR' }, 'refused'],
    [{ name: 'TypeError', message: 'x' }, 'unknown'],
  ])('reads %j as %s', (error, reason) => {
    expect(loadErrorReason(error)).toBe(reason);
  });

  it('says what failed and why, and retries', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<LoadError error={{ status: 500 }} what="The products" onRetry={onRetry} />, '/', en);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The products could not be loaded');
    expect(alert).toHaveTextContent('The server had an error (500).');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('the invoice view shows the error state, not an endless spinner, when the invoice is null; retry loads it', async () => {
    const invoice = db.invoices.find((i) => i.user === 'u6')!;
    server.use(http.get('*/ecommercemanagement/v1/invoice/:n', answer(null)));
    renderApp(`/invoice/${invoice.invoiceNumber}?language=en`, { apiKey: seededApiKey('u6') });
    expect(await screen.findByText('The invoice could not be loaded', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText("The server's answer was not what this page expects.")).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('The invoice could not be loaded')).not.toBeInTheDocument(), SLOW);
  });

  it('the store edit page shows the error state, not an empty page, when the store is null', async () => {
    const store = db.stores[0];
    server.use(http.get('*/basicinformation/v1/store/:id', answer(null)));
    renderApp(`/basic-information/store/edit/${store.id}?language=en`, { apiKey: seededApiKey('u1') });
    // the store form runs on ResourceFormPage: the shared error state in place, with retry and the way back
    const alert = await screen.findByTestId('load-error', {}, SLOW);
    expect(alert).toHaveTextContent('The item could not be loaded');
    expect(alert).toHaveTextContent("The server's answer was not what this page expects.");
    expect(within(alert).getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
    // the server answers well again: the retry brings the form with the store in it
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByDisplayValue(store.name.en, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('load-error')).toBeNull();
  });

  it.each([
    ['an array', [{ id: 'p1' }]],
    ['a string', 'product'],
  ])('the product page shows the error state, not the crash page, when the product is %s', async (_kind, content) => {
    server.use(http.get('*/site/v1/product/:alias', answer(content)));
    renderApp('/shop/product/aloe-vera-moisturising-cream?language=en');
    expect(await screen.findByText('The product could not be loaded', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    // the layout and its navigation are still there
    expect(screen.getAllByRole('link', { name: /Nature Shop/ }).length).toBeGreaterThan(0);
  });

  it('the blog list shows the error state when the list has the wrong type', async () => {
    server.use(http.post('*/site/v1/post/list', answer([{ docs: 'x' }])));
    renderApp('/blog?language=en');
    expect(await screen.findByText('The posts could not be loaded', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});

/**
 * Selection, bulk actions, delete with undo, optimistic switches and phone cards of the resource
 * pattern, through the product and country lists, against msw/node.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db, seededApiKey } from '@mocks/db';
import { UNDO_MS } from '@/components/resource/useUndoableDelete';
import Country from '@/features/admin/reference/Country';
import ProductList from '@/features/admin/ecommerce/ProductList';
import { renderWithProviders } from '../../utils/renderApp';
import { fakeMatchMedia } from '../../utils/matchMedia';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };
const PRODUCTS = '/ecommerce-management/product';
const rows = () => screen.getAllByRole('row').filter((r) => r.getAttribute('data-row-key'));
const rowOf = async (text: string) => (await screen.findByText(text, undefined, { timeout: 20_000 })).closest('tr') as HTMLElement;
const checkbox = (row: HTMLElement) => within(row).getByRole('checkbox', { name: 'Select this row' });
const nameOf = (row: HTMLElement) => db.products.find((p) => p.id === row.getAttribute('data-row-key'))!.name.en;

/** Records the calls whose path ends like this, with the most that were in flight at once. */
function record(method: string, pathEnd: RegExp) {
  const seen = { calls: [] as { id: string; body: unknown; keepalive: boolean; at: number }[], inFlight: 0, most: 0 };
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method !== method || !pathEnd.test(url.pathname)) return;
    const at = Date.now();
    seen.inFlight += 1;
    seen.most = Math.max(seen.most, seen.inFlight);
    const id = url.pathname.split('/').filter(Boolean).reverse().find((part) => /\d/.test(part)) ?? '';
    seen.calls.push({ id, body: await request.clone().json().catch(() => null), keepalive: request.keepalive, at });
  });
  server.events.on('response:mocked', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === method && pathEnd.test(url.pathname)) seen.inFlight -= 1;
  });
  return seen;
}
const listCalls = () => record('POST', /\/product\/list$/);

async function bulk(user: UserEvent, action: string) {
  await user.click(screen.getByRole('button', { name: /Apply to selected/ }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

afterEach(() => server.events.removeAllListeners());

describe('bulk actions', () => {
  it('unpublishes 3 selected products with exactly 3 calls and reloads the list once at the end', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductList />, `${PRODUCTS}?language=en`, admin);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const chosen = rows().slice(0, 3);
    const ids = chosen.map((r) => r.getAttribute('data-row-key'));
    db.products.filter((p) => ids.includes(p.id)).forEach((p) => (p.publish = true));
    for (const row of chosen) await user.click(checkbox(row));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    const puts = record('PUT', /\/changepublished$/);
    const lists = listCalls();
    await bulk(user, 'Turn off “Publish”');
    expect(await screen.findByText('Turn off “Publish”: 3 done, 0 failed')).toBeInTheDocument();
    expect(puts.calls.map((c) => c.id).sort()).toEqual([...ids].sort());
    expect(puts.calls.every((c) => JSON.stringify(c.body) === '{"publish":false}')).toBe(true);
    expect(db.products.filter((p) => ids.includes(p.id)).every((p) => !p.publish)).toBe(true);
    await waitFor(() => expect(lists.calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 500));
    expect(lists.calls).toHaveLength(1);
    expect(puts.calls).toHaveLength(3);
    // done rows leave the selection
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  }, 120_000);

  it('sends the calls of 40 selected rows (two pages) never more than 4 at a time, with progress', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/product/:id/changeshowed', async () => {
        await new Promise((r) => setTimeout(r, 40));
        return HttpResponse.json({ success: true, data: { content: null }, messages: [] });
      }),
    );
    renderWithProviders(<ProductList />, `${PRODUCTS}?language=en&limit=20`, admin);
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(rows()[0].getAttribute('data-row-key')).not.toBeNull());
    await waitFor(() => expect(within(rows()[0]).getByText('21')).toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('40 selected')).toBeInTheDocument();
    const puts = record('PUT', /\/changeshowed$/);
    await bulk(user, 'Turn on “Show”');
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('Turn on “Show”: 40 done, 0 failed', undefined, { timeout: 30_000 })).toBeInTheDocument();
    expect(puts.calls).toHaveLength(40);
    expect(new Set(puts.calls.map((c) => c.id)).size).toBe(40);
    expect(puts.most).toBeGreaterThan(1);
    expect(puts.most).toBeLessThanOrEqual(4);
  }, 120_000);

  it('selects all rows that match the filter by paging through the list', async () => {
    const user = userEvent.setup();
    const filters = encodeURIComponent(JSON.stringify({ name: 'a' }));
    renderWithProviders(<ProductList />, `${PRODUCTS}?language=en&filters=${filters}`, admin);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const total = Number(/Total (\d+) items/.exec(screen.getByText(/^Total \d+ items$/).textContent)?.[1]);
    expect(total).toBeGreaterThan(10);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: `Select all ${total} that match` }));
    expect(await screen.findByText(`${total} selected`)).toBeInTheDocument();
  }, 120_000);

  it('names each failure with the server message and keeps only the failed row selected', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductList />, `${PRODUCTS}?language=en`, admin);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const chosen = rows().slice(0, 3);
    const refused = chosen[1].getAttribute('data-row-key');
    const refusedName = nameOf(chosen[1]);
    server.use(
      http.put(`*/product/${refused}/changebuyed`, () =>
        HttpResponse.json({ success: false, data: { content: null }, messages: [{ type: 'error', message: 'This product is locked.' }] }),
      ),
    );
    for (const row of chosen) await user.click(checkbox(row));
    await bulk(user, 'Turn off “Buy”');
    expect(await screen.findByText('Turn off “Buy”: 2 done, 1 failed')).toBeInTheDocument();
    const failure = screen.getByText(refusedName, { selector: '.resource-bulk__failures strong' });
    expect(failure.closest('li')).toHaveTextContent(`${refusedName}: This product is locked.`);
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await waitFor(() => expect(checkbox(rows().find((r) => r.getAttribute('data-row-key') === refused)!)).toBeChecked());
    expect(rows().filter((r) => (checkbox(r) as HTMLInputElement).checked)).toHaveLength(1);
  }, 120_000);

  it('cancels: the calls not yet started are not sent and stay selected', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/product/:id/changepublished', async () => {
        await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({ success: true, data: { content: null }, messages: [] });
      }),
    );
    renderWithProviders(<ProductList />, `${PRODUCTS}?language=en&limit=20`, admin);
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const puts = record('PUT', /\/changepublished$/);
    await bulk(user, 'Turn on “Publish”');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const summary = await screen.findByText(/^Turn on “Publish”: \d+ done, 0 failed$/);
    const done = Number(/: (\d+) done/.exec(summary.textContent)?.[1]);
    expect(done).toBeLessThan(20);
    expect(puts.calls).toHaveLength(done);
    expect(screen.getByText(`${20 - done} selected`)).toBeInTheDocument();
  }, 120_000);
});

describe('delete with undo', () => {
  async function deleteRow(user: UserEvent, text: string) {
    await user.click(within(await rowOf(text)).getByRole('button', { name: 'Operations' }));
    const items = await screen.findAllByText('Delete');
    await user.click(items[items.length - 1]);
    const [confirm] = await screen.findAllByText('Are you sure you want to delete the item?');
    await user.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
  }

  it('hides the row at once; Undo sends no DELETE, even 10 s later, and brings the row back', async () => {
    // the clock runs as usual, and the test moves it ahead instead of waiting out the notice
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const deletes = record('DELETE', /\/country\/[^/]+$/);
    renderWithProviders(<Country />, '/basic-information/country?language=en', admin);
    await deleteRow(user, 'Iraq');
    await waitFor(() => expect(screen.queryByText('Iraq')).not.toBeInTheDocument());
    expect(await screen.findByText('1 deleted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Iraq')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2 * UNDO_MS));
    expect(deletes.calls).toHaveLength(0);
    expect(db.countries.some((c) => c.name.en === 'Iraq')).toBe(true);
    expect(screen.getByText('Iraq')).toBeInTheDocument();
  }, 60_000);

  it('sends the DELETE only when the undo notice ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const deletes = record('DELETE', /\/country\/[^/]+$/);
    renderWithProviders(<Country />, '/basic-information/country?language=en', admin);
    const confirmed = Date.now();
    await deleteRow(user, 'Iraq');
    await waitFor(() => expect(screen.queryByText('Iraq')).not.toBeInTheDocument());
    // half-way through the notice: nothing sent. (The clock also runs on by itself, shouldAdvanceTime, so a
    // check 100 ms before the end failed once when a loaded machine let more than that pass on its own;
    // the exact moment is held by the time the call was made, below.)
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS / 2));
    expect(deletes.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS));
    await waitFor(() => expect(deletes.calls).toHaveLength(1));
    // not before the notice ended (counted from before the confirmation was even clicked)
    expect(deletes.calls[0].at - confirmed).toBeGreaterThanOrEqual(UNDO_MS);
    await waitFor(() => expect(db.countries.some((c) => c.name.en === 'Iraq')).toBe(false));
    expect(screen.queryByText('Iraq')).not.toBeInTheDocument();
  }, 60_000);

  it('sends the pending DELETE at once, with keepalive, when the page is hidden', async () => {
    const user = userEvent.setup();
    const deletes = record('DELETE', /\/country\/[^/]+$/);
    renderWithProviders(<Country />, '/basic-information/country?language=en', admin);
    await deleteRow(user, 'Iraq');
    await waitFor(() => expect(screen.queryByText('Iraq')).not.toBeInTheDocument());
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(deletes.calls).toHaveLength(1), { timeout: 1000 });
    expect(deletes.calls[0].keepalive).toBe(true);
  }, 60_000);

  it('bulk delete: the selected rows go at once and Undo restores them and their selection without a call', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // the confirmation's overlay may still be closing
    const user = userEvent.setup({ pointerEventsCheck: 0, advanceTimers: vi.advanceTimersByTime });
    const deletes = record('DELETE', /\/product\/[^/]+$/);
    renderWithProviders(<ProductList />, `${PRODUCTS}?language=en`, admin);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const chosen = rows().slice(0, 2);
    const names = chosen.map(nameOf);
    for (const row of chosen) await user.click(checkbox(row));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    const [confirm] = await screen.findAllByText('Are you sure you want to delete the 2 selected items?');
    await user.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(names[0])).not.toBeInTheDocument());
    expect(screen.queryByText(names[1])).not.toBeInTheDocument();
    expect(await screen.findByText('2 deleted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(names[0])).toBeInTheDocument();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 1000));
    expect(deletes.calls).toHaveLength(0);
  }, 60_000);
});

describe('optimistic switches', () => {
  it('moves at once and rolls back with the server message when refused', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/basicinformation/v1/country/:id/changepublished', async () => {
        await new Promise((r) => setTimeout(r, 400));
        return HttpResponse.json({ success: false, data: { content: null }, messages: [{ type: 'error', message: 'Publishing is locked.' }] });
      }),
    );
    renderWithProviders(<Country />, '/basic-information/country?language=en', admin);
    const toggle = within(await screen.findByText('Germany').then((e) => e.closest('tr') as HTMLElement)).getByRole('switch', { name: 'Publish' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    // before the answer
    expect(toggle).not.toBeChecked();
    expect(await screen.findByText('Publishing is locked.')).toBeInTheDocument();
    expect(await screen.findByText('The switch was not saved; it is back as it was.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText('Germany').closest('tr') as HTMLElement).getByRole('switch', { name: 'Publish' })).toBeChecked());
  }, 60_000);
});

describe('phone cards', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    // a 390 px wide screen: only antd's xs query matches
    window.matchMedia = fakeMatchMedia((query) => /max-width:\s*575/.test(query));
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('renders each row as a card with its switches, menu and the page-size changer; selection and bulk actions work', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductList />, `${PRODUCTS}?language=en`, admin);
    await waitFor(() => expect(document.querySelectorAll('.resource-card')).toHaveLength(10));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-options-size-changer')).not.toBeNull();
    const cards = [...document.querySelectorAll<HTMLElement>('.resource-card')];
    const first = cards[0];
    expect(within(first).getByRole('switch', { name: 'Publish' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Operations' })).toBeInTheDocument();
    expect(within(first).getByText('Price')).toBeInTheDocument();
    // the row's date, which the table hides on a phone, is on the card (the first date column only)
    expect(within(first).getByText('Created')).toBeInTheDocument();
    const fields = first.querySelector<HTMLElement>(':scope > dl')!;
    expect(within(fields).queryByText('Edited')).not.toBeInTheDocument();
    // the other columns are under the card's "More"
    expect(within(first.querySelector<HTMLElement>('details.resource-card__more')!).getByText('Edited')).toBeInTheDocument();
    const ids = cards.slice(0, 2).map((c) => c.getAttribute('data-row-key'));
    for (const card of cards.slice(0, 2)) await user.click(within(card).getByRole('checkbox', { name: 'Select this row' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    const puts = record('PUT', /\/changeshowed$/);
    await bulk(user, 'Turn off “Show”');
    expect(await screen.findByText('Turn off “Show”: 2 done, 0 failed')).toBeInTheDocument();
    expect(puts.calls.map((c) => c.id).sort()).toEqual([...ids].sort());
  }, 120_000);
});

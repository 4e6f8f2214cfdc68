/** /cart: lines, count control limits, delete with confirmation, total, empty state. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@mocks/node';
import { cartView, db, seededApiKey } from '@mocks/db';
import { fail, ok } from '@mocks/lib/http';
import { cartApi } from '@/api/services/cart';
import { renderApp } from '../../utils/renderApp';

const u6 = seededApiKey('u6');
/** The first render of a lazy screen can be slow on a shared machine. */
const SLOW = { timeout: 30_000 };

function cardOf(name: string) {
  return screen.getAllByTestId('cart-card').find((card) => within(card).queryByText(name))!;
}

describe('cart page', { timeout: 40_000 }, () => {
  it('shows every line with its store, price and the total', async () => {
    renderApp('/cart?language=en', { apiKey: u6 });
    expect(await screen.findByText('Aloe Vera Moisturising Cream', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-card')).toHaveLength(3);
    expect(screen.getByText('Rosehip Serum').closest('a')).toHaveAttribute('href', '/shop/product/rosehip-serum?language=en');
    // 2 × 2,040,000 + 1 × 2,370,000 + 1 × (1,050,000 − 90,000)
    expect(screen.getByTestId('cart-total')).toHaveTextContent('7,410,000 IRR');
  });

  it('stops minus at 1, plus at the store stock, and sends the new count', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.put('*/ecommercemanagement/v1/cart', async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined; // fall through to the stateful handler
      }),
    );
    db.products.find((p) => p.id === 'pr1')!.stocks.find((s) => s.store === 's1')!.count = 3;
    renderApp('/cart?language=en', { apiKey: u6 });
    await screen.findByText('Aloe Vera Moisturising Cream', {}, SLOW);

    const serum = cardOf('Rosehip Serum');
    expect(within(serum).getByLabelText('One less Rosehip Serum')).toBeDisabled();

    const aloe = cardOf('Aloe Vera Moisturising Cream');
    const plus = within(aloe).getByLabelText('One more Aloe Vera Moisturising Cream');
    await user.click(plus);
    await waitFor(() => expect(within(cardOf('Aloe Vera Moisturising Cream')).getByTestId('cart-count')).toHaveTextContent('3'));
    await waitFor(() => expect(sent).toEqual([{ product: 'pr1', store: 's1', count: 3 }]));
    expect(within(cardOf('Aloe Vera Moisturising Cream')).getByLabelText('One more Aloe Vera Moisturising Cream')).toBeDisabled();
  });

  it('three quick presses show at once and send +3 in exactly one call', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/ecommercemanagement/v1/cart', async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
    );
    renderApp('/cart?language=en', { apiKey: u6 });
    await screen.findByText('Aloe Vera Moisturising Cream', {}, SLOW);
    const line = db.carts.find((c) => c.user === 'u6' && c.product === 'pr1')!;
    expect(line.count).toBe(2);
    const plus = within(cardOf('Aloe Vera Moisturising Cream')).getByLabelText('One more Aloe Vera Moisturising Cream');
    fireEvent.click(plus);
    fireEvent.click(plus);
    fireEvent.click(plus);
    // the line (count and total) changes at once (next frame), before anything is sent
    await waitFor(() => expect(within(cardOf('Aloe Vera Moisturising Cream')).getByTestId('cart-count')).toHaveTextContent('5'));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('13,530,000 IRR');
    expect(sent).toHaveLength(0);
    await waitFor(() => expect(line.count).toBe(5));
    await new Promise((r) => setTimeout(r, 800));
    expect(sent).toEqual([{ product: 'pr1', store: 's1', count: 5 }]);
    expect(within(cardOf('Aloe Vera Moisturising Cream')).getByTestId('cart-count')).toHaveTextContent('5');
  });

  it('a cart answer landing during quick presses gets the burst’s count again, with its totals', async () => {
    // the burst's call is held until the end, so nothing but the screen itself can bring the count back
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.put('*/ecommercemanagement/v1/cart', () => held.then(() => undefined)));
    const { store } = renderApp('/cart?language=en', { apiKey: u6 });
    await screen.findByText('Aloe Vera Moisturising Cream', {}, SLOW);
    const count = () => within(cardOf('Aloe Vera Moisturising Cream')).getByTestId('cart-count');
    const plus = within(cardOf('Aloe Vera Moisturising Cream')).getByLabelText('One more Aloe Vera Moisturising Cream');
    // a press, and in the same moment the refetch of an earlier call answering with the count before it
    fireEvent.click(plus);
    act(() => {
      store.dispatch(
        cartApi.util.updateQueryData('cart', undefined, (draft) => {
          const line = draft.find((l) => l.product.id === 'pr1');
          if (line) line.count = 2;
        }),
      );
    });
    // the burst's count goes back into the cache while its call is still unanswered (before the fix the
    // line showed the server's 2 until the call and its refetch), and the totals are those of the count
    await waitFor(() => expect(count()).toHaveTextContent('3'));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('9,450,000 IRR');
    // the burst's count is sent before the test ends (a call sent on unmount would land in the next test)
    release();
    await waitFor(() => expect(cartView('u6', 'en').find((l) => l.product.id === 'pr1')?.count).toBe(3), SLOW);
    expect(count()).toHaveTextContent('3');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('9,450,000 IRR');
  });

  it('a refused change puts the line back and shows the server message', async () => {
    server.use(http.put('*/ecommercemanagement/v1/cart', () => fail('count: Only 2 items are available in this store.')));
    renderApp('/cart?language=en', { apiKey: u6 });
    await screen.findByText('Aloe Vera Moisturising Cream', {}, SLOW);
    const plus = within(cardOf('Aloe Vera Moisturising Cream')).getByLabelText('One more Aloe Vera Moisturising Cream');
    fireEvent.click(plus);
    await waitFor(() => expect(within(cardOf('Aloe Vera Moisturising Cream')).getByTestId('cart-count')).toHaveTextContent('3'));
    expect(await screen.findByText('count: Only 2 items are available in this store.')).toBeInTheDocument();
    await waitFor(() => expect(within(cardOf('Aloe Vera Moisturising Cream')).getByTestId('cart-count')).toHaveTextContent('2'));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('7,410,000 IRR');
  });

  it('plus stops at the store stock from the stores-with-stock call when the line does not carry it', async () => {
    server.use(
      http.get('*/ecommercemanagement/v1/cart/all', () =>
        ok(cartView('u6', 'en').map((l) => ({ ...l, store: { id: l.store.id, name: l.store.name } }))),
      ),
    );
    db.products.find((p) => p.id === 'pr1')!.stocks.find((s) => s.store === 's1')!.count = 3;
    renderApp('/cart?language=en', { apiKey: u6 });
    await screen.findByText('Aloe Vera Moisturising Cream', {}, SLOW);
    const plus = () => within(cardOf('Aloe Vera Moisturising Cream')).getByLabelText('One more Aloe Vera Moisturising Cream');
    await waitFor(() => expect(plus()).toBeEnabled());
    fireEvent.click(plus());
    fireEvent.click(plus());
    await waitFor(() => expect(within(cardOf('Aloe Vera Moisturising Cream')).getByTestId('cart-count')).toHaveTextContent('3'));
    expect(plus()).toBeDisabled();
    await new Promise((r) => setTimeout(r, 800));
    expect(db.carts.find((c) => c.user === 'u6' && c.product === 'pr1')!.count).toBe(3);
  });

  it('deletes a line only after confirmation', async () => {
    const user = userEvent.setup();
    renderApp('/cart?language=en', { apiKey: u6 });
    await screen.findByText('Rosehip Serum', {}, SLOW);
    await user.click(within(cardOf('Rosehip Serum')).getByLabelText('Delete Rosehip Serum'));
    const question = await screen.findByText('Are you sure you want to delete the item?');
    const popup = question.closest<HTMLElement>('.ant-popover')!;
    expect(db.carts.filter((c) => c.user === 'u6')).toHaveLength(3);
    await user.click(within(popup).getByText('Delete'));
    await waitFor(() => expect(screen.queryByText('Rosehip Serum')).not.toBeInTheDocument());
    expect(db.carts.filter((c) => c.user === 'u6')).toHaveLength(2);
  });

  it('shows a table on desktop', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: /min-width/.test(query) })) as typeof window.matchMedia;
    try {
      renderApp('/cart?language=en', { apiKey: u6 });
      expect(await screen.findByRole('columnheader', { name: 'Store' }, SLOW)).toBeInTheDocument();
      expect(screen.getAllByRole('row')).toHaveLength(4);
      expect(screen.queryByTestId('cart-card')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows cards on a desktop window whose page box has no room for the table beside the sidebar', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: /min-width/.test(query) })) as typeof window.matchMedia;
    // jsdom lays nothing out: the page's box is given the width it has at 1,024 px beside the sidebar
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(736);
    try {
      renderApp('/cart?language=en', { apiKey: u6 });
      const lines = db.carts.filter((c) => c.user === 'u6').length;
      expect(lines).toBeGreaterThan(0);
      expect(await screen.findAllByTestId('cart-card', undefined, SLOW)).toHaveLength(lines);
      expect(screen.queryByRole('columnheader', { name: 'Store' })).not.toBeInTheDocument();
    } finally {
      width.mockRestore();
      window.matchMedia = original;
    }
  });

  it('shows the empty state for an empty cart', async () => {
    db.carts = db.carts.filter((c) => c.user !== 'u6');
    renderApp('/cart?language=en', { apiKey: u6 });
    expect(await screen.findByText('Your shopping cart is empty.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create invoice and pay/ })).not.toBeInTheDocument();
  });

  it('keeps the page when the cart call fails: its own error with a retry that loads the cart', async () => {
    let down = true;
    server.use(
      http.get('*/ecommercemanagement/v1/cart/all', () => (down ? new Response('<html>down</html>', { status: 500 }) : undefined)),
    );
    renderApp('/cart?language=en', { apiKey: u6 });
    expect(await screen.findByText('The cart could not be loaded', { exact: false }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Your shopping cart is empty.')).not.toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('The cart could not be loaded', { exact: false })).not.toBeInTheDocument(), SLOW);
  });
});

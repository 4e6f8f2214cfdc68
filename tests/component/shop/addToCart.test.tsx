/** Add-to-cart rules on the product page and from a list; guest dialog; cart badge; pricing and badge. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import userEvent from '@testing-library/user-event';
import { db, seededApiKey, SAMPLE_PRODUCT_ALIAS } from '@mocks/db';
import { renderApp, renderWithProviders, locationRef } from '../../utils/renderApp';
import { useContext, type ReactElement } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { Product } from '@/api/schemas';
import { CardAddButton } from '@/features/shop/parts/CardAddButton';

const EN = { session: { language: 'en' as const, direction: 'ltr' as const } };
const customer = { ...EN, apiKey: seededApiKey('u6') };
const sample = () => db.products.find((p) => p.alias === SAMPLE_PRODUCT_ALIAS)!;
const productPath = `/shop/product/${SAMPLE_PRODUCT_ALIAS}`;

function setStock(counts: number[]) {
  const p = sample();
  p.stocks = p.stocks.map((s, i) => ({ ...s, count: counts[i] ?? 0 }));
  p.count = p.stocks.reduce((n, s) => n + s.count, 0);
}

/** Start from a cart without the sample product, so a new line is a new badge item. */
beforeEach(() => {
  db.carts = db.carts.filter((c) => !(c.user === 'u6' && c.product === sample().id));
});

const storeRadios = () => within(screen.getByRole('group', { name: 'Store' })).getAllByRole('radio');

async function addButton() {
  // the first render of a file also loads the lazy screen: allow for a slow machine
  await screen.findByRole('heading', { level: 1, name: 'Aloe Vera Moisturising Cream' }, { timeout: 20_000 });
  return screen.findByTestId('add-to-cart');
}

describe('product page add to cart', () => {
  it('buyable, in stock, store with stock: adds the chosen store and count, toasts and updates the badge', async () => {
    const user = userEvent.setup();
    const before = db.carts.filter((c) => c.user === 'u6').length;
    renderApp(productPath, customer);
    const button = await addButton();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveTextContent('Add to cart');
    const badge = await screen.findByTestId('cart-badge');
    await waitFor(() => expect(within(badge).getByText(String(before))).toBeInTheDocument());

    const stores = storeRadios();
    await user.click(stores[1]);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
    await user.click(button);

    expect(await screen.findByText('Product successfully added to cart.')).toBeInTheDocument();
    const line = db.carts.find((c) => c.user === 'u6' && c.product === sample().id && c.store === sample().stocks[1].store);
    expect(line?.count).toBe(3);
    await waitFor(() => expect(within(badge).getByText(String(before + 1))).toBeInTheDocument());
  }, 60_000);

  it('quantity is bounded by the selected store stock', async () => {
    const user = userEvent.setup();
    setStock([2, 0, 0, 0, 0]);
    renderApp(productPath, customer);
    await addButton();
    await waitFor(() => expect(storeRadios()).toHaveLength(1));
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    expect(plus).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  }, 60_000);

  it.each([
    ['not buyable', () => { sample().buy = false; }],
    ['no stock', () => setStock([0, 0, 0, 0, 0])],
    ['stock but no store with stock', () => { setStock([0, 0, 0, 0, 0]); sample().count = 5; }],
  ])('%s: the button reads unavailable and is disabled', async (_name, arrange) => {
    arrange();
    renderApp(productPath, customer);
    const button = await addButton();
    await waitFor(() => expect(button).toHaveTextContent('Unavailable'));
    expect(button).toBeDisabled();
  }, 60_000);

  it('a press while a signed-in customer’s account is still on its way (just signed in, or the page just loaded) adds to the cart, with no sign-in offered', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // the account's answer waits; then the mock's own handler answers it
    server.use(http.get('*/auth/v1/user/currentUser', async () => void (await held)));
    renderApp(productPath, customer);
    const button = await addButton();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Product successfully added to cart.')).toBeInTheDocument();
    expect(db.carts.some((c) => c.user === 'u6' && c.product === sample().id)).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);

  it('a guest gets the login/register dialog; login carries the redirect back', async () => {
    const user = userEvent.setup();
    renderApp(productPath, EN);
    const button = await addButton();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You must login or register to shopping.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(locationRef.current.pathname).toBe('/login'));
    expect(new URLSearchParams(locationRef.current.search).get('redirect')).toBe(productPath);
  }, 60_000);

  it('offline, a guest is told it needs a connection, not offered a sign-in that cannot happen', async () => {
    const user = userEvent.setup();
    renderApp(productPath, EN);
    const button = await addButton();
    await waitFor(() => expect(button).toBeEnabled());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    await user.click(button);
    expect(await screen.findByText(/^This needs a connection: nothing was sent/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);
});

describe('add to cart from a list', () => {
  it('with no store holding stock, shows a toast and adds nothing', async () => {
    const user = userEvent.setup();
    const p = sample();
    p.stocks = p.stocks.map((s) => ({ ...s, count: 0 })); // the total still says in stock
    const before = db.carts.length;
    renderApp('/shop', customer);
    const card = (await screen.findByRole('link', { name: 'Aloe Vera Moisturising Cream' })).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText('This product is unavailable: no store has it in stock.')).toBeInTheDocument();
    expect(db.carts.length).toBe(before);
  }, 60_000);

  it('offline, says it needs a connection, as the product page does: nothing is asked, not even the stores', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderApp('/shop', customer);
    const card = (await screen.findByRole('link', { name: 'Aloe Vera Moisturising Cream' })).closest('article') as HTMLElement;
    // the connection is gone: what would still be asked fails as it does offline
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    server.use(
      http.all('*/site/v1/shop/stores/:product', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.error();
      }),
    );
    const before = db.carts.length;
    await user.click(within(card).getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText(/^This needs a connection: nothing was sent/)).toBeInTheDocument();
    expect(screen.queryByText('Could not reach the server. Check your connection.')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(db.carts.length).toBe(before);
  }, 60_000);

  it('adds one from the first store with stock', async () => {
    const user = userEvent.setup();
    setStock([0, 0, 4, 0, 0]);
    renderApp('/shop', customer);
    const card = (await screen.findByRole('link', { name: 'Aloe Vera Moisturising Cream' })).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText('Product successfully added to cart.')).toBeInTheDocument();
    expect(db.carts.find((c) => c.user === 'u6' && c.product === sample().id)).toMatchObject({ store: sample().stocks[2].store, count: 1 });
  }, 60_000);
});

describe('a card’s button', () => {
  /** The listeners react-redux holds for components under the Provider (each useSelector adds one). */
  function storeListeners(ui: ReactElement) {
    let subscription: { getListeners: () => { get: () => unknown[] } } | undefined;
    function Probe() {
      subscription = useContext(ReactReduxContext)?.subscription as typeof subscription;
      return null;
    }
    const { unmount } = renderWithProviders(
      <>
        <Probe />
        {ui}
      </>,
    );
    const count = subscription!.getListeners().get().length;
    unmount();
    return count;
  }

  it('subscribes to nothing in the store: a list has dozens, and each subscription runs on every dispatch', () => {
    const products = Array.from({ length: 24 }, (_, i) => ({ id: `p${i}`, name: `P${i}`, alias: `p${i}`, buy: true, count: 3 }) as unknown as Product);
    const alone = storeListeners(<span />);
    const withCards = storeListeners(
      <>
        {products.map((product) => (
          <CardAddButton key={product.id} product={product} />
        ))}
      </>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(withCards).toBe(alone);
  });
});

describe('pricing on cards', () => {
  it('shows the old price, the final price and round(100 × discount / price) %', async () => {
    const p = sample();
    p.price = 1_300_000;
    p.discount = 310_000;
    renderApp('/shop', EN);
    const card = (await screen.findByRole('link', { name: 'Aloe Vera Moisturising Cream' })).closest('article') as HTMLElement;
    expect(within(card).getByTestId('sale-badge')).toHaveTextContent('24% off');
    expect(within(card).getByTestId('old-price')).toHaveTextContent('1,300,000 IRR');
    expect(within(card).getByTestId('final-price')).toHaveTextContent('990,000 IRR');
  }, 60_000);

  it('without a discount there is no badge and no old price', async () => {
    sample().discount = 0;
    renderApp('/shop', EN);
    const card = (await screen.findByRole('link', { name: 'Aloe Vera Moisturising Cream' })).closest('article') as HTMLElement;
    expect(within(card).queryByTestId('sale-badge')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('old-price')).not.toBeInTheDocument();
  }, 60_000);
});

/** Product page edge cases, comments against the mock, and the shop list's URL state. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db, seededApiKey, SAMPLE_PRODUCT_ALIAS, XSS_PRODUCT_ALIAS } from '@mocks/db';
import { renderApp, locationRef } from '../../utils/renderApp';
import { EAGER_LIST_IMAGES } from '@/lib/aboveTheFold';

const EN = { session: { language: 'en' as const, direction: 'ltr' as const } };
const sample = () => db.products.find((p) => p.alias === SAMPLE_PRODUCT_ALIAS)!;

describe('product page', () => {
  it('an unknown alias shows the 404 page', async () => {
    renderApp('/shop/product/no-such-product', EN);
    expect(await screen.findByText('The page you requested does not exist... Error (404)')).toBeInTheDocument();
  }, 60_000);

  it('renders a product with no images, no brand and no categories, and sets title and description', async () => {
    const p = sample();
    p.files = [];
    p.brand = null;
    p.categories = [];
    renderApp(`/shop/product/${SAMPLE_PRODUCT_ALIAS}`, EN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aloe Vera Moisturising Cream' })).toBeInTheDocument();
    expect(screen.queryByText('Brand')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Aloe Vera Moisturising Cream'));
    expect(document.title.length).toBeLessThanOrEqual(60);
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(155);
  }, 60_000);

  it('renders a body with scripts and event handlers without running them', async () => {
    const probe = window as unknown as { __xss?: number };
    probe.__xss = 0;
    renderApp(`/shop/product/${XSS_PRODUCT_ALIAS}`, EN);
    await screen.findByRole('heading', { level: 1 });
    const body = document.querySelector('.product-body') as HTMLElement;
    await waitFor(() => expect(body).not.toBeNull());
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|onclick|onload|javascript:/i);
    expect(body).toHaveTextContent('Text after the script.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(probe.__xss).toBe(0);
  }, 60_000);

  it('posts a comment as a customer; a failed post keeps the text', async () => {
    const user = userEvent.setup();
    renderApp(`/shop/product/${SAMPLE_PRODUCT_ALIAS}`, { ...EN, apiKey: seededApiKey('u6') });
    await user.click(await screen.findByRole('tab', { name: /Comments/ }));
    const box = await screen.findByRole('textbox', { name: 'Comment' });

    server.use(http.post('*/site/v1/product/comment', () => HttpResponse.json({ success: false, data: { content: null }, messages: [{ type: 'error', message: 'Could not save.' }] })));
    await user.type(box, 'Gentle and light');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Could not save.')).toBeInTheDocument();
    expect(box).toHaveValue('Gentle and light');

    server.resetHandlers();
    const before = db.productComments.length;
    // the loading icon's leave animation never ends in jsdom, so match the name loosely
    await user.click(screen.getByRole('button', { name: /Send comment/ }));
    await waitFor(() => expect(db.productComments.length).toBe(before + 1));
    expect(db.productComments.at(-1)).toMatchObject({ product: sample().id, parent: null, user: 'u6' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue(''));
  }, 60_000);

  it('guests see the comment form disabled', async () => {
    const user = userEvent.setup();
    renderApp(`/shop/product/${SAMPLE_PRODUCT_ALIAS}`, EN);
    await user.click(await screen.findByRole('tab', { name: /Comments/ }));
    expect(await screen.findByRole('textbox', { name: 'Comment' })).toBeDisabled();
  }, 60_000);
});

describe('shop list and the URL', () => {
  it('search goes into the URL at page 1 and filters the list', async () => {
    const user = userEvent.setup();
    renderApp('/shop?page=2', EN);
    await screen.findAllByTestId('product-card');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'Aloe Vera{Enter}');
    await waitFor(() => expect(new URLSearchParams(locationRef.current.search).get('search')).toBe('Aloe Vera'));
    expect(new URLSearchParams(locationRef.current.search).get('page')).toBeNull();
    await waitFor(() => {
      const names = screen.getAllByTestId('product-card').map((c) => within(c).getByRole('heading').textContent);
      expect(names.length).toBeGreaterThan(0);
      names.forEach((n) => expect(n.toLowerCase()).toContain('aloe vera'));
    });
    expect(await screen.findByText('Results for “Aloe Vera”')).toBeInTheDocument();
  }, 60_000);

  it('a search that finds nothing offers the products again without it, keeping the language', async () => {
    const user = userEvent.setup();
    renderApp('/shop?search=zzqqxx&language=en', EN);
    expect(await screen.findByText('No products match your search.')).toBeInTheDocument();
    const clear = screen.getByRole('link', { name: 'Clear search' });
    expect(clear).toHaveAttribute('href', '/shop?language=en');
    await user.click(clear);
    await waitFor(() => expect(new URLSearchParams(locationRef.current.search).get('search')).toBeNull());
    expect((await screen.findAllByTestId('product-card')).length).toBeGreaterThan(0);
  }, 60_000);

  it('opened past its last page (an old link) shows the last page, not "no products yet"', async () => {
    renderApp('/shop?page=99&limit=20', EN);
    await waitFor(() => expect(Number(new URLSearchParams(locationRef.current.search).get('page'))).toBeLessThan(99), { timeout: 30_000 });
    const last = Number(new URLSearchParams(locationRef.current.search).get('page'));
    expect(last).toBeGreaterThan(1);
    expect(new URLSearchParams(locationRef.current.search).get('limit')).toBe('20');
    expect((await screen.findAllByTestId('product-card')).length).toBeGreaterThan(0);
    expect(screen.getByTitle(String(last))).toHaveClass('ant-pagination-item-active');
    expect(screen.queryByText('There are no products here yet.')).not.toBeInTheDocument();
  }, 60_000);

  it('reads page and size from the URL, and paging writes the page back', async () => {
    const user = userEvent.setup();
    renderApp('/shop?page=2&limit=20', EN);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(20));
    expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active');
    // the first cards' images (the page's largest paint) load at once, the rest when scrolled near
    const loading = screen.getAllByTestId('product-card').map((card) => card.querySelector('img')?.getAttribute('loading'));
    expect(loading).toEqual([...Array<string>(EAGER_LIST_IMAGES).fill('eager'), ...Array<string>(20 - EAGER_LIST_IMAGES).fill('lazy')]);
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(new URLSearchParams(locationRef.current.search).get('page')).toBe('3'));
    expect(new URLSearchParams(locationRef.current.search).get('limit')).toBe('20');
  }, 60_000);

  it('a category page lists only that category and the tree shows counts; an unknown category is 404', async () => {
    renderApp('/shop/category/herbal-teas', EN);
    const tree = await screen.findByRole('navigation', { name: 'Categories' });
    const active = await within(tree).findByRole('link', { current: 'page' });
    expect(active).toHaveTextContent(/Herbal teas\s*\d+/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Herbal teas' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Herbal teas'));
  }, 60_000);

  it('an unknown category shows the 404 page', async () => {
    renderApp('/shop/category/no-such-category', EN);
    expect(await screen.findByText('The page you requested does not exist... Error (404)')).toBeInTheDocument();
  }, 60_000);
});

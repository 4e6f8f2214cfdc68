/** Customer-side rules of spec §2, §4, §5, §8: context menu off in every layout, TONDAR_NET for fa, server texts by key, add-to-cart text, national code required. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';
import { cartView, db, seededApiKey } from '@mocks/db';
import { ok } from '@mocks/lib/http';
import { notify } from '@/api/notifier';
import { renderApp } from '../../utils/renderApp';

const SLOW = { timeout: 30_000 };
const en = { language: 'en' as const, direction: 'ltr' as const };

describe('customer-side rules', { timeout: 90_000 }, () => {
  it('disables the context menu in the dashboard layout too and loads TONDAR_NET for fa on an English page', async () => {
    const plugins: string[] = [];
    server.use(
      http.get('*/site/v1/plugin/TONDAR_NET', ({ request }) => {
        plugins.push(new URL(request.url).searchParams.get('language') ?? '');
        return undefined;
      }),
    );
    renderApp('/edit-user', { apiKey: seededApiKey('u6'), session: en });
    await screen.findByRole('button', { name: /Save/ }, SLOW);
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(plugins.length).toBeGreaterThan(0);
    expect(new Set(plugins)).toEqual(new Set(['fa']));
  });

  it('shows a message the server names by key with the text of site/v1/locale/{locale}', async () => {
    const locales: string[] = [];
    server.use(
      http.get('*/site/v1/locale/:locale', ({ params }) => {
        locales.push(String(params.locale));
        return undefined;
      }),
    );
    renderApp('/edit-user', { apiKey: seededApiKey('u6'), session: en });
    await screen.findByRole('button', { name: /Save/ }, SLOW);
    await waitFor(() => expect(locales).toContain('en'));
    await new Promise((r) => setTimeout(r, 300));
    act(() => notify({ type: 'success', message: 'server.saved' }));
    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
    act(() => notify({ type: 'info', message: 'A plain sentence.' }));
    expect(await screen.findByText('A plain sentence.')).toBeInTheDocument();
  });

  it('says "Product successfully added to cart." itself when the server sends no message', async () => {
    server.use(http.post('*/ecommercemanagement/v1/cart', () => ok(cartView('u6', 'en'))));
    renderApp('/shop/product/shea-butter-moisturising-cream?language=en', { apiKey: seededApiKey('u6'), session: en });
    const button = await screen.findByTestId('add-to-cart', {}, SLOW);
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('Product successfully added to cart.')).toBeInTheDocument();
  });

  it('requires the national code in the customer profile', async () => {
    db.users.find((u) => u.id === 'u6')!.nationalCode = null;
    renderApp('/edit-user', { apiKey: seededApiKey('u6'), session: en });
    const save = await screen.findByRole('button', { name: /Save/ }, SLOW);
    fireEvent.click(save);
    expect(await screen.findByText('National code Can not be empty!')).toBeInTheDocument();
  });
});

/**
 * On the public site: the related slider asks for the contract's 10, a language switch
 * asks only for the new language's server texts, roles hold on a ROUTE-type node, the footer shows the
 * TONDAR_NET credit's image at 200×200.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@mocks/node';
import { db, seededApiKey, SAMPLE_PRODUCT_ALIAS } from '@mocks/db';
import { renderApp } from '../../utils/renderApp';

const SLOW = { timeout: 30_000 };
const EN = { session: { language: 'en' as const, direction: 'ltr' as const } };

describe('public site rules', { timeout: 90_000 }, () => {
  it('asks for 10 related products, newest first, in the product’s categories', async () => {
    const calls: URLSearchParams[] = [];
    server.use(
      http.get('*/site/v1/product/all', ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('sorter') === 'createdAt,desc') calls.push(params);
        return undefined;
      }),
    );
    renderApp(`/shop/product/${SAMPLE_PRODUCT_ALIAS}`, EN);
    await screen.findByRole('heading', { level: 1, name: 'Aloe Vera Moisturising Cream' }, SLOW);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0), SLOW);
    expect(calls.map((p) => p.get('limit'))).toEqual(calls.map(() => '10'));
    const categories = db.products.find((p) => p.alias === SAMPLE_PRODUCT_ALIAS)!.categories;
    expect(calls[0].get('categories')?.split(',')).toEqual(categories);
    // the slider shows the others, never the product itself
    const slider = await screen.findByRole('region', { name: 'Related products' }, SLOW);
    expect(within(slider).queryByRole('link', { name: 'Aloe Vera Moisturising Cream' })).toBeNull();
  });

  it('a language switch asks for the new language’s texts only, not the old one’s again', async () => {
    const locales: string[] = [];
    const credits: string[] = [];
    server.use(
      http.get('*/site/v1/locale/:locale', ({ params }) => {
        locales.push(String(params.locale));
        return undefined;
      }),
      http.get('*/site/v1/plugin/TONDAR_NET', ({ request }) => {
        credits.push(new URL(request.url).searchParams.get('language') ?? '');
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderApp('/about-us');
    await waitFor(() => expect(locales).toEqual(['fa']), SLOW);
    await waitFor(() => expect(credits).toEqual(['fa']), SLOW);
    await user.click(within(await screen.findByRole('group', { name: 'تغییر زبان' }, SLOW)).getByText('English'));
    await waitFor(() => expect(locales).toContain('en'), SLOW);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(locales).toEqual(['fa', 'en']);
    // the credit is always read in fa (spec §4): the switch does not ask for it again
    expect(credits).toEqual(['fa']);
  });

  it('checks the roles of a ROUTE-type node: a guest and a customer get 403, a user with the role the page', async () => {
    const about = db.routes.find((r) => r.alias === 'about-us')!;
    expect(about.type).toBe('ROUTE');
    about.roles = ['ADMIN'];
    const forbidden = 'You do not have permission to access this page. Error (403)';

    const { unmount: leaveGuest } = renderApp('/about-us', EN);
    expect(await screen.findByText(forbidden, {}, SLOW)).toBeInTheDocument();
    leaveGuest();

    const { unmount: leaveCustomer } = renderApp('/about-us', { apiKey: seededApiKey('u6'), ...EN });
    expect(await screen.findByText(forbidden, {}, SLOW)).toBeInTheDocument();
    leaveCustomer();

    renderApp('/about-us', { apiKey: seededApiKey('u1'), ...EN });
    // the page once the user's roles are in (until then a spinner holds its place); findByRole could
    // return the heading of a render the roles' answer then replaces
    // eslint-disable-next-line testing-library/prefer-find-by
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument(), SLOW);
    expect(screen.queryByText(forbidden)).toBeNull();
  });

  it('shows the TONDAR_NET credit’s image in the footer at 200×200', async () => {
    const credit = db.plugins.find((p) => p.name === 'TONDAR_NET')!;
    expect(credit.files.length).toBeGreaterThan(0);
    renderApp('/', EN);
    const image = await screen.findByTestId('footer-image', {}, SLOW);
    expect(image).toHaveAttribute('src', expect.stringMatching(new RegExp(`site/v1/resizeImage/${credit.files[0]}/200/200$`)));
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAccessibleName('Design and technical support');
  });
});

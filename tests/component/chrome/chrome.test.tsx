/** The public chrome (spec §2): top bar by sign-in state, footer, context menu, scroll behaviours. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MainNav } from '@/app/layouts/chrome/SiteHeader';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { seededApiKey } from '@mocks/db';
import { locationRef, renderApp } from '../../utils/renderApp';

const slow = { timeout: 15000 };

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

describe('top bar', () => {
  it('offers Sign up and Login to guests, with the current page as the login redirect', async () => {
    renderApp('/about-us?language=en');
    const login = await screen.findByRole('link', { name: 'Login' }, slow);
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/about-us?language=en')}&language=en`);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register?language=en');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Change language' })).toBeInTheDocument();
  });

  it('shows the cart with its item count, the profile menu and the page title to a signed-in customer', async () => {
    renderApp('/about-us?language=en', { apiKey: seededApiKey('u6') });
    const cart = await screen.findByRole('link', { name: 'Cart' }, slow);
    await waitFor(() => expect(within(cart).getByText('3')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(document.querySelector('.profile-button')).not.toBeNull();
    expect(document.querySelector('.site-topbar__title, .site-nav__title')?.textContent).toBe('About us');
  });

  it('on the dashboard, shows the cart and profile together, never a placeholder they replace later', async () => {
    // a placeholder that the cart and profile replaced once their chunk came pushed the language switch
    // about 110 px towards the title after the page had shown, under a pointer on its way to it
    const placeholders: Element[] = [];
    const observer = new MutationObserver(() => placeholders.push(...document.querySelectorAll('.user-actions__pending')));
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp('/dashboard?language=en', { apiKey: seededApiKey('u1') });
    const cart = await screen.findByRole('link', { name: 'Cart' }, slow);
    const bar = cart.closest<HTMLElement>('.user-actions')!;
    expect(within(bar).getByRole('group', { name: 'Change language' })).toBeInTheDocument();
    expect(bar.querySelector('.profile-button')).not.toBeNull();
    observer.disconnect();
    expect(placeholders).toEqual([]);
  });
});

describe('footer', () => {
  it('links Home, About us and Contact us and shows store phones with +98 as a leading 0', async () => {
    server.use(
      http.get('*/site/v1/shop/stores/full', () =>
        HttpResponse.json({
          success: true,
          data: { content: [{ id: 's1', name: 'Vanak', mobile: '+989121112233, 09351112233' }, { id: 's2', name: 'Isfahan', mobile: '+98 913 1234567' }] },
          messages: [],
        }),
      ),
    );
    renderApp('/about-us?language=en');
    const footer = await screen.findByRole('contentinfo', {}, slow);
    expect(within(footer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/?language=en');
    expect(within(footer).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us?language=en');
    expect(within(footer).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us?language=en');
    const phones = await within(footer).findByTestId('footer-phones');
    expect(within(phones).getAllByRole('link').map((a) => a.textContent.trim())).toEqual(['09121112233', '09351112233', '0913 1234567']);
  });

  it('shows the phones with Persian digits in fa', async () => {
    renderApp('/about-us');
    const phones = await screen.findByTestId('footer-phones', {}, slow);
    expect(within(phones).getAllByRole('link')[0].textContent.trim()).toMatch(/^۰۹[۰-۹]{9}$/);
  });
});

describe('behaviours', () => {
  it('disables the context menu on public pages', async () => {
    renderApp('/about-us?language=en');
    await screen.findByRole('contentinfo', {}, slow);
    expect(fireEvent.contextMenu(document.body)).toBe(false);
  });

  it('fixes the shop menu after 100 px and shows back-to-top after 200 px', async () => {
    const scrollSpy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp('/?language=en');
    const nav = await screen.findByRole('navigation', { name: 'Menu' }, slow);
    expect(nav).toHaveAttribute('data-fixed', 'false');
    scrollTo(99);
    expect(nav).toHaveAttribute('data-fixed', 'false');
    scrollTo(150);
    expect(nav).toHaveAttribute('data-fixed', 'true');
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(250);
    const top = await screen.findByRole('button', { name: 'Back to top' });
    fireEvent.click(top);
    expect(scrollSpy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo(0);
    expect(nav).toHaveAttribute('data-fixed', 'false');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument());
    scrollSpy.mockRestore();
  });

  it('keeps the menu in place on the non-shop layout', async () => {
    renderApp('/about-us?language=en');
    const nav = await screen.findByRole('navigation', { name: 'Menu' }, slow);
    scrollTo(400);
    expect(nav).toHaveAttribute('data-fixed', 'false');
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it("leaves the visit's first page where the browser put it and opens the next page at its top", async () => {
    const scrollSpy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp('/about-us?language=en');
    await screen.findByRole('contentinfo', {}, slow);
    // a reader who scrolled a pre-rendered page before the app hydrated it stays where they were
    expect(scrollSpy).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('contentinfo')).getAllByRole('link', { name: 'Contact us' })[0]);
    await waitFor(() => expect(locationRef.current.pathname).toBe('/contact-us'));
    await waitFor(() => expect(scrollSpy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })));
    scrollSpy.mockRestore();
  });
});

describe('the menu bar on scroll', () => {
  it('crossing the 100 px line changes the bar alone: the menu inside it is not rendered again', () => {
    let renders = 0;
    function MenuContent() {
      renders += 1;
      return <a href="/shop">Shop</a>;
    }
    render(
      <MainNav sticky label="Menu">
        <MenuContent />
      </MainNav>,
    );
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(renders).toBe(1);
    scrollTo(150);
    expect(nav).toHaveAttribute('data-fixed', 'true');
    expect(document.querySelector('.site-nav__spacer')).not.toBeNull();
    scrollTo(0);
    expect(nav).toHaveAttribute('data-fixed', 'false');
    expect(renders).toBe(1);
  });
});

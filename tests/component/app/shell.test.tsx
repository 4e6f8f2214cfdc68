/** The foundation's behaviours through the whole app against msw/node. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { server } from '@mocks/node';
import { seededApiKey } from '@mocks/db';
import { renderApp, locationRef } from '../../utils/renderApp';

describe('guards', () => {
  it('sends a guest on a protected path to /login with the redirect query', async () => {
    renderApp('/invoice?page=2');
    await waitFor(() => expect(locationRef.current.pathname).toBe('/login'));
    expect(new URLSearchParams(locationRef.current.search).get('redirect')).toBe('/invoice?page=2');
  });

  it('shows 403 to a customer on an admin path', async () => {
    renderApp('/basic-information/country', { apiKey: seededApiKey('u6') });
    expect(await screen.findByText('شما اجازه دسترسی به این صفحه را ندارید. خطا (۴۰۳)')).toBeInTheDocument();
  });

  it('lets an admin through to an admin path', async () => {
    renderApp('/basic-information/country', { apiKey: seededApiKey('u1') });
    await waitFor(() => expect(screen.queryByText(/خطا \(۴۰۳\)/)).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'منو' })).toBeInTheDocument();
  });

  it('shows the 404 text for an unknown path', async () => {
    renderApp('/no/such/page?language=en');
    expect(await screen.findByText('The page you requested does not exist... Error (404)')).toBeInTheDocument();
  });

  it('shows 404 for a component name the registry does not know', async () => {
    server.use(
      http.get('*/site/v1/route/', () =>
        HttpResponse.json({
          success: true,
          data: { content: [{ id: 'x', name: 'X', title: { fa: 'ایکس', en: 'X' }, alias: 'mystery', dynamic: false, type: 'ROUTE', roles: [], layout: 'SITE', component: 'NoSuchScreen', menu: [], icon: '', style: {}, breadcrumb: [], link: false, isOpen: false, divider: false, enable: true, position: 1 }] },
          messages: [],
        }),
      ),
    );
    renderApp('/mystery?language=en');
    expect(await screen.findByText('The page you requested does not exist... Error (404)')).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login to a same-origin redirect or /edit-user', async () => {
    renderApp('/login?redirect=%2F%2Fevil.example', { apiKey: seededApiKey('u6') });
    await waitFor(() => expect(locationRef.current.pathname).toBe('/edit-user'));
  });
});

describe('language and direction', () => {
  it('flips direction, texts and lang when the switcher changes language', async () => {
    const user = userEvent.setup();
    renderApp('/no/such/page');
    expect(await screen.findByText(/خطا \(۴۰۴\)/)).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('fa');
    const switcher = screen.getAllByRole('group', { name: 'تغییر زبان' })[0];
    await user.click(within(switcher).getByText('English'));
    expect(await screen.findByText('The page you requested does not exist... Error (404)')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
    expect(new URLSearchParams(locationRef.current.search).get('language')).toBe('en');
  });
});

describe('data layer through the app', () => {
  it('logs out on 401 while a key exists', async () => {
    renderApp('/edit-user', { apiKey: 'expired-or-unknown-key' });
    await waitFor(() => expect(locationRef.current.pathname).toBe('/login'));
    expect(Cookies.get('api_key')).toBeUndefined();
  });

  it('still renders a usable home page when the route call fails', async () => {
    server.use(http.get('*/site/v1/route/', () => new HttpResponse('<html>oops</html>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    renderApp('/?language=en');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByText('Server error (500). Please try again.')).toBeInTheDocument();
  });
});

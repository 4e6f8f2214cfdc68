/**
 * Signed in, offline, the app asks for the account once per screen and never in a loop; a guarded
 * screen says the account could not be loaded (with a retry) instead of sending the user to sign in,
 * and an address the built-in routes do not know, while the server's route tree could not be loaded,
 * is a page that could not be loaded (with a retry), not "not found".
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { seededApiKey } from '@mocks/db';
import { locationRef, renderApp } from '../../utils/renderApp';

const customer = { apiKey: seededApiKey('u6'), session: { language: 'en' as const, direction: 'ltr' as const } };

/** Counts the requests whose address contains `part`. */
function countRequests(part: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(part)) seen.count += 1;
  });
  return seen;
}

afterEach(() => vi.restoreAllMocks());

describe('signed in and offline', () => {
  it('a guarded screen asks for the account once, says it could not be loaded with a retry, and stays where it is', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.get('*/auth/v1/user/currentUser', () => HttpResponse.error()));
    const asked = countRequests('/auth/v1/user/currentUser');
    renderApp('/cart', customer);

    // the window counted: until the screen shows its offline state, its retry is pressed and that ask failed
    const failed = await screen.findByTestId('load-error');
    expect(failed).toHaveTextContent('Your account could not be loaded');
    expect(failed).toHaveTextContent(/You are offline, and this was not saved on this device/);
    expect(locationRef.current.pathname).toBe('/cart');
    const retry = () => within(screen.getByTestId('load-error')).getByRole('button', { name: /Try again/ });
    // a screen that mounted after the first failure may still be asking: the retry once that is over
    await waitFor(() => expect(retry()).not.toHaveClass('ant-btn-loading'));
    const before = asked.count;
    await userEvent.setup().click(retry());
    await waitFor(() => expect(asked.count).toBe(before + 1));
    await waitFor(() => expect(retry()).not.toHaveClass('ant-btn-loading'));
    // the first ask, one more from a screen that mounted after it failed, and the retry
    expect(asked.count).toBeLessThanOrEqual(3);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('the route tree could not be loaded', () => {
  it('an address the built-in routes do not know is a page that could not be loaded, with a retry, not "not found"', async () => {
    server.use(http.get('*/site/v1/route/', () => HttpResponse.error()));
    renderApp('/cart', customer);
    const failed = await screen.findByTestId('load-error');
    expect(failed).toHaveTextContent('This page could not be loaded');
    expect(screen.queryByText(/Error \(404\)/)).not.toBeInTheDocument();
    // the server answers again: the retry brings the page
    server.resetHandlers();
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('load-error')).not.toBeInTheDocument());
    expect(screen.queryByText(/Error \(404\)/)).not.toBeInTheDocument();
    expect(locationRef.current.pathname).toBe('/cart');
  });
});

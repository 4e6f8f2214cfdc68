/**
 * A signed-in page read offline (useAuth isUnreachable, RouteScreen): the user's answer is never kept
 * on the device, so offline who the key belongs to cannot be asked. The route opens (its chunk from the
 * service worker, its data in their offline state) instead of the sign-in page; a key the server
 * refuses still signs out, and a server that answers still decides: a failing one is said in place, with
 * a retry; a route tree that could not be loaded makes an unknown address a page that could not be loaded.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { seededApiKey } from '@mocks/db';
import { locationRef, renderApp } from '../../utils/renderApp';

const SLOW = { timeout: 30_000 };
const en = { language: 'en' as const, direction: 'ltr' as const };

describe('a signed-in page whose user cannot be asked', { timeout: 90_000 }, () => {
  it('offline (the call never reached the server): the dashboard route opens, not the sign-in page', async () => {
    server.use(http.get('*/auth/v1/user/currentUser', () => HttpResponse.error()));
    renderApp('/edit-user', { apiKey: seededApiKey('u6'), session: en });
    // the dashboard's frame with the screen's title
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit user' }, SLOW)).toBeInTheDocument();
    expect(locationRef.current.pathname).toBe('/edit-user');
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('a key the server refuses (401) still goes to the sign-in page', async () => {
    server.use(http.get('*/auth/v1/user/currentUser', () => HttpResponse.json({ success: false, data: null, messages: [] }, { status: 401 })));
    renderApp('/edit-user', { apiKey: seededApiKey('u6'), session: en });
    await waitFor(() => expect(locationRef.current.pathname).toBe('/login'), SLOW);
  });
});

/** Counts the requests whose address contains `part`. */
function countRequests(part: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(part)) seen.count += 1;
  });
  return seen;
}

const customer = { apiKey: seededApiKey('u6'), session: en };

describe('signed in, the account refused by a failing server', { timeout: 90_000 }, () => {
  it('a server that fails the account: a guarded screen asks once, says it could not be loaded with a retry, and stays where it is', async () => {
    server.use(http.get('*/auth/v1/user/currentUser', () => HttpResponse.json({ success: false }, { status: 500 })));
    const asked = countRequests('/auth/v1/user/currentUser');
    renderApp('/cart', customer);

    // the window counted: until the screen shows its offline state, its retry is pressed and that ask failed
    const failed = await screen.findByTestId('load-error');
    expect(failed).toHaveTextContent('Your account could not be loaded');
    expect(locationRef.current.pathname).toBe('/cart');
    const retry = () => within(screen.getByTestId('load-error')).getByRole('button', { name: /Try again/ });
    // a screen that mounted after the first failure may still be asking: the retry once that is over
    await waitFor(() => expect(retry()).not.toHaveClass('ant-btn-loading'));
    const before = asked.count;
    await userEvent.setup().click(retry());
    // at least the press's ask (a part that mounted late may have asked beside it: counted below)
    await waitFor(() => expect(asked.count).toBeGreaterThan(before));
    await waitFor(() => expect(retry()).not.toHaveClass('ant-btn-loading'));
    // the first ask, the asks of the parts that mounted after it failed (the route, then its screen),
    // and the retry pressed: a handful, never a loop
    expect(asked.count).toBeLessThanOrEqual(4);
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

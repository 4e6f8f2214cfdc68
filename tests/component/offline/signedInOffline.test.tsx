/**
 * A signed-in page read offline (useAuth isUnreachable, RouteScreen): the user's answer is never kept
 * on the device, so offline who the key belongs to cannot be asked. The route opens (its chunk from the
 * service worker, its data in their offline state) instead of the sign-in page; a key the server
 * refuses still signs out, and a server that answers still decides.
 */
import { screen, waitFor } from '@testing-library/react';
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

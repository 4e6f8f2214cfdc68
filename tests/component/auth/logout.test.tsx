/** /logout ends the server session, clears the cookie and the client state, and goes home. */
import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { db, seededApiKey } from '@mocks/db';
import { renderApp, locationRef } from '../../utils/renderApp';

describe('logout', () => {
  it('revokes the key, clears cookie and state, and lands on the home page', async () => {
    const key = seededApiKey('u6');
    expect(db.tokens.some((t) => t.key === key)).toBe(true);
    const { store } = renderApp('/logout', { apiKey: key });
    await waitFor(() => expect(locationRef.current.pathname).toBe('/'));
    await waitFor(() => expect(store.getState().session.apiKey).toBeNull());
    expect(Cookies.get('api_key')).toBeUndefined();
    expect(db.tokens.some((t) => t.key === key)).toBe(false);
  });

  it('sends a guest on /logout home, not to a login that would sign them out again', async () => {
    renderApp('/logout');
    await waitFor(() => expect(locationRef.current.pathname).toBe('/'));
  });
});

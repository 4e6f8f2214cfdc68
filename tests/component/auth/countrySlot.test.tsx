/**
 * The locked country field of /login, /register, forgot and reset keeps no empty slot under it (a blank
 * band), and still shows the countries' load error there when that call fails.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '../../utils/renderApp';

const PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

/** The country field's wrapper (label, control and whatever sits under it). */
async function countryField() {
  const select = await screen.findByLabelText('Country', {}, { timeout: 20_000 });
  await screen.findByText(/^Iran \W*\(\+98\)/);
  const field = select.closest('.light-field');
  if (!(field instanceof HTMLElement)) throw new Error('no field around the country select');
  return field;
}

describe('the locked country field', { timeout: 60_000 }, () => {
  it.each(PAGES)('%s: nothing is reserved under it while the countries load fine', async (path) => {
    renderApp(`${path}?language=en`);
    const field = await countryField();
    // label + select only: no empty extra (or error) element taking a line under the field
    expect(field.querySelector('.light-field__extra')).toBeNull();
    expect(field.querySelector('.light-field__error')).toBeNull();
    expect([...field.children].map((child) => child.tagName)).toEqual(['LABEL', 'SELECT']);
  });

  it('shows the load error with its retry under the field when the countries fail', async () => {
    server.use(http.get('*/site/v1/address/countries', () => HttpResponse.json({ success: false, messages: [] }, { status: 500 })));
    renderApp('/login?language=en');
    const select = await screen.findByLabelText('Country', {}, { timeout: 20_000 });
    const field = select.closest('.light-field') as HTMLElement;
    await waitFor(() => expect(within(field).getByTestId('load-error')).toBeInTheDocument(), { timeout: 20_000 });
    expect(within(field).getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    expect(field.querySelector('.light-field__extra')).not.toBeNull();
  });
});

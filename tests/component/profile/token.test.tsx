/** /token: the sessions table, delete with confirmation, admin user filter, sorting. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { db, seededApiKey } from '@mocks/db';
import { renderApp } from '../../utils/renderApp';

const en = { language: 'en' as const, direction: 'ltr' as const };
const rowsOf = () => screen.getAllByRole('row').slice(1);

describe('sessions', () => {
  it('lists own sessions without the user column, Jalali dates in fa', async () => {
    renderApp('/token', { apiKey: seededApiKey('u6') });
    const own = db.tokens.filter((t) => t.user === 'u6').length;
    await waitFor(() => expect(rowsOf()).toHaveLength(own), { timeout: 30_000 });
    expect(screen.queryByRole('columnheader', { name: /کاربر/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /مرورگر/ })).toBeInTheDocument();
    // row numbers and dates in Persian digits, Jalali years (14xx)
    expect(within(rowsOf()[0]).getByText('۱')).toBeInTheDocument();
    expect(rowsOf()[0].textContent).toMatch(/۱۴۰[۰-۹]/);
  }, 90_000);

  it('deletes a session after confirmation', async () => {
    renderApp('/token', { apiKey: seededApiKey('u6'), session: en });
    const before = db.tokens.filter((t) => t.user === 'u6').length;
    await waitFor(() => expect(rowsOf()).toHaveLength(before), { timeout: 30_000 });
    const user = userEvent.setup();
    // the last row is not the current session (newest first; the seeded key is the oldest)
    const target = rowsOf()[0];
    await user.click(within(target).getByRole('button', { name: 'Delete session' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(before - 1));
    expect(db.tokens.filter((t) => t.user === 'u6')).toHaveLength(before - 1);
  }, 90_000);

  it('sorts through the sorter query and lets an admin filter by user', async () => {
    const sorters: (string | null)[] = [];
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (!request.url.includes('token/list')) return;
      sorters.push(new URL(request.url).searchParams.get('sorter'));
      bodies.push(await request.clone().json());
    });
    renderApp('/token', { apiKey: seededApiKey('u1'), session: en });
    await screen.findByRole('columnheader', { name: /User/ }, { timeout: 30_000 });
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('columnheader', { name: /Browser/ })).getAllByText('Browser')[0]);
    await waitFor(() => expect(sorters).toContain('log.browser,asc'));

    await user.click(screen.getByRole('button', { name: 'Filter sessions' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('combobox');
    await user.click(box);
    await user.type(box, 'Reza');
    await user.click((await screen.findAllByTitle(/Reza Karimi/)).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ users: ['u2'] }));
    const own = db.tokens.filter((t) => t.user === 'u2').length;
    await waitFor(() => expect(rowsOf()).toHaveLength(own));
    rowsOf().forEach((row) => expect(row.textContent).toContain('Reza Karimi'));
    server.events.removeAllListeners();
  }, 90_000);
});

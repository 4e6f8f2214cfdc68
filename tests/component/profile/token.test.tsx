/** /token: the sessions table, delete with confirmation, admin user filter, sorting. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { db, seededApiKey } from '@mocks/db';
import { renderApp } from '../../utils/renderApp';
import { fakeMatchMedia } from '../../utils/matchMedia';
import { forgetSessionToken, rememberSessionToken } from '@/lib/sessionToken';

const en = { language: 'en' as const, direction: 'ltr' as const };
const rowsOf = () => screen.getAllByRole('row').slice(1);
const cardsOf = () => [...document.querySelectorAll<HTMLElement>('.resource-card')];
const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

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

  it('shows each session as a card on a phone: device, platform, browser, Jalali date, the this-device mark, delete with its confirmation', async () => {
    // a 390 px wide screen: only antd's xs query matches
    window.matchMedia = fakeMatchMedia((query) => /max-width:\s*575/.test(query));
    const own = db.tokens.filter((t) => t.user === 'u6').length;
    // this device's session, as the sign-in remembers it: the oldest of the user's
    const mine = db.tokens.filter((t) => t.user === 'u6').sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
    rememberSessionToken(seededApiKey('u6'), mine.id);
    renderApp('/token', { apiKey: seededApiKey('u6') });
    await waitFor(() => expect(cardsOf()).toHaveLength(own), { timeout: 30_000 });
    // no table on a phone: nothing to scroll sideways
    expect(screen.queryByRole('table')).toBeNull();
    const first = cardsOf()[0];
    expect(within(first).getByText('۱')).toBeInTheDocument();
    expect(within(first).getByText('سیستم‌عامل')).toBeInTheDocument();
    expect(within(first).getByText('مرورگر')).toBeInTheDocument();
    expect(first.textContent).toMatch(/۱۴۰[۰-۹]/);
    expect(first.textContent).not.toMatch(/[0-9]/);
    // this device's session carries its mark on its card
    expect(cardsOf().filter((card) => within(card).queryByTestId('this-device'))).toHaveLength(1);
    const user = userEvent.setup();
    const target = cardsOf().find((card) => !within(card).queryByTestId('this-device'))!;
    const id = target.getAttribute('data-row-key');
    await user.click(within(target).getByRole('button', { name: 'حذف نشست' }));
    await user.click(await screen.findByRole('button', { name: 'بله' }));
    await waitFor(() => expect(cardsOf()).toHaveLength(own - 1));
    expect(db.tokens.some((t) => t.id === id)).toBe(false);
    forgetSessionToken();
  }, 90_000);
});

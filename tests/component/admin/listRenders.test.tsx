/**
 * One row's change re-renders one row (src/components/resource/README.md, "Speed"), counted with
 * React's devtools hook (tests/utils/reactCommits.ts) on the product list: a tick renders the ticked
 * row's checkbox and nothing else of any row, "select all" renders the checkboxes and no other cell, a
 * switch's optimistic move renders its own row, opening a row's menu its own row. The same counts on a
 * plain antd table (rowSelection, a switch that replaces the row) are every row.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { server } from '@mocks/node';
import { seededApiKey } from '@mocks/db';
import ProductList from '@/features/admin/ecommerce/ProductList';
import { renderWithProviders } from '../../utils/renderApp';
import { whatReactDidDuring } from '../../utils/reactCommits';
import { fakeMatchMedia } from '../../utils/matchMedia';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };
const SLOW = { timeout: 30_000 };
/** What a tick renders: 14 components (counted); building the bulk bar's buttons with it, 43 */
const TICK_COMPONENTS_AT_MOST = 25;
const rows = () => screen.getAllByRole('row').filter((r) => r.getAttribute('data-row-key'));

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

async function openList() {
  // desktop: every min-width query holds
  window.matchMedia = fakeMatchMedia((query) => /min-width/.test(query));
  const user = userEvent.setup();
  renderWithProviders(<ProductList />, '/ecommerce-management/product?language=en&limit=20', admin);
  await waitFor(() => expect(rows()).toHaveLength(20), SLOW);
  return user;
}

describe('what a list interaction re-renders', () => {
  it('a tick re-renders the ticked row’s checkbox only; "select all" every checkbox and no other cell', async () => {
    const user = await openList();
    const third = rows()[2];
    // the bulk bar is there before any tick, hidden: the tick shows it, it does not build it
    const clear = screen.getByRole('button', { name: 'Clear selection', hidden: true });
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
    const tick = await whatReactDidDuring(() => user.click(within(third).getByRole('checkbox', { name: 'Select this row' })));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear selection' })).toBe(clear);
    expect([...tick.rows]).toEqual([third.getAttribute('data-row-key')]);
    expect(tick.cells).toBe(0);
    // the row's checkbox and <tr>, the header's checkbox, the bar and its count: none of the bar's buttons
    expect(tick.components).toBeLessThan(TICK_COMPONENTS_AT_MOST);

    const all = await whatReactDidDuring(() => user.click(screen.getByRole('checkbox', { name: 'Select all on this page' })));
    expect(screen.getByText('20 selected')).toBeInTheDocument();
    // every row but the one already ticked changed its checkbox
    expect(all.rows.size).toBe(19);
    expect(all.rows.has(third.getAttribute('data-row-key')!)).toBe(false);
    expect(all.cells).toBe(0);
  }, 120_000);

  it('a row menu opens re-rendering its own row; a switch moves at once re-rendering its own row', async () => {
    // the change is held: what renders is the switch's own optimistic move, not the reload after it
    server.use(http.put('*/changeshowed', async () => delay('infinite')));
    const user = await openList();
    const fifth = rows()[4];
    const key = fifth.getAttribute('data-row-key');
    const menu = await whatReactDidDuring(async () => {
      await user.click(within(fifth).getByRole('button', { name: 'Operations' }));
      expect(await screen.findByRole('menuitem', { name: /Add to cart/ })).toBeInTheDocument();
    });
    expect([...menu.rows]).toEqual([key]);
    await user.keyboard('{Escape}');

    const show = within(fifth).getByRole('switch', { name: 'Show' });
    const was = show.getAttribute('aria-checked');
    const flip = await whatReactDidDuring(async () => {
      await user.click(show);
      await waitFor(() => expect(show).not.toHaveAttribute('aria-checked', was ?? ''));
    });
    expect([...flip.rows]).toEqual([key]);
  }, 120_000);
});

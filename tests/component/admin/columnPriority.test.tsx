/**
 * Column priority (src/components/resource/columnPriority.ts) through the product list: when the table
 * is wider than its box, the low-priority columns give way first (later ones first), then the medium
 * ones, until it fits; the name, stock, position, the three switches and the row menu stay; what gave
 * way is in the row's expanded detail, and on a phone card under "More".
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seededApiKey } from '@mocks/db';
import { columnRoom, columnsToFold, givingWayOrder, isTight, virtualColumnWidth } from '@/components/resource/columnPriority';
import ProductList from '@/features/admin/ecommerce/ProductList';
import { renderWithProviders } from '../../utils/renderApp';
import { listLayout } from '../../utils/listLayout';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };
const SLOW = { timeout: 30_000 };
const rows = () => screen.getAllByRole('row').filter((r) => r.getAttribute('data-row-key'));
const header = (name: string) => screen.queryByRole('columnheader', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });

const layout = listLayout();

describe('column priority', () => {
  it('orders the columns that give way: low before medium before high, the later column first, the rest never', () => {
    const order = givingWayOrder([
      { key: 'name' },
      { key: 'a', priority: 'medium' },
      { key: 'b', priority: 'low' },
      { key: 'c', priority: 'high' },
      { key: 'd', priority: 'low' },
      { key: 'publish' },
    ]);
    expect(order).toEqual(['d', 'b', 'a', 'c']);
  });

  it('folds the columns a width has no room for: low ones first, then medium ones; the switches and row menu stay; the expanded row shows what gave way', async () => {
    // desktop: every min-width query holds
    layout.media((query) => /min-width/.test(query));
    // the product list's box beside the sidebar in a 1366 px window
    layout.box(1078);
    renderWithProviders(<ProductList />, '/ecommerce-management/product', admin);
    await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
    const gone = ['Weight (g)', 'Hits', 'Categories', 'User', 'Created', 'Edited'];
    const kept = ['Name', 'Price', 'Discount', 'Count', 'Brand', 'Position', 'Buy', 'Show', 'Publish', 'Operations'];
    for (const name of gone) expect(header(name), name).toBeNull();
    for (const name of kept) expect(header(name), name).not.toBeNull();
    const first = rows()[0];
    expect(within(first).getAllByRole('switch')).toHaveLength(3);
    expect(within(first).getByRole('button', { name: 'Operations' })).toBeInTheDocument();

    // the row's detail lists the columns that gave way, with their values
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: /expand row/i }));
    const detail = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.resource-row-detail');
      expect(found).not.toBeNull();
      return found!;
    });
    const terms = [...detail.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Weight (g)', 'Hits', 'Categories', 'User', 'Created', 'Edited']);
    expect(within(detail).getAllByText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)).toHaveLength(2);

    // other rows (the next page) at the same width: the same columns, whatever their texts
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(rows()[0].textContent).not.toBe(first.textContent), SLOW);
    for (const name of gone) expect(header(name), name).toBeNull();
    for (const name of kept) expect(header(name), name).not.toBeNull();
  });

  it('the column chooser marks the ticked columns folded at this width and says where they are', async () => {
    layout.media((query) => /min-width/.test(query));
    layout.box(1078);
    renderWithProviders(<ProductList />, '/ecommerce-management/product', admin);
    await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByTestId('columns-folded-note');
    expect(note).toHaveTextContent("Weight (g), Hits, Categories, User, Created, Edited are folded into each row's detail");
    const marked = [...dialog.querySelectorAll('.resource-columns__item')].filter((item) => within(item as HTMLElement).queryByText('Folded for width')).map((item) => item.querySelector('.ant-checkbox-label, label')?.textContent.replace('Folded for width', '').trim());
    expect(marked).toEqual(['Weight (g)', 'Hits', 'Categories', 'User', 'Created', 'Edited']);
  });

  it('keeps every column, and no expand column, when the box has room for them', async () => {
    layout.media((query) => /min-width/.test(query));
    layout.box(2112);
    renderWithProviders(<ProductList />, '/ecommerce-management/product', admin);
    await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
    for (const kept of ['Weight (g)', 'Hits', 'User', 'Edited', 'Created', 'Discount', 'Categories', 'Brand']) expect(header(kept), kept).not.toBeNull();
    expect(within(rows()[0]).queryByRole('button', { name: /expand row/i })).toBeNull();
  });

  it('folds by the rooms of the columns alone: none while the width is unknown or enough, the giving-way order until the rest fit', () => {
    const columns = [
      { key: 'name', room: 100 },
      { key: 'a', priority: 'medium' as const, room: 100 },
      { key: 'b', priority: 'low' as const, room: 100 },
      { key: 'c', priority: 'low' as const, room: 100 },
      { key: 'publish', room: 80 },
    ];
    expect(columnsToFold(0, columns, 100)).toEqual([]);
    expect(columnsToFold(580, columns, 100)).toEqual([]);
    // 580 of rooms in 500: the later low column goes (and the expand button comes): 528 still too wide, the other low one too
    expect(columnsToFold(500, columns, 100)).toEqual(['c', 'b']);
    expect(columnsToFold(300, columns, 100)).toEqual(['c', 'b', 'a']);
    // a room can be declared (a column's width) or comes from its kind and its header
    expect(columnRoom({ width: 210 }, 'Anything')).toBe(210);
    expect(columnRoom({ date: true, sortable: true }, 'Edited')).toBe(140);
    expect(columnRoom({ sortable: true }, 'Weight (g)')).toBe(124);
  });

  it('is tight when the columns that never give way, with the expand button, need more than the box', () => {
    const columns = [
      { key: 'name', room: 100 },
      { key: 'a', priority: 'low' as const, room: 100 },
      { key: 'publish', room: 80 },
    ];
    // what stays: 100 + 80 with 100 fixed and the expand button's 48 = 328
    expect(isTight(0, columns, 100)).toBe(false);
    expect(isTight(328, columns, 100)).toBe(false);
    expect(isTight(327, columns, 100)).toBe(true);
    // nothing may give way: no expand button to count
    expect(isTight(280, [columns[0], columns[2]], 100)).toBe(false);
    expect(isTight(279, [columns[0], columns[2]], 100)).toBe(true);
  });

  it('sets a table tight in a box too narrow for what never gives way: its row menu column keeps its header for screen readers only', async () => {
    layout.media((query) => /min-width/.test(query));
    layout.box(736);
    const view = renderWithProviders(<ProductList />, '/ecommerce-management/product', admin);
    await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
    expect(document.querySelector('.resource-page__table')).toHaveClass('resource-page__table--tight');
    const operations = screen.getByRole('columnheader', { name: 'Operations' });
    expect(within(operations).getByText('Operations')).toHaveClass('visually-hidden');
    view.unmount();
    // a laptop's box beside the sidebar has room: the header reads as before
    layout.box(1078);
    renderWithProviders(<ProductList />, '/ecommerce-management/product', admin);
    await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
    expect(document.querySelector('.resource-page__table')).not.toHaveClass('resource-page__table--tight');
    expect(within(screen.getByRole('columnheader', { name: 'Operations' })).getByText('Operations')).not.toHaveClass('visually-hidden');
  });

  it("gives a virtual table's columns their widths: a switch or a number its room, plain values a line of text, a declared width its own", () => {
    expect(virtualColumnWidth({ toggle: true }, 'Buy')).toBe(64);
    expect(virtualColumnWidth({ editableNumber: true, sortable: true }, 'Position')).toBe(columnRoom({ editableNumber: true, sortable: true }, 'Position'));
    expect(virtualColumnWidth({ sortable: true }, 'Name')).toBe(140);
    expect(virtualColumnWidth({ sortable: true }, 'A header longer than a line of text')).toBe(columnRoom({ sortable: true }, 'A header longer than a line of text'));
    expect(virtualColumnWidth({ width: 90 }, 'Code')).toBe(90);
    // a declared room (the least of wrapped cells) is not a virtual table's one-line width
    expect(virtualColumnWidth({ room: 88 }, 'Net price')).toBe(140);
    expect(virtualColumnWidth({ room: 96, date: true }, 'Payment date')).toBe(columnRoom({ date: true }, 'Payment date'));
  });

  it('counts a declared room before the header: a figure under a long header that wraps', () => {
    expect(columnRoom({}, 'Products price')).toBe(130);
    expect(columnRoom({ room: 88 }, 'Products price')).toBe(88);
    expect(columnRoom({ room: 96, date: true, sortable: true }, 'Payment date')).toBe(96);
  });

  it('on a phone card, puts the columns that give way under "More"', async () => {
    layout.media((query) => /max-width:\s*575/.test(query));
    renderWithProviders(<ProductList />, '/ecommerce-management/product', admin);
    await waitFor(() => expect(document.querySelectorAll('.resource-card')).toHaveLength(10), SLOW);
    const card = document.querySelector<HTMLElement>('.resource-card')!;
    const more = card.querySelector('details.resource-card__more')!;
    expect(within(card).getByText('More')).toBeInTheDocument();
    const inMore = [...more.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(inMore).toEqual(['Discount', 'Weight (g)', 'Brand', 'Hits', 'Categories', 'User', 'Edited']);
    // the switches and the first date stay on the card itself
    const outside = [...card.querySelectorAll(':scope > dl dt')].map((dt) => dt.textContent);
    expect(outside).toEqual(expect.arrayContaining(['Buy', 'Show', 'Publish', 'Created']));
  });
});

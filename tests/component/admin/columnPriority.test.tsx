/**
 * Column priority (src/components/resource/columnPriority.ts) through the product list: when the table
 * is wider than its box, the low-priority columns give way first (later ones first), then the medium
 * ones, until it fits; the name, stock, position, the three switches and the row menu stay; what gave
 * way is in the row's expanded detail, and on a phone card under "More".
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seededApiKey } from '@mocks/db';
import { columnsThatFitWidths, givingWayOrder } from '@/components/resource/columnPriority';
import ProductList from '@/features/admin/ecommerce/ProductList';
import { renderWithProviders } from '../../utils/renderApp';
import { fakeMatchMedia } from '../../utils/matchMedia';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };
const SLOW = { timeout: 30_000 };
const rows = () => screen.getAllByRole('row').filter((r) => r.getAttribute('data-row-key'));
const header = (name: string) => screen.queryByRole('columnheader', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });

/**
 * jsdom lays nothing out: the table's widths are given here. A header cell of a declared column is
 * 100 px wide (the categories 300), any other (checkbox, row number, operations, expand) 48; the
 * table's scroller is as wide as its header cells and shows `box` px of them.
 */
function layOut(box: number) {
  const widthOf = (th: Element) => (th.getAttribute('data-column-key') === 'categories' ? 300 : th.hasAttribute('data-column-key') ? 100 : 48);
  const isScroller = (el: Element) => el.classList.contains('ant-table-content');
  const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isScroller(this) ? [...this.querySelectorAll('thead th')].reduce((sum, th) => sum + widthOf(th), 0) : 0;
  });
  const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isScroller(this) ? box : 0;
  });
  const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const width = this.tagName === 'TH' ? widthOf(this) : 0;
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: 0, width, height: 0, toJSON: () => ({}) } as DOMRect;
  });
  return () => {
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
    rect.mockRestore();
  };
}

const realMatchMedia = window.matchMedia;
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  window.matchMedia = realMatchMedia;
});

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

  it('a virtual table, whose widths are known, gives way in the same order until the widths fit, counting the expand column', () => {
    const widths: Record<string, number> = { d: 100, b: 150, a: 120, c: 80 };
    const widthOf = (key: string) => widths[key];
    // 1,000 px of columns: in a box of 1,000 nothing goes
    expect(columnsThatFitWidths(['d', 'b', 'a', 'c'], widthOf, 1000, 1000)).toEqual([]);
    // in 900: d goes (900 left) and the expand column comes (948 > 900), so b goes too
    expect(columnsThatFitWidths(['d', 'b', 'a', 'c'], widthOf, 1000, 900)).toEqual(['d', 'b']);
    // in 100: everything that may go, goes
    expect(columnsThatFitWidths(['d', 'b', 'a', 'c'], widthOf, 1000, 100)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('hides the product list’s low columns, then the medium ones, until the table fits; the switches and row menu stay; the expanded row shows what gave way', async () => {
    // desktop: every min-width query holds
    window.matchMedia = fakeMatchMedia((query) => /min-width/.test(query));
    // 1,844 px of columns in a 1,400 px box: the four low ones and the created date go (500 px, less the expand column's 48)
    restore = layOut(1400);
    renderWithProviders(<ProductList />, '/ecommerce-management/product', admin);
    await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
    await waitFor(() => expect(header('Edited')).toBeNull());
    for (const gone of ['Weight (g)', 'Hits', 'User', 'Edited', 'Created']) expect(header(gone), gone).toBeNull();
    for (const kept of ['Name', 'Price', 'Discount', 'Count', 'Brand', 'Categories', 'Position', 'Buy', 'Show', 'Publish', 'Operations']) expect(header(kept), kept).not.toBeNull();
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
    expect(terms).toEqual(['Weight (g)', 'Hits', 'User', 'Created', 'Edited']);
    expect(within(detail).getAllByText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)).toHaveLength(2);
  });

  it('keeps every column, and no expand column, when the table fits its box', async () => {
    window.matchMedia = fakeMatchMedia((query) => /min-width/.test(query));
    restore = layOut(2000);
    renderWithProviders(<ProductList />, '/ecommerce-management/product', admin);
    await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
    for (const kept of ['Weight (g)', 'Hits', 'User', 'Edited', 'Created', 'Discount']) expect(header(kept), kept).not.toBeNull();
    expect(within(rows()[0]).queryByRole('button', { name: /expand row/i })).toBeNull();
  });

  it('on a phone card, puts the columns that give way under "More"', async () => {
    window.matchMedia = fakeMatchMedia((query) => /max-width:\s*575/.test(query));
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

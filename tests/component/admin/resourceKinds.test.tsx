/* eslint-disable testing-library/prefer-screen-queries -- menu queries are scoped to the one open antd dropdown through within() */
/**
 * The grown resource pattern on a small fake entity (msw handlers of its own): the endpoints value,
 * the column kinds (editable number that reverts on a refused save, link, tags, labelled switch), row
 * operations (hidden, disabled, confirmed, with the context; a modal operation), the toolbar with list
 * state and selection, the row class and the totals row.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '@mocks/node';
import { baseApi } from '@/api/baseApi';
import { entityEndpoints } from '@/api/list';
import { ResourcePage, defineResource, type ToolbarProps } from '@/components/resource';
import { locationRef, renderWithProviders } from '../../utils/renderApp';

const widgetSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number(),
  enable: z.boolean(),
  kinds: z.array(z.string()),
  price: z.number(),
});
type Widget = z.infer<typeof widgetSchema>;

let rows: Widget[];
const calls: { method: string; path: string; body: unknown }[] = [];

function serve() {
  server.use(
    http.post(`*/test/v1/widget/list`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return HttpResponse.json({ success: true, data: { content: { docs: rows.slice((page - 1) * limit, page * limit), total: rows.length, limit, page } }, messages: [] });
    }),
    http.put(`*/test/v1/widget/:id/:action`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: 'PUT', path: `${String(params.id)}/${String(params.action)}`, body });
      if (params.action === 'changeposition' && body.position === 99) {
        return HttpResponse.json({ success: false, data: { content: null }, messages: [{ type: 'error', message: 'Position refused.' }] });
      }
      const row = rows.find((r) => r.id === params.id);
      if (row && params.action === 'changeposition') row.position = Number(body.position);
      if (row && params.action === 'changeenabled') row.enable = Boolean(body.enable);
      return HttpResponse.json({ success: true, data: { content: null }, messages: [] });
    }),
  );
}

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const widget = entityEndpoints<Widget, unknown>(build, 'test/v1', 'widget', 'Setting', {
      schema: widgetSchema,
      toggles: { enable: 'changeenabled' },
    });
    return {
      widgetList: widget.list,
      changeWidgetEnabled: widget.toggles.enable,
      changeWidgetPosition: build.mutation<unknown, { id: string; value: number }>({
        query: ({ id, value }) => ({ url: `test/v1/widget/${id}/changeposition`, method: 'PUT', body: { position: value } }),
        invalidatesTags: [{ type: 'Setting', id: 'LIST' }],
      }),
    };
  },
});
const e = testApi.endpoints;

const clicked: { op: string; id: string; page: number }[] = [];

function Toolbar({ selected, clearSelection, update, params }: ToolbarProps<Widget, Record<string, unknown>>) {
  return (
    <>
      <span data-testid="selection">{selected.map((s) => s.name).join(',') || 'none'}</span>
      <button type="button" onClick={clearSelection}>
        clear
      </button>
      <button type="button" onClick={() => update({ filters: { name: 'x' }, page: 1 })}>
        only x (page {params.page})
      </button>
    </>
  );
}

function Details({ record, onClose }: { record: Widget; onClose(saved?: boolean): void }) {
  return (
    <div role="dialog" aria-label="details">
      details of {record.name}
      <button type="button" onClick={() => onClose(true)}>
        done
      </button>
    </div>
  );
}

const widgetResource = defineResource<Widget>({
  name: 'test.widget',
  endpoints: { list: e.widgetList, toggles: { enable: e.changeWidgetEnabled }, numbers: { position: e.changeWidgetPosition } },
  remove: false,
  columns: [
    { key: 'name', title: 'reference.field.name', link: (r) => `/widgets/${r.id}` },
    { key: 'position', title: 'reference.route.position', editableNumber: true },
    { key: 'enable', title: 'reference.route.enable', toggle: true, toggleLabels: { on: 'admin.state.active', off: 'admin.state.inactive' } },
    { key: 'kinds', title: 'reference.route.type', tags: (r) => r.kinds.map((k) => ({ label: k, color: k === 'new' ? 'success' : undefined })) },
    { key: 'price', title: 'reference.field.price' },
  ],
  operations: [
    { key: 'hide', label: 'admin.op.view', hidden: (r) => r.id === 'w2', onClick: (r, ctx) => clicked.push({ op: 'view', id: r.id, page: ctx.params.page }) },
    { key: 'disabled', label: 'common.edit', disabled: (r) => r.id === 'w1', onClick: (r) => clicked.push({ op: 'edit', id: r.id, page: 0 }) },
    { key: 'confirm', label: 'common.delete', confirm: true, onClick: (r) => clicked.push({ op: 'confirmed', id: r.id, page: 0 }) },
    { key: 'copy', label: 'admin.op.copyLink', onClick: (r, ctx) => ctx.copy(`link-${r.id}`) },
    { key: 'details', label: 'admin.op.details', modal: Details },
  ],
  toolbar: Toolbar,
  selectable: true,
  rowClassName: (r) => (r.kinds.includes('new') ? 'resource-row--new' : ''),
  useTotals: (docs) => ({ label: 'Total of the page', values: { price: `total ${docs.reduce((sum, d) => sum + d.price, 0)}` } }),
});

const admin = { session: { language: 'en' as const, direction: 'ltr' as const } };
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/**
 * Opens a row's operations menu and returns queries inside that menu: the dropdown that is new or
 * was hidden before the click (antd keeps closed menus in the DOM, some still animating out).
 */
async function openMenu(name: string, user = userEvent.setup({ pointerEventsCheck: 0 })) {
  const dropdowns = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-dropdown'));
  const shownBefore = new Set(dropdowns().filter((d) => !d.classList.contains('ant-dropdown-hidden')));
  await user.click(within(row(name)).getByRole('button', { name: 'Operations' }));
  let open: HTMLElement | undefined;
  await waitFor(() => {
    open = dropdowns().find((d) => !d.classList.contains('ant-dropdown-hidden') && !shownBefore.has(d));
    expect(open).toBeDefined();
  });
  return within(open as HTMLElement);
}

beforeEach(() => {
  rows = [
    { id: 'w1', name: 'Alpha', position: 1, enable: true, kinds: ['new', 'big'], price: 100 },
    { id: 'w2', name: 'Beta', position: 2, enable: false, kinds: [], price: 250 },
  ];
  calls.length = 0;
  clicked.length = 0;
  serve();
});

describe('resource pattern: column kinds, operations, toolbar', () => {
  it('renders links, tags, labelled switches, the row class and the totals row', async () => {
    renderWithProviders(<ResourcePage resource={widgetResource} />, '/widgets', admin);
    await screen.findByText('Alpha');
    expect(screen.getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/widgets/w1?language=en');
    expect(within(row('Alpha')).getByText('new')).toHaveClass('ant-tag');
    expect(row('Alpha')).toHaveClass('resource-row--new');
    expect(row('Beta')).not.toHaveClass('resource-row--new');
    // the total under its column: the label spans the checkbox, row number, name, position, switch and
    // tag columns, the total is in the price column's place, the row menu's is empty
    const totals = screen.getByTestId('resource-totals');
    const cells = Array.from(totals.querySelectorAll('td'));
    expect(cells.map((c) => c.textContent)).toEqual(['Total of the page', 'total 350', '']);
    const headers = screen.getAllByRole('columnheader');
    expect(cells[0].colSpan).toBe(headers.findIndex((h) => h.textContent === 'Price'));
    expect(cells.reduce((sum, c) => sum + c.colSpan, 0)).toBe(headers.length);
    const switches = screen.getAllByRole('switch');
    expect(switches[0]).toHaveTextContent('Active');
    expect(switches[1]).toHaveTextContent('Inactive');
    await userEvent.click(switches[1]);
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', path: 'w2/changeenabled', body: { enable: true } }));
    await waitFor(() => expect(screen.getAllByRole('switch')[1]).toHaveTextContent('Active'));
  });

  it('shows a plain number column in the language’s digits, ungrouped (an invoice number is a name)', async () => {
    rows[1].price = 12345;
    renderWithProviders(<ResourcePage resource={widgetResource} />, '/widgets', { session: { language: 'fa' as const, direction: 'rtl' as const } });
    await screen.findByText('Alpha');
    expect(within(row('Alpha')).getByText('۱۰۰')).toBeInTheDocument();
    expect(within(row('Beta')).getByText('۱۲۳۴۵')).toBeInTheDocument();
  });

  it('saves an edited position on blur and puts the old one back when the save is refused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResourcePage resource={widgetResource} />, '/widgets', admin);
    await screen.findByText('Alpha');
    const input = within(row('Beta')).getByRole('spinbutton', { name: 'Position' });
    await user.clear(input);
    await user.type(input, '5');
    await user.tab();
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', path: 'w2/changeposition', body: { position: 5 } }));
    await waitFor(() => expect(within(row('Beta')).getByRole('spinbutton', { name: 'Position' })).toHaveValue('5'));

    const again = within(row('Beta')).getByRole('spinbutton', { name: 'Position' });
    await user.clear(again);
    await user.type(again, '99');
    await user.tab();
    await waitFor(() => expect(calls.filter((c) => c.path === 'w2/changeposition')).toHaveLength(2));
    await waitFor(() => expect(within(row('Beta')).getByRole('spinbutton', { name: 'Position' })).toHaveValue('5'));
    expect(await screen.findByText('The new value was not saved; the previous one is back.')).toBeInTheDocument();
  });

  // one menu per rendered page: antd keeps closed menus in the DOM while they animate out
  it('hides an operation for a row and copies with the success message', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<ResourcePage resource={widgetResource} />, '/widgets', admin);
    await screen.findByText('Alpha');
    const beta = await openMenu('Beta', user);
    expect(beta.getByRole('menuitem', { name: 'Details' })).toBeInTheDocument();
    expect(beta.queryByRole('menuitem', { name: 'View' })).toBeNull();
    await user.click(beta.getByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
    // user-event puts its own clipboard on navigator: read back what was copied
    await expect(navigator.clipboard.readText()).resolves.toBe('link-w2');
  });

  it('disables an operation for a row and gives an operation the list context', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<ResourcePage resource={widgetResource} />, '/widgets', admin);
    await screen.findByText('Alpha');
    const alpha = await openMenu('Alpha', user);
    expect(alpha.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(alpha.getByRole('menuitem', { name: 'View' }));
    expect(clicked).toEqual([{ op: 'view', id: 'w1', page: 1 }]);
  });

  it('asks before a confirmed operation and runs it once', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<ResourcePage resource={widgetResource} />, '/widgets', admin);
    await screen.findByText('Alpha');
    await user.click((await openMenu('Alpha', user)).getByRole('menuitem', { name: 'Delete' }));
    expect(clicked).toHaveLength(0);
    expect((await screen.findAllByText('Are you sure you want to do this?')).length).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: 'OK' }).at(-1) as HTMLElement);
    await waitFor(() => expect(clicked).toEqual([{ op: 'confirmed', id: 'w1', page: 0 }]));
  });

  it('opens a modal operation for the row', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<ResourcePage resource={widgetResource} />, '/widgets', admin);
    await screen.findByText('Alpha');
    await user.click((await openMenu('Beta', user)).getByRole('menuitem', { name: 'Details' }));
    expect(screen.getByRole('dialog', { name: 'details' })).toHaveTextContent('details of Beta');
    await user.click(screen.getByRole('button', { name: 'done' }));
    expect(screen.queryByRole('dialog', { name: 'details' })).toBeNull();
  });

  it('gives the toolbar the selection and the list state', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResourcePage resource={widgetResource} />, '/widgets?page=1', admin);
    await screen.findByText('Alpha');
    expect(screen.getByTestId('selection')).toHaveTextContent('none');
    await user.click(within(row('Alpha')).getByRole('checkbox'));
    await user.click(within(row('Beta')).getByRole('checkbox'));
    expect(screen.getByTestId('selection')).toHaveTextContent('Alpha,Beta');
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.getByTestId('selection')).toHaveTextContent('none');
    await user.click(screen.getByRole('button', { name: /only x/ }));
    await waitFor(() => expect(new URLSearchParams(locationRef.current.search).get('filters')).toBe(JSON.stringify({ name: 'x' })));
  });
});

describe('resource pattern: an inline number below its minimum', () => {
  it('sends nothing for 0, puts the stored value back and says why', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResourcePage resource={widgetResource} />, '/widgets', admin);
    await screen.findByText('Alpha');
    const input = within(row('Beta')).getByRole('spinbutton', { name: 'Position' });
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(await screen.findByText('Position must be at least 1: nothing was saved, the previous value is back.')).toBeInTheDocument();
    expect(within(row('Beta')).getByRole('spinbutton', { name: 'Position' })).toHaveValue('2');
    expect(calls.filter((c) => c.path === 'w2/changeposition')).toHaveLength(0);
  });
});

describe('resource pattern: the inline number in fa', () => {
  it('shows the stored position in Persian digits and saves what is typed in either', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResourcePage resource={widgetResource} />, '/widgets', { session: { language: 'fa' as const, direction: 'rtl' as const } });
    await screen.findByText('Alpha');
    const input = within(row('Beta')).getByRole('spinbutton');
    expect(input).toHaveValue('۲');
    await user.clear(input);
    await user.type(input, '۱۲');
    await user.tab();
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', path: 'w2/changeposition', body: { position: 12 } }));
    await waitFor(() => expect(within(row('Beta')).getByRole('spinbutton')).toHaveValue('۱۲'));
  });
});

describe('resource pattern: left-to-right islands', () => {
  it('puts an `ltr` column’s cell (plain, rendered or linked) in a left-to-right island on a fa page', async () => {
    const islands = defineResource<Widget>({
      ...widgetResource,
      columns: [
        { key: 'name', title: 'reference.field.name', ltr: true, link: (r) => `/widgets/${r.id}` },
        { key: 'kinds', title: 'reference.route.type', ltr: true, render: (r) => `/${r.kinds.join('/')}` },
        { key: 'price', title: 'reference.field.price' },
      ],
    });
    renderWithProviders(<ResourcePage resource={islands} />, '/widgets', { session: { language: 'fa' as const, direction: 'rtl' as const } });
    const name = await screen.findByText('Alpha');
    expect(name.tagName).toBe('BDI');
    expect(name).toHaveAttribute('dir', 'ltr');
    expect(name.closest('a')).toHaveAttribute('href', '/widgets/w1');
    const path = within(row('Alpha')).getByText(/^\/.+/);
    expect(path.tagName).toBe('BDI');
    expect(path).toHaveAttribute('dir', 'ltr');
    // a column without it stays in the page's direction
    const plain = within(row('Alpha')).getByText('۱۰۰');
    expect(plain).not.toHaveAttribute('dir');
    expect(plain.parentElement?.tagName).not.toBe('BDI');
  });
});

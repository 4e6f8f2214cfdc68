/**
 * Saved views and export of the resource pattern, through the real product,
 * invoice and comment declarations against msw/node: the column chooser remembered per user, reset,
 * shipped presets in the URL, and the xlsx export of the filtered, sorted set read back with exceljs.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { server } from '@mocks/node';
import { seededApiKey } from '@mocks/db';
import { productEndpoints } from '@/api/services/ecommerce';
import { invoiceAdminEndpoints } from '@/api/services/ecommerceOrders';
import { ResourcePage, defineResource } from '@/components/resource';
import { viewStorageKey } from '@/components/resource/views/viewStore';
import AdminInvoiceList from '@/features/admin/ecommerce/AdminInvoiceList';
import ProductList, { productResource } from '@/features/admin/ecommerce/ProductList';
import type { AdminProduct, Invoice } from '@/api/schemas';
import { formatDate } from '@/i18n/dayjs';
import { locationRef, renderWithProviders } from '../../utils/renderApp';

const en = { language: 'en' as const, direction: 'ltr' as const };
const fa = { language: 'fa' as const, direction: 'rtl' as const };
const as = (user: string, session: typeof en | typeof fa = en) => ({ apiKey: seededApiKey(user), session });
const search = () => new URLSearchParams(locationRef.current.search);
const rows = () => screen.getAllByRole('row').filter((r) => r.getAttribute('data-row-key'));
const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent.trim()).filter(Boolean);

/** Records the list calls (query and body) of one path. */
function recordLists(path: string) {
  const seen: { url: URL; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname.endsWith(path)) seen.push({ url, body: await request.clone().json().catch(() => null) });
  });
  return seen;
}

/** Catches the workbook the export offers (downloadSheet makes a blob URL of it). */
function catchDownload() {
  const blobs: Blob[] = [];
  const spy = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:export';
  });
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    async sheet() {
      await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 60_000 });
      spy.mockRestore();
      clicks.mockRestore();
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await blobs[0].arrayBuffer());
      const values: unknown[][] = [];
      const types: ExcelJS.ValueType[][] = [];
      book.worksheets[0].eachRow((row) => {
        values.push((row.values as unknown[]).slice(1));
        types.push(Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).type));
      });
      const [header, ...body] = values;
      const formats = (values[0] ?? []).map((_, i) => book.worksheets[0].getColumn(i + 1).numFmt);
      return { header, rows: body, types: types.slice(1), formats, rtl: book.worksheets[0].views[0]?.rightToLeft };
    },
  };
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('column chooser', () => {
  it('a hidden and moved column stays so after a reload for the same user, not for another; reset restores the declaration', async () => {
    const user = userEvent.setup();
    // (jsdom lays nothing out: the table fits, no column gives way for want of room)
    const declared = ['Row', 'Name', 'Price', 'Discount', 'Weight (g)', 'Count', 'Brand', 'Hits', 'Categories', 'User', 'Position', 'Buy', 'Show', 'Publish', 'Created', 'Edited', 'Operations'];
    const chosen = ['Row', 'Name', 'Discount', 'Weight (g)', 'Count', 'Brand', 'Hits', 'Categories', 'User', 'Publish', 'Position', 'Buy', 'Show', 'Created', 'Edited', 'Operations'];
    const { unmount: unmountFirst } = renderWithProviders(<ProductList />, '/ecommerce-management/product', as('u1'));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(headers()).toEqual(declared);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Price' }));
    // Publish before Position, Buy and Show
    for (let i = 0; i < 3; i++) await user.click(within(dialog).getByRole('button', { name: 'Move Publish up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(headers()).toEqual(chosen));
    expect(search().get('columns')?.split(',')).toEqual(['name', 'discount', 'weight', 'count', 'brand', 'hits', 'categories', 'user', 'publish', 'position', 'buy', 'show', 'createdAt', 'updatedAt']);
    expect(JSON.parse(localStorage.getItem(viewStorageKey('u1', 'catalog.product')) ?? '{}').columns).not.toContain('price');
    unmountFirst();

    // a reload: the same storage, no columns in the URL
    const { unmount: unmountAgain } = renderWithProviders(<ProductList />, '/ecommerce-management/product', as('u1'));
    await waitFor(() => expect(rows()).toHaveLength(10));
    await waitFor(() => expect(headers()).toEqual(chosen));
    unmountAgain();

    // another user on the same browser sees the declared columns
    const { unmount: unmountOther } = renderWithProviders(<ProductList />, '/ecommerce-management/product', as('u2'));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(headers()).toEqual(declared);
    unmountOther();

    // the first user resets to the default
    renderWithProviders(<ProductList />, '/ecommerce-management/product', as('u1'));
    await waitFor(() => expect(headers()).toEqual(chosen));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(headers()).toEqual(declared));
    expect(search().get('columns')).toBeNull();
    expect(localStorage.getItem(viewStorageKey('u1', 'catalog.product'))).toBeNull();
  });

  it('a shared link with columns shows them, whatever the user stored', async () => {
    localStorage.setItem(viewStorageKey('u1', 'catalog.product'), JSON.stringify({ columns: ['name', 'price'] }));
    renderWithProviders(<ProductList />, '/ecommerce-management/product?columns=publish,name,unknown', as('u1'));
    await waitFor(() => expect(rows()).toHaveLength(10));
    await waitFor(() => expect(headers()).toEqual(['Row', 'Publish', 'Name', 'Operations']));
  });
});

describe('filter presets', () => {
  it('a shipped preset sets the filters and the URL; a bare view link loads its filters', async () => {
    const user = userEvent.setup();
    const seen = recordLists('/invoice/list');
    const { unmount: unmountFirst } = renderWithProviders(<AdminInvoiceList />, '/ecommerce-management/invoice', as('u1'));
    await waitFor(() => expect(rows().length).toBeGreaterThan(2));
    await user.click(screen.getByRole('button', { name: 'Saved views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Waiting for payment' }));
    await waitFor(() => expect(search().get('view')).toBe('waitingPayment'));
    expect(JSON.parse(search().get('filters') ?? '{}')).toEqual({ condition: 'WAITING_PAYMENT' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect((seen[seen.length - 1].body as { condition?: string }).condition).toBe('WAITING_PAYMENT');
    for (const row of rows()) expect(within(row).getByText('Waiting for payment')).toBeInTheDocument();
    expect(screen.getByTestId('resource-active-view')).toHaveTextContent('Waiting for payment');
    // a filter changed by hand leaves the view
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(search().get('view')).toBeNull());
    expect(screen.queryByTestId('resource-active-view')).toBeNull();
    unmountFirst();

    seen.length = 0;
    renderWithProviders(<AdminInvoiceList />, '/ecommerce-management/invoice?view=newPaidOrders', as('u1'));
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(seen[0].body).toEqual({ condition: 'PAID', step: 'RECEIVE_ORDER' });
    expect(await screen.findByTestId('resource-active-view')).toHaveTextContent('New paid orders, not yet prepared');
  });

  it("a user's own preset saves the current filters and sort under a name and brings them back", async () => {
    const user = userEvent.setup();
    const filters = { condition: 'EXPIRED' };
    renderWithProviders(<AdminInvoiceList />, `/ecommerce-management/invoice?sorter=amount,asc&filters=${encodeURIComponent(JSON.stringify(filters))}`, as('u1'));
    await waitFor(() => expect(rows().length).toBeGreaterThan(2));
    await user.click(screen.getByRole('button', { name: 'Saved views' }));
    await user.click(await screen.findByRole('menuitem', { name: /Save the current filters and sort/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Cheap expired');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(search().get('view')).toBe('Cheap expired'));
    // somewhere else, then the saved view
    await user.click(screen.getByRole('button', { name: 'Saved views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Waiting for payment' }));
    await waitFor(() => expect(search().get('view')).toBe('waitingPayment'));
    await user.click(screen.getByRole('button', { name: 'Saved views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cheap expired' }));
    await waitFor(() => expect(search().get('view')).toBe('Cheap expired'));
    expect(JSON.parse(search().get('filters') ?? '{}')).toEqual(filters);
    expect(search().get('sorter')).toBe('amount,asc');
  });
});

describe('export', () => {
  it('exports exactly the filtered, sorted rows of every page, with the headers and words of the language', async () => {
    const user = userEvent.setup();
    // the same declaration with small pages: the export asks for the largest (10) and pages through
    const smallPages = defineResource({ ...productResource, pageSizes: [5, 10], defaultPageSize: 5 });
    const filters = { name: 'oil' };
    const seen = recordLists('/product/list');
    const { store } = renderWithProviders(
      <ResourcePage resource={smallPages} />,
      `/ecommerce-management/product?sorter=price,asc&filters=${encodeURIComponent(JSON.stringify(filters))}`,
      as('u1'),
    );
    await waitFor(() => expect(rows()).toHaveLength(5));
    const expected = (await store.dispatch(productEndpoints.list.initiate({ page: 1, limit: 1000, sorter: 'price,asc', filters })).unwrap()).docs as AdminProduct[];
    expect(expected.length).toBeGreaterThan(20);

    const download = catchDownload();
    seen.length = 0;
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    const sheet = await download.sheet();

    // every page at the largest size, with the list's filters and sorter
    const pages = seen.map((s) => s.url.searchParams);
    expect(pages.map((p) => p.get('page'))).toEqual(Array.from({ length: Math.ceil(expected.length / 10) }, (_, i) => String(i + 1)));
    expect(pages.every((p) => p.get('limit') === '10' && p.get('sorter') === 'price,asc')).toBe(true);
    expect(seen.every((s) => JSON.stringify(s.body) === JSON.stringify(filters))).toBe(true);

    expect(sheet.header).toHaveLength(productResource.columns.length);
    // a money column's header names the unit
    expect(sheet.header.slice(0, 5)).toEqual(['Name', 'Price (IRR)', 'Discount (IRR)', 'Weight (g)', 'Count']);
    expect(sheet.rows).toHaveLength(expected.length);
    expect(sheet.rows.map((r) => r[0])).toEqual(expected.map((p) => p.name));
    // numbers as numbers, flags as words, dates as date cells (the time the list shows, as Excel's date)
    const at = (key: string) => productResource.columns.findIndex((c) => c.key === key);
    expect(sheet.rows.map((r) => r[at('price')])).toEqual(expected.map((p) => Number(p.price)));
    expect(sheet.rows.map((r) => r[at('publish')])).toEqual(expected.map((p) => (p.publish ? 'Yes' : 'No')));
    expect(sheet.types.every((row) => row[at('createdAt')] === ExcelJS.ValueType.Date)).toBe(true);
    expect(sheet.formats[at('createdAt')]).toBe('yyyy-mm-dd hh:mm');
    const created = new Date(expected[0].createdAt);
    expect(sheet.rows[0][at('createdAt')]).toEqual(new Date(Date.UTC(created.getFullYear(), created.getMonth(), created.getDate(), created.getHours(), created.getMinutes(), created.getSeconds())));
    expect(sheet.rtl).toBe(false);
    expect(await screen.findByText(`${expected.length} rows exported.`)).toBeInTheDocument();
  });

  it('in fa: Persian headers, dates as date cells with the Jalali date beside them, the unit in the money header; only the shown columns, in their order', async () => {
    const user = userEvent.setup();
    const filters = { condition: 'WAITING_PAYMENT' as const };
    const { store } = renderWithProviders(
      <AdminInvoiceList />,
      `/ecommerce-management/invoice?columns=invoiceNumber,condition,amount,createdAt,publish&filters=${encodeURIComponent(JSON.stringify(filters))}`,
      as('u1', fa),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    const expected = (await store.dispatch(invoiceAdminEndpoints.list.initiate({ page: 1, limit: 20, sorter: 'createdAt,desc', filters })).unwrap()).docs as Invoice[];
    const download = catchDownload();
    await user.click(screen.getByRole('button', { name: 'خروجی اکسل' }));
    const sheet = await download.sheet();
    expect(sheet.header).toEqual(['شماره فاکتور', 'وضعیت', 'مبلغ کل (ریال)', 'تاریخ ایجاد (میلادی)', 'تاریخ ایجاد (شمسی)', 'انتشار']);
    expect(sheet.rtl).toBe(true);
    const excelDate = (iso: string) => {
      const d = new Date(iso);
      return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()));
    };
    expect(sheet.rows).toEqual(
      expected.map((inv) => [inv.invoiceNumber, 'در انتظار پرداخت', Number(inv.amount), excelDate(inv.createdAt), formatDate(inv.createdAt, 'fa', { withTime: true }), inv.publish ? 'بله' : 'خیر']),
    );
    // Excel sorts and filters the date column as dates; the Jalali text is read beside it
    expect(sheet.types.map((row) => row[3])).toEqual(expected.map(() => ExcelJS.ValueType.Date));
    expect(sheet.formats[2]).toBe('#,##0');
    expect(String(sheet.rows[0][4])).toMatch(/^۱۴۰[۰-۹]\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/);
  });
});

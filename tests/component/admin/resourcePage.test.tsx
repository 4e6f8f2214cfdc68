/** The resource pattern (ResourcePage) once, through the province and country declarations, against msw/node. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db, seededApiKey } from '@mocks/db';
import { UNDO_MS } from '@/components/resource/useUndoableDelete';
import Country from '@/features/admin/reference/Country';
import Province from '@/features/admin/reference/Province';
import { locationRef, renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

interface Seen {
  url: URL;
  body: unknown;
}
/** Records every list call (query and body). */
function recordLists(path: string): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname.endsWith(path)) {
      seen.push({ url, body: await request.clone().json().catch(() => null) });
    }
  });
  return seen;
}
const last = (seen: Seen[]) => seen[seen.length - 1];
const search = () => new URLSearchParams(locationRef.current.search);
const rows = () => screen.getAllByRole('row').slice(1).filter((r) => r.getAttribute('data-row-key'));

async function openOperations(rowText: string) {
  const row = (await screen.findByText(rowText)).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'Operations' }));
}

afterEach(() => server.events.removeAllListeners());

describe('ResourcePage', () => {
  it('lists page 1 of 10 with row numbers, total, and the paging controls', async () => {
    const seen = recordLists('/province/list');
    renderWithProviders(<Province />, '/basic-information/province', admin);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(last(seen).url.searchParams.get('page')).toBe('1');
    expect(last(seen).url.searchParams.get('limit')).toBe('10');
    expect(within(rows()[0]).getByText('1')).toBeInTheDocument();
    expect(screen.getByText(`Total ${db.provinces.length} items`)).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    expect(document.querySelector('.ant-pagination-options-size-changer')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveClass('ant-btn-circle');
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveClass('ant-btn-circle');
  });

  it('pages and sorts through the URL, and sends the sorter as field,asc|desc', async () => {
    const user = userEvent.setup();
    const seen = recordLists('/province/list');
    renderWithProviders(<Province />, '/basic-information/province', admin);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await waitFor(() => expect(last(seen).url.searchParams.get('page')).toBe('2'));
    await waitFor(() => expect(within(rows()[0]).getByText('11')).toBeInTheDocument());

    await user.click(screen.getAllByText('Name')[0]);
    await waitFor(() => expect(search().get('sorter')).toBe('name,asc'));
    expect(search().get('page')).toBeNull();
    await waitFor(() => expect(last(seen).url.searchParams.get('sorter')).toBe('name,asc'));
    await user.click(screen.getAllByText('Name')[0]);
    await waitFor(() => expect(last(seen).url.searchParams.get('sorter')).toBe('name,desc'));
  });

  it('restores page, size, sorter and filters from the URL and ignores a size outside the set', async () => {
    const seen = recordLists('/province/list');
    const filters = encodeURIComponent(JSON.stringify({ country: 'c1' }));
    renderWithProviders(<Province />, `/basic-information/province?page=2&limit=20&sorter=name,desc&filters=${filters}`, admin);
    await waitFor(() => expect(rows()).toHaveLength(11));
    const call = last(seen);
    expect(call.url.searchParams.get('limit')).toBe('20');
    expect(call.url.searchParams.get('sorter')).toBe('name,desc');
    expect(call.body).toEqual({ country: 'c1' });
    expect(screen.getByRole('button', { name: 'Filter' }).closest('.ant-badge')?.textContent).toContain('1');
  });

  it('falls back to 10 for a page size not offered', async () => {
    const seen = recordLists('/province/list');
    renderWithProviders(<Province />, '/basic-information/province?limit=7', admin);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(last(seen).url.searchParams.get('limit')).toBe('10');
  });

  it('renders page sizes of 1,000 and more with the virtual table', async () => {
    renderWithProviders(<Province />, '/basic-information/province?limit=1000', admin);
    await waitFor(() => expect(document.querySelector('.ant-table-tbody-virtual')).not.toBeNull());
  });

  it('filters from the modal (width 400) back to page 1; reset clears', async () => {
    const user = userEvent.setup();
    const seen = recordLists('/province/list');
    renderWithProviders(<Province />, '/basic-information/province?page=2', admin);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('400px');
    await user.type(within(dialog).getByLabelText('Name'), 'teh');
    await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(last(seen).body).toEqual({ name: 'teh' }));
    expect(search().get('page')).toBeNull();
    expect(JSON.parse(search().get('filters') ?? '{}')).toEqual({ name: 'teh' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('Tehran')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByLabelText('Name')).toHaveValue('teh');
    await user.click(within(again).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(search().get('filters')).toBeNull());
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('adds in a modal (width 450): spec messages, closes and reloads on success', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Country />, '/basic-information/country', admin);
    await waitFor(() => expect(rows().length).toBe(db.countries.length));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('450px');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name Can not be empty!')).toBeInTheDocument();
    expect(within(dialog).getByText('Calling code Can not be empty!')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Spain');
    await user.type(within(dialog).getByLabelText('Calling code'), '۳۴');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Spain')).toBeInTheDocument();
    expect(db.countries.find((c) => c.name.en === 'Spain')?.callingCode).toBe(34);
  });

  it('keeps the modal open with the typed values when the save fails, and sends one request per double click', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post('*/basicinformation/v1/country', async () => {
        calls += 1;
        await new Promise((r) => setTimeout(r, 50));
        return HttpResponse.json({ success: false, data: null, messages: [{ type: 'error', message: 'The name is already used.' }] });
      }),
    );
    renderWithProviders(<Country />, '/basic-information/country', admin);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Iran');
    await user.type(within(dialog).getByLabelText('Calling code'), '98');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    // the form says it under its field (the message toast says it too, outside the dialog)
    expect(await within(dialog).findByText('The name is already used.')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Iran');
    expect(within(dialog).getByLabelText('Calling code')).toHaveValue('98');
  });

  it('edits from the operations menu with the loaded record', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Country />, '/basic-information/country', admin);
    await openOperations('Turkey');
    await user.click(await screen.findByText('Edit'));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText('Name');
    expect(name).toHaveValue('Turkey');
    await user.clear(name);
    await user.type(name, 'Türkiye');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Türkiye')).toBeInTheDocument();
  });

  it('toggles publish in place: sends the new value and reloads', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/changepublished')) bodies.push(await request.clone().json());
    });
    renderWithProviders(<Country />, '/basic-information/country', admin);
    const row = (await screen.findByText('Germany')).closest('tr') as HTMLElement;
    const toggle = within(row).getByRole('switch', { name: 'Publish' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(bodies).toEqual([{ publish: false }]));
    await waitFor(() => expect(within((screen.getByText('Germany').closest('tr') as HTMLElement)).getByRole('switch')).not.toBeChecked());
    expect(db.countries.find((c) => c.name.en === 'Germany')?.publish).toBe(false);
  });

  it('moves a switch at once, shows its spinner only for a slow call, and ignores a second press while it runs', async () => {
    const user = userEvent.setup();
    let calls = 0;
    let answer: () => void = () => undefined;
    server.use(
      http.put('*/basicinformation/v1/country/:id/changepublished', async ({ params }) => {
        calls += 1;
        await new Promise<void>((resolve) => (answer = resolve));
        const record = db.countries.find((c) => c.id === params.id);
        if (record) record.publish = false;
        return HttpResponse.json({ success: true, data: null, messages: [] });
      }),
    );
    renderWithProviders(<Country />, '/basic-information/country', admin);
    const toggle = () => within((screen.getByText('Germany').closest('tr') as HTMLElement)).getByRole('switch', { name: 'Publish' });
    await screen.findByText('Germany');
    await user.click(toggle());
    // moved and marked busy in the press itself; no spinner yet (a call that answers at once never shows one)
    expect(toggle()).not.toBeChecked();
    expect(toggle()).toHaveAttribute('aria-busy', 'true');
    expect(toggle()).not.toHaveClass('ant-switch-loading');
    await user.click(toggle());
    expect(toggle()).not.toBeChecked();
    // the call is slow: the spinner comes, and the second press sent nothing
    await waitFor(() => expect(toggle()).toHaveClass('ant-switch-loading'), { timeout: 5000 });
    await waitFor(() => expect(calls).toBe(1));
    answer();
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    expect(toggle()).not.toHaveClass('ant-switch-loading');
    expect(toggle()).not.toBeChecked();
    expect(calls).toBe(1);
  });

  it('keeps a pressed switch while its call runs, though a reload sent before the press lands meanwhile', async () => {
    const user = userEvent.setup();
    // each handler below waits when asked to, then returns nothing: the mock backend's own handler answers
    let holdList = false;
    let releaseList: (() => void) | null = null;
    let holdToggle = false;
    let answerToggle: (() => void) | null = null;
    server.use(
      http.post('*/basicinformation/v1/country/list', async () => {
        if (!holdList) return;
        holdList = false;
        await new Promise<void>((resolve) => (releaseList = resolve));
      }),
      http.put('*/basicinformation/v1/country/:id/changepublished', async () => {
        if (!holdToggle) return;
        holdToggle = false;
        await new Promise<void>((resolve) => (answerToggle = resolve));
      }),
    );
    renderWithProviders(<Country />, '/basic-information/country', admin);
    const toggle = () => within((screen.getByText('Germany').closest('tr') as HTMLElement)).getByRole('switch', { name: 'Publish' });
    const listBusy = () => document.querySelector('.loading-cover')?.getAttribute('aria-busy');
    await screen.findByText('Germany');
    expect(toggle()).toBeChecked();
    // off: the call answers, and the reload it causes is held (it will say "off")
    holdList = true;
    await user.click(toggle());
    await waitFor(() => expect(releaseList).not.toBeNull());
    expect(toggle()).not.toBeChecked();
    // on again: this call is held while the earlier reload lands
    holdToggle = true;
    await user.click(toggle());
    await waitFor(() => expect(answerToggle).not.toBeNull());
    releaseList!();
    await waitFor(() => expect(listBusy()).toBe('false'));
    expect(toggle()).toBeChecked();
    expect(toggle()).toHaveAttribute('aria-busy', 'true');
    // the call answers and the list reloads with what it stored
    answerToggle!();
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() => expect(listBusy()).toBe('false'));
    expect(toggle()).toBeChecked();
    expect(db.countries.find((c) => c.name.en === 'Germany')?.publish).toBe(true);
  });

  it('deletes after confirmation and steps back a page when the last row of the last page goes', async () => {
    const user = userEvent.setup();
    const lastPage = Math.ceil(db.provinces.length / 10);
    expect(db.provinces.length % 10).toBe(1);
    // a province without cities, so it may be deleted
    const lonely = db.provinces[db.provinces.length - 1];
    db.cities = db.cities.filter((c) => c.province !== lonely.id);
    renderWithProviders(<Province />, `/basic-information/province?page=${lastPage}&sorter=createdAt,asc`, admin);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await openOperations(lonely.name.en);
    await user.click(await screen.findByText('Delete'));
    const [confirm] = await screen.findAllByText('Are you sure you want to delete the item?');
    await user.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(search().get('page')).toBe(String(lastPage - 1)));
    await waitFor(() => expect(rows()).toHaveLength(10));
    // the delete is sent when the undo notice ends
    await waitFor(() => expect(db.provinces.some((p) => p.id === lonely.id)).toBe(false), { timeout: UNDO_MS + 5000 });
  });

  it('opened past its last page (an old address, rows deleted since), shows the last page and corrects the address', async () => {
    const lastPage = Math.ceil(db.provinces.length / 10);
    renderWithProviders(<Province />, '/basic-information/province?page=99&language=en', admin);
    await waitFor(() => expect(search().get('page')).toBe(String(lastPage)));
    await waitFor(() => expect(rows()).toHaveLength(db.provinces.length - (lastPage - 1) * 10));
    expect(search().get('language')).toBe('en');
    expect(screen.queryByText('Nothing to show.')).not.toBeInTheDocument();
  });

  it('shows the server message and reloads when the row was already deleted elsewhere', async () => {
    const user = userEvent.setup();
    const seen = recordLists('/country/list');
    renderWithProviders(<Country />, '/basic-information/country', admin);
    await openOperations('Iraq');
    const before = seen.length;
    db.countries = db.countries.filter((c) => c.name.en !== 'Iraq');
    await user.click(await screen.findByText('Delete'));
    const [confirm] = await screen.findAllByText('Are you sure you want to delete the item?');
    await user.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
    // the row goes at once; the delete, sent when the undo notice ends, is refused and the list reloads
    await waitFor(() => expect(screen.queryByText('Iraq')).not.toBeInTheDocument());
    expect(await screen.findByText('The item does not exist; it may have been deleted already.', {}, { timeout: UNDO_MS + 5000 })).toBeInTheDocument();
    await waitFor(() => expect(seen.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText('Iraq')).not.toBeInTheDocument());
  });
});

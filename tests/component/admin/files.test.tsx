/**
 * Files and directories (admin §2 "Files and directories", §5, §7) against msw/node: the list columns,
 * delete selected (one DELETE of comma-joined ids) and download selected (the comma-joined URL, the api
 * key only for authenticated files), the warning when nothing is selected, the copy link only for
 * public files, the add form rules and a refused save; the directory tree with counts, add, edit,
 * delete and the refused delete of a directory that still has files.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db, seededApiKey } from '@mocks/db';
import type { FileRecord } from '@mocks/db';
import File from '@/features/admin/files/File';
import Directory from '@/features/admin/files/Directory';
import { renderWithProviders } from '../../utils/renderApp';
import { fakeMatchMedia } from '../../utils/matchMedia';

type User = ReturnType<typeof userEvent.setup>;
const KEY = seededApiKey('u1');
const admin = { apiKey: KEY, session: { language: 'en' as const, direction: 'ltr' as const } };
const PATH = '/file-management/file?language=en';

// a desktop window: every responsive column shows (jsdom's stand-in matches no media query)
beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => /min-width/.test(query)));
});

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function file(id: string, extra: Partial<FileRecord> = {}): FileRecord {
  return {
    id,
    name: `${id}.pdf`,
    alias: null,
    directory: 'd12',
    extension: { name: 'document', suffix: 'pdf' },
    mime: 'application/pdf',
    size: 1_572_864,
    auth: false,
    users: [],
    roles: [],
    // newest first: these lead page 1
    createdAt: '2099-01-01T00:00:00.000Z',
    updatedAt: '2099-01-02T00:00:00.000Z',
    ...extra,
  };
}

/** Three files on top of page 1: a public one, one limited to a user, one limited to a role. */
function seedFiles() {
  const role = db.roles.find((r) => r.name === 'FILE_MANAGEMENT')!;
  const u2 = db.users.find((u) => u.id === 'u2')!;
  db.files.push(
    file('fpub', { alias: 'Public price list', size: 1_572_864 }),
    file('fusr', { alias: 'Secret report', size: 5_000, auth: true, users: ['u2'], createdAt: '2099-01-01T00:00:01.000Z' }),
    file('frol', { alias: 'Role handbook', size: 123_456_789, auth: true, roles: [role.id], createdAt: '2099-01-01T00:00:02.000Z' }),
  );
  return { role, u2 };
}

const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 20_000 })).closest('tr') as HTMLElement;
const checkbox = (row: HTMLElement) => within(row).getByRole('checkbox');

/** The open dialog showing `title` (antd keeps closed ones around while they animate out). */
async function dialogWith(title: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('dialog').find((d) => within(d).queryAllByText(title).length > 0 && !d.closest('.ant-zoom-leave'));
    expect(found).toBeDefined();
  });
  return found!;
}

async function closeWarning(user: User) {
  const dialog = await dialogWith('Please select at least one file first.');
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('files', () => {
  it('lists every column: name or alias, type, format, size in MB with two decimals, directory, auth icon, users and roles or "all", download links', async () => {
    const { u2 } = seedFiles();
    renderWithProviders(<File />, PATH, admin);
    const pub = await rowOf('Public price list');
    const usr = await rowOf('Secret report');
    const rol = await rowOf('Role handbook');
    expect(within(pub).getByText('1.50')).toBeInTheDocument();
    expect(within(usr).getByText('0.00')).toBeInTheDocument();
    expect(within(rol).getByText('117.74')).toBeInTheDocument();
    expect(within(pub).getByText('Document')).toBeInTheDocument();
    expect(within(pub).getByText('pdf')).toBeInTheDocument();
    expect(within(pub).getByText('Documents')).toBeInTheDocument();
    for (const header of ['Name', 'Type', 'Format', 'Size (MB)', 'Directory', 'Authenticated', 'Users', 'Roles', 'Upload date', 'Edit date', 'Download']) {
      expect(screen.getAllByRole('columnheader', { name: new RegExp(header.replace(/[()]/g, '\\$&')) }).length).toBeGreaterThan(0);
    }
    // auth icon; users and roles or "all"
    expect(within(pub).getByRole('img', { name: 'Public' })).toBeInTheDocument();
    expect(within(usr).getByRole('img', { name: 'Authenticated' })).toBeInTheDocument();
    expect(within(pub).getAllByText('All')).toHaveLength(2);
    expect(within(usr).getByText(`${u2.firstName.en} ${u2.lastName.en}`)).toBeInTheDocument();
    expect(within(usr).getAllByText('All')).toHaveLength(1);
    expect(within(rol).getByText('FILE_MANAGEMENT')).toBeInTheDocument();
    // upload date in the list (en: Gregorian)
    expect(within(pub).getByText(/2099-01-01/)).toBeInTheDocument();

    // public download without the api key, authenticated with it
    const pubLink = new URL(within(pub).getByRole('link', { name: 'Download Public price list' }).getAttribute('href')!, 'http://x');
    expect(pubLink.pathname).toMatch(/site\/v1\/downloadFile\/$/);
    expect(pubLink.searchParams.get('ids')).toBe('fpub');
    expect(pubLink.searchParams.has('apiKey')).toBe(false);
    const usrLink = new URL(within(usr).getByRole('link', { name: 'Download Secret report' }).getAttribute('href')!, 'http://x');
    expect(usrLink.pathname).toMatch(/dashboard\/v1\/downloadFile\/$/);
    expect(usrLink.searchParams.get('apiKey')).toBe(KEY);
  }, 120_000);

  it('delete selected: a warning when nothing is selected; one DELETE with the ids comma-joined; the selection clears', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    seedFiles();
    const deletes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') deletes.push(new URL(request.url).pathname);
    });
    renderWithProviders(<File />, PATH, admin);
    await rowOf('Public price list');

    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    await closeWarning(user);
    expect(deletes).toEqual([]);

    await user.click(checkbox(await rowOf('Public price list')));
    await user.click(checkbox(await rowOf('Secret report')));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    const confirm = await dialogWith('Delete the 2 selected files?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Public price list')).toBeNull());
    expect(screen.queryByText('Secret report')).toBeNull();
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatch(/\/filemanagement\/v1\/file\/fusr,fpub$/); // in the list's order
    expect(db.files.some((f) => f.id === 'fpub' || f.id === 'fusr')).toBe(false);
    // the selection is cleared
    expect(screen.queryByText(/^\d+ selected$/)).toBeNull();
    expect(checkbox(await rowOf('Role handbook'))).not.toBeChecked();
  }, 120_000);

  it('download selected: a warning when nothing is selected; the comma-joined URL (with the api key when a file has auth); the selection clears', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    seedFiles();
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href);
    });
    renderWithProviders(<File />, PATH, admin);
    await rowOf('Public price list');

    await user.click(screen.getByRole('button', { name: /Download selected/ }));
    await closeWarning(user);
    expect(followed).toEqual([]);

    await user.click(checkbox(await rowOf('Public price list')));
    await user.click(checkbox(await rowOf('Role handbook')));
    await user.click(screen.getByRole('button', { name: /Download selected/ }));
    expect(followed).toHaveLength(1);
    const url = new URL(followed[0]);
    expect(url.pathname).toMatch(/dashboard\/v1\/downloadFile\/$/);
    expect(url.searchParams.get('ids')).toBe('frol,fpub'); // in the list's order
    expect(url.searchParams.get('apiKey')).toBe(KEY);
    await waitFor(() => expect(checkbox(screen.getByText('Public price list').closest('tr') as HTMLElement)).not.toBeChecked());
    expect(checkbox(screen.getByText('Role handbook').closest('tr') as HTMLElement)).not.toBeChecked();

    // public files only: the public address, no api key
    await user.click(checkbox(await rowOf('Public price list')));
    await user.click(screen.getByRole('button', { name: /Download selected/ }));
    const pub = new URL(followed[1]);
    expect(pub.pathname).toMatch(/site\/v1\/downloadFile\/$/);
    expect(pub.searchParams.get('ids')).toBe('fpub');
    expect(pub.searchParams.has('apiKey')).toBe(false);
  }, 120_000);

  it('copy download link: offered only for public files, copies the absolute public URL with the success message', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    seedFiles();
    renderWithProviders(<File />, PATH, admin);
    await user.click(within(await rowOf('Secret report')).getByRole('button', { name: 'Operations' }));
    expect((await screen.findAllByText('Edit')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Copy download link')).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(within(await rowOf('Public price list')).getByRole('button', { name: 'Operations' }));
    await user.click(await screen.findByText('Copy download link'));
    expect((await screen.findAllByText('Copied to the clipboard.'))[0]).toBeInTheDocument();
    const copied = new URL(await navigator.clipboard.readText());
    expect(copied.protocol).toMatch(/^https?:$/);
    expect(copied.pathname).toMatch(/site\/v1\/downloadFile\/$/);
    expect(copied.searchParams.get('ids')).toBe('fpub');
    expect(copied.searchParams.has('apiKey')).toBe(false);
  }, 120_000);

  it('add form: alias ≤ 100, directory and files required, users and roles only with auth on; a refused save keeps the modal and what was typed; then it uploads', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
    renderWithProviders(<File />, PATH, admin);
    await user.click(await screen.findByRole('button', { name: 'Add' }, { timeout: 20_000 }));
    const dialog = await dialogWith('Upload files');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Directory Can not be empty!')).toBeInTheDocument();
    expect(await within(dialog).findByText('Files Can not be empty!')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Alias'), 'x'.repeat(101));
    expect(await within(dialog).findByText('Alias cannot be longer than 100 characters.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Alias'));
    await user.type(within(dialog).getByLabelText('Alias'), 'Quarterly report');

    // users and roles only while auth is on
    expect(within(dialog).queryByLabelText('Users')).toBeNull();
    expect(within(dialog).queryByLabelText('Roles')).toBeNull();
    await user.click(within(dialog).getByRole('switch', { name: 'Authenticated' }));
    expect(await within(dialog).findByLabelText('Users')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Roles')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Authenticated' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('Users')).toBeNull());
    expect(within(dialog).queryByLabelText('Roles')).toBeNull();

    // the directory from the tree, a file of any type
    await user.type(within(dialog).getByLabelText('Directory'), 'Price');
    const popup = () => document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') as HTMLElement;
    await waitFor(() => expect(within(popup()).getByText('Price lists')).toBeInTheDocument());
    await user.click(within(popup()).getByText('Price lists'));
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    await user.upload(within(dialog).getByLabelText('Files'), new globalThis.File([bytes], 'q3.zip', { type: 'application/zip' }));
    expect(await within(dialog).findByText('q3.zip')).toBeInTheDocument();

    // refused: the modal stays open with what was typed
    let posts = 0;
    server.use(
      http.post('*/filemanagement/v1/file', () => {
        posts += 1;
        return HttpResponse.json({ success: false, data: { content: null }, messages: [{ type: 'error', message: 'The upload was refused.' }] }, { status: 400 });
      }, { once: true }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('The upload was refused.'))[0]).toBeInTheDocument();
    expect(posts).toBe(1);
    expect(within(dialog).getByLabelText('Alias')).toHaveValue('Quarterly report');
    expect(within(dialog).getByText('q3.zip')).toBeInTheDocument();
    expect(within(dialog).getByText('Price lists')).toBeInTheDocument();

    // accepted: the file is stored with its alias, directory and public access; the modal closes
    const before = db.files.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.files.length).toBe(before + 1));
    expect(db.files.find((f) => f.name === 'q3.zip')).toMatchObject({ alias: 'Quarterly report', directory: 'd14', auth: false, users: [], roles: [], size: bytes.length });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 120_000);

  it('add form: a directory tree that fails to load shows the error beside the select, and its retry fills it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    server.use(http.get('*/filemanagement/v1/directory/tree', () => new HttpResponse('<html>down</html>', { status: 500, headers: { 'Content-Type': 'text/html' } }), { once: true }));
    renderWithProviders(<File />, PATH, admin);
    await user.click(await screen.findByRole('button', { name: 'Add' }, { timeout: 20_000 }));
    const dialog = await dialogWith('Upload files');
    const failure = await within(dialog).findByTestId('load-error');
    expect(failure).toHaveTextContent('Directory could not be loaded');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).queryByTestId('load-error')).toBeNull());
    await user.type(within(dialog).getByLabelText('Directory'), 'Videos');
    await waitFor(() => expect(within(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') as HTMLElement).getByText('Videos')).toBeInTheDocument());
  }, 120_000);

  it('edit form: no upload, the stored access shown, and the JSON edit saved', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    seedFiles();
    renderWithProviders(<File />, PATH, admin);
    await user.click(within(await rowOf('Secret report')).getByRole('button', { name: 'Operations' }));
    const items = await screen.findAllByText('Edit');
    await user.click(items[items.length - 1]);
    const dialog = await dialogWith('Edit file');
    expect(within(dialog).getByLabelText('Alias')).toHaveValue('Secret report');
    expect(within(dialog).queryByLabelText('Files')).toBeNull();
    expect(within(dialog).getByRole('switch', { name: 'Authenticated' })).toBeChecked();
    expect(within(dialog).getByLabelText('Users')).toBeInTheDocument();
    // auth off drops the users and roles
    await user.click(within(dialog).getByRole('switch', { name: 'Authenticated' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.files.find((f) => f.id === 'fusr')).toMatchObject({ auth: false, users: [], roles: [] }));
  }, 120_000);
});

describe('directories', () => {
  const badge = (name: string) => (screen.getByText(name).closest('.tree-manager__title') as HTMLElement).querySelector('.ant-badge-count')?.getAttribute('title');

  it('shows the tree with file counts (not capped), warns without a selection, adds under the selection, edits and deletes', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<Directory />, '/file-management/directory?language=en', admin);
    expect(await screen.findByText('Price lists', {}, { timeout: 20_000 })).toBeInTheDocument();
    // a directory counts its files and those of every directory under it
    const under = (id: string): number => db.files.filter((f) => f.directory === id).length + db.directories.filter((d) => d.parent === id).reduce((sum, d) => sum + under(d.id), 0);
    const count = (id: string) => String(under(id));
    expect(badge('Price lists')).toBe(count('d14'));
    expect(badge('Videos')).toBe(count('d15'));
    const big = db.directories.find((d) => db.files.filter((f) => f.directory === d.id).length > 99)!;
    expect(badge(big.name.en)).toBe(count(big.id));

    for (const name of ['Edit', 'Delete']) {
      const shown = screen.queryAllByText('Please select an item first.').length;
      await user.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(screen.queryAllByText('Please select an item first.').length).toBeGreaterThan(shown));
      await user.click(screen.getAllByRole('button', { name: 'OK' }).pop()!);
    }
    expect(screen.queryByRole('dialog', { name: /directory/ })).toBeNull();

    // add under the selected node; the name is required and at most 100 characters
    await user.click(screen.getByText('Videos'));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    let dialog = await dialogWith('Add directory');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name Can not be empty!')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'y'.repeat(101));
    expect(await within(dialog).findByText('Name cannot be longer than 100 characters.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Tutorials');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.directories.find((d) => d.name.en === 'Tutorials')).toMatchObject({ parent: 'd15' }));
    expect(await screen.findByText('Tutorials')).toBeInTheDocument();
    expect(badge('Tutorials')).toBe('0');

    // edit (Videos is still selected): a directory cannot be its own parent (nor go under its children)
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    dialog = await dialogWith('Edit directory');
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue('Videos'));
    // (the popup lists nodes virtually: search to bring the subtree into view)
    await user.type(within(dialog).getByLabelText('Parent directory'), 'Tutorials');
    const popup = () => document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') as HTMLElement;
    await waitFor(() => expect(within(popup()).getByText('Tutorials')).toBeInTheDocument());
    const disabled = Array.from(popup().querySelectorAll('.ant-select-tree-treenode-disabled .ant-select-tree-title')).map((n) => n.textContent);
    expect(disabled).toEqual(['Videos', 'Tutorials']);
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Videos');
    await user.type(within(dialog).getByLabelText('Name'), ' and films');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Videos and films')).toBeInTheDocument();

    // delete the empty one
    await user.click(screen.getByText('Tutorials'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const sure = await dialogWith('Are you sure you want to delete the item?');
    await user.click(within(sure).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Tutorials')).toBeNull());
    expect(db.directories.some((d) => d.name.en === 'Tutorials')).toBe(false);
  }, 120_000);

  it('a directory that still has files is not deleted: the server message shows and nothing changes', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<Directory />, '/file-management/directory?language=en', admin);
    await user.click(await screen.findByText('Price lists', {}, { timeout: 20_000 }));
    const before = db.directories.length;
    const files = badge('Price lists');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const sure = await dialogWith('Are you sure you want to delete the item?');
    await user.click(within(sure).getByRole('button', { name: 'Delete' }));
    expect((await screen.findAllByText('This directory still has files and cannot be deleted.'))[0]).toBeInTheDocument();
    expect(db.directories).toHaveLength(before);
    expect(screen.getByText('Price lists')).toBeInTheDocument();
    expect(badge('Price lists')).toBe(files);
  }, 120_000);
});

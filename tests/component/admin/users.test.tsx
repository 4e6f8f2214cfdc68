/**
 * User add, user edit and the spreadsheet import of the user list (admin §2, §4, §5, §7) against msw/node:
 * the add rules by sign-in type and the way to the new user's edit page; the edit page's load, its
 * optional-but-checked national code and a refused save that keeps what was typed; the import's
 * preview (rows built with exceljs), what multiadd receives, and the files it refuses.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { db, seededApiKey } from '@mocks/db';
import { server } from '@mocks/node';
import UserAdd from '@/features/admin/users/UserAdd';
import UserEdit from '@/features/admin/users/UserEdit';
import UserList from '@/features/admin/users/UserList';
import { locationRef, renderWithProviders } from '../../utils/renderApp';

const session = (authType: 'mobile' | 'email' = 'mobile') => ({
  apiKey: seededApiKey('u1'),
  session: { language: 'en' as const, direction: 'ltr' as const, authType },
});

function Pages() {
  return (
    <Routes>
      <Route path="/user-management/user/add" element={<UserAdd />} />
      <Route path="/user-management/user/edit/:variable" element={<UserEdit />} />
    </Routes>
  );
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('user add', () => {
  it('checks names, password confirmation and the 10-digit mobile', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pages />, '/user-management/user/add', session('mobile'));
    await screen.findByLabelText('First name');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    // the country is locked to the default
    expect(screen.getByLabelText('Country')).toBeDisabled();
    await user.click(save());
    expect(await screen.findByText('First name Can not be empty!')).toBeInTheDocument();
    expect(screen.getByText('Last name Can not be empty!')).toBeInTheDocument();
    expect(screen.getByText('Mobile Can not be empty!')).toBeInTheDocument();
    expect(screen.getByText('Password Can not be empty!')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret124');
    await user.type(screen.getByLabelText('Mobile'), '09123');
    await user.click(save());
    expect(await screen.findByText('Confirm password does not match.')).toBeInTheDocument();
    expect(screen.getByText('Mobile must be exactly 10 characters.')).toBeInTheDocument();
    // the leading zero is stripped as typed
    expect(screen.getByLabelText('Mobile')).toHaveValue('9123');
  });

  it('adds the user (Persian digits converted) and opens the edit page of the new id', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pages />, '/user-management/user/add', session('mobile'));
    await user.type(await screen.findByLabelText('First name'), 'Nima');
    await user.type(screen.getByLabelText('Last name'), 'Karimi');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.type(screen.getByLabelText('Mobile'), '۰۹۱۲۳۴۵۶۷۸۹');
    const before = db.users.length;
    await user.click(save());
    await waitFor(() => expect(db.users.length).toBe(before + 1));
    const added = db.users[db.users.length - 1];
    expect(added).toMatchObject({ mobile: '9123456789', password: 'Secret123', country: 'c1', email: null });
    expect(added.firstName.en).toBe('Nima');
    await waitFor(() => expect(locationRef.current.pathname).toBe(`/user-management/user/edit/${added.id}`));
    // the edit page of the new user shows what was saved
    expect(await screen.findByText('Edit user: Nima Karimi', {}, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveValue('Karimi'), { timeout: 30_000 });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('a failed country list shows its error in place (no endless spinner) and the retry brings it back', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/dashboard/v1/address/countries', () =>
        fail ? new HttpResponse('<html></html>', { status: 500, headers: { 'content-type': 'text/html' } }) : undefined,
      ),
    );
    renderWithProviders(<Pages />, '/user-management/user/add', session('mobile'));
    const error = await screen.findByTestId('load-error', {}, { timeout: 15_000 });
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('load-error')).not.toBeInTheDocument());
    expect(await screen.findByText('Iran')).toBeInTheDocument();
  });

  it('asks for a valid email when users sign in by email, and sends no mobile', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post('*/usermanagement/v1/user', async ({ request }) => {
        const form = await request.clone().formData();
        sent = JSON.parse(await (form.get('user') as Blob).text()) as Record<string, unknown>;
      }),
    );
    renderWithProviders(<Pages />, '/user-management/user/add', session('email'));
    await user.type(await screen.findByLabelText('First name'), 'Sara');
    expect(screen.queryByLabelText('Mobile')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Last name'), 'Rad');
    await user.type(screen.getByLabelText('Password'), 'pw-1');
    await user.type(screen.getByLabelText('Confirm password'), 'pw-1');
    await user.type(screen.getByLabelText('Email'), 'sara@');
    await user.click(save());
    expect(await screen.findByText('Email Email is not valid.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'shop.test');
    await user.click(save());
    await waitFor(() => expect(locationRef.current.pathname).toMatch(/^\/user-management\/user\/edit\/u\d+$/));
    expect(sent).toEqual({ firstName: 'Sara', lastName: 'Rad', password: 'pw-1', email: 'sara@shop.test', country: 'c1' });
  });
});

describe('user edit', () => {
  it('loads the user; the national code is optional but checked when present', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.put('*/dashboard/v1/user/editUser/:id', async ({ request }) => {
        const form = await request.clone().formData();
        sent = JSON.parse(await (form.get('user') as Blob).text()) as Record<string, unknown>;
      }),
    );
    renderWithProviders(<Pages />, '/user-management/user/edit/u6', session());
    const first = await screen.findByLabelText('First name');
    expect(first).toHaveValue(db.users.find((u) => u.id === 'u6')!.firstName.en);
    expect(screen.getByLabelText('Province')).toBeInTheDocument();
    // the mobile reads 0912… as in the list (a fixed 0 before the stored 10 digits)
    const mobile = screen.getByLabelText('Mobile');
    expect(mobile).toHaveValue('9120000006');
    expect(mobile.closest('.ant-input-affix-wrapper')).toHaveTextContent(/^0$/);
    const code = screen.getByLabelText('National code');
    await user.clear(code);
    await user.type(code, '1234567890');
    await user.click(save());
    expect(await screen.findByText('National code is not valid.')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.clear(code);
    await user.clear(first);
    await user.type(first, 'Zahra-Edited');
    await user.click(save());
    await waitFor(() => expect(db.users.find((u) => u.id === 'u6')!.firstName.en).toBe('Zahra-Edited'));
    expect(sent).toMatchObject({ firstName: 'Zahra-Edited', mobile: '9120000006', country: 'c1' });
    expect(sent).not.toHaveProperty('nationalCode');
    expect(sent).not.toHaveProperty('email');
    // the map was not moved: no location is sent
    expect(sent).not.toHaveProperty('location');
    // the page reloads the user and shows what the server kept
    expect(await screen.findByDisplayValue('Zahra-Edited', {}, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('a refused save keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/dashboard/v1/user/editUser/:id', () =>
        HttpResponse.json({ success: false, data: { content: null }, messages: [{ type: 'error', message: 'Refused.' }] }),
      ),
    );
    renderWithProviders(<Pages />, '/user-management/user/edit/u6', session());
    const last = await screen.findByLabelText('Last name');
    await user.clear(last);
    await user.type(last, 'Typed here');
    await user.type(screen.getByLabelText('National code'), '{Control>}a{/Control}0499370899');
    await user.click(save());
    await waitFor(() => expect(save()).not.toHaveClass('ant-btn-loading'));
    expect(await screen.findAllByText('Refused.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Last name')).toHaveValue('Typed here');
    expect(screen.getByLabelText('National code')).toHaveValue('0499370899');
    expect(db.users.find((u) => u.id === 'u6')!.lastName.en).not.toBe('Typed here');
  });
});

async function workbook(rows: (string | number)[][]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  rows.forEach((row) => sheet.addRow(row));
  // a second sheet that must not be read
  book.addWorksheet('Other').addRow(['firstName', 'lastName', 'mobile', 'password']);
  const bytes = await book.xlsx.writeBuffer();
  return new File([bytes as ArrayBuffer], 'users.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

async function openImport() {
  const user = userEvent.setup();
  renderWithProviders(<UserList />, '/user-management/user', session());
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('user import', () => {
  it('previews the rows with the refused ones and their reasons, then sends only the valid rows', async () => {
    let sent: { users: Record<string, unknown>[] } | undefined;
    server.use(
      http.post('*/usermanagement/v1/user/multiadd', async ({ request }) => {
        sent = (await request.clone().json()) as typeof sent;
      }),
    );
    const { user, dialog } = await openImport();
    // the expected columns are documented
    for (const column of ['firstName', 'lastName', 'mobile', 'password']) expect(within(dialog).getByText(column)).toBeInTheDocument();
    const file = await workbook([
      ['firstName', 'lastName', 'mobile', 'password'],
      ['Ali', 'Rezaei', '۰۹۱۲۳۳۳۴۴۵۵', 'pass1'],
      ['', 'Nameless', '9124445566', 'pass2'],
      ['Bad', 'Mobile', '12345', 'pass3'],
      ['Ali', 'Again', 9123334455, 'pass4'],
    ]);
    await user.upload(within(dialog).getByLabelText('Spreadsheet file'), file);
    expect(await within(dialog).findByText('4 rows read: 1 will be added, 3 refused.')).toBeInTheDocument();
    const table = within(dialog).getByRole('table');
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(within(row('Ali Rezaei')).getByText('Will be added')).toBeInTheDocument();
    expect(within(row('Nameless')).getByText('First name missing')).toBeInTheDocument();
    expect(within(row('Bad Mobile')).getByText('Mobile is not 10 digits')).toBeInTheDocument();
    expect(within(row('Ali Again')).getByText('Repeats row 2')).toBeInTheDocument();
    // nothing is sent before the confirmation
    expect(sent).toBeUndefined();

    const before = db.users.length;
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 user' }));
    await waitFor(() => expect(db.users.length).toBe(before + 1));
    expect(sent).toEqual({ users: [{ firstName: 'Ali', lastName: 'Rezaei', password: 'pass1', mobile: '9123334455', country: 'c1' }] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the list reloads and shows the new user
    expect(await screen.findByText('Ali Rezaei')).toBeInTheDocument();
  });

  it('explains an empty sheet and a sheet without the needed columns', async () => {
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('Spreadsheet file'), await workbook([['firstName', 'lastName', 'mobile', 'password']]));
    expect(await within(dialog).findByText('The first sheet holds no users: it is empty or has only the header row.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nothing to add' })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Spreadsheet file'), await workbook([['name', 'phone'], ['A', '9120000000']]));
    expect(await within(dialog).findByText('The first row of the sheet lacks these columns: firstName, lastName, mobile, password.')).toBeInTheDocument();
  });

  it('refuses a file that is not a workbook and one over 2 MB', async () => {
    const { user, dialog } = await openImport();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'users.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await user.upload(within(dialog).getByLabelText('Spreadsheet file'), png);
    expect(await within(dialog).findByText('This file is not an Excel workbook (.xlsx or .xls). Choose another file.')).toBeInTheDocument();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    await user.upload(within(dialog).getByLabelText('Spreadsheet file'), new File([big], 'big.xlsx'));
    expect(await within(dialog).findByText('The file is larger than 2 MB. Split the users into smaller sheets.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });
});

/**
 * The resource pattern's shared fields (src/components/resource/fields) against msw/node: tree select,
 * remote and user selects, the date-range converters (and the IP list that uses them), reply modal.
 */
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { seededApiKey } from '@mocks/db';
import { baseApi } from '@/api/baseApi';
import { asArray } from '@/api/list';
import { siteApi } from '@/api/services/site';
import {
  DateRangeField,
  RemoteSelect,
  ReplyModal,
  TreeSelectField,
  UserSelect,
  dateRangeFilter,
  filterToRange,
  localMobile,
  rangeToFilter,
  userLabel,
  type PickerRange,
  type UserOption,
} from '@/components/resource/fields';
import IpAddress from '@/features/admin/reference/IpAddress';
import { dayjs, toJalali } from '@/i18n/dayjs';
import { locationRef, renderWithProviders } from '../../utils/renderApp';

const admin = { apiKey: seededApiKey('u1'), session: { language: 'en' as const, direction: 'ltr' as const } };

/** Endpoints only these tests use: the users-all call (usermanagement) and a reply call. */
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fieldsTestUsers: build.query<UserOption[], void>({
      query: () => 'usermanagement/v1/user/all',
      transformResponse: (content: unknown) => asArray<UserOption>(content),
    }),
    fieldsTestReply: build.mutation<unknown, { comment: string }>({
      query: (body) => ({ url: 'ecommercemanagement/v1/productcomment', method: 'POST', body }),
    }),
  }),
});

const envelope = (content: unknown) => HttpResponse.json({ success: true, data: { content }, messages: [] });
const failure = (text: string) =>
  HttpResponse.json({ success: false, data: { content: null }, messages: [{ type: 'error', message: text }] }, { status: 400 });

const tree = [
  {
    id: 'c1',
    title: 'Phones',
    alias: 'phones',
    position: 1,
    children: [
      { id: 'c2', title: 'Android', alias: 'android', position: 1, children: [{ id: 'c3', title: 'Samsung', alias: 'samsung', position: 1, children: [] }] },
      { id: 'c4', title: 'iPhone', alias: 'iphone', position: 1 },
    ],
  },
  { id: 'c5', title: 'Laptops', alias: 'laptops', position: 1, children: [] },
];

const users: UserOption[] = [
  { id: 'u7', firstName: 'Ali', lastName: 'Rezaei', email: 'ali@example.com', mobile: '9121234567' },
  { id: 'u8', firstName: 'Sara', lastName: 'Karimi', email: 'sara@example.com', mobile: '9351112233' },
  { id: 'u9', firstName: 'Reza', lastName: 'Nouri', email: 'reza@example.com', mobile: null },
];

/** A form around one field with a submit button; `onFinish` receives the values. */
function Harness({ children, onFinish }: { children: React.ReactNode; onFinish(values: Record<string, unknown>): void }) {
  return (
    <Form layout="vertical" onFinish={onFinish}>
      {children}
      <Button htmlType="submit">Submit</Button>
    </Form>
  );
}

const popup = () => document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') as HTMLElement;

describe('TreeSelectField', () => {
  beforeEach(() => server.use(http.get('*/site/v1/product/category', () => envelope(tree))));

  // first in the file to render a tree select: rc-tree-select says a warning once per run
  it('gives antd a valid value: stored ids show as chosen without an "Invalid prop `value`" warning', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <Harness onFinish={() => {}}>
        <Form.Item name="categories" label="Categories" initialValue={['c3', 'c4']}>
          <TreeSelectField endpoint={siteApi.endpoints.productCategoryTree} multiple />
        </Form.Item>
      </Harness>,
      '/',
      admin,
    );
    // the stored ids are shown as chosen (jsdom has no width: the tags fold into "+ 2 ...")
    await waitFor(() => expect(document.querySelectorAll('.ant-select-selection-item').length).toBeGreaterThan(0));
    const said = errors.mock.calls.map((args) => args.map(String).join(' '));
    errors.mockRestore();
    expect(said.filter((text) => /TreeSelect/.test(text))).toEqual([]);
  });

  it('shows the nested nodes expanded and picks several, each on its own', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    renderWithProviders(
      <Harness onFinish={onFinish}>
        <Form.Item name="categories" label="Categories">
          <TreeSelectField endpoint={siteApi.endpoints.productCategoryTree} multiple />
        </Form.Item>
      </Harness>,
      '/',
      admin,
    );
    await user.click(screen.getByRole('combobox'));
    // every level shows without expanding anything
    await waitFor(() => expect(within(popup()).getByText('Samsung')).toBeInTheDocument());
    for (const title of ['Phones', 'Android', 'iPhone', 'Laptops']) expect(within(popup()).getByText(title)).toBeInTheDocument();
    expect(popup().querySelectorAll('.ant-select-tree-checkbox').length).toBe(5);

    await user.click(within(popup()).getByText('Samsung'));
    await user.click(within(popup()).getByText('Laptops'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // the parent of Samsung is not chosen with it: the value is exactly the checked ids
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ categories: ['c3', 'c5'] }));
  });

  it('shows the stored ids of a record being edited as checked nodes, and unchecks one', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    renderWithProviders(
      <Harness onFinish={onFinish}>
        <Form.Item name="categories" label="Categories" initialValue={['c3', 'c4']}>
          <TreeSelectField endpoint={siteApi.endpoints.productCategoryTree} multiple />
        </Form.Item>
      </Harness>,
      '/',
      admin,
    );
    await user.click(screen.getByRole('combobox'));
    const checked = () =>
      Array.from(popup().querySelectorAll('.ant-select-tree-treenode-checkbox-checked .ant-select-tree-title')).map((n) => n.textContent);
    await waitFor(() => expect(checked()).toEqual(['Samsung', 'iPhone']));
    await user.click(within(popup()).getByText('iPhone'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ categories: ['c3'] }));
  });

  it('picks one node and searches titles', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    renderWithProviders(
      <Harness onFinish={onFinish}>
        <Form.Item name="parent" label="Parent" initialValue="c4">
          <TreeSelectField endpoint={siteApi.endpoints.productCategoryTree} isDisabled={(n) => n.id === 'c5'} />
        </Form.Item>
      </Harness>,
      '/',
      admin,
    );
    // the stored id shows as its title once the tree arrives
    await waitFor(() => expect(document.querySelector('.ant-select')?.textContent).toContain('iPhone'));
    await user.type(screen.getByRole('combobox'), 'andr');
    await waitFor(() => expect(within(popup()).queryByText('Laptops')).toBeNull());
    await user.click(within(popup()).getByText('Android'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ parent: 'c2' }));
  });
});

describe('RemoteSelect and UserSelect', () => {
  const mountUsers = (authType: 'email' | 'mobile', onFinish = vi.fn()) => {
    renderWithProviders(
      <Harness onFinish={onFinish}>
        <Form.Item name="users" label="Users">
          <UserSelect endpoint={testApi.endpoints.fieldsTestUsers} multiple />
        </Form.Item>
      </Harness>,
      '/',
      { ...admin, session: { ...admin.session, authType } },
    );
    return onFinish;
  };

  it('labels users by full name and mobile (leading 0) when users sign in by mobile, filters and picks several', async () => {
    server.use(http.get('*/usermanagement/v1/user/all', () => envelope(users)));
    const user = userEvent.setup();
    const onFinish = mountUsers('mobile');
    await user.click(screen.getByRole('combobox'));
    await waitFor(() => expect(within(popup()).getByText('Ali Rezaei (09121234567)')).toBeInTheDocument());
    expect(within(popup()).getByText('Sara Karimi (09351112233)')).toBeInTheDocument();
    // no mobile: the email instead
    expect(within(popup()).getByText('Reza Nouri (reza@example.com)')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox'), 'KARIM');
    await waitFor(() => expect(within(popup()).queryByText('Ali Rezaei (09121234567)')).toBeNull());
    await user.click(within(popup()).getByText('Sara Karimi (09351112233)'));
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), '0912');
    await user.click(await within(popup()).findByText('Ali Rezaei (09121234567)'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ users: ['u8', 'u7'] }));
  });

  it('labels users by full name and email when users sign in by email', async () => {
    server.use(http.get('*/usermanagement/v1/user/all', () => envelope(users)));
    const user = userEvent.setup();
    mountUsers('email');
    await user.click(screen.getByRole('combobox'));
    await waitFor(() => expect(within(popup()).getByText('Ali Rezaei (ali@example.com)')).toBeInTheDocument());
    expect(within(popup()).queryByText(/09121234567/)).toBeNull();
  });

  it('says when the options failed to load and loads them again on retry', async () => {
    let fail = true;
    server.use(http.get('*/usermanagement/v1/user/all', () => (fail ? failure('Server unavailable') : envelope(users))));
    const user = userEvent.setup();
    mountUsers('mobile');
    await user.click(screen.getByRole('combobox'));
    const alert = await within(popup()).findByRole('alert');
    expect(alert).toHaveTextContent('The options could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(popup()).getByText('Ali Rezaei (09121234567)')).toBeInTheDocument());
  });

  it('a single remote select (brands) answers one id', async () => {
    server.use(
      http.get('*/basicinformation/v1/brand/all', () =>
        envelope([
          { id: 'b1', name: 'Acme' },
          { id: 'b2', name: 'Globex' },
        ]),
      ),
    );
    const { basicinformationApi } = await import('@/api/services/basicinformation');
    const user = userEvent.setup();
    const onFinish = vi.fn();
    renderWithProviders(
      <Harness onFinish={onFinish}>
        <Form.Item name="brand" label="Brand">
          <RemoteSelect endpoint={basicinformationApi.endpoints.brandAll} getLabel={(b) => b.name} />
        </Form.Item>
      </Harness>,
      '/',
      admin,
    );
    await user.type(screen.getByRole('combobox'), 'glo');
    await user.click(await within(popup()).findByText('Globex'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ brand: 'b2' }));
  });

  it('userLabel and localMobile', () => {
    expect(userLabel(users[0], 'mobile')).toBe('Ali Rezaei (09121234567)');
    expect(userLabel(users[0], 'email')).toBe('Ali Rezaei (ali@example.com)');
    expect(userLabel({ id: 'x', firstName: 'No', lastName: 'Contact' }, 'email')).toBe('No Contact');
    expect(localMobile('+989121234567')).toBe('09121234567');
    expect(localMobile('09121234567')).toBe('09121234567');
    expect(localMobile(null)).toBe('');
  });
});

describe('date-range converters', () => {
  it('round-trip a closed range as ISO days', () => {
    const range: PickerRange = [dayjs('2026-11-01T10:30:00'), dayjs('2026-11-10T23:00:00')];
    expect(rangeToFilter(range)).toEqual(['2026-11-01', '2026-11-10']);
    const back = filterToRange(rangeToFilter(range));
    expect(back?.map((d) => d?.format('YYYY-MM-DD'))).toEqual(['2026-11-01', '2026-11-10']);
    expect(rangeToFilter(back)).toEqual(['2026-11-01', '2026-11-10']);
  });

  it('keeps open ends and drops an empty range', () => {
    expect(rangeToFilter([dayjs('2026-11-01'), null])).toEqual(['2026-11-01', null]);
    expect(rangeToFilter([null, dayjs('2026-11-10')])).toEqual([null, '2026-11-10']);
    expect(rangeToFilter([null, null])).toBeUndefined();
    expect(rangeToFilter(null)).toBeUndefined();
    expect(filterToRange([null, '2026-11-10'])?.[0]).toBeNull();
    expect(filterToRange(['not a day', null])).toBeNull();
    expect(filterToRange(undefined)).toBeNull();
  });

  it('sends a day picked in the Jalali calendar as its Gregorian day', () => {
    expect(rangeToFilter([toJalali(dayjs('2026-03-21')), null])).toEqual(['2026-03-21', null]);
  });

  it('dateRangeFilter converts the named ranges and passes the other fields', () => {
    const { toFilters, toValues } = dateRangeFilter<Record<string, unknown>, Record<string, unknown>>('date', 'expireAt');
    const filters = toFilters({ date: [dayjs('2026-01-02'), null], expireAt: [null, null], code: '12' });
    expect(filters).toEqual({ date: ['2026-01-02', null], code: '12' });
    const values = toValues(filters);
    expect(values.code).toBe('12');
    expect((values.date as PickerRange)[0]?.format('YYYY-MM-DD')).toBe('2026-01-02');
    expect((values.date as PickerRange)[1]).toBeNull();
    expect(values.expireAt).toBeUndefined();
  });

  it('DateRangeField shows an open-ended range from the filters and answers it back', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    renderWithProviders(
      <Form layout="vertical" initialValues={{ date: filterToRange(['2026-11-03', null]) }} onFinish={(v) => onFinish(rangeToFilter(v.date as PickerRange))}>
        <DateRangeField name="date" />
        <Button htmlType="submit">Submit</Button>
      </Form>,
      '/',
      admin,
    );
    expect(screen.getByText('Date range')).toBeInTheDocument();
    const [from, to] = screen.getAllByRole('textbox');
    expect(from).toHaveAttribute('placeholder', 'From');
    expect(to).toHaveAttribute('placeholder', 'To');
    expect(from).toHaveValue('2026-11-03');
    expect(to).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(['2026-11-03', null]));
  });

  it('DateRangeField is Jalali in fa', () => {
    renderWithProviders(
      <Form initialValues={{ date: filterToRange(['2026-11-03', '2026-11-10']) }}>
        <DateRangeField name="date" />
      </Form>,
      '/',
      { ...admin, session: { language: 'fa', direction: 'rtl' } },
    );
    expect(screen.getByText('بازه تاریخ')).toBeInTheDocument();
    const [from, to] = screen.getAllByRole('textbox');
    expect(from).toHaveValue('۱۴۰۵/۰۸/۱۲');
    expect(to).toHaveValue('۱۴۰۵/۰۸/۱۹');
  });

  it('the IP list shows the URL range in its filter and applies it back unchanged', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/ipaddress/list')) bodies.push(await request.clone().json());
    });
    const user = userEvent.setup();
    const filters = encodeURIComponent(JSON.stringify({ createdAt: ['2026-11-01', null] }));
    renderWithProviders(<IpAddress />, `/basic-information/ip-address?filters=${filters}`, admin);
    await waitFor(() => expect(bodies).toContainEqual({ createdAt: ['2026-11-01', null] }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog');
    const [from, to] = within(dialog).getAllByRole('textbox');
    expect(from).toHaveValue('2026-11-01');
    expect(to).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(JSON.parse(new URLSearchParams(locationRef.current.search).get('filters') ?? '{}')).toEqual({ createdAt: ['2026-11-01', null] }));
    server.events.removeAllListeners();
  });
});

describe('ReplyModal', () => {
  const original = { comment: 'Is it waterproof?\nAsking for a friend.', createdAt: '2026-11-02T08:15:00.000Z', user: { firstName: 'Sara', lastName: 'Karimi' } };

  function Host({ onClose }: { onClose(sent: boolean): void }) {
    const [open, setOpen] = useState(true);
    return open ? (
      <ReplyModal
        comment={original}
        onSubmit={(reply) => testApi.endpoints.fieldsTestReply.initiate({ comment: reply })}
        onClose={(sent) => {
          setOpen(false);
          onClose(sent);
        }}
      />
    ) : null;
  }

  it('shows the original read-only and requires a reply', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host onClose={vi.fn()} />, '/', admin);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reply to the comment')).toBeInTheDocument();
    expect(within(dialog).getByText('Sara Karimi')).toBeInTheDocument();
    expect(within(dialog).getByTestId('reply-original')).toHaveTextContent('Is it waterproof? Asking for a friend.');
    expect(dialog.querySelector('time')).toHaveAttribute('datetime', '2026-11-02T08:15:00.000Z');
    // the only editable box is the reply
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    expect(within(dialog).getByRole('textbox')).toHaveAttribute('maxlength', '1000');
    await user.click(within(dialog).getByRole('button', { name: /Send reply/ }));
    expect(await within(dialog).findByText('Reply Can not be empty!')).toBeInTheDocument();
  });

  it('keeps the typed reply when the call fails, sends one request per double click, closes on success', async () => {
    let calls = 0;
    let fail = true;
    const sent: unknown[] = [];
    server.use(
      http.post('*/ecommercemanagement/v1/productcomment', async ({ request }) => {
        calls += 1;
        sent.push(await request.json());
        await new Promise((r) => setTimeout(r, 50));
        return fail ? failure('Comment not found') : envelope('r1');
      }),
    );
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Host onClose={onClose} />, '/', admin);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), ' Yes, IP68. ');
    await user.dblClick(within(dialog).getByRole('button', { name: /Send reply/ }));
    await waitFor(() => expect(calls).toBe(1));
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(calls).toBe(1);
    expect(sent[0]).toEqual({ comment: 'Yes, IP68.' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue(' Yes, IP68. ');

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: /Send reply/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(calls).toBe(2);
  });
});

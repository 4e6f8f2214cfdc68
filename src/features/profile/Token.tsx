/**
 * /token (spec §2): the user's sessions — sortable, deletable; admins see every user's and filter by user.
 * This device's session (remembered at sign-in, src/lib/sessionToken.ts) is marked, and its delete says
 * that it signs you out here; once deleted, the app signs out and goes to the sign-in page.
 * On a phone each session is a card (the admin lists' ResourceCards, from the same columns): device and
 * this-device mark, platform, browser and date, the delete button in the card's head, no sideways scroll.
 */
import { useMemo, useState } from 'react';
import { Button, Card, Flex, Form, Modal, Popconfirm, Select, Table, Tag, Tooltip, type TableProps } from 'antd';
import { DeleteOutlined, DesktopOutlined, FilterOutlined, MobileOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeleteTokenMutation, useStaffUserListQuery, useTokenListQuery } from '@/api/services/dashboard';
import type { Token, UserSummary } from '@/api/schemas';
import { useDigits, usePaginationDigits } from '@/components/digits';
import { DateText } from '@/components/JalaliDate';
import { useListParams } from '@/components/resource/useListParams';
import { fromSorter, toSorter, type SortOrder } from '@/lib/sorter';
import { QueryLoadError } from '@/components/LoadError';
import { listEmptyText, listLoading } from '@/components/listState';
import { OPERATIONS_COLUMN, ROW_COLUMN, ResourceCards, usePhoneCards } from '@/components/resource/ResourceCards';
import { useAuth } from '@/state/useAuth';
import { useNavigate } from '@/components/links';
import { loggedOut } from '@/api/events';
import { clearApiKeyCookie } from '@/lib/apiKeyCookie';
import { currentSessionTokenId, forgetSessionToken } from '@/lib/sessionToken';
import { paths } from '@/lib/paths';
import { useAppDispatch } from '@/state/hooks';

const userName = (user: Token['user']) =>
  typeof user === 'string' ? user : [user.firstName, user.lastName].filter(Boolean).join(' ') || user.mobile || user.email || user.id;

function UserFilterModal({ open, value, onApply, onClose }: { open: boolean; value: string[]; onApply(users: string[]): void; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `profile.token.${id}` });
  const [form] = Form.useForm<{ users: string[] }>();
  const users = useStaffUserListQuery(undefined, { skip: !open });
  const label = (u: UserSummary) => `${u.firstName} ${u.lastName}${u.mobile || u.email ? ` (${u.mobile ?? u.email})` : ''}`;
  return (
    <Modal
      open={open}
      title={t('filter')}
      width={400}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={intl.formatMessage({ id: 'common.filter' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ users: value }} onFinish={(v: { users?: string[] }) => onApply(v.users ?? [])}>
        <Form.Item name="users" label={t('users')} extra={<QueryLoadError query={users} what={t('users')} />}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={users.isFetching}
            options={(users.data ?? []).map((u) => ({ value: u.id, label: label(u) }))}
          />
        </Form.Item>
        <Button onClick={() => form.setFieldValue('users', [])}>{intl.formatMessage({ id: 'common.reset' })}</Button>
      </Form>
    </Modal>
  );
}

const PAGE_SIZES = [10, 20, 50, 100] as const;
const SORTABLE = ['user', 'log.isDesktop', 'log.platform', 'log.browser', 'createdAt'];

export default function TokenScreen() {
  const intl = useIntl();
  const digits = useDigits();
  const paginationDigits = usePaginationDigits();
  const t = (id: string) => intl.formatMessage({ id: `profile.token.${id}` });
  const { roles, apiKey } = useAuth();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const currentId = currentSessionTokenId(apiKey);
  const isAdmin = roles.includes('ADMIN');
  // Page, size, sort and the user filter live in the URL (the admin lists' layer).
  const [params, update] = useListParams<{ users?: string[] }>({ defaultPageSize: 10, pageSizes: PAGE_SIZES });
  const { page, limit } = params;
  const sorter = SORTABLE.includes(fromSorter(params.sorter).field ?? '') ? params.sorter : undefined;
  const rawUsers = params.filters?.users;
  const users = useMemo(() => (isAdmin && Array.isArray(rawUsers) ? rawUsers.filter((u): u is string => typeof u === 'string') : []), [isAdmin, rawUsers]);
  const sort = fromSorter(sorter);
  const orderOf = (field: string) => (sort.field === field ? sort.order : null);
  const [filterOpen, setFilterOpen] = useState(false);
  const list = useTokenListQuery({ page, limit, sorter, filters: { users } });
  const [deleteToken, deleting] = useDeleteTokenMutation();
  const phone = usePhoneCards();
  const docs = list.data?.docs ?? [];

  const remove = async (id: string) => {
    try {
      await deleteToken(id).unwrap();
      if (id === currentId) {
        // this device's key is revoked: sign out here at once, not on the next call's 401
        clearApiKeyCookie();
        forgetSessionToken();
        dispatch(loggedOut());
        void navigate(paths.login(), { replace: true });
        return;
      }
      // The only row of a later page went: step back one page.
      if (docs.length === 1 && page > 1) update({ page: page - 1 });
    } catch {
      /* shown by the baseQuery */
    }
  };

  const columns = useMemo<TableProps<Token>['columns']>(
    () => [
      { key: ROW_COLUMN, title: intl.formatMessage({ id: 'common.row' }), width: 64, render: (_v, _r, i) => intl.formatNumber((page - 1) * limit + i + 1) },
      ...(isAdmin ? [{ key: 'user', dataIndex: 'user', title: t('user'), sorter: true, sortOrder: orderOf('user'), render: (u: Token['user']) => userName(u) }] : []),
      {
        key: 'log.isDesktop',
        title: t('device'),
        sorter: true,
        sortOrder: orderOf('log.isDesktop'),
        render: (_v, r) => (
          <Flex gap={6} align="center" wrap>
            {r.log.isDesktop ? <DesktopOutlined aria-hidden /> : <MobileOutlined aria-hidden />}
            {t(r.log.isDesktop ? 'computer' : 'mobile')}
            {r.id === currentId && (
              <Tag color="green" data-testid="this-device">
                <FormattedMessage id="profile.token.thisDevice" />
              </Tag>
            )}
          </Flex>
        ),
      },
      { key: 'log.platform', title: t('platform'), sorter: true, sortOrder: orderOf('log.platform'), render: (_v, r) => r.log.platform },
      { key: 'log.browser', title: t('browser'), sorter: true, sortOrder: orderOf('log.browser'), render: (_v, r) => r.log.browser },
      { key: 'createdAt', dataIndex: 'createdAt', title: t('createdAt'), sorter: true, sortOrder: orderOf('createdAt'), render: (v: string) => <DateText value={v} withTime /> },
      {
        key: OPERATIONS_COLUMN,
        title: intl.formatMessage({ id: 'common.operations' }),
        width: 96,
        render: (_v, r) => (
          <Popconfirm
            title={intl.formatMessage({ id: r.id === currentId ? 'profile.token.deleteCurrent' : 'common.confirmDelete' })}
            okText={intl.formatMessage({ id: r.id === currentId ? 'profile.token.deleteCurrentOk' : 'common.yes' })}
            cancelText={intl.formatMessage({ id: 'common.no' })}
            onConfirm={() => remove(r.id)}
          >
            <Tooltip title={intl.formatMessage({ id: 'common.delete' })}>
              <Button danger type="text" icon={<DeleteOutlined aria-hidden />} aria-label={t('delete')} loading={deleting.isLoading && deleting.originalArgs === r.id} />
            </Tooltip>
          </Popconfirm>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t and remove follow intl and the page's rows
    [intl, isAdmin, page, limit, sorter, docs, deleting.isLoading, deleting.originalArgs, currentId],
  );

  return (
    <Card
      title={t('title')}
      extra={
        isAdmin && (
          <Button shape="circle" type={users.length ? 'primary' : 'default'} icon={<FilterOutlined aria-hidden />} aria-label={t('filter')} onClick={() => setFilterOpen(true)} />
        )
      }
    >
      <QueryLoadError query={list} compact={false} what={<FormattedMessage id="loadError.what.sessions" />} />
      {phone ? (
        <ResourceCards<Token>
          columns={columns ?? []}
          docs={docs}
          loading={listLoading(list)}
          emptyText={listEmptyText(list, intl.formatMessage({ id: 'common.empty' }))}
          pagination={{
            current: page,
            pageSize: limit,
            total: list.data?.total ?? 0,
            ...paginationDigits,
            pageSizeOptions: [...PAGE_SIZES],
            showTotal: (total) => intl.formatMessage({ id: 'common.total' }, { total: digits(total) }),
            onChange: (next, size) => update({ page: size !== limit ? 1 : next, limit: size }),
          }}
        />
      ) : (
      <Table<Token>
        rowKey="id"
        columns={columns}
        dataSource={docs}
        loading={listLoading(list)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: listEmptyText(list, intl.formatMessage({ id: 'common.empty' })) }}
        pagination={{
          current: page,
          pageSize: limit,
          total: list.data?.total ?? 0,
          ...paginationDigits,
          showQuickJumper: true,
          showTotal: (total) => intl.formatMessage({ id: 'common.total' }, { total: digits(total) }),
        }}
        onChange={(pagination, _filters, sort) => {
          const one = Array.isArray(sort) ? sort.at(0) : sort;
          const next = toSorter(one?.order ? String(one.columnKey) : undefined, one?.order as SortOrder);
          const size = pagination.pageSize ?? limit;
          if (next !== sorter) update({ sorter: next, page: 1, limit: size });
          else update({ page: size !== limit ? 1 : (pagination.current ?? 1), limit: size });
        }}
      />
      )}
      {isAdmin && (
        <UserFilterModal
          open={filterOpen}
          value={users}
          onClose={() => setFilterOpen(false)}
          onApply={(next) => {
            update({ filters: { users: next }, page: 1 });
            setFilterOpen(false);
          }}
        />
      )}
    </Card>
  );
}

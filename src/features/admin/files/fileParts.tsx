/**
 * Parts of the file list (admin §2 "Files and directories"): the cells (size in MB, the auth icon,
 * users and roles or "all", the download link), the bulk toolbar (delete selected, download selected)
 * and the filter and form fields.
 */
import { App, Button, Flex, Form, Input, Switch, Tooltip } from 'antd';
import { CloudDownloadOutlined, DeleteOutlined, DownloadOutlined, GlobalOutlined, LockOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { filemanagementApi, useDirectoryTreeQuery } from '@/api/services/filemanagement';
import { usermanagementApi, useRoleAllQuery, useUserAllQuery } from '@/api/services/usermanagement';
import type { FileInfo } from '@/api/schemas';
import type { FileFilter } from '@/api/schemas/peopleRequests';
import { useRules } from '@/components/form';
import { QueryLoadError } from '@/components/LoadError';
import type { FieldsProps, ToolbarProps } from '@/components/resource';
import { DateRangeField, FileUpload, RemoteSelect, TreeSelectField, UserSelect } from '@/components/resource/fields';
import { filesDownloadUrl, startDownload } from './download';

export const NAME_MAX = 100;

export function useFileLabel() {
  const intl = useIntl();
  return (key: string) => intl.formatMessage({ id: `files.field.${key}` });
}

/** Bytes in MB with two decimals, in the locale's digits. */
export function SizeMb({ bytes }: { bytes: number | string }) {
  const intl = useIntl();
  const mb = Number(bytes) / (1024 * 1024);
  return <span dir="ltr">{intl.formatNumber(mb, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</span>;
}

export function AuthIcon({ auth }: { auth: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: auth ? 'files.authOn' : 'files.authOff' });
  return (
    <Tooltip title={label}>
      <span role="img" aria-label={label}>
        {auth ? <LockOutlined style={{ color: '#fa8c16' }} /> : <GlobalOutlined style={{ color: '#52c41a' }} />}
      </span>
    </Tooltip>
  );
}

type Named = string | { id: string; name?: string | null; firstName?: string | null; lastName?: string | null };

const userName = (u: Named) => (typeof u === 'string' ? u : [u.firstName, u.lastName].filter(Boolean).join(' ') || u.id);
const roleName = (r: Named) => (typeof r === 'string' ? r : (r.name ?? r.id));

/** Full names (users) or names (roles), or "all" when the list is empty (everyone may read it). */
export function Access({ list, kind }: { list: readonly Named[] | undefined; kind: 'users' | 'roles' }) {
  const intl = useIntl();
  if (!list?.length) return <FormattedMessage id="files.all" />;
  return <>{list.map(kind === 'users' ? userName : roleName).join(intl.locale.startsWith('fa') ? '، ' : ', ')}</>;
}

/** The file kind (extension name) in the current language; an unknown kind as the server named it. */
export function FileKind({ kind }: { kind: string }) {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: `files.kind.${kind}`, defaultMessage: kind })}</>;
}

export const fileTitle = (f: FileInfo) => f.alias || f.name;

/** The download icon: public files without the api key, authenticated ones with it. */
export function DownloadLink({ file }: { file: FileInfo }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'files.downloadOne' }, { name: fileTitle(file) });
  return (
    <Tooltip title={intl.formatMessage({ id: 'files.field.download' })}>
      <a href={filesDownloadUrl([file])} download aria-label={label} rel="noopener">
        <DownloadOutlined />
      </a>
    </Tooltip>
  );
}

/** Delete selected and download selected (ids comma-joined); a warning when nothing is selected. */
export function BulkActions({ selected, clearSelection, run, docs, params, update }: ToolbarProps<FileInfo, FileFilter>) {
  const intl = useIntl();
  const { modal } = App.useApp();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const warn = () => modal.warning({ title: t('files.selectFirst'), okText: t('common.ok') });

  const removeSelected = () => {
    if (!selected.length) return warn();
    const ids = selected.map((f) => f.id);
    const emptiesPage = ids.length === (docs?.length ?? 0);
    modal.confirm({
      title: t('files.confirmDeleteSelected', { count: ids.length }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await run(filemanagementApi.endpoints.deleteFiles.initiate(ids));
          clearSelection();
          if (emptiesPage && params.page > 1) update({ page: params.page - 1 });
        } catch {
          // the server's message is shown by the baseQuery; the list reloads
        }
      },
    });
  };

  const downloadSelected = () => {
    if (!selected.length) return warn();
    startDownload(filesDownloadUrl(selected));
    clearSelection();
  };

  return (
    <Flex gap={8} wrap align="center">
      <Button danger icon={<DeleteOutlined />} onClick={removeSelected}>
        {t('files.deleteSelected')}
      </Button>
      <Button icon={<CloudDownloadOutlined />} onClick={downloadSelected}>
        {t('files.downloadSelected')}
      </Button>
    </Flex>
  );
}

// (each select's `extra` only while its options failed: an empty one would still leave a gap)
function DirectoryField({ required }: { required?: boolean }) {
  const label = useFileLabel();
  const rules = useRules();
  const tree = useDirectoryTreeQuery();
  return (
    <Form.Item
      name="directory"
      label={label('directory')}
      rules={required ? [rules.required(label('directory'))] : undefined}
      extra={tree.isError ? <QueryLoadError query={tree} what={label('directory')} compact /> : undefined}
    >
      <TreeSelectField endpoint={filemanagementApi.endpoints.directoryTree} allowClear />
    </Form.Item>
  );
}

export function FilterFields() {
  const label = useFileLabel();
  const rules = useRules();
  return (
    <>
      <Form.Item name="name" label={label('name')} rules={[rules.max(label('name'), NAME_MAX)]}>
        <Input allowClear />
      </Form.Item>
      <DateRangeField name="createdAt" label={label('uploadDate')} />
      <DirectoryField />
    </>
  );
}

export interface FileValues {
  alias?: string;
  directory?: string;
  auth: boolean;
  users: string[];
  roles: string[];
  files?: File[];
}

export function FileFields({ form, record }: FieldsProps<FileInfo>) {
  const label = useFileLabel();
  const rules = useRules();
  const intl = useIntl();
  const auth = Form.useWatch<boolean | undefined>('auth', form);
  const adding = !record;
  return (
    <>
      <Form.Item name="alias" label={label('alias')} rules={[rules.max(label('alias'), NAME_MAX)]}>
        <Input allowClear />
      </Form.Item>
      <DirectoryField required />
      <Form.Item name="auth" label={label('auth')} valuePropName="checked" extra={intl.formatMessage({ id: 'files.field.authHint' })}>
        <Switch />
      </Form.Item>
      {auth && <AccessFields />}
      {adding && (
        <Form.Item name="files" label={label('files')} rules={[rules.required(label('files'))]}>
          <FileUpload multiple />
        </Form.Item>
      )}
    </>
  );
}

/** Users and roles who may read the file (only with auth on). */
function AccessFields() {
  const label = useFileLabel();
  const users = useUserAllQuery();
  const roles = useRoleAllQuery();
  return (
    <>
      <Form.Item name="users" label={label('users')} extra={users.isError ? <QueryLoadError query={users} what={label('users')} compact /> : undefined}>
        <UserSelect endpoint={usermanagementApi.endpoints.userAll} multiple placeholder={<FormattedMessage id="files.all" />} />
      </Form.Item>
      <Form.Item name="roles" label={label('roles')} extra={roles.isError ? <QueryLoadError query={roles} what={label('roles')} compact /> : undefined}>
        <RemoteSelect endpoint={usermanagementApi.endpoints.roleAll} getLabel={(r) => r.name} multiple placeholder={<FormattedMessage id="files.all" />} />
      </Form.Item>
    </>
  );
}

/**
 * The permissions of one role (/user-management/role/{id}, admin §2, §5): the role's permissions
 * (filter by name or caption), add (at least one, from the permissions the role does not have yet),
 * remove, and back to the roles.
 */
import { useContext, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useNavigate } from '@/components/links';
import { Button, ConfigProvider, Form, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { Permission } from '@/api/schemas';
import type { NamedFilter } from '@/api/schemas/peopleRequests';
import { usermanagementCalls as api, useRoleAllQuery } from '@/api/services/usermanagement';
import { useRules } from '@/components/form';
import { FormModal, ResourcePage, defineResource, listReturnPath, type ListEndpoint } from '@/components/resource';
import { RemoteSelect } from '@/components/resource/fields';
import { NotFound } from '@/components/ErrorPages';
import { paths } from '@/lib/paths';
import { NameCaptionFilter, useLabel } from './fields';

interface AddValues {
  permissions: string[];
}

function AddFields({ role }: { role: string }) {
  const label = useLabel()('permissions');
  const rules = useRules();
  return (
    <Form.Item name="permissions" label={label} rules={[rules.required(label)]}>
      <RemoteSelect endpoint={api.assignablePermissions} arg={role} getLabel={(p: Permission) => (p.caption ? `${p.caption} (${p.name})` : p.name)} multiple />
    </Form.Item>
  );
}

function rolePermissionResource(role: string) {
  const list: ListEndpoint<Permission, NamedFilter> = {
    useQuery: (args, options) => api.rolePermissionList.useQuery({ ...args, role }, options),
  };
  return defineResource<Permission, NamedFilter>({
    name: 'people.rolePermission',
    endpoints: { list },
    columns: [
      { key: 'name', title: 'people.field.name', sortable: true },
      { key: 'caption', title: 'people.field.caption', sortable: true },
    ],
    filter: { Fields: NameCaptionFilter },
    remove: (r) => api.removeRolePermission.initiate({ role, permission: r.id }),
  });
}

export default function RolePermission() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const { variable = '' } = useParams();
  const resource = useMemo(() => rolePermissionResource(variable), [variable]);
  const [adding, setAdding] = useState(false);
  const addForm = useMemo(
    () => ({
      Fields: () => <AddFields role={variable} />,
      toValues: () => ({}),
      toBody: (v: AddValues) => v,
      add: (body: AddValues) => api.addRolePermissions.initiate({ role: variable, permissions: body.permissions }),
    }),
    [variable],
  );
  const roles = useRoleAllQuery();
  const role = roles.data?.find((r) => r.id === variable);
  // an address of a role that is not there (deleted, or mistyped): the 404 page, not a list that fails
  if (roles.data && !role) return <NotFound />;
  const toolbar = (
    <>
      <Button shape="round" type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        {intl.formatMessage({ id: 'people.rolePermission.addButton' })}
      </Button>
      <Button shape="round" icon={direction === 'rtl' ? <ArrowRightOutlined aria-hidden /> : <ArrowLeftOutlined aria-hidden />} onClick={() => navigate(listReturnPath(paths.roles))}>
        {intl.formatMessage({ id: 'app.back' })}
      </Button>
    </>
  );
  return (
    <>
      {/* the page names its role (caption and name) */}
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {intl.formatMessage({ id: 'people.role.permissionsOf' }, { name: role ? (role.caption ? `${role.caption} (${role.name})` : role.name) : '…' })}
      </Typography.Title>
      <ResourcePage resource={resource} toolbar={toolbar} />
      {adding && <FormModal<Permission, AddValues, AddValues> name="people.rolePermission" form={addForm} onClose={() => setAdding(false)} />}
    </>
  );
}

/** The user list's row modals (admin §2, §5): reset password (password + confirmation) and roles (at least one). */
import { useMemo } from 'react';
import { Form, Input } from 'antd';
import type { Role, User } from '@/api/schemas';
import { usermanagementCalls as api } from '@/api/services/usermanagement';
import { useRules } from '@/components/form';
import { FormModal } from '@/components/resource';
import { RemoteSelect } from '@/components/resource/fields';
import { toLatinDigits } from '@/lib/digits';
import { useLabel } from './fields';

/** Password and its confirmation (reset password, user add). */
export function PasswordFields() {
  const label = useLabel();
  const rules = useRules();
  return (
    <>
      <Form.Item name="password" label={label('password')} rules={[rules.required(label('password')), rules.max(label('password'), 100)]}>
        <Input.Password maxLength={100} autoComplete="new-password" dir="ltr" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={label('confirm')}
        dependencies={['password']}
        rules={[rules.required(label('confirm')), rules.equalsField(label('confirm'), 'password')]}
      >
        <Input.Password maxLength={100} autoComplete="new-password" dir="ltr" />
      </Form.Item>
    </>
  );
}

interface PasswordValues {
  password: string;
  confirm: string;
}

export function ResetPasswordModal({ record, onClose }: { record: User; onClose(saved?: boolean): void }) {
  const form = useMemo(
    () => ({
      Fields: PasswordFields,
      toValues: () => ({}),
      toBody: (v: PasswordValues) => ({ password: toLatinDigits(v.password) }),
      edit: (id: string, body: { password: string }) => api.resetUserPassword.initiate({ id, password: body.password }),
    }),
    [],
  );
  return <FormModal<User, PasswordValues, { password: string }> name="people.resetPassword" form={form} record={record} onClose={(saved) => onClose(saved)} />;
}

const roleLabel = (r: Role) => (r.caption ? `${r.caption} (${r.name})` : r.name);

function RolesFields() {
  const label = useLabel()('roles');
  const rules = useRules();
  return (
    <Form.Item name="roles" label={label} rules={[rules.required(label)]}>
      <RemoteSelect endpoint={api.roleAll} getLabel={roleLabel} multiple />
    </Form.Item>
  );
}

interface RolesValues {
  roles: string[];
}

const roleIds = (user: User) => (user.roles ?? []).map((r) => (typeof r === 'string' ? r : r.id));

export function UserRolesModal({ record, onClose }: { record: User; onClose(saved?: boolean): void }) {
  const form = useMemo(
    () => ({
      Fields: RolesFields,
      toValues: (user: User) => ({ roles: roleIds(user) }),
      toBody: (v: RolesValues) => v,
      load: (id: string) => api.user.initiate(id, { forceRefetch: true }),
      edit: (id: string, body: RolesValues) => api.setUserRoles.initiate({ id, roles: body.roles }),
    }),
    [],
  );
  return <FormModal<User, RolesValues, RolesValues> name="people.userRoles" form={form} record={record} onClose={(saved) => onClose(saved)} />;
}

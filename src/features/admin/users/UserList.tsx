/**
 * Users (admin §2, §5): list with filter (mobile 10 digits, email), an active/inactive switch, page
 * sizes 10 to 10,000, row menu edit / reset password / roles / delete, add on its own page, import
 * from a spreadsheet (UserImport).
 */
import { Form, Input } from 'antd';
import { KeyOutlined, TeamOutlined } from '@ant-design/icons';
import type { User } from '@/api/schemas';
import type { UserFilter } from '@/api/schemas/peopleRequests';
import { userEndpoints } from '@/api/services/usermanagement';
import { config } from '@/config';
import { MobileInput, useRules } from '@/components/form';
import { ResourcePage, defineResource } from '@/components/resource';
import { localMobile } from '@/components/resource/fields';
import { toLatinDigits } from '@/lib/digits';
import { paths } from '@/lib/paths';
import { useLabel } from './fields';
import { ResetPasswordModal, UserRolesModal } from './UserModals';
import { UserImport } from './UserImport';

interface FilterValues {
  mobile?: string;
  email?: string;
}

function FilterFields() {
  const label = useLabel();
  const rules = useRules();
  return (
    <>
      <Form.Item name="mobile" label={label('mobile')} rules={[rules.digits(label('mobile'), 10)]}>
        <MobileInput />
      </Form.Item>
      <Form.Item name="email" label={label('email')} rules={[rules.email(label('email'))]}>
        <Input maxLength={100} dir="ltr" />
      </Form.Item>
    </>
  );
}

const fullName = (u: User) => `${u.firstName} ${u.lastName}`.trim();
const roleTags = (u: User) =>
  (u.roles ?? []).map((r) => (typeof r === 'string' ? { key: r, label: r } : { key: r.id, label: r.caption || r.name }));

export const userResource = defineResource<User, UserFilter, Record<string, unknown>, unknown, FilterValues>({
  name: 'people.user',
  endpoints: userEndpoints,
  pageSizes: [10, 100, 1000, 10000],
  columns: [
    { key: 'firstName', title: 'people.field.fullName', sortable: true, render: fullName, link: (u) => paths.userEdit(u.id) },
    config.authType === 'email'
      ? { key: 'email', title: 'people.field.email', sortable: true, ltr: true }
      : { key: 'mobile', title: 'people.field.mobile', sortable: true, ltr: true, render: (u) => localMobile(u.mobile), exportValue: (u) => localMobile(u.mobile) },
    { key: 'roles', title: 'people.field.roles', tags: roleTags, responsive: ['md'], priority: 'medium' },
    { key: 'enable', title: 'people.field.enable', toggle: true, toggleLabels: { on: 'admin.state.active', off: 'admin.state.inactive' } },
    { key: 'createdAt', title: 'people.field.createdAt', sortable: true, date: true, responsive: ['lg'], priority: 'low' },
  ],
  filter: {
    Fields: FilterFields,
    toFilters: (v) => ({
      ...(v.mobile ? { mobile: toLatinDigits(v.mobile).trim() } : {}),
      ...(v.email ? { email: v.email.trim() } : {}),
    }),
  },
  pages: { add: paths.userAdd, edit: (u) => paths.userEdit(u.id) },
  operations: [
    { key: 'password', label: 'people.user.resetPassword', icon: <KeyOutlined />, modal: ResetPasswordModal },
    { key: 'roles', label: 'people.user.roles', icon: <TeamOutlined />, modal: UserRolesModal },
  ],
  toolbar: UserImport,
});

export default function UserList() {
  return <ResourcePage resource={userResource} />;
}

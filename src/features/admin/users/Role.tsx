/**
 * Roles (admin §2, §5): list, add (name ≤ 45, capitals and underscore; caption ≤ 200), filter, delete,
 * a link to the role's permissions, inline caption edit (view → edit → save or cancel).
 */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { CAPTION_MAX, ROLE_NAME_MAX, type NamedFilter, type RoleRequest } from '@/api/schemas/peopleRequests';
import type { Role as RoleRow } from '@/api/schemas';
import { roleEndpoints, usermanagementCalls } from '@/api/services/usermanagement';
import { ResourcePage, defineResource } from '@/components/resource';
import { paths } from '@/lib/paths';
import { patterns } from '@/lib/validation';
import { NameCaptionFields, NameCaptionFilter } from './fields';

interface Values {
  name: string;
  caption?: string;
}

function Fields() {
  return <NameCaptionFields max={ROLE_NAME_MAX} pattern={patterns.role} />;
}

export const roleResource = defineResource<RoleRow, NamedFilter, Values, RoleRequest>({
  name: 'people.role',
  endpoints: roleEndpoints,
  columns: [
    { key: 'name', title: 'people.field.name', sortable: true, ltr: true, link: (r) => paths.rolePermissions(r.id) },
    {
      key: 'caption',
      title: 'people.field.caption',
      sortable: true,
      editableText: { save: (r, caption) => usermanagementCalls.editRoleCaption.initiate({ id: r.id, caption }), maxLength: CAPTION_MAX },
    },
  ],
  filter: { Fields: NameCaptionFilter },
  form: {
    Fields,
    toValues: (r) => ({ name: r.name, caption: r.caption ?? '' }),
    toBody: (v) => ({ name: v.name.trim(), caption: (v.caption ?? '').trim() }),
  },
  canRemove: (r) => r.name !== 'ADMIN',
  operations: [
    {
      key: 'permissions',
      label: 'people.role.permissions',
      icon: <SafetyCertificateOutlined />,
      onClick: (r, ctx) => ctx.navigate(paths.rolePermissions(r.id)),
    },
  ],
});

export default function Role() {
  return <ResourcePage resource={roleResource} />;
}

/** Permissions (admin §2, §5): list, add (name ≤ 200 with the permission pattern, caption ≤ 200), filter, inline caption edit. */
import { CAPTION_MAX, PERMISSION_NAME_MAX, type NamedFilter, type PermissionRequest } from '@/api/schemas/peopleRequests';
import type { Permission as PermissionRow } from '@/api/schemas';
import { permissionEndpoints, usermanagementCalls } from '@/api/services/usermanagement';
import { ResourcePage, defineResource } from '@/components/resource';
import { toLatinDigits } from '@/lib/digits';
import { patterns } from '@/lib/validation';
import { NameCaptionFields, NameCaptionFilter } from './fields';

interface Values {
  name: string;
  caption?: string;
}

function Fields() {
  return <NameCaptionFields max={PERMISSION_NAME_MAX} pattern={patterns.permission} />;
}

export const permissionResource = defineResource<PermissionRow, NamedFilter, Values, PermissionRequest>({
  name: 'people.permission',
  endpoints: permissionEndpoints,
  columns: [
    { key: 'name', title: 'people.field.name', sortable: true, ltr: true },
    {
      key: 'caption',
      title: 'people.field.caption',
      sortable: true,
      editableText: { save: (r, caption) => usermanagementCalls.editPermissionCaption.initiate({ id: r.id, caption }), maxLength: CAPTION_MAX },
    },
  ],
  filter: { Fields: NameCaptionFilter },
  form: {
    Fields,
    toValues: (r) => ({ name: r.name, caption: r.caption ?? '' }),
    toBody: (v) => ({ name: toLatinDigits(v.name).trim(), caption: (v.caption ?? '').trim() }),
  },
  remove: false,
});

export default function Permission() {
  return <ResourcePage resource={permissionResource} />;
}

/**
 * Plugins (admin §2 "Plugins"): the translated type name (links to the edit page), author, publish
 * switch, created and edited dates; add and edit on their own pages. Filter: types (several) and the
 * created range.
 */
import { useMemo } from 'react';
import { Alert, Form, Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { pluginEndpoints, useAdminPluginAllQuery } from '@/api/services/pluginmanagement';
import { PLUGIN_NAMES, type Plugin, type PluginName } from '@/api/schemas';
import type { PluginFilter } from '@/api/schemas/contentRequests';
import { ResourcePage, defineResource } from '@/components/resource';
import { DateRangeField, dateRangeFilter, type PickerRange } from '@/components/resource/fields';
import { paths } from '@/lib/paths';
import { PluginTypeName, usePluginTypeOptions } from './types';

interface FilterValues {
  names?: PluginName[];
  createdAt?: PickerRange | null;
}

type Person = { firstName?: string | null; lastName?: string | null };
const userName = (p: Plugin) => (p.user && typeof p.user === 'object' ? [(p.user as Person).firstName, (p.user as Person).lastName].filter(Boolean).join(' ') : '');

function FilterFields() {
  const intl = useIntl();
  const options = usePluginTypeOptions();
  return (
    <>
      <Form.Item name="names" label={intl.formatMessage({ id: 'plugins.field.names' })}>
        <Select mode="multiple" allowClear options={options} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <DateRangeField name="createdAt" label={intl.formatMessage({ id: 'plugins.field.createdAt' })} />
    </>
  );
}

export const pluginResource = defineResource<Plugin, PluginFilter, never, never, FilterValues>({
  name: 'plugins.plugin',
  endpoints: pluginEndpoints,
  defaultSorter: 'createdAt,desc',
  columns: [
    { key: 'name', title: 'plugins.field.name', sortable: true, render: (r) => <PluginTypeName name={r.name} />, link: (r) => paths.pluginEdit(r.id) },
    { key: 'user', title: 'plugins.field.user', sortable: true, sortField: 'user.firstName', render: userName, responsive: ['md'] },
    { key: 'publish', title: 'plugins.field.publish', sortable: true, toggle: true },
    { key: 'createdAt', title: 'plugins.field.createdAt', sortable: true, date: true, responsive: ['sm'] },
    { key: 'updatedAt', title: 'plugins.field.updatedAt', sortable: true, date: true, responsive: ['lg'] },
  ],
  filter: { Fields: FilterFields, ...dateRangeFilter<FilterValues, PluginFilter>('createdAt') },
  pages: { add: paths.pluginAdd, edit: (r) => paths.pluginEdit(r.id) },
});

/** Whether every plugin type already has its plugin (one plugin per type): nothing left to add. */
export function useEveryTypeInUse(): boolean {
  const { data } = useAdminPluginAllQuery();
  return data !== undefined && PLUGIN_NAMES.every((name) => data.some((p) => p.name === name));
}

function AllTypesInUse() {
  return <Alert type="info" showIcon title={<FormattedMessage id="plugins.allTypesInUse" />} />;
}

export default function PluginList() {
  const full = useEveryTypeInUse();
  // every type in use: no add button (the form could never save), and the reason instead
  const resource = useMemo(() => (full ? { ...pluginResource, canAdd: false, toolbar: AllTypesInUse } : pluginResource), [full]);
  return <ResourcePage resource={resource} />;
}

/** The plugin types with their translated names (`plugins.type.ABOUT_US` ...). */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PLUGIN_NAMES, type PluginName } from '@/api/schemas';

export function PluginTypeName({ name }: { name: PluginName }) {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: `plugins.type.${name}` })}</>;
}

/** Select options of every type; `disabled(name)` greys out some (types already in use). */
export function usePluginTypeOptions(disabled?: (name: PluginName) => boolean) {
  const intl = useIntl();
  return useMemo(
    () => PLUGIN_NAMES.map((name) => ({ value: name, label: intl.formatMessage({ id: `plugins.type.${name}` }), disabled: disabled?.(name) ?? false })),
    [intl, disabled],
  );
}

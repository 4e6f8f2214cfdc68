/** A site plugin's content for a page: loading, or the plugin, or "missing" (not found, unpublished, failed). */
import { usePluginQuery } from '@/api/services/site';
import type { Plugin, PluginName } from '@/api/schemas';

export interface PluginContent {
  plugin: Plugin | null;
  isLoading: boolean;
  missing: boolean;
}

export function usePluginContent(name: PluginName): PluginContent {
  const { data, isLoading, isError } = usePluginQuery(name);
  const plugin = data && data.publish !== false ? data : null;
  return { plugin, isLoading, missing: !isLoading && (isError || !plugin) };
}

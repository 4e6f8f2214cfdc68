/**
 * A site plugin's content for a page: loading, or the plugin, or "missing" (the server says there is
 * none: not found, unpublished), or "failed" (no usable answer: the page shows a LoadError with retry).
 */
import { usePluginQuery } from '@/api/services/site';
import type { PluginName, SitePlugin } from '@/api/schemas';
import { isRefusal } from '@/components/LoadError';

export interface PluginContent {
  plugin: SitePlugin | null;
  isLoading: boolean;
  missing: boolean;
  /** The failure to show, when the plugin could not be loaded (not when it does not exist). */
  failure: { error: unknown; retry: () => void; retrying: boolean } | null;
}

export function usePluginContent(name: PluginName): PluginContent {
  const { data, isLoading, isError, isFetching, error, refetch } = usePluginQuery(name);
  const plugin = data && data.publish !== false ? data : null;
  const failed = isError && !data && !isRefusal(error);
  return {
    plugin,
    isLoading,
    missing: !isLoading && !failed && (isError || !plugin),
    failure: failed ? { error, retry: () => void refetch(), retrying: isFetching } : null,
  };
}

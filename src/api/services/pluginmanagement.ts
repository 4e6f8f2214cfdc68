/**
 * pluginmanagement service (admin spec §7): site plugins (about us, contact us, projects, slide show,
 * gallery ...), one per type. Add and edit are multipart (JSON part `plugin` {name, params} plus one
 * `files` part per new image). Every change also refreshes the site's plugin queries (tagged by type),
 * so /about-us, /contact-us and the home slide show follow.
 */
import { baseApi } from '../baseApi';
import { allEndpoint, entityEndpoints, type MultipartArgs } from '../list';
import { PLUGIN_NAMES, pluginSchema, type Plugin } from '../schemas';
import type { PluginFilter, PluginRequest } from '../schemas/contentRequests';

const BASE = 'pluginmanagement/v1';

export type PluginArgs = MultipartArgs<PluginRequest>;

export const pluginmanagementApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const plugin = entityEndpoints<Plugin, PluginArgs, PluginFilter>(build, BASE, 'plugin', 'Plugin', {
      schema: pluginSchema,
      multipart: 'plugin',
      toggles: { publish: 'changepublished' },
      alsoInvalidates: PLUGIN_NAMES.map((name) => ({ type: 'Plugin' as const, id: name })),
    });
    return {
      adminPluginList: plugin.list,
      adminPlugin: plugin.one,
      addPlugin: plugin.add,
      editPlugin: plugin.edit,
      deletePlugin: plugin.remove,
      deletePluginFile: plugin.deleteFile,
      changePluginPublished: plugin.toggles.publish,
      /** Every plugin (the form disables the types already in use). */
      adminPluginAll: allEndpoint<Plugin>(build, 'Plugin', () => `${BASE}/plugin/all`, pluginSchema),
    };
  },
});

export const { useAdminPluginAllQuery } = pluginmanagementApi;

const e = pluginmanagementApi.endpoints;
/** The plugin's calls as one value, for its resource declaration and form page. */
export const pluginEndpoints = { list: e.adminPluginList, one: e.adminPlugin, add: e.addPlugin, edit: e.editPlugin, remove: e.deletePlugin, toggles: { publish: e.changePluginPublished } };

/** The plugin management pages (route tree component names PluginList, PluginForm). */
export const PLUGIN_LIST_PATH = '/plugin-management/plugin';
export const PLUGIN_ADD_PATH = `${PLUGIN_LIST_PATH}/add`;
export const pluginEditPath = (id: string) => `${PLUGIN_LIST_PATH}/edit/${encodeURIComponent(id)}`;

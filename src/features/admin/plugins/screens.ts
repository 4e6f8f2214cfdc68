/** Screens of the admin/plugins feature, by the component names of the route tree. */
import { lazyScreen, type LazyScreen } from '@/components/screens';
import type { pluginAdminScreenNames } from './screenNames';

export const pluginAdminScreens = {
  PluginList: lazyScreen(() => import('./PluginList')),
  PluginForm: lazyScreen(() => import('./PluginForm')),
} satisfies Record<(typeof pluginAdminScreenNames)[number], LazyScreen>;

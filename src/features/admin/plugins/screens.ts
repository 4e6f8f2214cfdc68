/** Screens of the admin/plugins feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { LazyScreen } from '@/components/screens';
import type { pluginAdminScreenNames } from './screenNames';

export const pluginAdminScreens = {
  PluginList: lazy(() => import('./PluginList')),
  PluginForm: lazy(() => import('./PluginForm')),
} satisfies Record<(typeof pluginAdminScreenNames)[number], LazyScreen>;

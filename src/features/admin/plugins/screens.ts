/** Screens of the admin/plugins feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const pluginAdminScreens: ScreenMap = {
  PluginList: lazy(() => import('./PluginList')),
  PluginForm: lazy(() => import('./PluginForm')),
};

/** Screens of the blog feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const blogScreens: ScreenMap = {
  Blog: lazy(() => import('./Blog')),
  Post: lazy(() => import('./Post')),
};

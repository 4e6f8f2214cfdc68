/** Screens of the admin/posts feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

const NotBuilt = lazy(() => import('@/components/NotBuilt'));

export const postAdminScreens: ScreenMap = {
  PostList: NotBuilt,
  PostForm: NotBuilt,
  PostCategory: NotBuilt,
  PostComment: NotBuilt,
};

/** Screens of the admin/posts feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { ScreenMap } from '@/components/screens';

export const postAdminScreens: ScreenMap = {
  PostList: lazy(() => import('./PostList')),
  PostForm: lazy(() => import('./PostForm')),
  PostCategory: lazy(() => import('./PostCategory')),
  PostComment: lazy(() => import('./PostComment')),
};

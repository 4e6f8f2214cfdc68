/** Screens of the admin/posts feature, by the component names of the route tree. */
import { lazy } from 'react';
import type { LazyScreen } from '@/components/screens';
import type { postAdminScreenNames } from './screenNames';

export const postAdminScreens = {
  PostList: lazy(() => import('./PostList')),
  PostForm: lazy(() => import('./PostForm')),
  PostCategory: lazy(() => import('./PostCategory')),
  PostComment: lazy(() => import('./PostComment')),
} satisfies Record<(typeof postAdminScreenNames)[number], LazyScreen>;

/** Screens of the admin/posts feature, by the component names of the route tree. */
import { lazyScreen, type LazyScreen } from '@/components/screens';
import type { postAdminScreenNames } from './screenNames';

export const postAdminScreens = {
  PostList: lazyScreen(() => import('./PostList')),
  PostForm: lazyScreen(() => import('./PostForm')),
  PostCategory: lazyScreen(() => import('./PostCategory')),
  PostComment: lazyScreen(() => import('./PostComment')),
} satisfies Record<(typeof postAdminScreenNames)[number], LazyScreen>;

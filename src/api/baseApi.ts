/** The one createApi. Services add their endpoints with `baseApi.injectEndpoints` in src/api/services/. */
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

export const TAG_TYPES = [
  'CurrentUser', 'Cart', 'Invoice', 'Route', 'Store', 'Plugin', 'Product', 'ProductCategory', 'Comment',
  'Post', 'PostCategory', 'Token', 'Country', 'Province', 'City', 'Region', 'Brand', 'IpAddress',
  'Coupon', 'File', 'Directory', 'User', 'Role', 'Permission', 'Setting',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** Tags for a paged or plain list of entities with ids, plus the LIST tag that creations invalidate. */
export function listTags<T extends TagType>(type: T, items: ReadonlyArray<{ id?: string | number | null }> | undefined) {
  return [
    { type, id: 'LIST' as const },
    ...(items ?? []).filter((i) => i.id != null).map((i) => ({ type, id: i.id as string | number })),
  ];
}

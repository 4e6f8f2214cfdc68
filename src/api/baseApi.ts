/** The one createApi. Services add their endpoints with `baseApi.injectEndpoints` in src/api/services/. */
import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { baseQuery, type ApiError } from './baseQuery';
import { describeIssues } from './checked';
import { notify } from './notifier';
import { reportApiFailure } from '@/lib/monitoring';

export const TAG_TYPES = [
  'CurrentUser', 'Cart', 'Invoice', 'Route', 'Store', 'Plugin', 'Product', 'ProductCategory', 'Comment',
  'Post', 'PostCategory', 'Token', 'Country', 'Province', 'City', 'Region', 'Brand', 'IpAddress',
  'Coupon', 'File', 'Directory', 'User', 'Role', 'Permission', 'Setting',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The server renderer (src/app/server/entry.tsx) fills the store by rendering the page: its build has
 * the query hooks ask during render, as effects do not run there; in the browser they ask in effects.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }));

/** The cache as a pre-rendered page carries it (src/app/server/carried.ts): put into the store before the app hydrates the page. */
export const answersCarried = createAction<{ api: unknown }>('api/answersCarried');

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // back online, the queries on screen are fetched again (a saved copy the service worker gave is replaced)
  refetchOnReconnect: true,
  // RTK Query's server-rendering recipe: the answers a pre-rendered page was rendered with
  extractRehydrationInfo: (action, { reducerPath }) => (answersCarried.match(action) ? (action.payload as unknown as Record<string, never>)[reducerPath] : undefined),
  /**
   * An answer whose content does not match the endpoint's schema (src/api/checked.ts) is a failed
   * answer: one notification, and the query rejects with an ApiError the screen shows in place.
   */
  catchSchemaFailure: (error, info): ApiError => {
    const schemaIssues = describeIssues(error.issues);
    reportApiFailure(info.endpoint, 'SCHEMA');
    if (import.meta.env.DEV) console.warn(`[api] ${info.endpoint}: the answer does not match its schema`, schemaIssues);
    notify({ type: 'error', messageId: 'api.badAnswer' });
    return { status: 'PARSING_ERROR', content: { schemaIssues } };
  },
});

/**
 * A list of more rows than this provides only its LIST tag. Storing one tag per row costs the one
 * reducer call that stores the answer ~0.2 s at 10,000 rows and seconds at 100,000; and every change
 * this client makes to an entity of such a list (entityEndpoints, invoices, users) invalidates LIST too.
 */
export const MAX_ROW_TAGS = 1_000;

/** Tags for a paged or plain list of entities with ids, plus the LIST tag that creations invalidate. */
export function listTags<T extends TagType>(type: T, items: ReadonlyArray<{ id?: string | number | null }> | undefined) {
  if (items && items.length > MAX_ROW_TAGS) return [{ type, id: 'LIST' as const }];
  return [
    { type, id: 'LIST' as const },
    ...(items ?? []).filter((i) => i.id != null).map((i) => ({ type, id: i.id as string | number })),
  ];
}

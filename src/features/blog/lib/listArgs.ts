/**
 * The blog's list calls, as its screens ask for them: Blog's page of posts and BlogSidebar's latest posts.
 * preloadRoute asks the same before the first render, so the screens find them in the cache.
 */

/** Posts per page of the blog list (spec §2). */
export const POSTS_PER_PAGE = 10;

/** The sidebar's latest posts. */
export const LATEST_POSTS = { limit: 10, sorter: 'createdAt,desc' } as const;

/** The page number in the address (`page`), 1 when missing or not a positive number. */
export function pageParam(value: string | null): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

/** Blog's list arguments from the address's query and the category's id (when the address names one). */
export function blogListArgs(params: URLSearchParams, categoryId?: string) {
  const search = params.get('search')?.trim() ?? '';
  return { page: pageParam(params.get('page')), limit: POSTS_PER_PAGE, search: search || undefined, categories: categoryId ? [categoryId] : undefined };
}

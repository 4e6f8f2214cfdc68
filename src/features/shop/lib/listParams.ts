/** Page, page size and search of the product list, as they live in the URL (spec §2: shareable, back/forward). */

export const DEFAULT_PAGE_SIZE = 10;
/** Products in a home page slider (CategorySlider; preloadRoute asks for as many before the first render). */
export const SLIDER_LIMIT = 12;
export const PAGE_SIZES = [10, 20, 50, 100];
/** The latest-products widget's call (LatestProducts; preloadRoute asks the same before the first render). */
export const LATEST_ARGS = { limit: 5, sorter: 'updatedAt,desc' } as const;

export interface ListParams {
  page: number;
  limit: number;
  search: string;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function readListParams(params: URLSearchParams): ListParams {
  const limit = positive(params.get('limit'), DEFAULT_PAGE_SIZE);
  return {
    page: positive(params.get('page'), 1),
    limit: PAGE_SIZES.includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    search: (params.get('search') ?? '').trim(),
  };
}

/** The query string for `next`; defaults are left out so links stay short. Other parameters (language) are kept. */
export function writeListParams(current: URLSearchParams, next: ListParams): URLSearchParams {
  const out = new URLSearchParams(current);
  const set = (key: string, value: string | number | null) => (value ? out.set(key, String(value)) : out.delete(key));
  set('search', next.search || null);
  set('page', next.page > 1 ? next.page : null);
  set('limit', next.limit !== DEFAULT_PAGE_SIZE ? next.limit : null);
  return out;
}

/** The address of page `page` of the list at `path`, as the app writes it (writeListParams): `path?page=n`, just `path` for page 1. */
export function listPageAddress(path: string, page: number): string {
  const query = writeListParams(new URLSearchParams(), { page, limit: DEFAULT_PAGE_SIZE, search: '' }).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Page, page size, sorter and filters of a list, kept in the URL (`?page=2&limit=20&sorter=name,asc
 * &filters={...}`) so reload, back and shared links keep the view. Invalid values fall back to the
 * defaults; a page size not in the allowed set becomes the default. The query is also noted as where this
 * list was left (src/lib/listReturn.ts), for a form's way back.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { fromSorter } from '@/lib/sorter';
import { rememberListQuery } from '@/lib/listReturn';

export interface ListParams<F> {
  page: number;
  limit: number;
  sorter?: string;
  filters?: F;
  /** The visible columns in order (`columns=a,b,c`); undefined: the user's stored choice or the declaration. */
  columns?: string[];
  /** The named filter preset the filters and sorter came from (`view=name`); dropped when they change. */
  view?: string;
}

export interface ListParamsOptions {
  defaultPageSize: number;
  pageSizes: readonly number[];
  defaultSorter?: string;
}

function parseFilters<F>(text: string | null): F | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length ? (value as F) : undefined;
  } catch {
    return undefined;
  }
}

function parseColumns(text: string | null): string[] | undefined {
  const keys = text?.split(',').map((k) => k.trim()).filter(Boolean);
  return keys?.length ? keys : undefined;
}

/** Drops undefined, null, '' and empty arrays (so the URL and the body carry only real filters). */
export function compactFilters<F extends object>(filters: F | undefined): F | undefined {
  if (!filters) return undefined;
  const entries = Object.entries(filters).filter(
    ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && (v.length === 0 || v.every((x) => x == null))),
  );
  return entries.length ? (Object.fromEntries(entries) as F) : undefined;
}

export function useListParams<F extends object>({ defaultPageSize, pageSizes, defaultSorter }: ListParamsOptions) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  useEffect(() => rememberListQuery(pathname, search.toString()), [pathname, search]);

  const params = useMemo<ListParams<F>>(() => {
    const page = Number.parseInt(search.get('page') ?? '', 10);
    const limit = Number.parseInt(search.get('limit') ?? '', 10);
    const sorter = search.get('sorter');
    return {
      page: Number.isFinite(page) && page >= 1 ? page : 1,
      limit: pageSizes.includes(limit) ? limit : defaultPageSize,
      sorter: sorter && fromSorter(sorter).field ? sorter : defaultSorter,
      filters: parseFilters<F>(search.get('filters')),
      columns: parseColumns(search.get('columns')),
      view: search.get('view') || undefined,
    };
  }, [search, pageSizes, defaultPageSize, defaultSorter]);

  /**
   * Merges `next` into the URL; `undefined` removes a value. Other query parameters (language) stay.
   * `replace` puts the new address in place of this one in the history (a correction, not a step).
   */
  const update = useCallback(
    (next: Partial<ListParams<F>>, { replace = false }: { replace?: boolean } = {}) => {
      setSearch(
        (current) => {
          const out = new URLSearchParams(current);
          const set = (key: string, value: string | undefined) => (value === undefined ? out.delete(key) : out.set(key, value));
          if ('page' in next) set('page', next.page && next.page > 1 ? String(next.page) : undefined);
          if ('limit' in next) set('limit', next.limit && next.limit !== defaultPageSize ? String(next.limit) : undefined);
          if ('sorter' in next) set('sorter', next.sorter && next.sorter !== defaultSorter ? next.sorter : undefined);
          if ('filters' in next) {
            const filters = compactFilters(next.filters);
            set('filters', filters ? JSON.stringify(filters) : undefined);
          }
          if ('columns' in next) set('columns', next.columns?.length ? next.columns.join(',') : undefined);
          // a view names the filters and sorter it set: changing either by hand leaves it
          if ('view' in next) set('view', next.view || undefined);
          else if ('filters' in next || 'sorter' in next) out.delete('view');
          return out;
        },
        { replace },
      );
    },
    [setSearch, defaultPageSize, defaultSorter],
  );

  return [params, update] as const;
}

import type { Paged } from '@/api/schemas/envelope';
import { isI18n, type Lang } from './i18n';

/**
 * Paging, sorting and filtering as the spec's lists do them: `page` (1-based, default 1) and
 * `limit` (default 10) query parameters, `sorter=field,asc|desc`, filters in the JSON body.
 */

const urlOf = (source: Request | URL | string): URL =>
  source instanceof URL ? source : new URL(typeof source === 'string' ? source : source.url);

export function pageParams(source: Request | URL | string, defaultLimit = 10): { page: number; limit: number } {
  const params = urlOf(source).searchParams;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const limit = Number.parseInt(params.get('limit') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    limit: Number.isFinite(limit) && limit >= 1 ? limit : defaultLimit,
  };
}

/** One page of `items` as `{ docs, total, limit, page }`; `map` converts only the page's items. */
export function paginate<T, R = T>(
  items: readonly T[],
  source: Request | URL | string,
  map?: (item: T) => R,
  defaultLimit = 10,
): Paged<R> {
  const { page, limit } = pageParams(source, defaultLimit);
  const slice = items.slice((page - 1) * limit, page * limit);
  return {
    docs: map ? slice.map(map) : (slice as unknown as R[]),
    total: items.length,
    limit,
    page,
  };
}

/** The `sorter` query parameter. */
export function sorterOf(source: Request | URL | string): string | null {
  return urlOf(source).searchParams.get('sorter');
}

export function parseSorter(sorter: string | null | undefined): { field: string; order: 'asc' | 'desc' } | null {
  if (!sorter) return null;
  const parts = sorter.split(',').map((s) => s.trim());
  const field = parts.at(0);
  const order = parts.at(1);
  if (!field) return null;
  return { field, order: /^desc(end)?$/i.test(order ?? '') ? 'desc' : 'asc' };
}

/** Reads `a.b.c`; a `{ fa, en }` value is read in `lang`. */
export function getPath(value: unknown, path: string, lang: Lang = 'fa'): unknown {
  let cur: unknown = value;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return isI18n(cur) ? cur[lang] : cur;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const collators = new Map<Lang, Intl.Collator>();
const collator = (lang: Lang) => {
  let c = collators.get(lang);
  if (!c) collators.set(lang, (c = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' })));
  return c;
};

/** Numbers numerically, booleans false<true, ISO dates as dates, strings by locale; empty values last. */
export function compareValues(a: unknown, b: unknown, lang: Lang = 'fa'): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') {
    if (ISO_DATE.test(a) && ISO_DATE.test(b)) return Date.parse(a) - Date.parse(b);
    return collator(lang).compare(a, b);
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length - b.length;
  return collator(lang).compare(String(a), String(b));
}

/**
 * A sorted copy of `items` by `field,asc|desc` (nested fields with dots). Without a sorter, the
 * `fallback` sorter applies (if any); the sort is stable.
 */
export function applySorter<T>(items: readonly T[], sorter: string | null | undefined, options: { lang?: Lang; fallback?: string } = {}): T[] {
  const parsed = parseSorter(sorter) ?? parseSorter(options.fallback);
  if (!parsed) return items.slice();
  const sign = parsed.order === 'desc' ? -1 : 1;
  const lang = options.lang ?? 'fa';
  const keyed: { item: T; index: number; key: unknown }[] = items.map((item, index) => ({ item, index, key: getPath(item, parsed.field, lang) }));
  // Dates compare as dates: when every key is an ISO date, parse each once rather than twice per
  // comparison (the 100,000-invoice bulk option sorts in about half the time; the order is the same).
  if (keyed.every((k) => k.key === null || k.key === undefined || k.key === '' || (typeof k.key === 'string' && ISO_DATE.test(k.key)))) {
    for (const k of keyed) if (typeof k.key === 'string' && k.key !== '') k.key = toTime(k.key, false);
  }
  keyed.sort((x, y) => {
    const xEmpty = x.key === null || x.key === undefined || x.key === '';
    const yEmpty = y.key === null || y.key === undefined || y.key === '';
    // empty values stay last whatever the order
    if (xEmpty !== yEmpty) return xEmpty ? 1 : -1;
    return sign * compareValues(x.key, y.key, lang) || x.index - y.index;
  });
  return keyed.map((k) => k.item);
}

/** A `[from, to]` range; either end may be null/empty. A date-only `to` includes that whole day. */
export type Range = readonly [string | null | undefined, string | null | undefined] | null | undefined;

const toTime = (value: string, endOfDay: boolean): number => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`) + (endOfDay ? 86_399_999 : 0);
  return Date.parse(value);
};

export const filterBy = {
  /** Case-insensitive "contains"; a `{ fa, en }` value matches in either language. Empty needle matches all. */
  text(value: unknown, needle: string | null | undefined): boolean {
    if (!needle || !needle.trim()) return true;
    const n = needle.trim().toLowerCase();
    if (isI18n(value)) return value.fa.toLowerCase().includes(n) || value.en.toLowerCase().includes(n);
    return value != null && String(value).toLowerCase().includes(n);
  },
  /** `id` is in `list`; an empty or missing list matches all. Arrays of ids match when any is in. */
  inList(id: string | readonly string[] | null | undefined, list: readonly string[] | null | undefined): boolean {
    if (!list || list.length === 0) return true;
    if (id == null) return false;
    return typeof id === 'string' ? list.includes(id) : id.some((x) => list.includes(x));
  },
  /** ISO `value` within `[from, to]` (inclusive); open ends allowed; no range matches all. */
  dateRange(value: string | null | undefined, range: Range): boolean {
    if (!range) return true;
    const [from, to] = range;
    if (!from && !to) return true;
    if (!value) return false;
    const time = Date.parse(value);
    if (from && time < toTime(from, false)) return false;
    if (to && time > toTime(to, true)) return false;
    return true;
  },
  /** Equality when `wanted` is given (booleans, numbers, strings); undefined/null matches all. */
  equals<T>(value: T, wanted: T | null | undefined): boolean {
    return wanted === null || wanted === undefined || value === wanted;
  },
};

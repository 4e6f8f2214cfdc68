/**
 * The date-range filter's converters (pure). On the wire and in the URL a range is `[from, to]` of
 * Gregorian ISO days ('YYYY-MM-DD'), either end null (open); the mock treats a day-only `to` as the
 * whole day (mocks/lib/list.ts `filterBy.dateRange`). In the filter form it is a RangePicker pair of
 * dayjs values (either end null, `allowEmpty`).
 */
import type { DateRange } from '@/api/schemas/requests';
import { dayjs, toIsoDay, type Dayjs } from '@/i18n/dayjs';

/** A RangePicker value: either end may be empty. */
export type PickerRange = [Dayjs | null, Dayjs | null];

/** A range as the URL or a filters body may hold it (ends possibly missing). */
export type RangeInput = readonly [string | null | undefined, string | null | undefined] | null | undefined;

/** A picker pair → `[fromDay, toDay]`; undefined when both ends are empty (no filter). */
export function rangeToFilter(range: readonly [Dayjs | null | undefined, Dayjs | null | undefined] | null | undefined): DateRange | undefined {
  const from = toIsoDay(range?.[0]) || null;
  const to = toIsoDay(range?.[1]) || null;
  return from || to ? [from, to] : undefined;
}

const toDay = (value: string | null | undefined): Dayjs | null => {
  if (!value) return null;
  const day = dayjs(value);
  return day.isValid() ? day : null;
};

/** `[fromDay, toDay]` (from the URL) → a picker pair; null when there is no range or both ends are empty/invalid. */
export function filterToRange(range: RangeInput): PickerRange | null {
  if (!Array.isArray(range)) return null;
  const pair: PickerRange = [toDay(range[0]), toDay(range[1])];
  return pair[0] || pair[1] ? pair : null;
}

/**
 * Filter form values → filters body: each of `keys` converted with `rangeToFilter` (dropped when
 * empty), every other field passed as is.
 */
export function rangesToFilters<F extends object>(values: object, keys: readonly string[]): F {
  const out: Record<string, unknown> = { ...values };
  for (const key of keys) {
    const range = rangeToFilter(out[key] as PickerRange | null | undefined);
    if (range) out[key] = range;
    else delete out[key];
  }
  return out as F;
}

/** Filters body (from the URL) → filter form values: each of `keys` back to a picker pair. */
export function filtersToRanges<FV extends object>(filters: object, keys: readonly string[]): Partial<FV> {
  const out: Record<string, unknown> = { ...filters };
  for (const key of keys) {
    if (key in out) out[key] = filterToRange(out[key] as RangeInput);
  }
  return out as Partial<FV>;
}

/**
 * `toFilters` / `toValues` of a resource filter whose date-range fields are `keys`:
 * `filter: { Fields, ...dateRangeFilter<FilterValues, Filter>('createdAt') }`.
 */
export function dateRangeFilter<FV extends object, F extends object>(...keys: string[]) {
  return {
    toFilters: (values: FV): F => rangesToFilters<F>(values, keys),
    toValues: (filters: F): Partial<FV> => filtersToRanges<FV>(filters, keys),
  };
}

/**
 * The declaration of one admin resource (see README.md). Endpoints are given as RTK Query thunks
 * (`api.endpoints.x.initiate(...)`) so the page can call any of them without a hook per endpoint.
 */
import type { ComponentType, ReactNode } from 'react';
import type { FormInstance } from 'antd';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { NavigateFunction } from 'react-router-dom';
import type { Paged } from '@/api/schemas';
import type { ListArgs, RecordArg, SetNumberArgs, ToggleArgs } from '@/api/list';
import type { Locale } from '@/lib/locale';
import type { ListParams } from './useListParams';
import type { ExportCell, ExportText, ResourcePreset } from './viewTypes';
import type { ColumnPriority } from './columnPriority';

/** What `dispatch(thunk)` returns for a query or a mutation: a promise-like with `unwrap`. */
export interface ApiCall<R = unknown> {
  unwrap(): Promise<R>;
  unsubscribe?(): void;
}
/** An endpoint call as a thunk: `api.endpoints.deleteCountry.initiate(id)`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiThunk<R = unknown> = ThunkAction<ApiCall<R>, any, any, UnknownAction>;

/** The list query's hook result that the page reads. */
export interface ListResult<T> {
  data?: Paged<T>;
  /** the answer of the current arguments (undefined while a new page, size, sort or filter loads) */
  currentData?: Paged<T>;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch(): unknown;
}

/** A list endpoint: `api.endpoints.countryList` (its `useQuery` is all the page needs). */
export interface ListEndpoint<T, F> {
  /** the endpoint's name (its query cache key names it; the rows of a big answer stream under that key) */
  name?: string;
  useQuery(args: ListArgs<F>, options?: { refetchOnMountOrArgChange?: boolean }): ListResult<T>;
  /** The call itself as a thunk: the spreadsheet export and "select all that match the filter" page through the whole set with it. */
  initiate?(args: ListArgs<F>, options?: { forceRefetch?: boolean; subscribe?: boolean }): ApiThunk<Paged<T>>;
}

/** A mutation endpoint as `api.endpoints.x`: all the pattern needs is its `initiate`. */
export interface MutationEndpoint<A, R = unknown> {
  initiate(arg: A): ApiThunk<R>;
}
/** A query endpoint as `api.endpoints.x`. */
export interface QueryEndpoint<A, R> {
  initiate(arg: A, options?: { forceRefetch?: boolean; subscribe?: boolean }): ApiThunk<R>;
}

/**
 * An entity's calls as one value (src/api/list.ts `entityEndpoints` builds them): the page takes the
 * list, the one-record load, add, edit, remove and the in-place flag and number changes from here.
 */
export interface ResourceEndpoints<T, F = Record<string, unknown>, B = unknown> {
  list: ListEndpoint<T, F>;
  /** GET {entity}/{id}; asked with `{ id, language }` by the form modal (the record in the form's language). */
  one?: QueryEndpoint<RecordArg, T>;
  add?: MutationEndpoint<B, string | undefined>;
  /** PUT {entity}/{id}; `language`: the language of the record the form was filled from. */
  edit?: MutationEndpoint<{ id: string; body: B; language?: Locale }>;
  remove?: MutationEndpoint<string>;
  /** Flag name (`publish`, `show`, `buy`, `confirm`, `enable` ...) → its change call. */
  toggles?: Record<string, MutationEndpoint<ToggleArgs>>;
  /** Number field (`position`) → its change call. */
  numbers?: Record<string, MutationEndpoint<SetNumberArgs>>;
}

export interface ResourceColumn<T> {
  /** Field name: data index and, when `sortable`, the sorter field (`sortField` overrides). */
  key: string;
  /** Message id of the header. */
  title: string;
  sortable?: boolean;
  sortField?: string;
  /** The cell; default the field's value. */
  render?(record: T): ReactNode;
  /** Render the field as a date (`<DateText withTime>`). */
  date?: boolean;
  /**
   * Left-to-right content (paths, aliases, codes, mobiles, e-mails, IPs): the cell is a `<bdi dir="ltr">`
   * island, in the table and the phone cards, so a right-to-left page does not mirror it ("+98", "/shop").
   */
  ltr?: boolean;
  /**
   * A boolean flag toggled in place: the switch sends the new value and the list reloads. `true` uses
   * `endpoints.toggles[key]`; a function gives the call itself.
   */
  toggle?: true | ((record: T, value: boolean) => ApiThunk);
  /** Optional label of the switch's two states (message ids), e.g. active / inactive. */
  toggleLabels?: { on: string; off: string };
  /**
   * An inline editable whole number (position): min 1, saved on blur or Enter through
   * `endpoints.numbers[key]` (or this function); a refused save puts the old value back and says so.
   */
  editableNumber?: true | ((record: T, value: number) => ApiThunk);
  /**
   * An inline editable text (captions): view → edit → save or cancel; cancel restores the cached value,
   * a refused save puts the stored one back (`EditableTextCell`). `save` gives the call with the new text.
   */
  editableText?: { save(record: T, value: string): ApiThunk; maxLength?: number };
  /** The cell links here: an app path (router link) or, with `external`, an address opened in a new tab. */
  link?(record: T): string | undefined;
  external?: boolean;
  /** The cell shows these as tags; `color` per value (antd preset or status colour). */
  tags?(record: T): readonly { label: ReactNode; color?: string; key?: string }[];
  width?: number;
  /**
   * The least its cells take when they wrap (a sum on two lines, its currency under it), where neither
   * its kind nor its header says: which columns give way is counted from it (columnPriority.ts). Unlike
   * `width` it sets no width: the table lays the column out, and a virtual page gives it a line of text.
   */
  room?: number;
  /** Hidden below this width (antd responsive breakpoints), e.g. ['md'] keeps it off phones. */
  responsive?: ('xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl')[];
  /**
   * How long the column stays when the list's box is too narrow for every column (columnPriority.ts):
   * `low` gives way first, then `medium`, then `high`; without a priority it never gives way (names,
   * switches, inline numbers). A column that gave way is shown in its row's expanded detail; on a phone
   * card it is under "More".
   */
  priority?: ColumnPriority;
  /**
   * The cell in the spreadsheet export when the cell's render is not text (an enum's label, a number);
   * default: the render's text, else the field (flags as the switch's words, dates as the list shows them).
   */
  exportValue?(record: T, text: ExportText): ExportCell;
}

/** Props the form and filter field components receive. */
export interface FieldsProps<T> {
  form: FormInstance;
  /** The record being edited (undefined when adding or filtering). */
  record?: T;
}

export interface ResourceForm<T, V, B> {
  /** The form's fields (antd Form.Items). A component, so it may use hooks (option lists, rules). */
  Fields: ComponentType<FieldsProps<T>>;
  /** Form values of a record being edited. */
  toValues(record: T): Partial<V>;
  /** Initial values when adding. */
  initial?: Partial<V>;
  /** The request body from the validated values. */
  toBody(values: V, record?: T): B;
  /** Overrides of the resource's endpoints (add, edit, load); by default `endpoints.add/edit/one`. */
  add?(body: B): ApiThunk;
  edit?(id: string, body: B): ApiThunk;
  /**
   * Loads the full record before editing (GET {entity}/{id}); default `endpoints.one` when `loadFull`.
   * Also after a language switch: `language` is the form's (pass it on when the call can name it).
   */
  load?(id: string, language: Locale): ApiThunk<T>;
  /** Load the record with `endpoints.one` before editing (default: the row is used). */
  loadFull?: boolean;
  /**
   * The spec's form modal is 450 wide (admin §1). An exception is written here with its reason,
   * `{ width: 640, reason: 'the region polygon is drawn on a map' }`; there is no bare width.
   */
  wide?: { width: number; reason: string };
}

export interface ResourceFilter<FV, F> {
  Fields: ComponentType<FieldsProps<never>>;
  /** Filter form values → the list's filters body (kept in the URL as JSON). Default: as is, empties dropped. */
  toFilters?(values: FV): F;
  /** The filters body (from the URL) → filter form values. Default: as is. */
  toValues?(filters: F): Partial<FV>;
}

export interface ResourceDef<T extends { id: string }, F = Record<string, unknown>, V = Record<string, unknown>, B = unknown, FV = Record<string, unknown>> {
  /** Message-id prefix: `${name}.add`, `${name}.edit` are the modal titles (`reference.country`). */
  name: string;
  /** The entity's calls as one value (list, one, add, edit, remove, toggles, numbers). */
  endpoints: ResourceEndpoints<T, F, B>;
  columns: ResourceColumn<T>[];
  /** Page-size choices (spec §1); default [10, 20, 50, 100, 1000, 10000]. */
  pageSizes?: number[];
  /** Default 10. */
  defaultPageSize?: number;
  /** Default sorter `field,asc|desc` when the URL has none. */
  defaultSorter?: string;
  filter?: ResourceFilter<FV, F>;
  /** Add/edit in a modal. */
  form?: ResourceForm<T, V, B>;
  /** Add/edit on their own pages instead (store, product ...). */
  pages?: { add: string; edit(record: T): string };
  /** Delete: default `endpoints.remove` with the row's id; a function overrides it; `false` offers none. */
  remove?: false | ((record: T) => ApiThunk);
  /** Whether a row may be edited / deleted (default: all). */
  canEdit?(record: T): boolean;
  canRemove?(record: T): boolean;
  /** `false`: no add button (nothing could be added, e.g. every plugin type is in use; say why in the toolbar). */
  canAdd?: boolean;
  /** Extra per-row operations (menu items after edit, before delete: destructive last). */
  operations?: ResourceOperation<T, F>[];
  /** Extra toolbar content; receives the list state (filters, selection, reload ...). */
  toolbar?: ComponentType<ToolbarProps<T, F>>;
  /**
   * Rows can be selected (checkboxes); the selection is given to the toolbar and cleared by it.
   * Default: selectable when the list has a bulk action; `false` turns the checkboxes off.
   */
  selectable?: boolean;
  /**
   * Bulk actions over the selected rows (bulk/README in README.md). Default: delete (when rows can be
   * deleted) and each switched flag on and off; `false` offers none.
   */
  bulk?: false | ResourceBulk<T>;
  /** A row's name in bulk summaries (default: the first column's text, else the id). */
  rowLabel?(record: T): string;
  /** A class per row (e.g. `resource-row--new` highlights new orders). */
  rowClassName?(record: T): string;
  /**
   * The list's totals (a hook, given the page's rows): under the table a row with each total under its
   * column, those of columns that gave way listed under its label; on a phone a card above the rows.
   */
  useTotals?(docs: readonly T[]): ResourceTotals;
  /** Message id of the empty-list text (default common.empty). */
  emptyText?: string;
  /** Named filter presets the shop ships (the user's own are saved beside them). */
  presets?: ResourcePreset<F>[];
  /** `false`: no spreadsheet export button (a list with exports of its own). */
  export?: false;
}

/** What a row operation and the toolbar can use: navigation, copying, calls and the list. */
export interface ResourceContext<F> {
  navigate: NavigateFunction;
  /** Copies text and shows the spec's success message (or an error when the browser refuses). */
  copy(text: string): Promise<void>;
  /** Runs a call once (a second click while it runs sends nothing); rejects with the ApiError. */
  run<R>(thunk: ApiThunk<R>): Promise<R>;
  /** The list's URL state and its setter; `update({filters, page: 1})` filters, `update({page: 1})` goes back. */
  params: ListParams<F>;
  update(next: Partial<ListParams<F>>): void;
  reload(): void;
}

export interface ToolbarProps<T, F> extends ResourceContext<F> {
  /** The rows on this page (after load). */
  docs: readonly T[] | undefined;
  total: number;
  /** Selected rows (when `selectable`) and a way to clear them. */
  selected: readonly T[];
  clearSelection(): void;
}

/** What a list's totals show (ResourceDef.useTotals); the pattern places them (totals.tsx). */
export interface ResourceTotals {
  /** What is summed ("Total of all 412 filtered invoices"), or that it is on its way. */
  label: ReactNode;
  /** A total per column key; a column without one has an empty cell. */
  values: Readonly<Partial<Record<string, ReactNode>>>;
  /** Under the label: a failed call with its retry. */
  extra?: ReactNode;
}

export interface ResourceOperation<T, F = Record<string, unknown>> {
  key: string;
  /** Message id of the label. */
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  /** Not offered for this row (e.g. change step only when published and paid). */
  hidden?(record: T): boolean;
  /** Offered but disabled for this row. */
  disabled?(record: T): boolean;
  /** Ask first ("Are you sure you want to do this?" by default; a message id overrides it). */
  confirm?: true | string;
  /** What it does; `ctx` gives navigation, copying, calls and the list. */
  onClick?(record: T, ctx: ResourceContext<F>): unknown;
  /** Or: opens this modal for the row; it closes itself with `onClose` (`saved` reloads the list). */
  modal?: ComponentType<{ record: T; onClose(saved?: boolean): void }>;
}

/** Which bulk actions a resource offers (all optional; see `ResourceDef.bulk`). */
export interface ResourceBulk<T> {
  /** Delete the selected rows (default true when rows can be deleted). */
  remove?: boolean;
  /** The flags offered on and off: every switched column (default), only these keys, or none. */
  toggles?: boolean | readonly string[];
  /** More actions, one call per row (invoices: the next step). */
  actions?: BulkAction<T>[];
}

export interface BulkAction<T> {
  key: string;
  /** Message id of the label. */
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  /** Ask first ("Are you sure you want to do this?" by default; a message id overrides it). */
  confirm?: true | string;
  /** The one documented call for a row. */
  call(record: T): ApiThunk;
  /** Rows it does not apply to are not sent; the summary names them as failed and they stay selected. */
  applies?(record: T): boolean;
}

/** Identity with inference: `export const country = defineResource<Country, ...>({ ... })`. */
export function defineResource<T extends { id: string }, F = Record<string, unknown>, V = Record<string, unknown>, B = unknown, FV = Record<string, unknown>>(
  def: ResourceDef<T, F, V, B, FV>,
): ResourceDef<T, F, V, B, FV> {
  return def;
}

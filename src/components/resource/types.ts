/**
 * The declaration of one admin resource (see README.md). Endpoints are given as RTK Query thunks
 * (`api.endpoints.x.initiate(...)`) so the page can call any of them without a hook per endpoint.
 */
import type { ComponentType, ReactNode } from 'react';
import type { FormInstance } from 'antd';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Paged } from '@/api/schemas';
import type { ListArgs } from '@/api/services/basicinformation';

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
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch(): unknown;
}

/** A list endpoint: `api.endpoints.countryList` (its `useQuery` is all the page needs). */
export interface ListEndpoint<T, F> {
  useQuery(args: ListArgs<F>, options?: { refetchOnMountOrArgChange?: boolean }): ListResult<T>;
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
  /** A boolean flag toggled in place: the switch sends the new value with this call and reloads. */
  toggle?(record: T, value: boolean): ApiThunk;
  width?: number;
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
  add?(body: B): ApiThunk;
  edit?(id: string, body: B): ApiThunk;
  /** Loads the full record before editing (GET {entity}/{id}); without it the row is used. */
  load?(id: string): ApiThunk<T>;
  /** Modal width; default 450. */
  width?: number;
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
  list: ListEndpoint<T, F>;
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
  remove?(record: T): ApiThunk;
  /** Extra per-row operations (menu items after edit and delete). */
  operations?: ResourceOperation<T>[];
}

export interface ResourceOperation<T> {
  key: string;
  /** Message id of the label. */
  label: string;
  icon?: ReactNode;
  onClick(record: T): void;
}

/** Identity with inference: `export const country = defineResource<Country, ...>({ ... })`. */
export function defineResource<T extends { id: string }, F = Record<string, unknown>, V = Record<string, unknown>, B = unknown, FV = Record<string, unknown>>(
  def: ResourceDef<T, F, V, B, FV>,
): ResourceDef<T, F, V, B, FV> {
  return def;
}

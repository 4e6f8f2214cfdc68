/**
 * The declaration of an own add/edit page (store, product, post, plugin, user): see FormPage.tsx.
 * Endpoints are the RTK Query endpoint objects themselves (`api.endpoints.product`, `addProduct`,
 * `editProduct` as `entityEndpoints` makes them), typed by the little the page uses of them.
 */
import type { ComponentType } from 'react';
import type { RecordArg } from '@/api/list';
import type { Locale } from '@/lib/locale';
import type { ApiThunk, FieldsProps } from './types';

/** What the page reads of the record query's hook result. */
export interface FormPageRecordResult<T> {
  /** The record of the current id; `null` when the server answered success with no content. */
  currentData?: T | null;
  isFetching: boolean;
  isError: boolean;
  /** The ApiError (`{ status, content, messages }`) of a failed load. */
  error?: unknown;
  /** Loads the record again; `unwrap()` resolves with it or rejects with the ApiError. */
  refetch(): { unwrap(): Promise<unknown> };
}

/** GET {entity}/{id}: `api.endpoints.product`. The page asks with `{ id, language }`: the record in the form's language. */
export interface FormPageRecordEndpoint<T> {
  useQuery(arg: RecordArg, options?: { skip?: boolean; refetchOnMountOrArgChange?: boolean }): FormPageRecordResult<T>;
}

/** POST {entity}: `api.endpoints.addProduct`; answers the new id (or the created entity). */
export interface FormPageAddEndpoint<B> {
  initiate(body: B): ApiThunk;
}

/** PUT {entity}/{id}: `api.endpoints.editProduct`; `language` is the language of the record the form was filled from. */
export interface FormPageEditEndpoint<B> {
  initiate(arg: { id: string; body: B; language: Locale }): ApiThunk;
}

export interface FormPageEndpoints<T, B> {
  one: FormPageRecordEndpoint<T>;
  add: FormPageAddEndpoint<B>;
  edit: FormPageEditEndpoint<B>;
}

export interface FormPageDef<T extends { id: string }, V = Record<string, unknown>, B = unknown> {
  /** Message-id prefix: `${name}.add` and `${name}.edit` are the page titles (`shop.product`). */
  name: string;
  /** The record's name for the edit page's title ("Edit user: Sara Ahmadi"); without it the title is generic. */
  recordName?(record: T): string;
  /** The list the back button (and an add answered without an id) leads to. */
  listPath: string;
  /** The edit route of a record: where an add goes with the new id. */
  editPath(id: string): string;
  endpoints: FormPageEndpoints<T, B>;
  /** The form's fields (antd Form.Items). A component, so it may use hooks (option lists, rules). */
  Fields: ComponentType<FieldsProps<T>>;
  /** Form values of the loaded record (also after a save: the form shows what the server kept). */
  toValues(record: T): Partial<V>;
  /** Initial values when adding. */
  initial?: Partial<V>;
  /**
   * A hook (called on every render) for what the form needs before it mounts: initial values that
   * need data when adding (position = total + 1), merged over `initial`. Return undefined while that
   * loads (the page shows its spinner, when editing too), the values (or `{}`, also on failure) when
   * ready. `adding` is false on the edit page, where the values are not used: return `{}` at once
   * unless the form must wait for something (a list its defaults come from).
   */
  useInitial?(adding: boolean): Partial<V> | undefined;
  /** A spinner over the form while it saves (and reloads), not only on the save button (user edit, spec §2). */
  spinWhileSaving?: boolean;
  /** The request body from the validated values (`record` when editing). */
  toBody(values: V, record?: T): B;
}

/** Identity with inference: `export const productPage = defineFormPage<Product, Values, ProductArgs>({ ... })`. */
export function defineFormPage<T extends { id: string }, V = Record<string, unknown>, B = unknown>(def: FormPageDef<T, V, B>): FormPageDef<T, V, B> {
  return def;
}

/**
 * The generic list layer every service uses: list arguments, the list request, paged and array answers
 * (both the `{docs, total, limit, page}` and the `{docs, count}` shapes), the id of a created entity,
 * multipart bodies, and `entityEndpoints`, which wires an entity's uniform calls (list, get, add, edit,
 * remove, flag toggles) once so a service declares an entity in one line.
 */
import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import { z } from 'zod/mini';
import { listTags, type TagType } from './baseApi';
import type { ApiArgs, baseQuery } from './baseQuery';
import { checked, checkedRows } from './checked';
import { pagedSchema, type Paged } from './schemas';
import type { RowsKey } from './schemas/rows';
import type { Locale } from '@/lib/locale';

/** Arguments of every paged list: 1-based page, page size, `field,asc|desc` sorter and the filters body. */
export interface ListArgs<F = Record<string, unknown>> {
  page: number;
  limit: number;
  sorter?: string;
  filters?: F;
}

/**
 * A list query: POST `{path}` with the filters body and page/limit/sorter in the query. `rows`: the
 * row schema's key (src/api/schemas/rows.ts) the big-answer worker checks the rows with; pair it with
 * `checkedPaged(schema, rows)` of the same schema.
 */
export function listRequest<F>(path: string, { page, limit, sorter, filters }: ListArgs<F>, rows?: RowsKey): ApiArgs {
  return { url: path, method: 'POST', params: { page, limit, ...(sorter ? { sorter } : {}) }, body: filters ?? {}, ...(rows ? { rows } : {}) };
}

/**
 * One record: its id, or its id and the language its texts are asked in. A form that edits the record
 * names the language, so the texts it shows and the texts it saves are of one language, whatever the
 * page's language does meanwhile (the explicit `language` wins over the session's in the baseQuery).
 */
export type RecordArg = string | { id: string; language: Locale };

/** The id of a record argument. */
export const recordId = (arg: RecordArg): string => (typeof arg === 'string' ? arg : arg.id);

/** The query parameters that pin a call to a language (none: the session's language). */
const languageParams = (language: Locale | undefined) => (language ? { params: { language } } : {});

/** A plain list answer (`all`, trees, children of a parent); anything else is an empty list. */
export function asArray<T>(content: unknown): T[] {
  return Array.isArray(content) ? (content as T[]) : [];
}

/** A paged answer: `{docs, total, limit, page}`, or `{docs, count}` (the invoice list in one place). */
export function asPaged<T>(content: unknown): Paged<T> {
  const c = (content ?? {}) as Partial<Paged<T>> & { count?: unknown };
  return {
    docs: asArray<T>(c.docs),
    total: Number(c.total ?? c.count) || 0,
    limit: Number(c.limit) || 0,
    page: Number(c.page) || 1,
  };
}

/** The answer of an add: the new id (a bare id or the created entity). */
export function newId(content: unknown): string | undefined {
  if (typeof content === 'string' || typeof content === 'number') return String(content);
  if (content && typeof content === 'object' && 'id' in content) return String((content as { id: unknown }).id);
  return undefined;
}

/**
 * The one multipart shape of the API: a JSON part named `part` (brand, product, category, plugin, post,
 * user, fileInfo) and one `files` part (or `fileField`) per file.
 */
export function multipartBody(part: string, json: unknown, files: readonly File[] = [], fileField = 'files'): FormData {
  const form = new FormData();
  form.append(part, new Blob([JSON.stringify(json)], { type: 'application/json' }));
  files.forEach((file) => form.append(fileField, file, file.name));
  return form;
}

/** The body of a multipart add/edit: the JSON part's value and the new files. */
export interface MultipartArgs<J> {
  json: J;
  files?: File[];
}

/** A flag switched in place: `{id, value}` sent as `PUT {entity}/{id}/{path}` with `{[flag]: value}`. */
export interface ToggleArgs {
  id: string;
  value: boolean;
}

/** A number changed in place (position): `{id, value}` sent as `PUT {entity}/{id}/{path}` with `{[field]: value}`. */
export interface SetNumberArgs {
  id: string;
  value: number;
}

type Build = EndpointBuilder<typeof baseQuery, TagType, 'api'>;

/**
 * A paged answer checked against `{docs: item[], total|count, limit, page}` (src/api/checked.ts), the
 * rows in slices that yield to the page (admin lists go up to 100,000 rows a page). With `rowsKey`
 * (the key of `item` in src/api/schemas/rows.ts, also given to `listRequest`) the rows of a big answer
 * are checked in the big-answer worker instead, as they arrive.
 */
export function checkedPaged<T>(item: z.ZodMiniType<T>, rowsKey?: RowsKey) {
  const shell = z.union([pagedSchema(z.unknown()), z.looseObject({ docs: z.array(z.unknown()), count: z.number().check(z.int(), z.gte(0)) })]);
  return {
    rawResponseSchema: checkedRows(shell, item, rowsKey),
    transformResponse: (content: unknown) => asPaged<T>(content),
  };
}

export interface EntityOptions<T = unknown> {
  /** The entity's zod schema (required): every list and read answer is checked against it before it renders. */
  schema: z.ZodMiniType<T>;
  /** Send add/edit as multipart with this JSON part name (`product`, `post` ...); body is `MultipartArgs`. */
  multipart?: string;
  /** Flag toggles: flag name → path segment, e.g. `{ publish: 'changepublished', show: 'changeshowed' }`. */
  toggles?: Record<string, string>;
  /** The key of `schema` in src/api/schemas/rows.ts: the list's rows are checked in the big-answer worker (lists of 10,000+ rows). */
  rows?: RowsKey;
  /** Extra tags an add/edit/remove/toggle invalidates (the public lists it changes, e.g. the site's products). */
  alsoInvalidates?: { type: TagType; id: string }[];
}

/**
 * An entity's uniform calls under `{base}/{entity}`: `list` (POST list), `one` (GET {id}), `add` (POST),
 * `edit` (PUT {id}), `remove` (DELETE {id}), one mutation per toggle, and `deleteFile` (DELETE
 * {id}/file/{fileId}). Add/edit/remove/toggles invalidate the entity's LIST and ALL tags (and its own id);
 * remove also on failure, since the row may already be gone.
 */
export function entityEndpoints<T extends { id: string }, B, F = Record<string, unknown>>(
  build: Build,
  base: string,
  entity: string,
  tag: TagType,
  options: EntityOptions<T>,
) {
  const { schema } = options;
  const path = `${base}/${entity}`;
  const at = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const extra = options.alsoInvalidates ?? [];
  const body = (b: B) => (options.multipart ? multipartBody(options.multipart, (b as MultipartArgs<unknown>).json, (b as MultipartArgs<unknown>).files) : b);
  const changed = (id?: string) => [...(id ? [{ type: tag, id }] : []), { type: tag, id: 'LIST' }, { type: tag, id: 'ALL' }, ...extra];
  const toggles = Object.fromEntries(
    Object.entries(options.toggles ?? {}).map(([flag, segment]) => [
      flag,
      build.mutation<unknown, ToggleArgs>({
        query: ({ id, value }) => ({ url: `${at(id)}/${segment}`, method: 'PUT', body: { [flag]: value } }),
        invalidatesTags: (_r, _e, { id }) => changed(id),
      }),
    ]),
  );
  return {
    list: build.query<Paged<T>, ListArgs<F>>({
      query: (args) => listRequest(`${path}/list`, args, options.rows),
      ...checkedPaged(schema, options.rows),
      providesTags: (result) => listTags(tag, result?.docs),
    }),
    one: build.query<T, RecordArg>({
      query: (arg) => (typeof arg === 'string' ? at(arg) : { url: at(arg.id), ...languageParams(arg.language) }),
      ...checked(schema),
      providesTags: (_r, _e, arg) => [{ type: tag, id: recordId(arg) }],
    }),
    add: build.mutation<string | undefined, B>({
      query: (b) => ({ url: path, method: 'POST', body: body(b) }),
      transformResponse: newId,
      invalidatesTags: (_r, error) => (error ? [] : changed()),
    }),
    /** `language`: the language of the texts in the body (the form's record), when it must not follow the page's. */
    edit: build.mutation<unknown, { id: string; body: B; language?: Locale }>({
      query: ({ id, body: b, language }) => ({ url: at(id), method: 'PUT', body: body(b), ...languageParams(language) }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)),
    }),
    remove: build.mutation<unknown, string>({
      query: (id) => ({ url: at(id), method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => changed(id),
    }),
    deleteFile: build.mutation<unknown, { id: string; fileId: string }>({
      query: ({ id, fileId }) => ({ url: `${at(id)}/file/${encodeURIComponent(fileId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    toggles,
  };
}

/** A plain list query (`all`, a tree, children of a parent) cached under the entity's ALL tag, checked against `schema`. */
export function allEndpoint<T, A = void>(build: Build, tag: TagType, url: (arg: A) => string, schema: z.ZodMiniType<T>) {
  return build.query<T[], A>({
    query: (arg) => url(arg),
    ...checked(z.array(schema)),
    providesTags: [{ type: tag, id: 'ALL' }],
  });
}

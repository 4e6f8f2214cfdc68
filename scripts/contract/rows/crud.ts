/** The rows of one admin resource: list, read, create, edit, delete and publish switch. */
import { z } from 'zod/mini';
import { own } from '../discovery';
import type { JsonBody, MultipartSpec, RowContext, RowSpec } from '../spec';
import { idFrom, matchField, ownWrite, pagedList, read } from './common';

export interface CrudOptions {
  /** e.g. `basicinformation/v1/country` */
  base: string;
  resource: string;
  entity: z.ZodMiniType;
  /** the create/edit body */
  value: (ctx: RowContext) => JsonBody | Promise<JsonBody>;
  /** multipart JSON part name (brand, product ...); JSON body when omitted */
  part?: string;
  /** how to find the created record in the list: field and its value */
  match: { field: string; value: (ctx: RowContext) => string; filter?: (ctx: RowContext) => unknown };
  /** the list is a tree (GET `.../tree`) instead of a paged POST list */
  treePath?: string;
}

export function crudRows(o: CrudOptions): Record<string, RowSpec> {
  const listKey = o.treePath ? `GET ${o.treePath}` : `POST ${o.base}/list`;
  const body = async (ctx: RowContext): Promise<JsonBody | undefined> => (o.part ? undefined : await o.value(ctx));
  const multipart = async (ctx: RowContext): Promise<MultipartSpec | undefined> =>
    o.part ? { part: o.part, value: await o.value(ctx), files: 1 } : undefined;
  return {
    [listKey]: o.treePath ? read(z.array(o.entity)) : pagedList(o.entity),
    [`GET ${o.base}/{id}`]: read(o.entity, { params: { id: idFrom(listKey) } }),
    [`POST ${o.base}`]: {
      auth: true,
      write: true,
      body,
      multipart,
      creates: {
        resource: o.resource,
        getPath: `${o.base}/{id}`,
        deletePath: `${o.base}/{id}`,
        locate: {
          method: o.treePath ? 'GET' : 'POST',
          path: o.treePath ?? `${o.base}/list`,
          body: o.treePath ? undefined : (ctx) => o.match.filter?.(ctx) ?? {},
          match: matchField(o.match.field, o.match.value),
        },
      },
    },
    [`PUT ${o.base}/{id}`]: ownWrite(own(o.resource), { body, multipart }),
    [`DELETE ${o.base}/{id}`]: ownWrite(own(o.resource), { deletes: o.resource }),
    [`PUT ${o.base}/{id}/changepublished`]: ownWrite(own(o.resource), { body: { publish: false } }),
  };
}

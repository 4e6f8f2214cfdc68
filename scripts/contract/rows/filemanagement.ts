/** filemanagement/ rows: files (multipart add, JSON edit, comma-joined delete) and the directory tree. */
import { directorySchema, fileInfoSchema } from '@/api/schemas';
import { own } from '../discovery';
import type { RowContext, RowSpec } from '../spec';
import { idFrom, ownWrite } from './common';
import { crudRows } from './crud';

const F = 'filemanagement/v1';
const TREE = `GET ${F}/directory/tree`;

/** A file needs a directory (admin §5): the first of the tree (a seeded one, not the run's own, which it deletes). */
const fileBody = async (ctx: RowContext) => ({ alias: ctx.tag, directory: await idFrom(TREE).resolve(ctx), auth: false, users: [], roles: [] });

const files = crudRows({
  base: `${F}/file`,
  resource: 'file',
  entity: fileInfoSchema,
  part: 'fileInfo',
  value: fileBody,
  match: { field: 'alias', value: (ctx) => ctx.tag, filter: (ctx) => ({ name: ctx.tag }) },
});
// The file edit is a JSON body; the delete takes comma-joined ids; files have no publish switch.
files[`PUT ${F}/file/{id}`] = ownWrite(own('file'), { body: fileBody });
files[`POST ${F}/file`].creates!.deletePath = `${F}/file/{id}`;
files[`DELETE ${F}/file/{ids}`] = ownWrite(own('file'), { params: { ids: own('file') }, deletes: 'file' });
delete files[`DELETE ${F}/file/{id}`];
delete files[`PUT ${F}/file/{id}/changepublished`];

const directories = crudRows({
  base: `${F}/directory`,
  resource: 'directory',
  entity: directorySchema,
  value: (ctx) => ({ name: ctx.tag, parent: null }),
  match: { field: 'name', value: (ctx) => ctx.tag },
  treePath: `${F}/directory/tree`,
});
delete directories[`PUT ${F}/directory/{id}/changepublished`];

export const fileManagementRows: Record<string, RowSpec> = { ...files, ...directories };

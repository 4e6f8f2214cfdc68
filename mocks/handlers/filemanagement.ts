import { http, type HttpHandler } from 'msw';
import { directoryRequestSchema, fileFilterSchema, fileInfoRequestSchema } from '@/api/schemas/peopleRequests';
import { nowIso } from '../db/clock';
import { byId, withDescendants } from '../db/queries';
import { db, nextId } from '../db/state';
import type { DirectoryRecord, FileRecord } from '../db/types';
import { directoryTree, fileView } from '../db/views';
import { fail, lang, notFound, ok, readBody, readMultipart, requireUser } from '../lib/http';
import { t } from '../lib/i18n';
import { applySorter, filterBy, paginate, sorterOf } from '../lib/list';
import { storeUploads, uploadedBytes } from '../lib/uploads';

/**
 * `filemanagement/v1/...` (admin §2, §3, §5, §7): ADMIN or FILE_MANAGEMENT.
 *
 * file/list: filters `name` (name or alias contains), `createdAt` [from, to] days, `directory` (that
 * directory and those below it); sorter `field,asc|desc` on the answered fields (`directory.name`,
 * `extension.suffix`, `size` ...), newest first by default.
 * file (multipart: JSON part `fileInfo` + one or more `files` parts of any type): every file is stored
 * with the alias, directory and access; the bytes are kept for the download. With auth off the users
 * and roles are dropped (everyone may read it). file/{id} PUT (JSON): alias, directory, auth, users,
 * roles. file/{ids} DELETE: ids comma-joined; all must exist, otherwise nothing is deleted.
 * directory/tree: nested, with the number of files directly in each. A directory with subdirectories
 * or files is not deleted (the answer says which); a directory cannot move under itself.
 */
const BASE = '*/filemanagement/v1';
const STAFF = ['FILE_MANAGEMENT'];
const SAVED = 'Saved successfully.';
const DELETED = 'Deleted successfully.';
const GONE = 'The item does not exist; it may have been deleted already.';

const MSG = {
  noFiles: 'files: Can not be empty!',
  noDirectory: 'directory: The selected directory does not exist.',
  noParent: 'parent: The selected directory does not exist.',
  ownParent: 'parent: A directory cannot be moved under itself.',
  noUser: 'users: The selected user does not exist.',
  noRole: 'roles: The selected role does not exist.',
  hasChildren: 'This directory has subdirectories and cannot be deleted.',
  hasFiles: 'This directory still has files and cannot be deleted.',
  uploaded: 'Uploaded successfully.',
} as const;

type Access = Pick<FileRecord, 'alias' | 'directory' | 'auth' | 'users' | 'roles'>;

/** The checked access fields of a file body; THROWS the first refusal. */
function accessOf(body: ReturnType<typeof fileInfoRequestSchema.parse>): Access {
  if (!byId(db.directories, body.directory)) throw fail(MSG.noDirectory);
  const users = body.auth ? [...new Set(body.users)] : [];
  const roles = body.auth ? [...new Set(body.roles)] : [];
  if (users.some((u) => !byId(db.users, u))) throw fail(MSG.noUser);
  if (roles.some((r) => !byId(db.roles, r))) throw fail(MSG.noRole);
  return { alias: body.alias ?? null, directory: body.directory, auth: body.auth, users, roles };
}

const idParam = (value: unknown) => (typeof value === 'string' ? value : undefined);

const fileHandlers = [
  http.post(`${BASE}/file/list`, async ({ request }) => {
    requireUser(request, STAFF);
    const l = lang(request);
    const filter = await readBody(request, fileFilterSchema);
    const inDirectory = filter.directory ? withDescendants(db.directories, [filter.directory]) : null;
    const rows = db.files
      .filter(
        (f) =>
          (filterBy.text(f.name, filter.name) || filterBy.text(f.alias, filter.name)) &&
          filterBy.dateRange(f.createdAt, filter.createdAt) &&
          (!inDirectory || inDirectory.has(f.directory)),
      )
      .map((f) => fileView(f, l));
    return ok(paginate(applySorter(rows, sorterOf(request), { lang: l, fallback: 'createdAt,desc' }), request));
  }),
  http.post(`${BASE}/file`, async ({ request }) => {
    requireUser(request, STAFF);
    const { data, files } = await readMultipart(request, 'fileInfo', fileInfoRequestSchema);
    const access = accessOf(data);
    if (!files.length) return fail(MSG.noFiles);
    const ids = await storeUploads(files, access);
    return ok(ids.length === 1 ? ids[0] : ids, MSG.uploaded);
  }),
  http.get(`${BASE}/file/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const file = byId(db.files, idParam(params.id));
    return file ? ok(fileView(file, lang(request))) : notFound(GONE);
  }),
  http.put(`${BASE}/file/:id`, async ({ request, params }) => {
    requireUser(request, STAFF);
    const file = byId(db.files, idParam(params.id));
    if (!file) return notFound(GONE);
    const access = accessOf(await readBody(request, fileInfoRequestSchema));
    Object.assign(file, access, { updatedAt: nowIso() });
    return ok(null, SAVED);
  }),
  http.delete(`${BASE}/file/:ids`, ({ request, params }) => {
    requireUser(request, STAFF);
    const ids = String(params.ids ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const found = ids.map((id) => byId(db.files, id));
    if (!ids.length || found.some((f) => !f)) return notFound(GONE);
    for (const file of found as FileRecord[]) {
      db.files.splice(db.files.indexOf(file), 1);
      uploadedBytes.delete(file.id);
    }
    return ok(null, DELETED);
  }),
];

function directoryView(d: DirectoryRecord, l: ReturnType<typeof lang>) {
  const parent = byId(db.directories, d.parent);
  return {
    id: d.id,
    name: t(d.name, l),
    parent: parent ? { id: parent.id, name: t(parent.name, l) } : null,
    files: db.files.filter((f) => f.directory === d.id).length,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

const directoryHandlers = [
  http.get(`${BASE}/directory/tree`, ({ request }) => {
    requireUser(request, STAFF);
    return ok(directoryTree(lang(request)));
  }),
  http.post(`${BASE}/directory`, async ({ request }) => {
    requireUser(request, STAFF);
    const body = await readBody(request, directoryRequestSchema);
    const parent = body.parent ?? null;
    if (parent && !byId(db.directories, parent)) return fail(MSG.noParent);
    const at = nowIso();
    const directory: DirectoryRecord = { id: nextId('d', db.directories), name: { fa: body.name, en: body.name }, parent, createdAt: at, updatedAt: at };
    db.directories.push(directory);
    return ok(directory.id, SAVED);
  }),
  http.get(`${BASE}/directory/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const directory = byId(db.directories, idParam(params.id));
    return directory ? ok(directoryView(directory, lang(request))) : notFound(GONE);
  }),
  http.put(`${BASE}/directory/:id`, async ({ request, params }) => {
    requireUser(request, STAFF);
    const directory = byId(db.directories, idParam(params.id));
    if (!directory) return notFound(GONE);
    const body = await readBody(request, directoryRequestSchema);
    const parent = body.parent ?? null;
    if (parent && !byId(db.directories, parent)) return fail(MSG.noParent);
    if (parent && withDescendants(db.directories, [directory.id]).has(parent)) return fail(MSG.ownParent);
    Object.assign(directory, { name: { ...directory.name, [lang(request)]: body.name }, parent, updatedAt: nowIso() });
    return ok(null, SAVED);
  }),
  http.delete(`${BASE}/directory/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const directory = byId(db.directories, idParam(params.id));
    if (!directory) return notFound(GONE);
    if (db.directories.some((d) => d.parent === directory.id)) return fail(MSG.hasChildren);
    if (db.files.some((f) => f.directory === directory.id)) return fail(MSG.hasFiles);
    db.directories.splice(db.directories.indexOf(directory), 1);
    return ok(null, DELETED);
  }),
];

export const fileManagementHandlers: HttpHandler[] = [...fileHandlers, ...directoryHandlers];

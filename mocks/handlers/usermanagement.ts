/**
 * `usermanagement/v1/...` (admin spec §2, §5, §6, §7): users, roles, permissions and the permissions
 * of a role. Stateful: the roles given to a user are what the next sign-in reads (route access, the
 * role checks of every handler); a disabled user's keys stop working and they cannot sign in.
 * Refused: deleting or disabling yourself, and deleting, disabling or un-ADMIN-ing the last ADMIN.
 * Reads need ADMIN (role/all and user/all: any staff member); writes need ADMIN.
 */
import { http, type HttpHandler } from 'msw';
import {
  captionRequestSchema,
  enableRequestSchema,
  multiAddRequestSchema,
  namedFilterSchema,
  newUserRequestSchema,
  permissionRequestSchema,
  rolePermissionsRequestSchema,
  roleRequestSchema,
  userFilterSchema,
  userPasswordResetRequestSchema,
  userRolesRequestSchema,
  userUpdateRequestSchema,
} from '@/api/schemas/peopleRequests';
import { nowIso } from '../db/clock';
import { byId, normaliseMobile, roleNames } from '../db/queries';
import { ROLE } from '../db/seed/roles';
import { db, nextId } from '../db/state';
import type { I18n, PermissionRecord, RoleRecord, UserRecord } from '../db/types';
import { roleView, userSummaryView, userView } from '../db/views';
import type { ApiMessage } from '@/api/schemas/envelope';
import { fail, lang, notFound, ok, okPage, success, warning, readBody, readMultipart, requireUser, type Lang } from '../lib/http';
import { applySorter, filterBy, paginate, sorterOf } from '../lib/list';
import { storeImages } from '../lib/uploads';
import { DIR } from '../db/seed/files';

const BASE = '*/usermanagement/v1';
const ADMIN = ['ADMIN'] as const;
/** Staff who pick users or roles in their own screens (files, posts, invoices, routes). */
const STAFF = ['ADMIN', 'ECOMMERCE_MANAGEMENT', 'FILE_MANAGEMENT', 'POST_MANAGEMENT', 'SUPPORT'] as const;
/** Who may read the user list (with roles). */
const USER_READERS = ['ADMIN', 'ECOMMERCE_MANAGEMENT'] as const;
const SAVED = 'Saved successfully.';
const DELETED = 'Deleted successfully.';
export const USER_MESSAGES = {
  self: 'You cannot delete or disable your own user.',
  lastAdmin: 'The last administrator cannot be removed.',
  adminRole: 'The ADMIN role cannot be deleted.',
  duplicateRole: 'A role with this name already exists.',
  duplicatePermission: 'A permission with this name already exists.',
  duplicateUser: 'A user with this mobile or email already exists.',
  unknownCountry: 'country: The selected item does not exist.',
} as const;

const text = (value: I18n, l: Lang) => value[l] || value.fa || value.en;
const i18nSet = (value: string, l: Lang, previous?: I18n): I18n => ({ ...(previous ?? { fa: value, en: value }), [l]: value });

const permissionView = (p: PermissionRecord, l: Lang) => ({ id: p.id, name: p.name, caption: text(p.caption, l), createdAt: p.createdAt, updatedAt: p.updatedAt });

/** Enabled users holding the ADMIN role. */
const admins = () => db.users.filter((u) => u.enable && u.roles.includes(ROLE.ADMIN));
const isLastAdmin = (u: UserRecord) => u.roles.includes(ROLE.ADMIN) && u.enable && admins().length <= 1;

function findUser(id: string): UserRecord {
  const user = byId(db.users, id);
  if (!user) throw notFound();
  return user;
}
function findRole(id: string): RoleRecord {
  const role = byId(db.roles, id);
  if (!role) throw notFound();
  return role;
}

function takenBy(email: string | undefined, mobile: string | undefined, except?: string): boolean {
  return db.users.some(
    (u) => u.id !== except && ((!!email && u.email?.toLowerCase() === email.toLowerCase()) || (!!mobile && !!u.mobile && normaliseMobile(u.mobile) === normaliseMobile(mobile))),
  );
}

function createUser(body: ReturnType<typeof newUserRequestSchema.parse>, l: Lang, image: string | null): UserRecord {
  if (!byId(db.countries, body.country)) throw fail(USER_MESSAGES.unknownCountry);
  const stamp = nowIso();
  const customer = byId(db.roles, ROLE.CUSTOMER);
  const user: UserRecord = {
    id: nextId('u', db.users),
    firstName: i18nSet(body.firstName, l),
    lastName: i18nSet(body.lastName, l),
    email: body.email ?? null,
    mobile: body.mobile ?? null,
    country: body.country,
    password: body.password,
    nationalCode: null,
    birthAt: null,
    body: null,
    image,
    enable: true,
    roles: customer ? [customer.id] : [],
    smsDiscountCode: null,
    addresses: [],
    setting: { alopeyk: { enable: false }, alopost: { enable: false } },
    createdAt: stamp,
    updatedAt: stamp,
  };
  db.users.push(user);
  return user;
}

const userHandlers: HttpHandler[] = [
  http.post(`${BASE}/user/list`, async ({ request }) => {
    // shop managers read it for role members (the courier select, coupon user groups)
    requireUser(request, USER_READERS);
    const l = lang(request);
    const filter = await readBody(request, userFilterSchema);
    const rows = db.users.filter(
      (u) =>
        filterBy.text(u.mobile, filter.mobile) &&
        filterBy.text(u.email, filter.email) &&
        (!filter.name || filterBy.text(u.firstName, filter.name) || filterBy.text(u.lastName, filter.name)) &&
        (!filter.roles?.length || roleNames(u).some((r) => filter.roles?.includes(r))),
    );
    const sorter = sorterOf(request);
    const sorted = sorter ? applySorter(rows, sorter, { lang: l }) : [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return okPage(sorted, request, (u) => userView(u, l));
  }),
  http.get(`${BASE}/user/all`, ({ request }) => {
    requireUser(request, STAFF);
    const l = lang(request);
    return ok(db.users.map((u) => userSummaryView(u, l)));
  }),
  http.post(`${BASE}/user/multiadd`, async ({ request }) => {
    requireUser(request, ADMIN);
    const l = lang(request);
    const { users } = await readBody(request, multiAddRequestSchema);
    const added: string[] = [];
    const skipped: string[] = [];
    for (const row of users) {
      if (takenBy(row.email, row.mobile)) {
        skipped.push(row.email ?? row.mobile ?? '');
        continue;
      }
      added.push(createUser(row, l, null).id);
    }
    const messages: ApiMessage[] = [success(`${added.length} users were added.`)];
    if (skipped.length) messages.push(warning(`${USER_MESSAGES.duplicateUser} (${skipped.join(', ')})`));
    return ok({ added, skipped }, messages);
  }),
  http.post(`${BASE}/user`, async ({ request }) => {
    requireUser(request, ADMIN);
    const l = lang(request);
    const { data, files } = await readMultipart(request, 'user', newUserRequestSchema);
    if (takenBy(data.email, data.mobile)) return fail(USER_MESSAGES.duplicateUser);
    const image = files[0] ? storeImages(files.slice(0, 1), DIR.profilePictures)[0] : null;
    const user = createUser(data, l, image);
    return ok(user.id, SAVED);
  }),
  http.get(`${BASE}/user/:id/role`, ({ request, params }) => {
    requireUser(request, ADMIN);
    const l = lang(request);
    const user = findUser(String(params.id));
    return ok(user.roles.map((id) => byId(db.roles, id)).filter((r): r is RoleRecord => !!r).map((r) => roleView(r, l)));
  }),
  http.put(`${BASE}/user/:id/role`, async ({ request, params }) => {
    requireUser(request, ADMIN);
    const user = findUser(String(params.id));
    const { roles } = await readBody(request, userRolesRequestSchema);
    if (roles.some((id) => !byId(db.roles, id))) return fail('roles: The selected item does not exist.');
    if (isLastAdmin(user) && !roles.includes(ROLE.ADMIN)) return fail(USER_MESSAGES.lastAdmin);
    user.roles = [...new Set(roles)];
    user.updatedAt = nowIso();
    return ok(null, SAVED);
  }),
  http.put(`${BASE}/user/:id/resetpassword`, async ({ request, params }) => {
    requireUser(request, ADMIN);
    const user = findUser(String(params.id));
    const { password } = await readBody(request, userPasswordResetRequestSchema);
    user.password = password;
    user.updatedAt = nowIso();
    return ok(null, 'Your password was changed.');
  }),
  http.put(`${BASE}/user/:id/changeenabled`, async ({ request, params }) => {
    const me = requireUser(request, ADMIN);
    const user = findUser(String(params.id));
    const { enable } = await readBody(request, enableRequestSchema);
    if (!enable && user.id === me.id) return fail(USER_MESSAGES.self);
    if (!enable && isLastAdmin(user)) return fail(USER_MESSAGES.lastAdmin);
    user.enable = enable;
    user.updatedAt = nowIso();
    return ok(null, SAVED);
  }),
  http.get(`${BASE}/user/:id`, ({ request, params }) => {
    requireUser(request, ADMIN);
    return ok(userView(findUser(String(params.id)), lang(request)));
  }),
  http.put(`${BASE}/user/:id`, async ({ request, params }) => {
    requireUser(request, ADMIN);
    const l = lang(request);
    const user = findUser(String(params.id));
    const body = await readBody(request, userUpdateRequestSchema);
    if (takenBy(body.email, body.mobile, user.id)) return fail(USER_MESSAGES.duplicateUser);
    user.firstName = i18nSet(body.firstName, l, user.firstName);
    user.lastName = i18nSet(body.lastName, l, user.lastName);
    if (body.email !== undefined) user.email = body.email;
    if (body.mobile !== undefined) user.mobile = body.mobile;
    if (body.country && byId(db.countries, body.country)) user.country = body.country;
    user.updatedAt = nowIso();
    return ok(null, SAVED);
  }),
  http.delete(`${BASE}/user/:id`, ({ request, params }) => {
    const me = requireUser(request, ADMIN);
    const user = findUser(String(params.id));
    if (user.id === me.id) return fail(USER_MESSAGES.self);
    if (isLastAdmin(user)) return fail(USER_MESSAGES.lastAdmin);
    db.users = db.users.filter((u) => u.id !== user.id);
    db.tokens = db.tokens.filter((t) => t.user !== user.id);
    for (const f of db.files) f.users = f.users.filter((id) => id !== user.id);
    return ok(null, DELETED);
  }),
];

const roleHandlers: HttpHandler[] = [
  http.get(`${BASE}/role/all`, ({ request }) => {
    requireUser(request, STAFF);
    const l = lang(request);
    return ok(db.roles.map((r) => roleView(r, l)));
  }),
  http.post(`${BASE}/role/list`, async ({ request }) => {
    requireUser(request, ADMIN);
    const l = lang(request);
    const filter = await readBody(request, namedFilterSchema);
    const rows = db.roles.filter((r) => filterBy.text(r.name, filter.name) && filterBy.text(r.caption, filter.caption));
    return ok(paginate(applySorter(rows, sorterOf(request), { lang: l }), request, (r) => roleView(r, l)));
  }),
  http.post(`${BASE}/role`, async ({ request }) => {
    requireUser(request, ADMIN);
    const l = lang(request);
    const body = await readBody(request, roleRequestSchema);
    if (db.roles.some((r) => r.name === body.name)) return fail(USER_MESSAGES.duplicateRole);
    const stamp = nowIso();
    const role: RoleRecord = { id: nextId('ro', db.roles), name: body.name, caption: i18nSet(body.caption, l), createdAt: stamp, updatedAt: stamp };
    db.roles.push(role);
    db.rolePermissions[role.id] = [];
    return ok(role.id, SAVED);
  }),
  http.put(`${BASE}/role/:id`, async ({ request, params }) => {
    requireUser(request, ADMIN);
    const role = findRole(String(params.id));
    const { caption } = await readBody(request, captionRequestSchema);
    role.caption = i18nSet(caption, lang(request), role.caption);
    role.updatedAt = nowIso();
    return ok(null, SAVED);
  }),
  http.delete(`${BASE}/role/:id`, ({ request, params }) => {
    requireUser(request, ADMIN);
    const role = findRole(String(params.id));
    if (role.id === ROLE.ADMIN) return fail(USER_MESSAGES.adminRole);
    db.roles = db.roles.filter((r) => r.id !== role.id);
    delete db.rolePermissions[role.id];
    for (const u of db.users) u.roles = u.roles.filter((id) => id !== role.id);
    for (const f of db.files) f.roles = f.roles.filter((id) => id !== role.id);
    return ok(null, DELETED);
  }),
  http.post(`${BASE}/role/:id/permission/list`, async ({ request, params }) => {
    requireUser(request, ADMIN);
    const l = lang(request);
    const role = findRole(String(params.id));
    const filter = await readBody(request, namedFilterSchema);
    const ids = new Set(db.rolePermissions[role.id] ?? []);
    const rows = db.permissions.filter((p) => ids.has(p.id) && filterBy.text(p.name, filter.name) && filterBy.text(p.caption, filter.caption));
    return ok(paginate(applySorter(rows, sorterOf(request), { lang: l }), request, (p) => permissionView(p, l)));
  }),
  /** The permissions the role does not have yet. */
  http.get(`${BASE}/role/:id/permission`, ({ request, params }) => {
    requireUser(request, ADMIN);
    const l = lang(request);
    const role = findRole(String(params.id));
    const ids = new Set(db.rolePermissions[role.id] ?? []);
    return ok(db.permissions.filter((p) => !ids.has(p.id)).map((p) => permissionView(p, l)));
  }),
  http.put(`${BASE}/role/:id/permission`, async ({ request, params }) => {
    requireUser(request, ADMIN);
    const role = findRole(String(params.id));
    const { permissions } = await readBody(request, rolePermissionsRequestSchema);
    if (permissions.some((id) => !byId(db.permissions, id))) return fail('permissions: The selected item does not exist.');
    db.rolePermissions[role.id] = [...new Set([...(db.rolePermissions[role.id] ?? []), ...permissions])];
    return ok(null, SAVED);
  }),
  http.delete(`${BASE}/role/:id/permission/:permissionId`, ({ request, params }) => {
    requireUser(request, ADMIN);
    const role = findRole(String(params.id));
    const id = String(params.permissionId);
    const current = db.rolePermissions[role.id] ?? [];
    if (!current.includes(id)) return notFound();
    db.rolePermissions[role.id] = current.filter((p) => p !== id);
    return ok(null, DELETED);
  }),
];

const permissionHandlers: HttpHandler[] = [
  http.post(`${BASE}/permission/list`, async ({ request }) => {
    requireUser(request, ADMIN);
    const l = lang(request);
    const filter = await readBody(request, namedFilterSchema);
    const rows = db.permissions.filter((p) => filterBy.text(p.name, filter.name) && filterBy.text(p.caption, filter.caption));
    return ok(paginate(applySorter(rows, sorterOf(request), { lang: l }), request, (p) => permissionView(p, l)));
  }),
  http.post(`${BASE}/permission`, async ({ request }) => {
    requireUser(request, ADMIN);
    const body = await readBody(request, permissionRequestSchema);
    if (db.permissions.some((p) => p.name === body.name)) return fail(USER_MESSAGES.duplicatePermission);
    const stamp = nowIso();
    const permission: PermissionRecord = { id: nextId('pm', db.permissions), name: body.name, caption: i18nSet(body.caption, lang(request)), createdAt: stamp, updatedAt: stamp };
    db.permissions.push(permission);
    return ok(permission.id, SAVED);
  }),
  http.put(`${BASE}/permission/:id`, async ({ request, params }) => {
    requireUser(request, ADMIN);
    const permission = byId(db.permissions, String(params.id));
    if (!permission) return notFound();
    const { caption } = await readBody(request, captionRequestSchema);
    permission.caption = i18nSet(caption, lang(request), permission.caption);
    permission.updatedAt = nowIso();
    return ok(null, SAVED);
  }),
];

export const userManagementHandlers: HttpHandler[] = [...userHandlers, ...roleHandlers, ...permissionHandlers];

/**
 * usermanagement service (admin spec §7): users, roles, permissions and the permissions of a role.
 * Each entity's calls are exported as one value for its resource declaration.
 */
import { baseApi, listTags } from '../baseApi';
import { z } from 'zod/mini';
import { checked } from '../checked';
import { checkedPaged, entityEndpoints, listRequest, multipartBody, newId, type ListArgs } from '../list';
import { pagedSchema, permissionSchema, roleSchema, userSchema, userSummarySchema, type Paged, type Permission, type Role, type User, type UserSummary } from '../schemas';
import type { MultiAddRequest, NamedFilter, NewUserRequest, PermissionRequest, RoleRequest, UserFilter } from '../schemas/peopleRequests';

const BASE = 'usermanagement/v1';
/** One page holds every member of the asked roles (role groups are staff-sized; the user list offers up to 10,000 a page). */
const ROLE_MEMBERS_LIMIT = 10000;

/** Whether `user` has one of `roles` (names); a user's roles come as names or as role objects. */
export function hasAnyRole(user: Pick<User, 'roles'>, roles: readonly string[]): boolean {
  return (user.roles ?? []).some((r) => roles.includes(typeof r === 'string' ? r : r.name));
}
const at = (entity: string, id: string) => `${BASE}/${entity}/${encodeURIComponent(id)}`;

/** User add: multipart with the JSON part `user` and an optional `image`. */
export interface UserAddArgs {
  json: NewUserRequest;
  files?: File[];
}

export const usermanagementApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const role = entityEndpoints<Role, RoleRequest, NamedFilter>(build, BASE, 'role', 'Role', { schema: roleSchema });
    const permission = entityEndpoints<Permission, PermissionRequest, NamedFilter>(build, BASE, 'permission', 'Permission', { schema: permissionSchema });
    // the user list and one user are checked against userSchema (the edit page renders what loads)
    const user = entityEndpoints<User, UserAddArgs, UserFilter>(build, BASE, 'user', 'User', { toggles: { enable: 'changeenabled' }, schema: userSchema, rows: 'user' });
    const userChanged = (id?: string) => [...(id ? [{ type: 'User' as const, id }] : []), { type: 'User' as const, id: 'LIST' }, { type: 'User' as const, id: 'ALL' }];
    return {
      /** Every role (route roles, file roles, user roles selects). */
      roleAll: build.query<Role[], void>({
        query: () => `${BASE}/role/all`,
        ...checked(z.array(roleSchema)),
        providesTags: (result) => [...listTags('Role', result), { type: 'Role' as const, id: 'ALL' }],
      }),
      roleList: role.list,
      addRole: role.add,
      deleteRole: role.remove,
      editRoleCaption: build.mutation<unknown, { id: string; caption: string }>({
        query: ({ id, caption }) => ({ url: at('role', id), method: 'PUT', body: { caption } }),
        invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Role', id }, { type: 'Role', id: 'ALL' }]),
      }),

      permissionList: permission.list,
      addPermission: permission.add,
      editPermissionCaption: build.mutation<unknown, { id: string; caption: string }>({
        query: ({ id, caption }) => ({ url: at('permission', id), method: 'PUT', body: { caption } }),
        invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Permission', id }]),
      }),

      /** The permissions of a role, paged (`role/{id}/permission/list`). */
      rolePermissionList: build.query<Paged<Permission>, ListArgs<NamedFilter> & { role: string }>({
        query: ({ role: id, ...args }) => listRequest(`${at('role', id)}/permission/list`, args),
        ...checkedPaged(permissionSchema),
        providesTags: (result) => [...listTags('Permission', result?.docs), { type: 'Permission', id: 'ROLE' }],
      }),
      /** The permissions a role does not have yet (`GET role/{id}/permission`). */
      assignablePermissions: build.query<Permission[], string>({
        query: (id) => `${at('role', id)}/permission`,
        ...checked(z.array(permissionSchema)),
        providesTags: [{ type: 'Permission', id: 'ROLE' }],
      }),
      addRolePermissions: build.mutation<unknown, { role: string; permissions: string[] }>({
        query: ({ role: id, permissions }) => ({ url: `${at('role', id)}/permission`, method: 'PUT', body: { permissions } }),
        invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Permission', id: 'ROLE' }]),
      }),
      removeRolePermission: build.mutation<unknown, { role: string; permission: string }>({
        query: ({ role: id, permission: p }) => ({ url: `${at('role', id)}/permission/${encodeURIComponent(p)}`, method: 'DELETE' }),
        invalidatesTags: [{ type: 'Permission', id: 'ROLE' }],
      }),

      userList: user.list,
      user: user.one,
      addUser: build.mutation<string | undefined, UserAddArgs>({
        query: ({ json, files }) => ({ url: `${BASE}/user`, method: 'POST', body: multipartBody('user', json, files ?? [], 'image') }),
        transformResponse: newId,
        invalidatesTags: (_r, error) => (error ? [] : userChanged()),
      }),
      deleteUser: user.remove,
      changeUserEnabled: user.toggles.enable,
      userAll: build.query<UserSummary[], void>({
        query: () => `${BASE}/user/all`,
        ...checked(z.array(userSummarySchema)),
        providesTags: [{ type: 'User', id: 'ALL' }],
      }),
      resetUserPassword: build.mutation<unknown, { id: string; password: string }>({
        query: ({ id, password }) => ({ url: `${at('user', id)}/resetpassword`, method: 'PUT', body: { password } }),
      }),
      userRoles: build.query<Role[], string>({
        query: (id) => `${at('user', id)}/role`,
        ...checked(z.array(roleSchema)),
        providesTags: (_r, _e, id) => [{ type: 'User', id }],
      }),
      setUserRoles: build.mutation<unknown, { id: string; roles: string[] }>({
        query: ({ id, roles }) => ({ url: `${at('user', id)}/role`, method: 'PUT', body: { roles } }),
        invalidatesTags: (_r, error, { id }) => (error ? [] : userChanged(id)),
      }),
      /**
       * The members of `roles` (role names). `user/all` carries no roles (contract: id, firstName,
       * lastName, email, mobile); a user of `user/list` does (roles: id, name, caption). The roles go
       * along as `filters.roles` and the answer is filtered here too, so a server that ignores the
       * filter still gives only members (courier select, coupon user groups).
       */
      usersInRoles: build.query<User[], readonly string[]>({
        query: (roles) => listRequest(`${BASE}/user/list`, { page: 1, limit: ROLE_MEMBERS_LIMIT, filters: { roles } }),
        rawResponseSchema: pagedSchema(userSchema),
        transformResponse: (content: Paged<User>, _meta, roles) => content.docs.filter((u) => hasAnyRole(u, roles)),
        providesTags: [{ type: 'User', id: 'LIST' }],
      }),
      multiAddUsers: build.mutation<unknown, MultiAddRequest>({
        query: (body) => ({ url: `${BASE}/user/multiadd`, method: 'POST', body }),
        invalidatesTags: (_r, error) => (error ? [] : userChanged()),
      }),
    };
  },
});

export const {
  useRoleAllQuery,
  useUserAllQuery,
  useUserRolesQuery,
  useUsersInRolesQuery,
  useAssignablePermissionsQuery,
  useSetUserRolesMutation,
  useResetUserPasswordMutation,
  useAddRolePermissionsMutation,
  useMultiAddUsersMutation,
  useUserQuery,
  useAddUserMutation,
} = usermanagementApi;

const e = usermanagementApi.endpoints;
/** Each entity's calls as one value, for its resource declaration. */
export const roleEndpoints = { list: e.roleList, add: e.addRole, remove: e.deleteRole };
export const permissionEndpoints = { list: e.permissionList, add: e.addPermission };
export const userEndpoints = { list: e.userList, one: e.user, remove: e.deleteUser, toggles: { enable: e.changeUserEnabled } };
export const usermanagementCalls = e;

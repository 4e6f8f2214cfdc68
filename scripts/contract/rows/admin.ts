/** pluginmanagement/, postmanagement/ and usermanagement/ rows (filemanagement/: filemanagement.ts). */
import { z } from 'zod/mini';
import {
  adminPostCategorySchema,
  adminPostSchema,
  PLUGIN_NAMES,
  permissionSchema,
  pluginSchema,
  postCommentSchema,
  roleSchema,
  userSchema,
  userSummarySchema,
} from '@/api/schemas';
import { fromOwn, itemsOf, own, pick, pickFile } from '../discovery';
import type { RowContext, RowSpec } from '../spec';
import { countryId, idFrom, matchField, needsOwn, ownWrite, pagedList, read, tagMobile, tagName } from './common';
import { crudRows } from './crud';

const PL = 'pluginmanagement/v1';
const P = 'postmanagement/v1';
const U = 'usermanagement/v1';
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const replyText = (ctx: RowContext) => `${tagName(ctx)}: reply`;
/** The run's tag as a role name: capitals and underscores only (the role pattern), so its base-36 digits become letters. */
export const roleName = (ctx: Pick<RowContext, 'tag'>) =>
  ctx.tag
    .toUpperCase()
    .replace(/-/g, '_')
    .replace(/\d/g, (d) => String.fromCharCode(65 + Number(d)));

/** A plugin type nobody uses yet (one plugin per type), else a skip. */
async function freePluginName(ctx: RowContext): Promise<string | undefined> {
  const used = new Set(itemsOf(await ctx.contentOf(`GET ${PL}/plugin/all`)).map((p) => (isRecord(p) ? p.name : undefined)));
  return PLUGIN_NAMES.find((name) => !used.has(name));
}
const plugins = crudRows({
  base: `${PL}/plugin`,
  resource: 'plugin',
  entity: pluginSchema,
  part: 'plugin',
  value: async (ctx) => ({ name: ctx.ownId('plugin') ? ((await ctx.ownEntity('plugin')) as { name?: string } | undefined)?.name : await freePluginName(ctx), params: { body: tagName(ctx) } }),
  match: { field: 'params', value: tagName },
});
plugins[`POST ${PL}/plugin`].guard = async (ctx) =>
  (await freePluginName(ctx)) ? undefined : 'needs a free plugin type: every type is in use (one plugin per type)';
plugins[`POST ${PL}/plugin`].creates!.locate!.match = (item, ctx) => isRecord(item.params) && item.params.body === tagName(ctx);

const posts = crudRows({
  base: `${P}/post`,
  resource: 'post',
  entity: adminPostSchema,
  part: 'post',
  // a post needs at least one category (admin §5): the first of the tree
  value: async (ctx) => ({ title: tagName(ctx), alias: ctx.tag, categories: [await idFrom(`GET ${P}/postCategory/tree`).resolve(ctx)].filter(Boolean), body: '<p>Automated contract check.</p>' }),
  match: { field: 'alias', value: (ctx) => ctx.tag, filter: (ctx) => ({ title: tagName(ctx) }) },
});
const postCategories = crudRows({
  base: `${P}/postCategory`,
  resource: 'post category',
  entity: adminPostCategorySchema,
  value: (ctx) => ({ title: tagName(ctx), alias: ctx.tag, parent: null }),
  match: { field: 'alias', value: (ctx) => ctx.tag },
  treePath: `${P}/postCategory/tree`,
});

const users = crudRows({
  base: `${U}/user`,
  resource: 'user',
  entity: userSchema,
  part: 'user',
  value: async (ctx) => ({
    firstName: 'QA',
    lastName: `Contract ${ctx.tag}`,
    email: `${ctx.tag}@example.com`,
    country: await countryId(ctx),
    mobile: tagMobile(ctx, 1),
    password: `Qa-${ctx.tag}`,
  }),
  match: { field: 'email', value: (ctx) => `${ctx.tag}@example.com`, filter: (ctx) => ({ email: `${ctx.tag}@example.com` }) },
});
users[`POST ${U}/user`].multipart = async (ctx) => ({
  part: 'user',
  value: { firstName: 'QA', lastName: `Contract ${ctx.tag}`, email: `${ctx.tag}@example.com`, country: await countryId(ctx), mobile: tagMobile(ctx, 1), password: `Qa-${ctx.tag}` },
  files: 1,
  filePart: 'image',
});
users[`PUT ${U}/user/{id}`] = ownWrite(own('user'), { body: (ctx) => ({ firstName: 'QA', lastName: `Contract ${ctx.tag}` }) });
delete users[`PUT ${U}/user/{id}/changepublished`];

export const adminRows: Record<string, RowSpec> = {
  ...plugins,
  [`GET ${PL}/plugin/all`]: read(z.array(pluginSchema)),
  [`DELETE ${PL}/plugin/{id}/file/{fileId}`]: ownWrite(own('plugin'), { params: { id: own('plugin'), fileId: fromOwn('plugin', pickFile) } }),

  [`POST ${P}/postcomment/list`]: pagedList(postCommentSchema),
  [`POST ${P}/postcomment`]: {
    auth: true,
    write: true,
    order: 11,
    guard: needsOwn('post comment'),
    body: async (ctx) => {
      const entity = (await ctx.ownEntity('post comment')) as Record<string, unknown> | undefined;
      const post = entity?.post;
      return { comment: replyText(ctx), confirm: true, parent: ctx.ownId('post comment'), post: isRecord(post) ? post.id : (post ?? pick()(await ctx.contentOf('POST site/v1/post/list'))) };
    },
    creates: {
      resource: 'post reply',
      deletePath: `${P}/postcomment/{id}`,
      locate: { path: `${P}/postcomment/list`, body: (ctx) => ({ comment: replyText(ctx) }), match: matchField('comment', replyText) },
    },
  },
  [`GET ${P}/postcomment/{id}`]: read(postCommentSchema, { params: { id: idFrom(`POST ${P}/postcomment/list`) } }),
  [`DELETE ${P}/postcomment/{id}`]: ownWrite(own('post reply'), { deletes: 'post reply' }),
  [`PUT ${P}/postcomment/{id}/changeconfirmed`]: ownWrite(own('post reply'), { body: { confirm: true } }),
  ...posts,
  [`GET ${P}/post/all`]: read(z.array(adminPostSchema)),
  [`DELETE ${P}/post/{id}/file/{fileId}`]: ownWrite(own('post'), { params: { id: own('post'), fileId: fromOwn('post', pickFile) } }),
  ...postCategories,

  [`POST ${U}/user/multiadd`]: {
    auth: true,
    write: true,
    body: async (ctx) => ({
      users: [{ firstName: 'QA', lastName: `Contract ${ctx.tag}`, password: `Qa-${ctx.tag}`, mobile: tagMobile(ctx, 2), country: await countryId(ctx) }],
    }),
    creates: {
      resource: 'imported user',
      deletePath: `${U}/user/{id}`,
      locate: { path: `${U}/user/list`, body: (ctx) => ({ mobile: tagMobile(ctx, 2) }), match: matchField('mobile', (ctx) => tagMobile(ctx, 2)) },
    },
  },
  ...users,
  [`GET ${U}/user/all`]: read(z.array(userSummarySchema)),
  [`PUT ${U}/user/{id}/changeenabled`]: ownWrite(own('user'), { body: { enable: false } }),
  [`PUT ${U}/user/{id}/resetpassword`]: ownWrite(own('user'), { body: (ctx) => ({ password: `Qa-${ctx.tag}-2` }) }),
  [`PUT ${U}/user/{id}/role`]: ownWrite(own('user'), { body: async (ctx) => ({ roles: [await idFrom(`GET ${U}/role/all`).resolve(ctx)].filter(Boolean) }) }),
  [`GET ${U}/user/{id}/role`]: read(z.array(z.union([z.string(), roleSchema])), { params: { id: idFrom(`POST ${U}/user/list`) } }),

  [`POST ${U}/role/list`]: pagedList(roleSchema),
  [`GET ${U}/role/all`]: read(z.array(roleSchema)),
  [`PUT ${U}/role/{id}`]: ownWrite(own('role'), { body: (ctx) => ({ caption: `${tagName(ctx)} (edited)` }) }),
  [`POST ${U}/role`]: {
    auth: true,
    write: true,
    body: (ctx) => ({ name: roleName(ctx), caption: tagName(ctx) }),
    creates: {
      resource: 'role',
      deletePath: `${U}/role/{id}`,
      locate: { path: `${U}/role/list`, body: (ctx) => ({ name: roleName(ctx) }), match: matchField('name', roleName) },
    },
  },
  [`DELETE ${U}/role/{id}`]: ownWrite(own('role'), { deletes: 'role' }),
  [`POST ${U}/permission/list`]: pagedList(permissionSchema),
  [`PUT ${U}/permission/{id}`]: ownWrite(idFrom(`POST ${U}/permission/list`), {
    // Writes the caption it has back: nothing changes.
    body: async (ctx) => {
      const first = itemsOf(await ctx.contentOf(`POST ${U}/permission/list`)).find(isRecord);
      return { caption: first?.caption ?? '' };
    },
  }),
  [`POST ${U}/permission`]: { auth: true, write: true, never: 'never run: there is no delete call, so a created permission would stay behind' },
  [`POST ${U}/role/{id}/permission/list`]: pagedList(permissionSchema, { params: { id: idFrom(`POST ${U}/role/list`) } }),
  [`PUT ${U}/role/{id}/permission`]: ownWrite(own('role'), {
    body: async (ctx) => ({ permissions: [await idFrom(`POST ${U}/permission/list`).resolve(ctx)].filter(Boolean) }),
  }),
  [`GET ${U}/role/{id}/permission`]: read(z.array(permissionSchema), { params: { id: idFrom(`POST ${U}/role/list`) } }),
  [`DELETE ${U}/role/{id}/permission/{permissionId}`]: ownWrite(own('role'), {
    order: 21,
    params: { id: own('role'), permissionId: idFrom(`POST ${U}/permission/list`) },
  }),
};

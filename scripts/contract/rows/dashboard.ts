/** dashboard/ rows: profile, addresses, maps, sessions, dashboard charts, protected files. */
import { z } from 'zod/mini';
import {
  countrySchema,
  locationSuggestionSchema,
  placeSchema,
  regionAreaSchema,
  reverseGeocodeSchema,
  tokenSchema,
} from '@/api/schemas';
import { dayCountSchema, fileTypeCountSchema, invoiceUserRowSchema, namedCountSchema, userCountSchema } from '@/api/schemas/dashboard';
import { constant, fromRow, own, pick, pickFile, type IdSource } from '../discovery';
import type { RowContext, RowSpec } from '../spec';
import { CAPTCHA, countryId, pagedList, read, TEHRAN, tagMobile } from './common';

const FILES = 'POST filemanagement/v1/file/list';
const PRODUCTS = 'POST site/v1/product/list';

/** A second session of the --login user, made by this run, for the session delete row. */
const ownSession: IdSource = {
  describe: 'a session of its own (needs --login)',
  resolve: async (discovery) => {
    const ctx = discovery as RowContext;
    const existing = ctx.ownId('session');
    if (existing) return existing;
    if (!ctx.login) return undefined;
    const { identity, password } = ctx.login;
    const who = identity.includes('@') ? { email: identity } : { country: await countryId(ctx), mobile: identity };
    const key = await ctx.request('POST', 'auth/v1/user/login', { body: { ...who, password, remember: false, ...CAPTCHA } });
    if (typeof key !== 'string') return undefined;
    const sessions = await ctx.request('POST', 'dashboard/v1/user/token/list', { key, query: { page: 1, limit: 1, sorter: 'createdAt,desc' }, body: {} });
    const id = pick()(sessions);
    if (id) ctx.remember({ resource: 'session', id, deletePath: 'dashboard/v1/user/token/{id}' });
    return id;
  },
};

/** The file the dashboard image/download rows read: a file of the file list, else a product image. */
const someFile: IdSource = {
  describe: `a file from ${FILES} or ${PRODUCTS}`,
  resolve: async (ctx) => pick()(await ctx.contentOf(FILES)) ?? pickFile(await ctx.contentOf(PRODUCTS)),
};

async function settingBody(ctx: RowContext) {
  const setting = (await ctx.currentUser())?.setting as { alopeyk?: { enable?: boolean }; alopost?: { enable?: boolean } } | undefined;
  // Writes back the values the user has: nothing changes.
  return { alopeyk: !!setting?.alopeyk?.enable, alopost: !!setting?.alopost?.enable };
}

export const dashboardRows: Record<string, RowSpec> = {
  'PUT dashboard/v1/user/editUser/{id}': {
    auth: true,
    write: true,
    params: { id: own('user') },
    multipart: async (ctx) => ({
      part: 'user',
      value: { firstName: 'QA', lastName: `Contract ${ctx.tag}`, country: await countryId(ctx), mobile: tagMobile(ctx, 1) },
      files: 1,
      filePart: 'image',
    }),
  },
  'PUT dashboard/v1/user/changePassword': {
    auth: true,
    refusal: 'expected',
    // A wrong current password must be refused; the "new" password is the one the user has.
    guard: async (ctx) => (ctx.login ? undefined : 'needs --login: the new password it sends is the current one, so nothing changes'),
    body: (ctx) => ({ password: `wrong-${ctx.tag}`, newPassword: ctx.login?.password }),
  },
  'POST dashboard/v1/setting': {
    auth: true,
    write: true,
    guard: async (ctx) => ((await ctx.currentUser())?.setting ? undefined : 'needs the current user\'s delivery settings to write them back unchanged'),
    body: settingBody,
  },
  'GET dashboard/v1/address/countries': read(z.array(countrySchema)),
  'GET dashboard/v1/address/provinces/{countryId}': read(z.array(placeSchema), { params: { countryId: fromRow('GET dashboard/v1/address/countries') } }),
  'GET dashboard/v1/address/cities/{provinceId}': read(z.array(placeSchema), {
    params: { provinceId: fromRow('GET dashboard/v1/address/provinces/{countryId}') },
  }),
  'GET dashboard/v1/address/regions/{cityId}': read(z.array(regionAreaSchema), { params: { cityId: fromRow('GET dashboard/v1/address/cities/{provinceId}') } }),
  'GET dashboard/v1/neshan/geocoding': read(z.array(locationSuggestionSchema), { query: { search: 'Tehran' } }),
  'POST dashboard/v1/neshan/address': read(reverseGeocodeSchema, { body: TEHRAN }),
  'POST dashboard/v1/neshan/direction': read(undefined, {
    refusal: 'accepted',
    body: { origin: TEHRAN, destination: { lat: 35.7219, lng: 51.3347 } },
  }),
  'POST dashboard/v1/user/token/list': pagedList(tokenSchema),
  'DELETE dashboard/v1/user/token/{id}': { auth: true, write: true, params: { id: ownSession }, deletes: 'session' },
  'GET dashboard/v1/file/type': read(z.array(fileTypeCountSchema)),
  'GET dashboard/v1/file/day': read(z.array(dayCountSchema)),
  'GET dashboard/v1/post/user': read(z.array(userCountSchema)),
  'GET dashboard/v1/post/day': read(z.array(dayCountSchema)),
  'GET dashboard/v1/invoice/user': read(z.array(invoiceUserRowSchema)),
  'GET dashboard/v1/invoice/day': read(z.array(dayCountSchema)),
  'GET dashboard/v1/shop/brands': read(z.array(namedCountSchema)),
  'GET dashboard/v1/shop/stores': read(z.array(namedCountSchema)),
  'GET dashboard/v1/resizeImage/{id}/{w}/{h}': { auth: true, binary: true, params: { id: someFile, w: constant('100'), h: constant('100') } },
  'GET dashboard/v1/downloadFile/': {
    auth: true,
    binary: true,
    guard: async (ctx) => ((await someFile.resolve(ctx)) ? undefined : `needs an id that could not be discovered: ${someFile.describe}`),
    query: async (ctx) => ({ ids: await someFile.resolve(ctx) }),
  },
};

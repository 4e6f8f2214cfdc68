/** site/ and auth/ rows: the public site and sign-in. */
import { z } from 'zod/mini';
import {
  authResultSchema,
  commentSchema,
  countrySchema,
  currentUserSchema,
  pagedSchema,
  sitePluginSchema,
  postCategorySchema,
  postSchema,
  productCategorySchema,
  productSchema,
  routeTreeSchema,
  storeContactSchema,
  storeStockSchema,
  verificationRequiredSchema,
} from '@/api/schemas';
import { constant, fromRow, pick, pickFile } from '../discovery';
import type { RowContext, RowSpec } from '../spec';
import { CAPTCHA, countryId, matchField, tagMobile, tagName } from './common';

const PRODUCTS = 'POST site/v1/product/list';
const POSTS = 'POST site/v1/post/list';
const LIST_QUERY = { page: 1, limit: 10, language: 'fa' };

const commentText = (ctx: RowContext) => `${tagName(ctx)}: automated contract check, deleted right after.`;

async function loginBody(ctx: RowContext) {
  const { identity = '', password = '' } = ctx.login ?? {};
  const who = identity.includes('@') ? { email: identity } : { country: await countryId(ctx), mobile: identity.replace(/^0+/, '') };
  return { ...who, password, remember: true, ...CAPTCHA };
}

export const siteRows: Record<string, RowSpec> = {
  'GET site/v1/locale/{locale}': { content: z.record(z.string(), z.unknown()), params: { locale: constant('fa') } },
  'GET site/v1/route/': { content: routeTreeSchema },
  'GET site/v1/version': { content: z.nullish(z.union([z.string(), z.number()])) },
  'GET site/v1/shop/stores/full': { content: z.array(storeContactSchema) },
  'GET site/v1/plugin/{name}': { content: sitePluginSchema, params: { name: constant('SLIDE_SHOW') }, query: { language: 'fa' } },
  'POST site/v1/sendEmail': {
    write: true,
    captcha: true,
    body: (ctx) => ({ name: 'QA contract check', email: 'qa-contract@example.com', subject: ctx.tag, message: commentText(ctx), ...CAPTCHA }),
  },
  'GET site/v1/address/countries': { content: z.array(countrySchema) },
  'GET site/v1/comment/all': { content: z.array(commentSchema) },
  'GET site/v1/product/{id}': { content: productSchema, params: { id: fromRow(PRODUCTS) }, query: { language: 'fa' } },
  [PRODUCTS]: { content: pagedSchema(productSchema), query: LIST_QUERY, body: {} },
  'GET site/v1/product/all': { content: z.array(productSchema), query: { limit: 5, sorter: 'updatedAt,desc' } },
  'GET site/v1/product/category': { content: z.array(productCategorySchema) },
  'GET site/v1/product/category/{id}': { content: productCategorySchema, params: { id: fromRow('GET site/v1/product/category') } },
  'POST site/v1/product/comment': {
    auth: true,
    write: true,
    content: z.nullish(commentSchema),
    body: async (ctx) => ({ comment: commentText(ctx), parent: null, product: pick()(await ctx.contentOf(PRODUCTS)) }),
    creates: {
      resource: 'product comment',
      deletePath: 'ecommercemanagement/v1/productcomment/{id}',
      locate: { path: 'ecommercemanagement/v1/productcomment/list', body: (ctx) => ({ comment: commentText(ctx) }), match: matchField('comment', commentText) },
    },
  },
  'GET site/v1/shop/stores/{id}': { content: z.array(storeStockSchema), params: { id: fromRow(PRODUCTS) } },
  'GET site/v1/post/{id}': { content: postSchema, params: { id: fromRow(POSTS) }, query: { language: 'fa' } },
  [POSTS]: { content: pagedSchema(postSchema), query: LIST_QUERY, body: {} },
  'GET site/v1/post/all': { content: z.array(postSchema), query: { limit: 10, sorter: 'createdAt,desc' } },
  'GET site/v1/post/category': { content: z.array(postCategorySchema) },
  'GET site/v1/post/category/{id}': { content: postCategorySchema, params: { id: fromRow('GET site/v1/post/category') } },
  'POST site/v1/post/comment': {
    auth: true,
    write: true,
    content: z.nullish(commentSchema),
    body: async (ctx) => ({ comment: commentText(ctx), post: pick()(await ctx.contentOf(POSTS)), parent: null }),
    creates: {
      resource: 'post comment',
      deletePath: 'postmanagement/v1/postcomment/{id}',
      locate: { path: 'postmanagement/v1/postcomment/list', body: (ctx) => ({ comment: commentText(ctx) }), match: matchField('comment', commentText) },
    },
  },
  'GET site/v1/resizeImage/{fileId}/{width}/{height}': {
    binary: true,
    params: { fileId: fromRow(PRODUCTS, pickFile), width: constant('100'), height: constant('100') },
  },
  'GET site/v1/downloadFile/': {
    binary: true,
    guard: async (ctx) => (pickFile(await ctx.contentOf(PRODUCTS)) ? undefined : `needs an id that could not be discovered: a file of ${PRODUCTS}`),
    query: async (ctx) => ({ ids: pickFile(await ctx.contentOf(PRODUCTS)) }),
  },

  'GET auth/v1/user/currentUser': { auth: true, content: currentUserSchema },
  'POST auth/v1/user/login': { session: 'login', captcha: true, content: authResultSchema, body: loginBody },
  'GET auth/v1/user/logout': { session: 'logout' },
  'POST auth/v1/user/register': {
    write: true,
    captcha: true,
    // No code: the server only sends the SMS step (no user is created).
    content: verificationRequiredSchema,
    body: async (ctx) => ({ firstName: 'QA', lastName: 'Contract', country: await countryId(ctx), mobile: tagMobile(ctx, 900), ...CAPTCHA }),
  },
  'POST auth/v1/user/resetPassword': {
    captcha: true,
    refusal: 'expected',
    body: async (ctx) => ({ token: 'qa-contract-wrong-token', country: await countryId(ctx), mobile: tagMobile(ctx, 901), password: 'Qa-contract-1', ...CAPTCHA }),
  },
  'POST auth/v1/user/forgotPassword': {
    captcha: true,
    refusal: 'accepted',
    content: z.optional(z.union([verificationRequiredSchema, z.null()])),
    body: async (ctx) => ({ country: await countryId(ctx), mobile: tagMobile(ctx, 902), ...CAPTCHA }),
  },
};

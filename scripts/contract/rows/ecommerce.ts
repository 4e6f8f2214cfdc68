/** ecommercemanagement/ rows: cart, invoices, payments, products, categories, comments, coupons. */
import { z } from 'zod/mini';
import {
  adminCommentSchema,
  adminProductCategorySchema,
  adminProductSchema,
  cartLineSchema,
  couponSchema,
  invoiceSchema,
  ipAddressSchema,
  numberishSchema,
  shippingPricesSchema,
  userSummarySchema,
} from '@/api/schemas';
import { deliveryCreditSchema } from '@/api/schemas/dashboard';
import { fromOwn, fromRow, itemsOf, own, pick, pickFile } from '../discovery';
import type { RowContext, RowSpec } from '../spec';
import { anyList, matchField, needsOwn, ownWrite, pagedList, read, TEHRAN, tagName } from './common';

const E = 'ecommercemanagement/v1';
const PRODUCTS = `POST ${E}/product/list`;
const SITE_PRODUCTS = 'POST site/v1/product/list';
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const idOf = (v: unknown) => (typeof v === 'string' ? v : isRecord(v) && typeof v.id === 'string' ? v.id : undefined);

// ---- cart: a line of a product/store the user does not have in the cart yet -----------------------
const cartCandidates = new Map<string, { product: string; store: string }>();

async function findCartCandidate(ctx: RowContext) {
  const cart = itemsOf(await ctx.request('GET', `${E}/cart/all`));
  const inCart = (p: string, s: string) => cart.some((l) => isRecord(l) && idOf(l.product) === p && idOf(l.store) === s);
  const products = itemsOf(await ctx.contentOf(SITE_PRODUCTS)).filter((p) => isRecord(p) && p.buy === true && Number(p.count) > 0);
  for (const product of products.slice(0, 8)) {
    const productId = idOf(product)!;
    const stores = itemsOf(await ctx.request('GET', `site/v1/shop/stores/${encodeURIComponent(productId)}`));
    const store = stores.find((s) => isRecord(s) && Number(s.count) > 0 && !inCart(productId, idOf(s)!));
    if (store) return { product: productId, store: idOf(store)! };
  }
  return undefined;
}

const cartLine = (ctx: RowContext) => cartCandidates.get(ctx.tag);
const ownLine = async (ctx: RowContext) => (await ctx.ownEntity('cart line')) as { product: string; store: string } | undefined;

// ---- invoices: made from a cart that holds only the run's own line ---------------------------------
async function invoiceGuard(ctx: RowContext): Promise<string | undefined> {
  const cart = itemsOf(await ctx.request('GET', `${E}/cart/all`));
  if (cart.length) return 'needs an empty cart: it would turn the signed-in user\'s existing cart into an invoice';
  const line = await findCartCandidate(ctx);
  if (!line) return 'needs a product in stock to put in its own cart line';
  await ctx.request('POST', `${E}/cart`, { body: { ...line, count: 1 } });
  ctx.remember({ resource: 'invoice cart line', id: `${line.product}|${line.store}`, deletePath: `${E}/cart`, deleteBody: line, optional: true });
  return undefined;
}

async function shippingType(ctx: RowContext): Promise<string | undefined> {
  const prices = await ctx.contentOf(`GET ${E}/shipping/list`);
  if (!isRecord(prices)) return undefined;
  // The spec: the first two shipping types are always disabled; a null price is not available.
  return Object.keys(prices).slice(2).find((k) => prices[k] !== null);
}

const invoiceNumberOf = async (ctx: RowContext) => (isRecord(await ctx.ownEntity('invoice')) ? ((await ctx.ownEntity('invoice')) as Record<string, unknown>).invoiceNumber : undefined);

/** The edit body the admin invoice modal sends, from the run's own invoice with a new description. */
async function invoiceEditBody(ctx: RowContext) {
  const invoice = await ctx.ownEntity('invoice');
  if (!isRecord(invoice)) return { description: 'Automated contract check.' };
  const courier = isRecord(invoice.shippingCourierInfo) ? idOf(invoice.shippingCourierInfo) : undefined;
  return {
    user: idOf(invoice.user),
    shippingType: invoice.shippingType,
    courier: courier ?? null,
    shippingPrice: Number(invoice.shippingPrice ?? 0),
    deductionPrice: Number(invoice.deductionPrice ?? 0),
    additionalPrice: Number(invoice.additionalPrice ?? 0),
    description: 'Automated contract check.',
    expireAt: invoice.expireAt ?? new Date(Date.now() + 86_400_000).toISOString(),
  };
}

const ownInvoice = (extra: Partial<RowSpec> = {}) => ownWrite(own('invoice'), { order: 31, ...extra });

// ---- products and categories --------------------------------------------------------------------
const productValue = (ctx: RowContext) => ({
  name: tagName(ctx),
  alias: ctx.tag,
  price: 1000,
  discount: 0,
  weight: 1,
  count: 0,
  show: false,
  buy: false,
  position: 9999,
  categories: [],
  brand: null,
  body: '<p>Automated contract check.</p>',
});
const categoryValue = (ctx: RowContext) => ({ title: tagName(ctx), alias: ctx.tag, show: false, buy: false, parent: null, caption: '', position: 9999 });
const replyText = (ctx: RowContext) => `${tagName(ctx)}: reply`;

export const ecommerceRows: Record<string, RowSpec> = {
  [`GET ${E}/cart/all`]: read(z.array(cartLineSchema)),
  [`POST ${E}/cart`]: {
    auth: true,
    write: true,
    guard: async (ctx) => {
      const line = await findCartCandidate(ctx);
      if (!line) return 'needs a product in stock that is not in the signed-in user\'s cart yet';
      cartCandidates.set(ctx.tag, line);
      return undefined;
    },
    body: (ctx) => ({ ...cartLine(ctx), count: 1 }),
    creates: {
      resource: 'cart line',
      idFrom: (_content, ctx) => {
        const line = cartLine(ctx);
        return line ? { id: `${line.product}|${line.store}`, entity: line } : undefined;
      },
      deletePath: `${E}/cart`,
      deleteBody: (entity) => entity,
    },
  },
  [`PUT ${E}/cart`]: { auth: true, write: true, guard: needsOwn('cart line'), body: async (ctx) => ({ ...(await ownLine(ctx)), count: 1 }) },
  [`DELETE ${E}/cart`]: { auth: true, write: true, order: 29, guard: needsOwn('cart line'), deletes: 'cart line', body: ownLine },
  [`POST ${E}/invoice/list`]: pagedList(invoiceSchema),
  [`GET ${E}/invoice/{invoiceNumber}`]: read(invoiceSchema, { params: { invoiceNumber: fromRow(`POST ${E}/invoice/list`, pick('invoiceNumber')) }, query: { language: 'fa' } }),
  [`POST ${E}/invoice`]: {
    auth: true,
    write: true,
    order: 30,
    guard: invoiceGuard,
    content: z.looseObject({ invoiceNumber: numberishSchema }),
    body: async (ctx) => {
      const me = await ctx.currentUser();
      const roles = Array.isArray(me?.roles) ? me.roles : [];
      const staff = roles.some((r) => r === 'ADMIN' || r === 'ECOMMERCE_MANAGEMENT');
      // Staff send the custom-invoice form: the invoice is for themselves, from their own cart line.
      const forStaff = staff ? { user: idOf(me), expireAt: new Date(Date.now() + 86_400_000).toISOString() } : {};
      return { ...forStaff, shippingType: await shippingType(ctx) };
    },
    creates: {
      resource: 'invoice',
      deletePath: `${E}/invoice/{id}`,
      locate: {
        path: `${E}/invoice/list`,
        body: (_ctx, content) => ({ invoiceNumber: isRecord(content) ? content.invoiceNumber : undefined }),
        match: () => true,
      },
    },
  },
  [`PUT ${E}/invoice/{id}`]: ownInvoice({ body: invoiceEditBody }),
  [`DELETE ${E}/invoice/{id}`]: ownInvoice({ order: 40, deletes: 'invoice' }),
  [`PUT ${E}/invoice/{id}/changepaymented`]: ownInvoice({ body: { payment: false } }),
  [`PUT ${E}/invoice/{id}/changepublished`]: ownInvoice({ body: { publish: false } }),
  [`GET ${E}/invoice/{id}/changestep`]: ownInvoice({ refusal: 'accepted' }),
  [`GET ${E}/invoice/{id}/remember`]: ownInvoice({ refusal: 'accepted' }),
  [`GET ${E}/invoice/user`]: read(anyList),
  [`GET ${E}/shipping/list`]: read(shippingPricesSchema),
  [`POST ${E}/coupon/validationcoupon`]: read(undefined, { refusal: 'accepted', body: { code: '00000' } }),
  [`POST ${E}/payment/request`]: {
    auth: true,
    write: true,
    order: 31,
    refusal: 'accepted',
    guard: needsOwn('invoice'),
    body: async (ctx) => ({ payment: 'ZARINPAL', invoiceNumber: await invoiceNumberOf(ctx) }),
  },
  [`POST ${E}/payment/verification`]: {
    auth: true,
    write: true,
    order: 31,
    refusal: 'accepted',
    guard: needsOwn('invoice'),
    body: async (ctx) => ({ invoiceNumber: await invoiceNumberOf(ctx), State: 'NOK', RefNum: '', TransactionReferenceID: '' }),
  },

  [PRODUCTS]: pagedList(adminProductSchema),
  [`GET ${E}/product/all`]: read(z.array(adminProductSchema)),
  [`POST ${E}/product`]: {
    auth: true,
    write: true,
    multipart: (ctx) => ({ part: 'product', value: productValue(ctx), files: 1 }),
    creates: {
      resource: 'product',
      getPath: `${E}/product/{id}`,
      deletePath: `${E}/product/{id}`,
      locate: { path: `${E}/product/list`, body: (ctx) => ({ name: tagName(ctx) }), match: matchField('alias', (ctx) => ctx.tag) },
    },
  },
  [`GET ${E}/product/{id}`]: read(adminProductSchema, { params: { id: fromRow(PRODUCTS) } }),
  [`PUT ${E}/product/{id}`]: ownWrite(own('product'), { multipart: (ctx) => ({ part: 'product', value: productValue(ctx), files: 1 }) }),
  [`DELETE ${E}/product/{id}`]: ownWrite(own('product'), { deletes: 'product' }),
  [`DELETE ${E}/product/{id}/file/{fileId}`]: ownWrite(own('product'), { params: { id: own('product'), fileId: fromOwn('product', pickFile) } }),
  [`DELETE ${E}/product/{id}/item/{itemId}`]: ownWrite(own('product'), {
    params: { id: own('product'), itemId: fromOwn('product', (c) => pick()(itemsOf(c).flatMap((p) => (isRecord(p) && Array.isArray(p.items) ? p.items : [])))) },
  }),
  [`PUT ${E}/product/{id}/changepublished`]: ownWrite(own('product'), { body: { publish: false } }),
  [`PUT ${E}/product/{id}/changeshowed`]: ownWrite(own('product'), { body: { show: false } }),
  [`PUT ${E}/product/{id}/changebuyed`]: ownWrite(own('product'), { body: { buy: false } }),
  [`PUT ${E}/product/{id}/changeposition`]: ownWrite(own('product'), { body: { position: 9998 } }),

  [`GET ${E}/productCategory/tree`]: read(z.array(adminProductCategorySchema)),
  [`GET ${E}/productCategory/{id}`]: read(adminProductCategorySchema, { params: { id: fromRow(`GET ${E}/productCategory/tree`) } }),
  [`POST ${E}/productCategory`]: {
    auth: true,
    write: true,
    multipart: (ctx) => ({ part: 'category', value: categoryValue(ctx), files: 1 }),
    creates: {
      resource: 'product category',
      getPath: `${E}/productCategory/{id}`,
      deletePath: `${E}/productCategory/{id}`,
      locate: { method: 'GET', path: `${E}/productCategory/tree`, match: matchField('alias', (ctx) => ctx.tag) },
    },
  },
  [`PUT ${E}/productCategory/{id}`]: ownWrite(own('product category'), { multipart: (ctx) => ({ part: 'category', value: categoryValue(ctx), files: 0 }) }),
  [`DELETE ${E}/productCategory/{id}`]: ownWrite(own('product category'), { deletes: 'product category' }),
  [`DELETE ${E}/productCategory/{id}/file/{fileId}`]: ownWrite(own('product category'), {
    params: { id: own('product category'), fileId: fromOwn('product category', pickFile) },
  }),

  [`POST ${E}/productcomment/list`]: pagedList(adminCommentSchema),
  [`POST ${E}/productcomment`]: {
    auth: true,
    write: true,
    order: 11,
    guard: needsOwn('product comment'),
    body: async (ctx) => {
      const parent = ctx.ownId('product comment');
      const entity = (await ctx.ownEntity('product comment')) as Record<string, unknown> | undefined;
      return { comment: replyText(ctx), confirm: true, parent, product: idOf(entity?.product) ?? pick()(await ctx.contentOf(SITE_PRODUCTS)) };
    },
    creates: {
      resource: 'product reply',
      deletePath: `${E}/productcomment/{id}`,
      locate: { path: `${E}/productcomment/list`, body: (ctx) => ({ comment: replyText(ctx) }), match: matchField('comment', replyText) },
    },
  },
  [`GET ${E}/productcomment/{id}`]: read(adminCommentSchema, { params: { id: fromRow(`POST ${E}/productcomment/list`) } }),
  [`DELETE ${E}/productcomment/{id}`]: ownWrite(own('product reply'), { deletes: 'product reply' }),
  [`PUT ${E}/productcomment/{id}/changeconfirmed`]: ownWrite(own('product reply'), { body: { confirm: true } }),

  [`POST ${E}/alopeyk/cancel`]: {
    auth: true,
    write: true,
    order: 31,
    refusal: 'expected',
    guard: needsOwn('invoice'),
    // The run's own invoice has no courier order: the cancel must be refused.
    body: async (ctx) => ({ orderId: `qa-${ctx.tag}`, invoiceNumber: await invoiceNumberOf(ctx), always: false }),
  },
  [`GET ${E}/alopeyk/credit`]: read(deliveryCreditSchema),
  [`POST ${E}/alopeyk/address`]: read(undefined, { refusal: 'accepted', body: TEHRAN }),
  [`POST ${E}/alopeyk/locations`]: read(undefined, { refusal: 'accepted', body: TEHRAN }),
  [`POST ${E}/coupon/list`]: pagedList(couponSchema),
  [`POST ${E}/coupon`]: {
    auth: true,
    write: true,
    body: (ctx) => ({
      users: [],
      percent: 1,
      ceilingPrice: 1000,
      code: String(ctx.tagNumber),
      message: tagName(ctx),
      send: false,
      sendAt: null,
      expireAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    creates: {
      resource: 'coupon',
      deletePath: `${E}/coupon/{id}`,
      locate: { path: `${E}/coupon/list`, body: (ctx) => ({ code: String(ctx.tagNumber) }), match: matchField('code', (ctx) => String(ctx.tagNumber)) },
    },
  },
  [`DELETE ${E}/coupon/{id}`]: ownWrite(own('coupon'), { deletes: 'coupon' }),
  [`GET ${E}/coupon/clearcoupon`]: { auth: true, write: true, never: 'never run: it clears coupons the run did not create' },
  [`GET ${E}/coupon/statussmscoupon/{id}`]: read(undefined, { refusal: 'accepted', params: { id: fromRow(`POST ${E}/coupon/list`) } }),
  [`POST ${E}/ipaddress/list`]: pagedList(ipAddressSchema),
  [`GET ${E}/user/all`]: read(z.array(userSummarySchema)),
};

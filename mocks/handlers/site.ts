import { http } from 'msw';
import type { AdminRouteNode } from '@/api/schemas/route';
import {
  postCommentRequestSchema,
  productCommentRequestSchema,
  sendEmailRequestSchema,
  siteListRequestSchema,
} from '@/api/schemas/requests';
import { nowIso } from '../db/clock';
import { byId, findByIdOrAlias, postByIdOrAlias, productByIdOrAlias } from '../db/queries';
import { db, nextId } from '../db/state';
import type { PostRecord, ProductRecord } from '../db/types';
import {
  commentView,
  countryView,
  pluginView,
  postCategoryIdsWithDescendants,
  postCategoryTree,
  postView,
  productCategoryIdsWithDescendants,
  productCategoryTree,
  productView,
  storeStockView,
  storeView,
} from '../db/views';
import { downloadResponse } from '../lib/files';
import {
  assertCaptcha,
  fail,
  forbidden,
  lang,
  notFound,
  ok,
  parseBody,
  readBody,
  readJson,
  requireUser,
} from '../lib/http';
import type { Lang } from '../lib/i18n';
import { imageResponse } from '../lib/images';
import { applySorter, filterBy, paginate, sorterOf } from '../lib/list';

/**
 * `site/v1/...`: the public site. Paths match under any base (`*`), static paths before `:id` ones.
 * product/{id}, post/{id} and the category calls accept an id or an alias.
 */
const SITE = '*/site/v1';

const SERVER_MESSAGES: Record<Lang, Record<string, string>> = {
  fa: {
    'server.forbidden': 'دسترسی به این صفحه وجود ندارد.',
    'server.notFound': 'صفحه درخواستی پیدا نشد.',
    'server.unauthorized': 'لطفاً دوباره وارد شوید.',
    'server.invalidCaptcha': 'کپچا معتبر نیست.',
    'server.addedToCart': 'محصول با موفقیت به سبد خرید اضافه شد.',
    'server.saved': 'با موفقیت ذخیره شد.',
  },
  en: {
    'server.forbidden': 'There is no access to the page.',
    'server.notFound': 'The requested page was not found.',
    'server.unauthorized': 'Please log in again.',
    'server.invalidCaptcha': 'Captcha is not valid.',
    'server.addedToCart': 'Product successfully added to cart.',
    'server.saved': 'Saved successfully.',
  },
};

/** Enabled routes only, by position, children nested (deep copies). */
function enabledRoutes(nodes: readonly AdminRouteNode[]): AdminRouteNode[] {
  return nodes
    .filter((n) => n.enable)
    .slice()
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((n) => ({ ...structuredClone({ ...n, children: undefined }), children: enabledRoutes(n.children ?? []) }));
}

/** `categories` query parameter(s): repeated and/or comma-joined ids. */
function categoriesParam(url: URL): string[] {
  return url.searchParams
    .getAll('categories')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Field names as the spec sometimes spells them (`updateAt`, `createAt`). */
function normaliseSorter(sorter: string | null): string | null {
  return sorter ? sorter.replace(/^updateAt\b/, 'updatedAt').replace(/^createAt\b/, 'createdAt') : null;
}

function limitParam(url: URL): number | undefined {
  const limit = Number.parseInt(url.searchParams.get('limit') ?? '', 10);
  return Number.isFinite(limit) && limit > 0 ? limit : undefined;
}

function publishedProducts(categoryKeys: readonly string[]): ProductRecord[] {
  const ids = categoryKeys.map((k) => findByIdOrAlias(db.productCategories, k)?.id ?? k);
  const wanted = ids.length ? productCategoryIdsWithDescendants(ids) : null;
  return db.products.filter((p) => p.publish && (!wanted || p.categories.some((c) => wanted.has(c))));
}

function publishedPosts(categoryKeys: readonly string[]): PostRecord[] {
  const ids = categoryKeys.map((k) => findByIdOrAlias(db.postCategories, k)?.id ?? k);
  const wanted = ids.length ? postCategoryIdsWithDescendants(ids) : null;
  return db.posts.filter((p) => p.publish && (!wanted || p.categories.some((c) => wanted.has(c))));
}

const shopHandlers = [
  http.get(`${SITE}/shop/stores/full`, ({ request }) =>
    ok(db.stores.filter((s) => s.publish).map((s) => storeView(s, lang(request)))),
  ),
  http.get(`${SITE}/shop/stores/:id`, ({ request, params }) => {
    const product = productByIdOrAlias(String(params.id));
    if (!product || !product.publish) return notFound();
    return ok(storeStockView(product, lang(request)));
  }),
  http.get(`${SITE}/product/category`, ({ request }) => ok(productCategoryTree(lang(request)))),
  http.get(`${SITE}/product/category/:id`, ({ request, params }) => {
    const category = findByIdOrAlias(db.productCategories, String(params.id));
    if (!category) return notFound();
    return ok(productCategoryTree(lang(request), true, category.id)[0]);
  }),
  http.get(`${SITE}/product/all`, ({ request }) => {
    const url = new URL(request.url);
    const l = lang(request);
    const sorted = applySorter(publishedProducts(categoriesParam(url)), normaliseSorter(sorterOf(url)), {
      lang: l,
      fallback: 'position,asc',
    });
    return ok(sorted.slice(0, limitParam(url)).map((p) => productView(p, l)));
  }),
  http.post(`${SITE}/product/list`, async ({ request }) => {
    const body = await readBody(request, siteListRequestSchema);
    const l = lang(request);
    const found = publishedProducts(body.categories ?? []).filter((p) => filterBy.text(p.name, body.search));
    const sorted = applySorter(found, normaliseSorter(sorterOf(request)), { lang: l, fallback: 'position,asc' });
    return ok(paginate(sorted, request, (p) => productView(p, l)));
  }),
  http.post(`${SITE}/product/comment`, async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, productCommentRequestSchema);
    const product = productByIdOrAlias(body.product);
    if (!product || !product.publish) return notFound();
    if (body.parent && !db.productComments.some((c) => c.id === body.parent && c.product === product.id)) {
      return fail('parent: The comment you replied to was not found.');
    }
    const at = nowIso();
    const record = {
      id: nextId('pcm', db.productComments),
      comment: { fa: body.comment, en: body.comment },
      parent: body.parent ?? null,
      product: product.id,
      user: user.id,
      confirm: true,
      createdAt: at,
      updatedAt: at,
    };
    db.productComments.push(record);
    return ok(commentView(record, lang(request)), 'Your comment was saved.');
  }),
  http.get(`${SITE}/product/:id`, ({ request, params }) => {
    const product = productByIdOrAlias(String(params.id));
    if (!product || !product.publish) return notFound();
    return ok(productView(product, lang(request), { body: true, comments: true }));
  }),
];

const blogHandlers = [
  http.get(`${SITE}/post/category`, ({ request }) => ok(postCategoryTree(lang(request)))),
  http.get(`${SITE}/post/category/:id`, ({ request, params }) => {
    const category = findByIdOrAlias(db.postCategories, String(params.id));
    if (!category) return notFound();
    return ok(postCategoryTree(lang(request), true, category.id)[0]);
  }),
  http.get(`${SITE}/post/all`, ({ request }) => {
    const url = new URL(request.url);
    const l = lang(request);
    const sorted = applySorter(publishedPosts(categoriesParam(url)), normaliseSorter(sorterOf(url)), {
      lang: l,
      fallback: 'createdAt,desc',
    });
    return ok(sorted.slice(0, limitParam(url)).map((p) => postView(p, l)));
  }),
  http.post(`${SITE}/post/list`, async ({ request }) => {
    const body = await readBody(request, siteListRequestSchema);
    const l = lang(request);
    const found = publishedPosts(body.categories ?? []).filter((p) => filterBy.text(p.title, body.search));
    const sorted = applySorter(found, normaliseSorter(sorterOf(request)), { lang: l, fallback: 'createdAt,desc' });
    return ok(paginate(sorted, request, (p) => postView(p, l)));
  }),
  http.post(`${SITE}/post/comment`, async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, postCommentRequestSchema);
    const post = postByIdOrAlias(body.post);
    if (!post || !post.publish) return notFound();
    if (body.parent && !db.postComments.some((c) => c.id === body.parent && c.post === post.id)) {
      return fail('parent: The comment you replied to was not found.');
    }
    const at = nowIso();
    const record = {
      id: nextId('pocm', db.postComments),
      comment: { fa: body.comment, en: body.comment },
      parent: body.parent ?? null,
      post: post.id,
      user: user.id,
      confirm: true,
      createdAt: at,
      updatedAt: at,
    };
    db.postComments.push(record);
    return ok(commentView(record, lang(request)), 'Your comment was saved.');
  }),
  http.get(`${SITE}/post/:id`, ({ request, params }) => {
    const post = postByIdOrAlias(String(params.id));
    if (!post || !post.publish) return notFound();
    post.hits += 1;
    return ok(postView(post, lang(request), { comments: true }));
  }),
];

const contentHandlers = [
  http.get(`${SITE}/locale/:locale`, ({ params }) => {
    const messages = (SERVER_MESSAGES as Partial<Record<string, Record<string, string>>>)[String(params.locale)];
    return messages ? ok({ ...messages }) : notFound();
  }),
  http.get(`${SITE}/route`, () => ok(enabledRoutes(db.routes))),
  http.get(`${SITE}/version`, () => ok(db.version)),
  http.get(`${SITE}/plugin/:name`, ({ request, params }) => {
    const plugin = db.plugins.find((p) => p.name === params.name && p.publish);
    return plugin ? ok(pluginView(plugin, lang(request))) : fail('The requested content is not available.');
  }),
  http.post(`${SITE}/sendEmail`, async ({ request }) => {
    const raw = await readJson(request);
    assertCaptcha(raw);
    parseBody(sendEmailRequestSchema, raw);
    return ok(null, 'Your message was sent. Thank you!');
  }),
  http.get(`${SITE}/address/countries`, ({ request }) =>
    ok(db.countries.filter((c) => c.publish).map((c) => countryView(c, lang(request)))),
  ),
  http.get(`${SITE}/comment/all`, ({ request }) => {
    const l = lang(request);
    const latest = [...db.productComments, ...db.postComments]
      .filter((c) => c.confirm && !c.parent)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 20);
    return ok(latest.map((c) => commentView(c, l)));
  }),
  http.get(`${SITE}/resizeImage/:fileId/:width/:height`, ({ request, params }) =>
    imageResponse(request, String(params.fileId), String(params.width), String(params.height)),
  ),
  http.get(`${SITE}/downloadFile`, ({ request }) => {
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const files = ids.map((id) => byId(db.files, id));
    if (!ids.length || files.some((f) => !f)) return notFound('The file was not found.');
    const found = files.filter((f) => f !== undefined);
    if (found.some((f) => f.auth)) return forbidden();
    return downloadResponse(found);
  }),
];

export const siteHandlers = [...contentHandlers, ...shopHandlers, ...blogHandlers];

/**
 * `ecommercemanagement/v1/product`, `productCategory` and `productcomment` (admin spec §2, §3, §5, §7):
 * the catalogue administration. Lists page, sort (`field,asc|desc` on the served view) and filter;
 * bodies are validated with the shared request schemas (src/api/schemas/catalog.ts); add/edit of
 * products and categories are multipart (a JSON part `product` / `category` plus `files` parts, JPEG
 * or PNG under 2 MB). Writes need ADMIN or ECOMMERCE_MANAGEMENT.
 *
 * What the public site shows follows: an unpublished product leaves /shop (site handlers serve only
 * published products), a confirmed comment or a staff reply appears under its product, category
 * changes show in the shop's tree. Refused without any change: a duplicate alias, deleting a category
 * that still has products or sub-categories, a category moved under itself. A body is stored exactly
 * as typed (scripts included); the client renders it only through SafeHtml.
 */
import { http, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import {
  buyRequestSchema,
  confirmRequestSchema,
  positionRequestSchema,
  productCategoryRequestSchema,
  productCommentFilterSchema,
  productCommentReplySchema,
  productListFilterSchema,
  productRequestSchema,
  showRequestSchema,
} from '@/api/schemas/catalog';
import { publishRequestSchema } from '@/api/schemas/requests';
import { nowIso } from '../db/clock';
import { byId, withDescendants } from '../db/queries';
import { DIR } from '../db/seed/files';
import { db, nextId } from '../db/state';
import type { FileRecord, I18n, ProductCategoryRecord, ProductCommentRecord, ProductRecord } from '../db/types';
import { authorView, commentView, productCategoryTree, productView } from '../db/views';
import { fail, lang, notFound, ok, readBody, readMultipart, requireUser, type Lang } from '../lib/http';
import { applySorter, filterBy, paginate, sorterOf } from '../lib/list';

const BASE = '*/ecommercemanagement/v1';
const STAFF = ['ECOMMERCE_MANAGEMENT'] as const;
const SAVED = 'Saved successfully.';
const DELETED = 'Deleted successfully.';
const GONE = 'The item does not exist; it may have been deleted already.';
const MAX_IMAGE = 2 * 1024 * 1024;

export const CATALOG_MESSAGES = {
  aliasTaken: 'alias: This alias is already in use.',
  categoryHasProducts: 'This category still has products and cannot be deleted.',
  categoryHasChildren: 'This category has sub-categories and cannot be deleted.',
  ownParent: 'parent: A category cannot be moved under itself.',
  noCategory: 'categories: The selected category does not exist.',
  noParent: 'parent: The selected category does not exist.',
  noBrand: 'brand: The selected brand does not exist.',
  noProduct: 'product: The product does not exist.',
  noParentComment: 'parent: The comment you replied to was not found.',
  badFormat: 'The file format is not acceptable.',
  tooLarge: 'The maximum file size is 2 MB.',
  noFile: 'The file does not exist.',
  noItem: 'The item does not exist.',
} as const;

/** A bilingual text from one typed value: the request's language gets it (a new record: both). */
function i18nFrom(text: string, language: Lang, previous?: I18n | null): I18n {
  return previous ? { ...previous, [language]: text } : { fa: text, en: text };
}

// ---- images ---------------------------------------------------------------------------------------

/** Refuses anything but JPEG/PNG under 2 MB (before anything is stored). */
function checkImages(files: readonly File[]): void {
  for (const file of files) {
    if (!/^image\/(jpeg|png)$/.test(file.type)) throw fail(CATALOG_MESSAGES.badFormat);
    if (file.size >= MAX_IMAGE) throw fail(CATALOG_MESSAGES.tooLarge);
  }
}

/** Stores uploaded images as files (served by the image endpoints like every seeded one); their ids. */
function storeImages(files: readonly File[], directory: string, baseName: string): string[] {
  return files.map((file, i) => {
    const at = nowIso();
    const suffix = file.type === 'image/png' ? 'png' : 'jpg';
    const record: FileRecord = {
      id: nextId('f', db.files),
      name: file.name || `${baseName}-${i + 1}.${suffix}`,
      alias: null,
      directory,
      extension: { name: 'image', suffix },
      mime: file.type,
      size: file.size,
      auth: false,
      users: [],
      roles: [],
      createdAt: at,
      updatedAt: at,
    };
    db.files.push(record);
    return record.id;
  });
}

// ---- products -------------------------------------------------------------------------------------

/** A product as the admin screens read it: every flag, brand name, category titles, the owner as an author. */
function adminProductView(p: ProductRecord, l: Lang, body = false) {
  return { ...productView(p, l, { body }), user: authorView(byId(db.users, p.user), l) };
}

type ProductBody = z.output<typeof productRequestSchema>;

function checkProductRefs(body: ProductBody, self?: ProductRecord): void {
  if (db.products.some((p) => p.alias === body.alias && p !== self)) throw fail(CATALOG_MESSAGES.aliasTaken);
  if (body.categories.some((id) => !byId(db.productCategories, id))) throw fail(CATALOG_MESSAGES.noCategory);
  if (body.brand && !byId(db.brands, body.brand)) throw fail(CATALOG_MESSAGES.noBrand);
}

/**
 * The stock per store after the total `count` changed: the difference goes to (or comes from) the
 * stores in order, so the stores' stocks always add up to the product's count.
 */
function restock(stocks: ProductRecord['stocks'], count: number): ProductRecord['stocks'] {
  const next = db.stores.map((s) => ({ store: s.id, count: stocks.find((x) => x.store === s.id)?.count ?? 0 }));
  let diff = count - next.reduce((sum, s) => sum + s.count, 0);
  if (diff > 0 && next.length) next[0].count += diff;
  for (let i = next.length - 1; diff < 0 && i >= 0; i--) {
    const take = Math.min(next[i].count, -diff);
    next[i].count -= take;
    diff += take;
  }
  return next;
}

function productFields(body: ProductBody, l: Lang, previous?: ProductRecord) {
  return {
    name: i18nFrom(body.name, l, previous?.name),
    alias: body.alias,
    price: body.price,
    discount: body.discount,
    weight: body.weight,
    count: body.count,
    stocks: restock(previous?.stocks ?? [], body.count),
    show: body.show,
    buy: body.buy,
    position: body.position,
    categories: [...new Set(body.categories)],
    brand: body.brand ?? null,
    body: i18nFrom(body.body, l, previous?.body),
  };
}

type ProductFilter = z.output<typeof productListFilterSchema>;

function productMatches(filter: ProductFilter) {
  const categories = filter.categories?.length ? withDescendants(db.productCategories, filter.categories) : null;
  return (p: ProductRecord) =>
    filterBy.text(p.name, filter.name) &&
    filterBy.dateRange(p.createdAt, filter.createdAt) &&
    filterBy.inList(p.brand, filter.brands) &&
    (!categories || p.categories.some((c) => categories.has(c)));
}

const findProduct = (id: unknown) => byId(db.products, typeof id === 'string' ? id : undefined);

const productHandlers: HttpHandler[] = [
  http.post(`${BASE}/product/list`, async ({ request }) => {
    requireUser(request, STAFF);
    const l = lang(request);
    const filter = await readBody(request, productListFilterSchema);
    const views = db.products.filter(productMatches(filter)).map((p) => adminProductView(p, l));
    return ok(paginate(applySorter(views, sorterOf(request), { lang: l, fallback: 'createdAt,desc' }), request));
  }),
  http.get(`${BASE}/product/all`, ({ request }) => {
    requireUser(request, STAFF);
    const l = lang(request);
    return ok(applySorter(db.products.map((p) => productView(p, l)), 'name,asc', { lang: l }));
  }),
  http.post(`${BASE}/product`, async ({ request }) => {
    const user = requireUser(request, STAFF);
    const l = lang(request);
    const { data, files } = await readMultipart(request, 'product', productRequestSchema);
    checkProductRefs(data);
    checkImages(files);
    const at = nowIso();
    const record: ProductRecord = {
      id: nextId('pr', db.products),
      ...productFields(data, l),
      publish: true,
      files: storeImages(files, DIR.productPhotos, data.alias),
      hits: 0,
      user: user.id,
      createdAt: at,
      updatedAt: at,
    };
    db.products.push(record);
    return ok(record.id, SAVED);
  }),
  http.get(`${BASE}/product/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const product = findProduct(params.id);
    return product ? ok(adminProductView(product, lang(request), true)) : notFound();
  }),
  http.put(`${BASE}/product/:id`, async ({ request, params }) => {
    requireUser(request, STAFF);
    const product = findProduct(params.id);
    if (!product) return notFound();
    const { data, files } = await readMultipart(request, 'product', productRequestSchema);
    checkProductRefs(data, product);
    checkImages(files);
    Object.assign(product, productFields(data, lang(request), product), {
      files: [...product.files, ...storeImages(files, DIR.productPhotos, data.alias)],
      updatedAt: nowIso(),
    });
    return ok(null, SAVED);
  }),
  http.delete(`${BASE}/product/:id/file/:fileId`, ({ request, params }) => {
    requireUser(request, STAFF);
    const product = findProduct(params.id);
    if (!product) return notFound();
    if (!product.files.includes(String(params.fileId))) return notFound(CATALOG_MESSAGES.noFile);
    product.files = product.files.filter((f) => f !== params.fileId);
    product.updatedAt = nowIso();
    return ok(null, DELETED);
  }),
  // An item of a product is its stock in one store (item id = store id): deleting it empties that stock.
  http.delete(`${BASE}/product/:id/item/:itemId`, ({ request, params }) => {
    requireUser(request, STAFF);
    const product = findProduct(params.id);
    if (!product) return notFound();
    const item = product.stocks.find((s) => s.store === params.itemId);
    if (!item) return notFound(CATALOG_MESSAGES.noItem);
    product.stocks = product.stocks.filter((s) => s !== item);
    product.count = product.stocks.reduce((sum, s) => sum + s.count, 0);
    product.updatedAt = nowIso();
    return ok(null, DELETED);
  }),
  ...(
    [
      ['changepublished', publishRequestSchema, 'publish'],
      ['changeshowed', showRequestSchema, 'show'],
      ['changebuyed', buyRequestSchema, 'buy'],
      ['changeposition', positionRequestSchema, 'position'],
    ] as const
  ).map(([segment, schema, field]) =>
    http.put(`${BASE}/product/:id/${segment}`, async ({ request, params }) => {
      requireUser(request, STAFF);
      const product = findProduct(params.id);
      if (!product) return notFound();
      const body = (await readBody(request, schema as z.ZodMiniType)) as Record<string, boolean | number>;
      Object.assign(product, { [field]: body[field], updatedAt: nowIso() });
      return ok(null, SAVED);
    }),
  ),
  http.delete(`${BASE}/product/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const product = findProduct(params.id);
    if (!product) return notFound(GONE);
    db.products.splice(db.products.indexOf(product), 1);
    // its comments and cart lines go with it (invoices keep their own snapshot)
    db.productComments = db.productComments.filter((c) => c.product !== product.id);
    db.carts = db.carts.filter((c) => c.product !== product.id);
    return ok(null, DELETED);
  }),
];

// ---- product categories ---------------------------------------------------------------------------

type CategoryBody = z.output<typeof productCategoryRequestSchema>;

function checkCategory(body: CategoryBody, self?: ProductCategoryRecord): void {
  if (db.productCategories.some((c) => c.alias === body.alias && c !== self)) throw fail(CATALOG_MESSAGES.aliasTaken);
  if (body.parent) {
    if (!byId(db.productCategories, body.parent)) throw fail(CATALOG_MESSAGES.noParent);
    if (self && withDescendants(db.productCategories, [self.id]).has(body.parent)) throw fail(CATALOG_MESSAGES.ownParent);
  }
}

function categoryFields(body: CategoryBody, l: Lang, previous?: ProductCategoryRecord) {
  return {
    title: i18nFrom(body.title, l, previous?.title),
    alias: body.alias,
    caption: body.caption ? i18nFrom(body.caption, l, previous?.caption) : previous?.caption ? { ...previous.caption, [l]: '' } : null,
    show: body.show,
    buy: body.buy,
    parent: body.parent ?? null,
    position: body.position,
  };
}

const findCategory = (id: unknown) => byId(db.productCategories, typeof id === 'string' ? id : undefined);

/** One category as the edit modal loads it: the tree node with its subtree and counts (all products). */
const categoryView = (c: ProductCategoryRecord, l: Lang) => productCategoryTree(l, false, c.id)[0];

const categoryHandlers: HttpHandler[] = [
  http.get(`${BASE}/productCategory/tree`, ({ request }) => {
    requireUser(request, STAFF);
    return ok(productCategoryTree(lang(request), false));
  }),
  http.get(`${BASE}/productCategory/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const category = findCategory(params.id);
    return category ? ok(categoryView(category, lang(request))) : notFound();
  }),
  http.post(`${BASE}/productCategory`, async ({ request }) => {
    requireUser(request, STAFF);
    const { data, files } = await readMultipart(request, 'category', productCategoryRequestSchema);
    checkCategory(data);
    checkImages(files);
    const at = nowIso();
    const record: ProductCategoryRecord = {
      id: nextId('pc', db.productCategories),
      ...categoryFields(data, lang(request)),
      files: storeImages(files, DIR.categoryImages, `category-${data.alias}`),
      createdAt: at,
      updatedAt: at,
    };
    db.productCategories.push(record);
    return ok(record.id, SAVED);
  }),
  http.put(`${BASE}/productCategory/:id`, async ({ request, params }) => {
    requireUser(request, STAFF);
    const category = findCategory(params.id);
    if (!category) return notFound();
    const { data, files } = await readMultipart(request, 'category', productCategoryRequestSchema);
    checkCategory(data, category);
    checkImages(files);
    Object.assign(category, categoryFields(data, lang(request), category), {
      files: [...category.files, ...storeImages(files, DIR.categoryImages, `category-${data.alias}`)],
      updatedAt: nowIso(),
    });
    return ok(null, SAVED);
  }),
  http.delete(`${BASE}/productCategory/:id/file/:fileId`, ({ request, params }) => {
    requireUser(request, STAFF);
    const category = findCategory(params.id);
    if (!category) return notFound();
    if (!category.files.includes(String(params.fileId))) return notFound(CATALOG_MESSAGES.noFile);
    category.files = category.files.filter((f) => f !== params.fileId);
    category.updatedAt = nowIso();
    return ok(null, DELETED);
  }),
  http.delete(`${BASE}/productCategory/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const category = findCategory(params.id);
    if (!category) return notFound(GONE);
    if (db.products.some((p) => p.categories.includes(category.id))) return fail(CATALOG_MESSAGES.categoryHasProducts);
    if (db.productCategories.some((c) => c.parent === category.id)) return fail(CATALOG_MESSAGES.categoryHasChildren);
    db.productCategories.splice(db.productCategories.indexOf(category), 1);
    return ok(null, DELETED);
  }),
];

// ---- product comments -----------------------------------------------------------------------------

type CommentFilter = z.output<typeof productCommentFilterSchema>;

const commentMatches = (filter: CommentFilter) => (c: ProductCommentRecord) =>
  filterBy.text(c.comment, filter.comment) &&
  filterBy.dateRange(c.createdAt, filter.createdAt) &&
  filterBy.inList(c.product, filter.products) &&
  filterBy.inList(c.user, filter.users);

const findComment = (id: unknown) => byId(db.productComments, typeof id === 'string' ? id : undefined);

const commentHandlers: HttpHandler[] = [
  http.post(`${BASE}/productcomment/list`, async ({ request }) => {
    requireUser(request, STAFF);
    const l = lang(request);
    const filter = await readBody(request, productCommentFilterSchema);
    const views = db.productComments.filter(commentMatches(filter)).map((c) => commentView(c, l));
    return ok(paginate(applySorter(views, sorterOf(request), { lang: l, fallback: 'createdAt,desc' }), request));
  }),
  http.post(`${BASE}/productcomment`, async ({ request }) => {
    const user = requireUser(request, STAFF);
    const body = await readBody(request, productCommentReplySchema);
    const product = db.products.find((p) => p.id === body.product || p.alias === body.product);
    if (!product) return fail(CATALOG_MESSAGES.noProduct);
    if (body.parent && !db.productComments.some((c) => c.id === body.parent && c.product === product.id)) return fail(CATALOG_MESSAGES.noParentComment);
    const at = nowIso();
    const record: ProductCommentRecord = {
      id: nextId('pcm', db.productComments),
      comment: { fa: body.comment, en: body.comment },
      parent: body.parent ?? null,
      product: product.id,
      user: user.id,
      confirm: body.confirm,
      createdAt: at,
      updatedAt: at,
    };
    db.productComments.push(record);
    return ok(record.id, SAVED);
  }),
  http.get(`${BASE}/productcomment/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const comment = findComment(params.id);
    return comment ? ok(commentView(comment, lang(request))) : notFound();
  }),
  http.put(`${BASE}/productcomment/:id/changeconfirmed`, async ({ request, params }) => {
    requireUser(request, STAFF);
    const comment = findComment(params.id);
    if (!comment) return notFound();
    const { confirm } = await readBody(request, confirmRequestSchema);
    Object.assign(comment, { confirm, updatedAt: nowIso() });
    return ok(null, SAVED);
  }),
  http.delete(`${BASE}/productcomment/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const comment = findComment(params.id);
    if (!comment) return notFound(GONE);
    // its replies go with it
    const gone = withDescendants(db.productComments, [comment.id]);
    db.productComments = db.productComments.filter((c) => !gone.has(c.id));
    return ok(null, DELETED);
  }),
];

/** Static paths come before `:id` ones. */
export const ecommerceCatalogHandlers: HttpHandler[] = [...productHandlers, ...categoryHandlers, ...commentHandlers];

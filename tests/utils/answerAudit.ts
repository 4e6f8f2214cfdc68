/**
 * The tolerant-reading audit as data: per documented call the client reads (a row of
 * src/api/contract/endpoints.tsv), the schema its query checks the answer with, the fields the spec
 * promises for that answer (the endpoints.tsv response column and the spec's entity lists), and the
 * fields a screen needs that the spec does not name, each with its reason. Read by
 * tests/unit/api/tolerantSchemas.test.ts (every required field is documented) and
 * tests/component/app/minimalAnswers.test.tsx (every screen works on the least a backend may answer).
 *
 * How the lists are written: paths from the answer's top (`docs[].user.firstName`, `[].id` for a list,
 * see ./schemaFields.ts). A documented relation (country, brand, categories, parent, the product or
 * post of a comment, a directory) documents its `id` too: it comes as an id or as the record that
 * carries one. A file reference is `{ id, name }` (the spec's `files (id, name)`). A tree's children
 * are its nodes again.
 */
import { z } from 'zod/mini';
import { TREE_KEYS, asNode } from './schemaFields';
import {
  adminCommentSchema, adminPostCategorySchema, adminPostSchema, adminProductCategorySchema, adminProductSchema, adminRouteNodeSchema,
  adminRouteTreeSchema, brandSchema, cartLineSchema, citySchema, commentSchema, countrySchema, couponSchema,
  couponSmsStatusSchema, currentUserSchema, customerInvoiceSchema, directorySchema, fileInfoSchema, invoiceSchema, ipAddressSchema,
  locationSuggestionSchema, pagedSchema, permissionSchema, placeSchema, pluginSchema, postCategorySchema,
  postCommentSchema, postSchema, productCategorySchema, productSchema, provinceSchema, regionAreaSchema, regionSchema,
  roleSchema, routeTreeSchema, shippingPricesSchema, sitePluginSchema, storeContactSchema, storeSchema,
  storeStockSchema, tokenSchema, userSchema, userSummarySchema,
} from '@/api/schemas';
import { dayCountSchema, deliveryCreditSchema, fileTypeCountSchema, invoiceUserRowSchema, namedCountSchema, userCountSchema } from '@/api/schemas/dashboard';

export type Schema = z.ZodMiniType;

/** One reader of a documented call: the client's schema, the fields the spec promises, what the screen needs besides. */
export interface Reader {
  /** the client's endpoints that read it this way (src/api/services) */
  by: readonly string[];
  /** who reads it this way, when readers differ: the customer's screens (and the start-up) or staff's */
  audience?: 'customer' | 'staff';
  /** why the client reads it this way */
  note?: string;
  schema: Schema;
  documented: readonly string[];
  /** a field the spec does not name that a screen cannot work without → why */
  needed?: Readonly<Record<string, string>>;
  /**
   * Optional keys a minimal answer keeps besides a tree's `children`, as they place the records rather
   * than describe them (tests/utils/schemaFields.ts `minimalAnswer`).
   */
  keep?: readonly string[];
}

/** A route's alias is its address (optional only for the nodes that add nothing to the path): without them a tree has no pages. */
const ROUTE_PLACES = [...TREE_KEYS, 'alias'];

// ---- path helpers -------------------------------------------------------------------------------
const under = (prefix: string, fields: readonly string[]) => [prefix, ...fields.map((f) => `${prefix}.${f}`)];
const each = (prefix: string, fields: readonly string[]) => [prefix, ...fields.map((f) => `${prefix}[].${f}`)];
/** the content is a list of these */
const list = (fields: readonly string[]) => fields.map((f) => `[].${f}`);
/** the content is a page of these */
const paged = (fields: readonly string[]) => ['total', 'limit', 'page', ...each('docs', fields)];
const ref = (name: string) => [name, `${name}.id`];
const refs = (name: string) => [name, `${name}[].id`];
const FILE = ['id', 'name'];
const files = (name = 'files') => each(name, FILE);
const latLng = (name: string) => under(name, ['lat', 'lng']);
const TIMES = ['createdAt', 'updatedAt'];

// ---- the spec's entity lists (public-site-and-customer.md §3, administration.md §3) ------------
const COUNTRY = ['id', 'name', 'callingCode'];
const COUNTRY_ADMIN = [...COUNTRY, 'publish', ...TIMES];
const PROVINCE = ['id', 'name'];
const PROVINCE_ADMIN = [...PROVINCE, ...ref('country'), 'publish'];
const CITY_ADMIN = [...PROVINCE, ...ref('country'), ...ref('province'), 'publish'];
const REGION = ['id', 'name', ...each('coordinates', ['lat', 'lng'])];
const REGION_ADMIN = [...REGION, 'price', ...ref('country'), ...ref('province'), ...ref('city'), 'publish', ...TIMES];
const STORE_ADMIN = ['name', 'store', ...ref('province'), ...ref('city'), 'email', 'website', 'tel', 'mobile', 'address', 'plaque', 'unit', ...latLng('location'), 'addressMap', 'publish'];
const BRAND_ADMIN = ['id', 'name', ...ref('country'), 'publish', ...files()];
const ROUTE_SITE = ['title', 'alias', 'dynamic', 'type', 'roles', 'layout', 'component', 'menu', 'icon', 'breadcrumb', 'link', 'children'];
const ROUTE_ADMIN = ['name', 'title', 'alias', 'dynamic', ...ref('parent'), 'type', 'layout', 'menu', 'icon', 'style', 'isOpen', 'divider', 'breadcrumb', 'link', 'position', 'enable', 'roles', 'component', 'children'];
const USER_NAME = ['id', 'firstName', 'lastName', 'email', 'mobile'];
const AUTHOR = ['firstName', 'lastName', ...under('file', FILE), 'email', 'body'];
const COMMENT = ['id', 'comment', ...ref('parent'), ...ref('product'), ...ref('post'), 'createdAt', ...under('user', ['firstName', 'lastName', ...under('file', FILE)]), 'children'];
const COMMENT_ADMIN = ['id', 'comment', ...under('user', USER_NAME), ...under('product', ['id', 'name', 'alias']), ...under('post', ['id', 'title', 'alias']), 'confirm', 'createdAt', ...ref('parent')];
const PRODUCT = ['id', 'name', 'alias', 'price', 'discount', 'buy', 'count', ...files(), ...refs('categories'), ...under('brand', ['id', 'name']), 'body', ...each('comments', COMMENT)];
const PRODUCT_ADMIN = ['id', 'name', 'alias', 'price', 'discount', 'weight', 'count', 'show', 'buy', 'publish', 'position', ...refs('categories'), ...under('brand', ['id', 'name']), 'body', ...files(), 'hits', ...under('user', USER_NAME), ...TIMES];
const CATEGORY = ['id', 'title', 'alias', 'caption', 'buy', ...files(), 'position', 'products', 'children'];
const CATEGORY_ADMIN = [...CATEGORY, 'show', ...ref('parent')];
const POST = ['id', 'alias', 'title', 'body', ...files(), ...refs('categories'), ...under('user', AUTHOR), ...each('comments', COMMENT), 'hits', 'createdAt'];
const POST_ADMIN = ['id', 'title', 'alias', 'body', ...files(), ...refs('categories'), ...under('user', USER_NAME), 'hits', 'publish', ...TIMES];
const POST_CATEGORY = ['id', 'title', 'alias', 'posts', 'children'];
const POST_CATEGORY_ADMIN = [...POST_CATEGORY, ...ref('parent')];
const PLUGIN_SITE = [...files(), ...under('params', ['body', ...each('items', ['name', 'website', ...under('logo', FILE)])])];
const PLUGIN_ADMIN = ['id', 'name', ...PLUGIN_SITE, 'publish', ...under('user', USER_NAME), ...TIMES];
const USER_ADDRESS = [...ref('province'), ...ref('city'), ...ref('region'), 'place', 'plaque', 'unit', 'postalCode', ...latLng('location')];
const USER = ['firstName', 'lastName', 'email', 'mobile', ...ref('country'), 'nationalCode', 'birthAt', 'body', ...under('image', FILE), 'roles', 'complete', 'invoices', ...under('setting', [...under('alopeyk', ['enable']), ...under('alopost', ['enable'])]), ...each('addresses', USER_ADDRESS), 'enable', 'smsDiscountCode', 'createdAt'];
const USER_ADMIN = ['id', 'firstName', 'lastName', 'email', 'mobile', ...ref('country'), 'nationalCode', 'birthAt', 'body', ...under('image', FILE), 'enable', ...each('roles', ['id', 'name', 'caption']), 'smsDiscountCode', 'createdAt', ...each('addresses', USER_ADDRESS)];
const ROLE = ['id', 'name', 'caption'];
const TOKEN = ['id', ...under('user', USER_NAME), ...under('log', ['isDesktop', 'platform', 'browser']), 'createdAt'];
const CART_LINE = [...under('product', ['id', 'alias', 'name', 'price', 'discount', ...files()]), ...under('store', ['id', 'name']), 'count', 'createdAt'];
const INVOICE_PRODUCTS = each('products', ['name', 'alias', 'productsCount', 'productsPrice', 'productsDiscount']);
const INVOICE_COUPON = under('coupon', ['code', 'percent', 'ceilingPrice']);
const INVOICE_CUSTOMER = [
  'invoiceNumber', 'amount', 'condition', 'step', 'createdAt', 'expireAt', 'paymentAt', ...INVOICE_PRODUCTS, 'vat', 'shippingPrice', 'shippingType',
  'shippingDuration', 'shippingStatus', ...under('shippingCourierInfo', ['firstName', 'lastName', 'mobile']), ...under('shippingScreenshot', ['url']),
  ...latLng('shippingPosition'), ...INVOICE_COUPON, ...each('stores', latLng('location')),
  ...under('user', ['firstName', 'lastName', 'mobile', ...under('address', USER_ADDRESS)]),
];
const INVOICE_ADMIN = [
  'id', 'invoiceNumber', ...under('user', [...USER_NAME, ...each('roles', ['id', 'name']), ...under('address', USER_ADDRESS)]), 'amount', 'shippingPrice', 'shippingType',
  'shippingDuration', 'shippingStatus', ...under('shippingCourierInfo', USER_NAME), ...under('shipping', under('information', ['id'])), ...under('shippingScreenshot', ['url']),
  ...latLng('shippingPosition'), ...each('stores', latLng('location')), 'deductionPrice', 'additionalPrice', 'couponPrice', 'description', 'vat', 'condition', 'step',
  'payment', 'publish', ...under('checkout', ['payment', ...under('information', ['Authority', 'RefNum', 'ShaparakRefNumber'])]), 'createdAt', 'expireAt', 'paymentAt',
  ...INVOICE_PRODUCTS, ...INVOICE_COUPON, 'paymentName', 'paymentId',
];
const COUPON = ['id', 'code', ...ref('user'), ...refs('users'), 'percent', 'ceilingPrice', 'invoiceNumber', 'couponPrice', 'createdAt', 'expireAt', 'status', 'send', 'message', 'sendAt'];
const IP_ADDRESS = ['ip', 'createdAt'];
const DIRECTORY = ['id', 'name', ...ref('parent'), 'children', 'files'];
const FILE_INFO = ['id', 'name', 'alias', ...ref('directory'), ...under('extension', ['name', 'suffix']), 'size', 'auth', ...each('users', ['id', 'firstName', 'lastName']), ...each('roles', ['id', 'name']), ...TIMES];
const CHART_DAY = [...under('date', ['year', 'month', 'day']), 'count'];

const OWN_ID =
  'the signed-in user\'s id: the profile saves to PUT editUser/{id}, the customer\'s invoice list asks users=[own id], the order alerts compare it with the configured user';
const ID_TO_EDIT = 'the admin screens keep a record by its id: they edit, delete and switch it by id (PUT/DELETE {entity}/{id}), a select\'s value is it';

/** The charts the spec lists without fields (admin spec §7): a bar needs its day or its author, and its count. */
const DAY_BARS = Object.fromEntries(list(CHART_DAY).map((path) => [path, 'a bar per day: the day (as file/day gives it) and its count; the spec lists no fields for this chart']));
const AUTHOR_BARS = Object.fromEntries(
  list([...under('user', ['id', 'firstName', 'lastName']), 'count']).map((path) => [
    path,
    'a bar per author: the author (named and keyed as invoice/user gives a user; two may share a name) and the count; the spec lists no fields for this chart',
  ]),
);

type Shape = 'one' | 'list' | 'page';
const ANSWER: Record<Shape, { schema: (item: Schema) => Schema; fields: (fields: readonly string[]) => string[] }> = {
  one: { schema: (item) => item, fields: (fields) => [...fields] },
  list: { schema: (item) => z.array(item), fields: list },
  page: { schema: (item) => pagedSchema(item), fields: paged },
};

/**
 * One reader: the endpoints `by` read a record of `item` with `fields` as one record, a list or a page
 * of them; `needed` and `keep` are said of one record.
 */
function read(by: string | readonly string[], shape: Shape, item: Schema, fields: readonly string[], extra: Pick<Reader, 'needed' | 'keep' | 'audience'> = {}): Reader {
  const { schema, fields: at } = ANSWER[shape];
  const needed = extra.needed && Object.fromEntries(Object.entries(extra.needed).flatMap(([path, why]) => at([path]).filter((p) => p !== 'total' && p !== 'limit' && p !== 'page' && p !== 'docs').map((p) => [p, why])));
  return { by: typeof by === 'string' ? [by] : by, schema: schema(item), documented: at(fields), ...extra, ...(needed ? { needed } : {}) };
}

/**
 * An admin entity's reads under `base`: its page (`POST list`), one record (`GET {id}`) and, with
 * `all`, a plain list (`GET {base}/<all[0]>` read by `all[1]`), each of the same fields.
 */
function entity(base: string, names: { list: string; one: string; all?: [path: string, by: string] }, item: Schema, fields: readonly string[], needed?: Reader['needed']): Record<string, Reader[]> {
  return {
    [`POST ${base}/list`]: [read(names.list, 'page', item, fields, { needed })],
    [`GET ${base}/{id}`]: [read(names.one, 'one', item, fields, { needed })],
    ...(names.all ? { [`GET ${base}/${names.all[0]}`]: [read(names.all[1], 'list', item, fields, { needed })] } : {}),
  };
}

/** endpoints.tsv row (`METHOD path`) → how the client reads it. */
export const AUDIT: Record<string, Reader[]> = {
  'GET site/v1/route/': [{ by: ['routes'], schema: routeTreeSchema, documented: list(ROUTE_SITE), keep: ROUTE_PLACES }],
  'GET site/v1/shop/stores/full': [{ by: ['storesFull'], schema: z.array(storeContactSchema), documented: list(['id', 'name', 'email', 'website', 'mobile', 'address', 'addressMap', ...latLng('location')]) }],
  'GET site/v1/plugin/{name}': [{ by: ['plugin'], schema: z.nullable(sitePluginSchema), documented: PLUGIN_SITE }],
  'GET site/v1/address/countries': [{ by: ['siteCountries'], schema: z.array(countrySchema), documented: list(COUNTRY) }],
  'GET site/v1/comment/all': [{ by: ['commentAll'], schema: z.array(commentSchema), documented: list(COMMENT) }],
  'GET site/v1/product/{id}': [{ by: ['product'], schema: productSchema, documented: PRODUCT }],
  'POST site/v1/product/list': [{ by: ['productList'], schema: pagedSchema(productSchema), documented: paged(PRODUCT) }],
  'GET site/v1/product/all': [{ by: ['productAll'], schema: z.array(productSchema), documented: list(PRODUCT) }],
  'GET site/v1/product/category': [{ by: ['productCategoryTree'], schema: z.array(productCategorySchema), documented: list(CATEGORY) }],
  'GET site/v1/product/category/{id}': [{ by: ['productCategory'], schema: productCategorySchema, documented: CATEGORY }],
  'GET site/v1/shop/stores/{id}': [{ by: ['productStores'], schema: z.array(storeStockSchema), documented: list(['id', 'name', 'count']) }],
  'GET site/v1/post/{id}': [{ by: ['post'], schema: postSchema, documented: POST }],
  'POST site/v1/post/list': [{ by: ['postList'], schema: pagedSchema(postSchema), documented: paged(POST) }],
  'GET site/v1/post/all': [{ by: ['postAll'], schema: z.array(postSchema), documented: list(POST) }],
  'GET site/v1/post/category': [{ by: ['postCategoryTree'], schema: z.array(postCategorySchema), documented: list(POST_CATEGORY) }],
  'GET site/v1/post/category/{id}': [{ by: ['postCategory'], schema: postCategorySchema, documented: POST_CATEGORY }],
  'GET auth/v1/user/currentUser': [{ by: [], note: 'the app takes the user as it comes (NOT_CHECKED); the contract check holds a backend to this schema', schema: currentUserSchema, documented: USER, needed: { id: OWN_ID } }],

  'GET dashboard/v1/address/countries': [{ by: ['countries'], schema: z.array(countrySchema), documented: list(COUNTRY) }],
  'GET dashboard/v1/address/provinces/{countryId}': [{ by: ['provinces'], schema: z.array(placeSchema), documented: list(PROVINCE) }],
  'GET dashboard/v1/address/cities/{provinceId}': [{ by: ['cities'], schema: z.array(placeSchema), documented: list(PROVINCE) }],
  'GET dashboard/v1/address/regions/{cityId}': [{ by: ['regions'], schema: z.array(regionAreaSchema), documented: list(REGION) }],
  'GET dashboard/v1/neshan/geocoding': [{ by: ['geocoding'], schema: z.array(locationSuggestionSchema), documented: list(['title', 'lat', 'lng']) }],
  'POST dashboard/v1/user/token/list': [{ by: ['tokenList', 'newestToken'], schema: pagedSchema(tokenSchema), documented: paged(TOKEN) }],
  'GET dashboard/v1/file/type': [{ by: ['fileTypeChart'], schema: z.array(fileTypeCountSchema), documented: list([...under('type', ['suffix']), 'count']) }],
  'GET dashboard/v1/file/day': [{ by: ['fileDayChart'], schema: z.array(dayCountSchema), documented: list(CHART_DAY) }],
  'GET dashboard/v1/post/user': [{ by: ['postUserChart'], schema: z.array(userCountSchema), documented: [], needed: AUTHOR_BARS }],
  'GET dashboard/v1/post/day': [{ by: ['postDayChart'], schema: z.array(dayCountSchema), documented: [], needed: DAY_BARS }],
  'GET dashboard/v1/invoice/user': [{ by: ['invoiceUserChart'], schema: z.array(invoiceUserRowSchema), documented: list([...under('user', USER_NAME), ...each('invoices', [...each('products', ['productsCount', 'productsPrice', 'productsDiscount']), 'shippingPrice', 'vat'])]) }],
  'GET dashboard/v1/invoice/day': [{ by: ['invoiceDayChart'], schema: z.array(dayCountSchema), documented: [], needed: DAY_BARS }],
  'GET dashboard/v1/shop/brands': [{ by: ['brandChart'], schema: z.array(namedCountSchema), documented: [] }],
  'GET dashboard/v1/shop/stores': [{ by: ['storeChart'], schema: z.array(namedCountSchema), documented: [] }],

  'GET ecommercemanagement/v1/cart/all': [{ by: ['cart'], schema: z.array(cartLineSchema), documented: list(CART_LINE) }],
  'POST ecommercemanagement/v1/invoice/list': [
    { by: ['invoiceList'], audience: 'customer', schema: pagedSchema(customerInvoiceSchema), documented: paged(INVOICE_CUSTOMER) },
    { by: ['adminInvoiceList', 'financialList', 'invoicePage', 'newOrders'], audience: 'staff', schema: pagedSchema(invoiceSchema), documented: paged(INVOICE_ADMIN) },
  ],
  'GET ecommercemanagement/v1/invoice/{invoiceNumber}': [
    { by: ['invoice'], audience: 'customer', schema: customerInvoiceSchema, documented: INVOICE_CUSTOMER },
    { by: ['adminInvoice'], audience: 'staff', schema: invoiceSchema, documented: INVOICE_ADMIN },
  ],
  'GET ecommercemanagement/v1/shipping/list': [{ by: ['shippingPrices'], schema: shippingPricesSchema, documented: [] }],
  ...entity('ecommercemanagement/v1/product', { list: 'adminProductList', one: 'adminProduct', all: ['all', 'adminProductAll'] }, adminProductSchema, PRODUCT_ADMIN),
  'GET ecommercemanagement/v1/productCategory/tree': [{ by: ['adminProductCategoryTree'], schema: z.array(adminProductCategorySchema), documented: list(CATEGORY_ADMIN) }],
  'GET ecommercemanagement/v1/productCategory/{id}': [{ by: ['adminProductCategory'], schema: adminProductCategorySchema, documented: CATEGORY_ADMIN }],
  ...entity('ecommercemanagement/v1/productcomment', { list: 'productCommentList', one: 'productComment' }, adminCommentSchema, COMMENT_ADMIN),
  'GET ecommercemanagement/v1/alopeyk/credit': [{ by: ['alopeykCredit'], schema: deliveryCreditSchema, documented: ['credit'] }],
  'GET ecommercemanagement/v1/coupon/statussmscoupon/{id}': [{ by: ['couponSmsStatus'], schema: couponSmsStatusSchema, documented: ['deliveryStatus'] }],
  'POST ecommercemanagement/v1/coupon/list': [{ by: ['couponList'], schema: pagedSchema(couponSchema), documented: paged(COUPON) }],
  'POST ecommercemanagement/v1/ipaddress/list': [{ by: ['ipAddressList'], schema: pagedSchema(ipAddressSchema), documented: paged(IP_ADDRESS) }],
  'GET ecommercemanagement/v1/user/all': [{ by: ['staffUserList'], schema: z.array(userSummarySchema), documented: list(USER_NAME) }],

  ...entity('basicinformation/v1/country', { list: 'countryList', one: 'country', all: ['all', 'countryAll'] }, countrySchema, COUNTRY_ADMIN),
  ...entity('basicinformation/v1/province', { list: 'provinceList', one: 'province', all: ['country/{id}', 'provincesOfCountry'] }, provinceSchema, PROVINCE_ADMIN),
  ...entity('basicinformation/v1/city', { list: 'cityList', one: 'city', all: ['province/{id}', 'citiesOfProvince'] }, citySchema, CITY_ADMIN),
  ...entity('basicinformation/v1/region', { list: 'regionList', one: 'region', all: ['city/{id}', 'regionsOfCity'] }, regionSchema, REGION_ADMIN),
  ...entity('basicinformation/v1/store', { list: 'storeList', one: 'store', all: ['all', 'storeAll'] }, storeSchema, STORE_ADMIN, { id: ID_TO_EDIT }),
  ...entity('basicinformation/v1/brand', { list: 'brandList', one: 'brand', all: ['all', 'brandAll'] }, brandSchema, BRAND_ADMIN),
  'GET basicinformation/v1/route/tree': [{ by: ['routeTree'], schema: adminRouteTreeSchema, documented: list(ROUTE_ADMIN), needed: { '[].id': ID_TO_EDIT }, keep: ROUTE_PLACES }],
  'GET basicinformation/v1/route/{id}': [{ by: ['route'], schema: adminRouteNodeSchema, documented: ROUTE_ADMIN, needed: { id: ID_TO_EDIT }, keep: ROUTE_PLACES }],

  ...entity('filemanagement/v1/file', { list: 'fileList', one: 'file' }, fileInfoSchema, FILE_INFO),
  'GET filemanagement/v1/directory/tree': [{ by: ['directoryTree'], schema: z.array(directorySchema), documented: list(DIRECTORY) }],
  'GET filemanagement/v1/directory/{id}': [{ by: ['directory'], schema: directorySchema, documented: DIRECTORY }],

  ...entity('pluginmanagement/v1/plugin', { list: 'adminPluginList', one: 'adminPlugin', all: ['all', 'adminPluginAll'] }, pluginSchema, PLUGIN_ADMIN),

  ...entity('postmanagement/v1/postcomment', { list: 'adminPostCommentList', one: 'adminPostComment' }, postCommentSchema, COMMENT_ADMIN),
  ...entity('postmanagement/v1/post', { list: 'adminPostList', one: 'adminPost', all: ['all', 'adminPostAll'] }, adminPostSchema, POST_ADMIN),
  'GET postmanagement/v1/postCategory/tree': [{ by: ['postCategoryAdminTree'], schema: z.array(adminPostCategorySchema), documented: list(POST_CATEGORY_ADMIN) }],
  'GET postmanagement/v1/postCategory/{id}': [{ by: ['postCategoryOne'], schema: adminPostCategorySchema, documented: POST_CATEGORY_ADMIN }],

  'GET usermanagement/v1/user/{id}': [{ by: ['user'], schema: userSchema, documented: USER_ADMIN }],
  'POST usermanagement/v1/user/list': [{ by: ['userList', 'usersInRoles'], schema: pagedSchema(userSchema), documented: paged(USER_ADMIN) }],
  'GET usermanagement/v1/user/all': [{ by: ['userAll'], schema: z.array(userSummarySchema), documented: list(USER_NAME) }],
  'GET usermanagement/v1/user/{id}/role': [{ by: ['userRoles'], schema: z.array(roleSchema), documented: list(ROLE) }],
  'POST usermanagement/v1/role/list': [{ by: ['roleList'], schema: pagedSchema(roleSchema), documented: paged(ROLE) }],
  'GET usermanagement/v1/role/all': [{ by: ['roleAll'], schema: z.array(roleSchema), documented: list(ROLE) }],
  'POST usermanagement/v1/permission/list': [{ by: ['permissionList'], schema: pagedSchema(permissionSchema), documented: paged(ROLE) }],
  'POST usermanagement/v1/role/{id}/permission/list': [{ by: ['rolePermissionList'], schema: pagedSchema(permissionSchema), documented: paged(ROLE) }],
  'GET usermanagement/v1/role/{id}/permission': [{ by: ['assignablePermissions'], schema: z.array(permissionSchema), documented: list(ROLE) }],
};

/**
 * Calls the contract check reads whose answer no client query checks with a schema (mutations, or
 * reads the client takes as they come): their documented fields, held against the contract's schema.
 */
export const CONTRACT_ONLY: Record<string, readonly string[]> = {
  'GET site/v1/locale/{locale}': [],
  'GET site/v1/version': [],
  'POST site/v1/product/comment': COMMENT,
  'POST site/v1/post/comment': COMMENT,
  'POST auth/v1/user/login': ['sendVerificationCode', 'mobileMinutesLeft', 'invalidRecaptcha'],
  'POST auth/v1/user/register': ['sendVerificationCode', 'mobileMinutesLeft', 'invalidRecaptcha'],
  'POST auth/v1/user/forgotPassword': ['sendVerificationCode', 'mobileMinutesLeft', 'invalidRecaptcha'],
  'POST dashboard/v1/neshan/address': ['province', 'city', 'address'],
  'POST ecommercemanagement/v1/invoice': ['invoiceNumber'],
  'GET ecommercemanagement/v1/invoice/user': [],
};

/**
 * Query endpoints that check no schema, and why: their answers are taken as they come (a missing one
 * is an empty value, spec §8) or are not shown.
 */
export const NOT_CHECKED: Record<string, string> = {
  locale: 'texts of a language: any object is read as a map of texts, anything else as none',
  version: 'a version string; anything else is no version (spec §8: a failed fetch falls back to an empty value)',
  currentUser: 'an object is the signed-in user, anything else none (spec §4: no content shows the preloader)',
  paidInvoicesPerUser: 'no screen shows it (the spec names no consumer)',
};

export { asNode };

/** The fields a reader may find in a minimal answer: the documented ones and those a screen needs. */
export const allowedFields = (reader: Reader): ReadonlySet<string> => new Set([...reader.documented, ...Object.keys(reader.needed ?? {})]);

/** A row's path as a pattern of API paths (`{id}` is one segment). */
const pattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);

const ROW_PATTERNS = Object.keys(AUDIT)
  .map((row) => {
    const [method, path] = row.split(' ');
    return { row, method, test: pattern(path.replace(/\/+$/, '')), params: (path.match(/\{/g) ?? []).length };
  })
  // a literal path before a template that also matches it (`product/category` before `product/{id}`)
  .sort((a, b) => a.params - b.params);

/**
 * The reader of an API call (`GET`, `site/v1/product/category`; a trailing slash does not count) for
 * `audience`: the schema the client checks that answer with on that side; undefined for a call the
 * audit does not hold.
 */
export function readerOf(method: string, apiPath: string, audience: 'customer' | 'staff'): Reader | undefined {
  const path = apiPath.replace(/\/+$/, '');
  const row = ROW_PATTERNS.find((r) => r.method === method && r.test.test(path));
  if (!row) return undefined;
  const readers = AUDIT[row.row];
  return readers.find((r) => r.audience === audience) ?? readers.find((r) => r.audience === undefined) ?? readers[0];
}

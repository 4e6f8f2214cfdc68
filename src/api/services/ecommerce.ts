/**
 * ecommercemanagement service, catalogue part (admin spec §7): products, product categories, product
 * comments and the admin list's add to cart. Each entity's calls are wired once (`entityEndpoints`,
 * src/api/list.ts) and exported as one value for its resource declaration. Product and category
 * changes also refresh what the public shop shows (its product lists and category tree).
 */
import { baseApi, type TagType } from '../baseApi';
import { allEndpoint, entityEndpoints, multipartBody, newId, type MultipartArgs, type SetNumberArgs } from '../list';
import { z } from 'zod/mini';
import { checked } from '../checked';
import {
  adminCommentSchema,
  adminProductCategorySchema,
  adminProductSchema,
  type AdminComment,
  type AdminProduct,
  type AdminProductCategory,
} from '../schemas';
import type { ProductCategoryRequest, ProductCommentFilter, ProductCommentReply, ProductListFilter, ProductRequest } from '../schemas/catalog';
import { cartApi } from './cart';

const BASE = 'ecommercemanagement/v1';

/** Product add/edit: the JSON part `product` and one `files` part per new image. */
export type ProductArgs = MultipartArgs<ProductRequest>;
/** Category add/edit: the JSON part `category` and one `files` part per new image. */
export type ProductCategoryArgs = MultipartArgs<ProductCategoryRequest>;

const at = (path: string, id: string) => `${BASE}/${path}/${encodeURIComponent(id)}`;
const tag = <T extends TagType>(type: T, id: string) => ({ type, id });
/** What the public site shows of the catalogue: its category tree (counts) and the admin tree. */
const TREES = [tag('ProductCategory', 'TREE'), tag('ProductCategory', 'ADMIN_TREE')];

export const ecommerceApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const product = entityEndpoints<AdminProduct, ProductArgs, ProductListFilter>(build, BASE, 'product', 'Product', {
      schema: adminProductSchema,
      multipart: 'product',
      toggles: { publish: 'changepublished', show: 'changeshowed', buy: 'changebuyed' },
      alsoInvalidates: TREES,
    });
    const comment = entityEndpoints<AdminComment, ProductCommentReply, ProductCommentFilter>(build, BASE, 'productcomment', 'Comment', {
      schema: adminCommentSchema,
      toggles: { confirm: 'changeconfirmed' },
      // a confirmed or deleted comment changes the public product pages
      alsoInvalidates: [tag('Product', 'LIST')],
    });
    return {
      adminProductList: product.list,
      adminProduct: product.one,
      addProduct: product.add,
      editProduct: product.edit,
      deleteProduct: product.remove,
      deleteProductFile: product.deleteFile,
      changeProductPublished: product.toggles.publish,
      changeProductShowed: product.toggles.show,
      changeProductBuyed: product.toggles.buy,
      changeProductPosition: build.mutation<unknown, SetNumberArgs>({
        query: ({ id, value }) => ({ url: `${at('product', id)}/changeposition`, method: 'PUT', body: { position: value } }),
        invalidatesTags: (_r, _e, { id }) => [tag('Product', id), tag('Product', 'LIST')],
      }),
      deleteProductItem: build.mutation<unknown, { id: string; itemId: string }>({
        query: ({ id, itemId }) => ({ url: `${at('product', id)}/item/${encodeURIComponent(itemId)}`, method: 'DELETE' }),
        invalidatesTags: (_r, _e, { id }) => [tag('Product', id), tag('Product', 'LIST')],
      }),
      /** Every product (comment filter's product select). */
      adminProductAll: allEndpoint<AdminProduct>(build, 'Product', () => `${BASE}/product/all`, adminProductSchema),

      /** The whole category tree with product counts (admin tree, product form and filter). */
      adminProductCategoryTree: build.query<AdminProductCategory[], void>({
        query: () => `${BASE}/productCategory/tree`,
        ...checked(z.array(adminProductCategorySchema)),
        providesTags: [tag('ProductCategory', 'ADMIN_TREE')],
      }),
      adminProductCategory: build.query<AdminProductCategory, string>({
        query: (id) => at('productCategory', id),
        ...checked(adminProductCategorySchema),
        providesTags: (_r, _e, id) => [tag('ProductCategory', id)],
      }),
      addProductCategory: build.mutation<string | undefined, ProductCategoryArgs>({
        query: ({ json, files }) => ({ url: `${BASE}/productCategory`, method: 'POST', body: multipartBody('category', json, files) }),
        transformResponse: newId,
        invalidatesTags: (_r, error) => (error ? [] : TREES),
      }),
      editProductCategory: build.mutation<unknown, { id: string; body: ProductCategoryArgs }>({
        query: ({ id, body }) => ({ url: at('productCategory', id), method: 'PUT', body: multipartBody('category', body.json, body.files) }),
        invalidatesTags: (_r, error, { id }) => (error ? [] : [...TREES, tag('ProductCategory', id), tag('Product', 'LIST')]),
      }),
      deleteProductCategory: build.mutation<unknown, string>({
        query: (id) => ({ url: at('productCategory', id), method: 'DELETE' }),
        invalidatesTags: (_r, _e, id) => [...TREES, tag('ProductCategory', id)],
      }),
      deleteProductCategoryFile: build.mutation<unknown, { id: string; fileId: string }>({
        query: ({ id, fileId }) => ({ url: `${at('productCategory', id)}/file/${encodeURIComponent(fileId)}`, method: 'DELETE' }),
        invalidatesTags: (_r, _e, { id }) => [...TREES, tag('ProductCategory', id)],
      }),

      productCommentList: comment.list,
      productComment: comment.one,
      /** A staff reply `{comment, confirm: true, parent, product}`; it shows under the product at once. */
      replyProductComment: build.mutation<string | undefined, ProductCommentReply>({
        query: (body) => ({ url: `${BASE}/productcomment`, method: 'POST', body }),
        transformResponse: newId,
        invalidatesTags: (_r, error, { product }) => (error ? [] : [tag('Comment', 'LIST'), tag('Product', String(product)), tag('Product', 'LIST')]),
      }),
      deleteProductComment: comment.remove,
      changeProductCommentConfirmed: comment.toggles.confirm,
    };
  },
});

export const {
  useAdminProductQuery,
  useAdminProductListQuery,
  useAdminProductAllQuery,
  useAdminProductCategoryTreeQuery,
  useDeleteProductCategoryMutation,
  useDeleteProductCategoryFileMutation,
  useReplyProductCommentMutation,
} = ecommerceApi;

const e = ecommerceApi.endpoints;

/** Products as one value for the resource declaration (list, one, add, edit, remove, switches, position). */
export const productEndpoints = {
  list: e.adminProductList,
  one: e.adminProduct,
  add: e.addProduct,
  edit: e.editProduct,
  remove: e.deleteProduct,
  deleteFile: e.deleteProductFile,
  toggles: { publish: e.changeProductPublished, show: e.changeProductShowed, buy: e.changeProductBuyed },
  numbers: { position: e.changeProductPosition },
};

/** Product comments as one value (list, one, remove, confirm switch); replies go through `replyProductComment`. */
export const productCommentEndpoints = {
  list: e.productCommentList,
  one: e.productComment,
  remove: e.deleteProductComment,
  toggles: { confirm: e.changeProductCommentConfirmed },
};

/**
 * The admin product list's "add to cart": `POST cart {product}`; on success the cart query is
 * invalidated, so the cart (`GET cart/all`) is fetched again and the header's count follows.
 */
export const addProductToCart = (product: string) => cartApi.endpoints.addToCart.initiate({ product });

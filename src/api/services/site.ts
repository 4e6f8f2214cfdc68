/** site/ service: public routes, stores, plugins, shop and blog reads, comments, contact form. */
import { z } from 'zod/mini';
import { baseApi, listTags } from '../baseApi';
import { checked } from '../checked';
// values from their own files, not the schemas index: the index would bring every schema (the admin's
// too) into the public pages' first load, each built at start
import { pagedSchema } from '../schemas/envelope';
import { countrySchema } from '../schemas/address';
import { sitePluginSchema } from '../schemas/plugin';
import { postCategorySchema, postSchema } from '../schemas/post';
import { commentSchema, productCategorySchema, productSchema } from '../schemas/product';
import { routeTreeSchema } from '../schemas/route';
import { storeContactSchema, storeStockSchema } from '../schemas/store';
import type { Comment, Country, Paged, Post, PostCategory, Product, ProductCategory, RouteNode, SitePlugin, StoreContact, StoreStock } from '../schemas';

export interface ListArgs {
  page?: number;
  limit?: number;
  search?: string;
  categories?: string[];
}
export interface AllArgs {
  categories?: string[];
  limit?: number;
  sorter?: string;
}
export interface SendEmailBody {
  name: string;
  email: string;
  subject: string;
  message: string;
  recaptchaVersion: 2 | 3;
  'g-recaptcha-response': string;
}
export interface ProductCommentBody {
  comment: string;
  parent?: string | null;
  product: string;
}
export interface PostCommentBody {
  comment: string;
  parent?: string | null;
  post: string;
}

function allParams({ categories, limit, sorter }: AllArgs) {
  return {
    ...(categories?.length ? { categories: categories.join(',') } : {}),
    ...(limit ? { limit } : {}),
    ...(sorter ? { sorter } : {}),
  };
}

export interface PluginArgs {
  name: string;
  language?: string;
}

/** The footer credit: spec §4 loads the TONDAR_NET plugin at startup for locale fa, whatever the page's language. */
export const TONDAR_NET_QUERY: PluginArgs = { name: 'TONDAR_NET', language: 'fa' };

export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    locale: build.query<Record<string, string>, string>({
      query: (locale) => ({ url: `site/v1/locale/${locale}`, silent: true }),
      transformResponse: (content: unknown) =>
        content && typeof content === 'object' && !Array.isArray(content) ? (content as Record<string, string>) : {},
    }),
    /** The route tree; anything that is not an array is treated as empty. */
    routes: build.query<RouteNode[], void>({
      query: () => 'site/v1/route/',
      ...checked(routeTreeSchema),
      providesTags: [{ type: 'Route', id: 'TREE' }],
    }),
    version: build.query<string, void>({
      query: () => ({ url: 'site/v1/version', silent: true }),
      transformResponse: (content: unknown) => (typeof content === 'string' || typeof content === 'number' ? String(content) : ''),
    }),
    storesFull: build.query<StoreContact[], void>({
      query: () => ({ url: 'site/v1/shop/stores/full', silent: true }),
      ...checked(z.array(storeContactSchema)),
      providesTags: [{ type: 'Store', id: 'FULL' }],
    }),
    /** A plugin by name, in the current language or (`{ name, language }`) a fixed one. */
    plugin: build.query<SitePlugin | null, string | PluginArgs>({
      query: (arg) => {
        const { name, language } = typeof arg === 'string' ? { name: arg, language: undefined } : arg;
        return { url: `site/v1/plugin/${name}`, silent: true, ...(language ? { params: { language } } : {}) };
      },
      // a plugin not set up yet answers no content: null, not an error
      ...checked(z.nullable(sitePluginSchema)),
      providesTags: (_r, _e, arg) => [{ type: 'Plugin', id: typeof arg === 'string' ? arg : arg.name }],
    }),
    sendEmail: build.mutation<unknown, SendEmailBody>({
      query: (body) => ({ url: 'site/v1/sendEmail', method: 'POST', body }),
    }),
    siteCountries: build.query<Country[], void>({
      query: () => 'site/v1/address/countries',
      ...checked(z.array(countrySchema)),
    }),
    commentAll: build.query<Comment[], void>({
      query: () => 'site/v1/comment/all',
      ...checked(z.array(commentSchema)),
    }),
    product: build.query<Product, string>({
      query: (idOrAlias) => `site/v1/product/${encodeURIComponent(idOrAlias)}`,
      ...checked(productSchema),
      providesTags: (r) => [{ type: 'Product', id: r?.id ?? 'ONE' }],
    }),
    productList: build.query<Paged<Product>, ListArgs>({
      ...checked(pagedSchema(productSchema)),
      query: ({ page = 1, limit = 10, search, categories }) => ({
        url: 'site/v1/product/list',
        method: 'POST',
        params: { page, limit },
        body: { search: search || undefined, categories: categories?.length ? categories : undefined },
      }),
      providesTags: (r) => listTags('Product', r?.docs),
    }),
    productAll: build.query<Product[], AllArgs>({
      query: (args) => ({ url: 'site/v1/product/all', params: allParams(args) }),
      ...checked(z.array(productSchema)),
      providesTags: (r) => listTags('Product', r),
    }),
    productCategoryTree: build.query<ProductCategory[], void>({
      query: () => 'site/v1/product/category',
      ...checked(z.array(productCategorySchema)),
      providesTags: [{ type: 'ProductCategory', id: 'TREE' }],
    }),
    productCategory: build.query<ProductCategory, string>({
      query: (idOrAlias) => `site/v1/product/category/${encodeURIComponent(idOrAlias)}`,
      ...checked(productCategorySchema),
    }),
    productStores: build.query<StoreStock[], string>({
      query: (productId) => `site/v1/shop/stores/${encodeURIComponent(productId)}`,
      ...checked(z.array(storeStockSchema)),
      providesTags: (_r, _e, id) => [{ type: 'Store', id: `STOCK-${id}` }],
    }),
    addProductComment: build.mutation<unknown, ProductCommentBody>({
      query: (body) => ({ url: 'site/v1/product/comment', method: 'POST', body }),
      invalidatesTags: (_r, e, arg) => (e ? [] : [{ type: 'Product', id: arg.product }]),
    }),
    post: build.query<Post, string>({
      query: (idOrAlias) => `site/v1/post/${encodeURIComponent(idOrAlias)}`,
      ...checked(postSchema),
      providesTags: (r) => [{ type: 'Post', id: r?.id ?? 'ONE' }],
    }),
    postList: build.query<Paged<Post>, ListArgs>({
      ...checked(pagedSchema(postSchema)),
      query: ({ page = 1, limit = 10, search, categories }) => ({
        url: 'site/v1/post/list',
        method: 'POST',
        params: { page, limit },
        body: { search: search || undefined, categories: categories?.length ? categories : undefined },
      }),
      providesTags: (r) => listTags('Post', r?.docs),
    }),
    postAll: build.query<Post[], AllArgs>({
      query: (args) => ({ url: 'site/v1/post/all', params: allParams(args) }),
      ...checked(z.array(postSchema)),
      providesTags: (r) => listTags('Post', r),
    }),
    postCategoryTree: build.query<PostCategory[], void>({
      query: () => 'site/v1/post/category',
      ...checked(z.array(postCategorySchema)),
      providesTags: [{ type: 'PostCategory', id: 'TREE' }],
    }),
    postCategory: build.query<PostCategory, string>({
      query: (idOrAlias) => `site/v1/post/category/${encodeURIComponent(idOrAlias)}`,
      ...checked(postCategorySchema),
    }),
    addPostComment: build.mutation<unknown, PostCommentBody>({
      query: (body) => ({ url: 'site/v1/post/comment', method: 'POST', body }),
      invalidatesTags: (_r, e, arg) => (e ? [] : [{ type: 'Post', id: arg.post }]),
    }),
  }),
});

export const {
  useLocaleQuery,
  useRoutesQuery,
  useVersionQuery,
  useStoresFullQuery,
  usePluginQuery,
  useSendEmailMutation,
  useSiteCountriesQuery,
  useCommentAllQuery,
  useProductQuery,
  useProductListQuery,
  useProductAllQuery,
  useProductCategoryTreeQuery,
  useProductCategoryQuery,
  useProductStoresQuery,
  useLazyProductStoresQuery,
  useAddProductCommentMutation,
  usePostQuery,
  usePostListQuery,
  usePostAllQuery,
  usePostCategoryTreeQuery,
  usePostCategoryQuery,
  useAddPostCommentMutation,
} = siteApi;

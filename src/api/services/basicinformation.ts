/**
 * basicinformation service (admin spec §7): countries, provinces, cities, regions, stores, brands and
 * the route tree. Every entity has the same six calls (list, get, add, edit, delete, changepublished);
 * `crud` builds them so the endpoints stay uniform. Lists take `ListArgs` (page, limit, sorter, filters).
 */
import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import { z } from 'zod';
import { baseApi, listTags, type TagType } from '../baseApi';
import type { ApiArgs, baseQuery } from '../baseQuery';
import { checked } from '../checked';
import {
  brandSchema, citySchema, countrySchema, pagedSchema, provinceSchema, regionSchema, routeNodeSchema, routeTreeSchema, storeSchema,
  type Brand, type City, type Country, type Paged, type Province, type Region, type RouteNode, type Store,
} from '../schemas';
import type {
  BrandRequest,
  CityRequest,
  CountryRequest,
  ProvinceRequest,
  ReferenceFilter,
  RegionRequest,
  RouteRequest,
  StoreRequest,
} from '../schemas/requests';

const BASE = 'basicinformation/v1';

/** Arguments of every paged list: 1-based page, page size, `field,asc|desc` sorter and the filters body. */
export interface ListArgs<F = Record<string, unknown>> {
  page: number;
  limit: number;
  sorter?: string;
  filters?: F;
}

export interface PublishArgs {
  id: string;
  publish: boolean;
}

/** A list query: POST `{path}` with the filters body and page/limit/sorter in the query. */
export function listRequest<F>(path: string, { page, limit, sorter, filters }: ListArgs<F>): ApiArgs {
  return { url: path, method: 'POST', params: { page, limit, ...(sorter ? { sorter } : {}) }, body: filters ?? {} };
}

function asArray<T>(content: unknown): T[] {
  return Array.isArray(content) ? (content as T[]) : [];
}

export function asPaged<T>(content: unknown): Paged<T> {
  const c = (content ?? {}) as Partial<Paged<T>>;
  return { docs: asArray<T>(c.docs), total: Number(c.total) || 0, limit: Number(c.limit) || 0, page: Number(c.page) || 1 };
}

/** The answer of an add: the new id (a bare id or the created entity). */
function newId(content: unknown): string | undefined {
  if (typeof content === 'string' || typeof content === 'number') return String(content);
  if (content && typeof content === 'object' && 'id' in content) return String((content as { id: unknown }).id);
  return undefined;
}

type Build = EndpointBuilder<typeof baseQuery, TagType, 'api'>;

/**
 * The six uniform calls of one entity. `B` is the JSON (or multipart) body of add/edit; `schema` checks
 * every answer of the list and the read (src/api/checked.ts).
 */
function crud<T extends { id: string }, B>(build: Build, entity: string, tag: TagType, schema: z.ZodType<T>) {
  return {
    list: build.query<Paged<T>, ListArgs<ReferenceFilter>>({
      query: (args) => listRequest(`${BASE}/${entity}/list`, args),
      ...checked(pagedSchema(schema)),
      providesTags: (result) => listTags(tag, result?.docs),
    }),
    one: build.query<T, string>({
      query: (id) => `${BASE}/${entity}/${encodeURIComponent(id)}`,
      ...checked(schema),
      providesTags: (_r, _e, id) => [{ type: tag, id }],
    }),
    add: build.mutation<string | undefined, B>({
      query: (body) => ({ url: `${BASE}/${entity}`, method: 'POST', body }),
      transformResponse: newId,
      invalidatesTags: (_r, error) => (error ? [] : [{ type: tag, id: 'LIST' }, { type: tag, id: 'ALL' }]),
    }),
    edit: build.mutation<unknown, { id: string; body: B }>({
      query: ({ id, body }) => ({ url: `${BASE}/${entity}/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: tag, id }, { type: tag, id: 'LIST' }, { type: tag, id: 'ALL' }]),
    }),
    remove: build.mutation<unknown, string>({
      query: (id) => ({ url: `${BASE}/${entity}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // also after a failure: the row may already be gone (deleted in another tab)
      invalidatesTags: (_r, _e, id) => [{ type: tag, id }, { type: tag, id: 'LIST' }, { type: tag, id: 'ALL' }],
    }),
    publish: build.mutation<unknown, PublishArgs>({
      query: ({ id, publish }) => ({ url: `${BASE}/${entity}/${encodeURIComponent(id)}/changepublished`, method: 'PUT', body: { publish } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: tag, id }, { type: tag, id: 'LIST' }],
    }),
  };
}

/** A plain list (`all`, children of a parent), cached under the entity's ALL tag. */
function allQuery<T>(build: Build, tag: TagType, schema: z.ZodType<T>, path: (arg: string) => string) {
  return build.query<T[], string>({
    query: (arg) => path(arg),
    ...checked(z.array(schema)),
    providesTags: [{ type: tag, id: 'ALL' }],
  });
}

/** Brand add/edit: multipart with the JSON part `brand` and one `files` part per new image. */
export interface BrandArgs {
  brand: BrandRequest;
  files?: File[];
}
export function brandBody({ brand, files = [] }: BrandArgs): FormData {
  const form = new FormData();
  form.append('brand', new Blob([JSON.stringify(brand)], { type: 'application/json' }));
  files.forEach((file) => form.append('files', file, file.name));
  return form;
}

const ROUTE_TAGS = [{ type: 'Route' as const, id: 'ADMIN_TREE' }, { type: 'Route' as const, id: 'TREE' }];

export const basicinformationApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const country = crud<Country, CountryRequest>(build, 'country', 'Country', countrySchema);
    const province = crud<Province, ProvinceRequest>(build, 'province', 'Province', provinceSchema);
    const city = crud<City, CityRequest>(build, 'city', 'City', citySchema);
    const region = crud<Region, RegionRequest>(build, 'region', 'Region', regionSchema);
    const store = crud<Store, StoreRequest>(build, 'store', 'Store', storeSchema);
    const brand = crud<Brand, BrandArgs>(build, 'brand', 'Brand', brandSchema);
    return {
      countryList: country.list,
      country: country.one,
      addCountry: country.add,
      editCountry: country.edit,
      deleteCountry: country.remove,
      changeCountryPublished: country.publish,
      countryAll: build.query<Country[], void>({
        query: () => `${BASE}/country/all`,
        ...checked(z.array(countrySchema)),
        providesTags: [{ type: 'Country', id: 'ALL' }],
      }),

      provinceList: province.list,
      province: province.one,
      addProvince: province.add,
      editProvince: province.edit,
      deleteProvince: province.remove,
      changeProvincePublished: province.publish,
      provincesOfCountry: allQuery<Province>(build, 'Province', provinceSchema, (id) => `${BASE}/province/country/${encodeURIComponent(id)}`),

      cityList: city.list,
      city: city.one,
      addCity: city.add,
      editCity: city.edit,
      deleteCity: city.remove,
      changeCityPublished: city.publish,
      citiesOfProvince: allQuery<City>(build, 'City', citySchema, (id) => `${BASE}/city/province/${encodeURIComponent(id)}`),

      regionList: region.list,
      region: region.one,
      addRegion: region.add,
      editRegion: region.edit,
      deleteRegion: region.remove,
      changeRegionPublished: region.publish,
      regionsOfCity: allQuery<Region>(build, 'Region', regionSchema, (id) => `${BASE}/region/city/${encodeURIComponent(id)}`),

      storeList: store.list,
      store: store.one,
      addStore: store.add,
      editStore: store.edit,
      deleteStore: store.remove,
      changeStorePublished: store.publish,
      storeAll: build.query<Store[], void>({
        query: () => `${BASE}/store/all`,
        ...checked(z.array(storeSchema)),
        providesTags: [{ type: 'Store', id: 'ALL' }],
      }),

      brandList: brand.list,
      brand: brand.one,
      addBrand: build.mutation<string | undefined, BrandArgs>({
        query: (args) => ({ url: `${BASE}/brand`, method: 'POST', body: brandBody(args) }),
        transformResponse: newId,
        invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Brand', id: 'LIST' }, { type: 'Brand', id: 'ALL' }]),
      }),
      editBrand: build.mutation<unknown, { id: string; body: BrandArgs }>({
        query: ({ id, body }) => ({ url: `${BASE}/brand/${encodeURIComponent(id)}`, method: 'PUT', body: brandBody(body) }),
        invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Brand', id }, { type: 'Brand', id: 'LIST' }, { type: 'Brand', id: 'ALL' }]),
      }),
      deleteBrand: brand.remove,
      changeBrandPublished: brand.publish,
      brandAll: build.query<Brand[], void>({
        query: () => `${BASE}/brand/all`,
        ...checked(z.array(brandSchema)),
        providesTags: [{ type: 'Brand', id: 'ALL' }],
      }),
      deleteBrandFile: build.mutation<unknown, { id: string; fileId: string }>({
        query: ({ id, fileId }) => ({ url: `${BASE}/brand/${encodeURIComponent(id)}/file/${encodeURIComponent(fileId)}`, method: 'DELETE' }),
        invalidatesTags: (_r, _e, { id }) => [{ type: 'Brand', id }, { type: 'Brand', id: 'LIST' }],
      }),

      /** The whole route tree, disabled routes included (admin editor). */
      routeTree: build.query<RouteNode[], void>({
        query: () => `${BASE}/route/tree`,
        ...checked(routeTreeSchema),
        providesTags: [{ type: 'Route', id: 'ADMIN_TREE' }],
      }),
      route: build.query<RouteNode, string>({
        query: (id) => `${BASE}/route/${encodeURIComponent(id)}`,
        ...checked(routeNodeSchema),
        providesTags: (_r, _e, id) => [{ type: 'Route', id }],
      }),
      // Route changes also invalidate the site tree (TREE), so the sidebar and the router follow.
      addRoute: build.mutation<string | undefined, RouteRequest>({
        query: (body) => ({ url: `${BASE}/route`, method: 'POST', body }),
        transformResponse: newId,
        invalidatesTags: (_r, error) => (error ? [] : ROUTE_TAGS),
      }),
      editRoute: build.mutation<unknown, { id: string; body: RouteRequest }>({
        query: ({ id, body }) => ({ url: `${BASE}/route/${encodeURIComponent(id)}`, method: 'PUT', body }),
        invalidatesTags: (_r, error, { id }) => (error ? [] : [...ROUTE_TAGS, { type: 'Route', id }]),
      }),
      deleteRoute: build.mutation<unknown, string>({
        query: (id) => ({ url: `${BASE}/route/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ROUTE_TAGS,
      }),
    };
  },
});

export const {
  useCountryListQuery,
  useCountryAllQuery,
  useProvincesOfCountryQuery,
  useCitiesOfProvinceQuery,
  useRegionsOfCityQuery,
  useStoreQuery,
  useStoreAllQuery,
  useAddStoreMutation,
  useEditStoreMutation,
  useBrandAllQuery,
  useDeleteBrandFileMutation,
  useRouteTreeQuery,
  useAddRouteMutation,
  useEditRouteMutation,
  useDeleteRouteMutation,
} = basicinformationApi;

/**
 * basicinformation service (admin spec §7): countries, provinces, cities, regions, stores, brands and
 * the route tree. Every entity has the same six calls (list, get, add, edit, delete, changepublished),
 * wired once by `entityEndpoints` (src/api/list.ts); each entity's calls are exported as one value for
 * its resource declaration.
 */
import { z } from 'zod/mini';
import { baseApi } from '../baseApi';
import { checked } from '../checked';
import { allEndpoint, entityEndpoints, multipartBody, newId } from '../list';
import {
  adminRouteNodeSchema, adminRouteTreeSchema, brandSchema, citySchema, countrySchema, provinceSchema, regionSchema, storeSchema,
  type AdminRouteNode, type Brand, type City, type Country, type Province, type Region, type Store,
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

/** Brand add/edit: multipart with the JSON part `brand` and one `files` part per new image. */
export interface BrandArgs {
  brand: BrandRequest;
  files?: File[];
}

const PUBLISH = { toggles: { publish: 'changepublished' } };

const ROUTE_TAGS = [{ type: 'Route' as const, id: 'ADMIN_TREE' }, { type: 'Route' as const, id: 'TREE' }];

export const basicinformationApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const country = entityEndpoints<Country, CountryRequest, ReferenceFilter>(build, BASE, 'country', 'Country', { ...PUBLISH, schema: countrySchema });
    const province = entityEndpoints<Province, ProvinceRequest, ReferenceFilter>(build, BASE, 'province', 'Province', { ...PUBLISH, schema: provinceSchema });
    const city = entityEndpoints<City, CityRequest, ReferenceFilter>(build, BASE, 'city', 'City', { ...PUBLISH, schema: citySchema });
    const region = entityEndpoints<Region, RegionRequest, ReferenceFilter>(build, BASE, 'region', 'Region', { ...PUBLISH, schema: regionSchema });
    const store = entityEndpoints<Store, StoreRequest, ReferenceFilter>(build, BASE, 'store', 'Store', { ...PUBLISH, schema: storeSchema });
    const brand = entityEndpoints<Brand, BrandArgs, ReferenceFilter>(build, BASE, 'brand', 'Brand', { ...PUBLISH, schema: brandSchema });
    return {
      countryList: country.list,
      country: country.one,
      addCountry: country.add,
      editCountry: country.edit,
      deleteCountry: country.remove,
      changeCountryPublished: country.toggles.publish,
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
      changeProvincePublished: province.toggles.publish,
      provincesOfCountry: allEndpoint<Province, string>(build, 'Province', (id) => `${BASE}/province/country/${encodeURIComponent(id)}`, provinceSchema),

      cityList: city.list,
      city: city.one,
      addCity: city.add,
      editCity: city.edit,
      deleteCity: city.remove,
      changeCityPublished: city.toggles.publish,
      citiesOfProvince: allEndpoint<City, string>(build, 'City', (id) => `${BASE}/city/province/${encodeURIComponent(id)}`, citySchema),

      regionList: region.list,
      region: region.one,
      addRegion: region.add,
      editRegion: region.edit,
      deleteRegion: region.remove,
      changeRegionPublished: region.toggles.publish,
      regionsOfCity: allEndpoint<Region, string>(build, 'Region', (id) => `${BASE}/region/city/${encodeURIComponent(id)}`, regionSchema),

      storeList: store.list,
      store: store.one,
      addStore: store.add,
      editStore: store.edit,
      deleteStore: store.remove,
      changeStorePublished: store.toggles.publish,
      storeAll: build.query<Store[], void>({
        query: () => `${BASE}/store/all`,
        ...checked(z.array(storeSchema)),
        providesTags: [{ type: 'Store', id: 'ALL' }],
      }),

      brandList: brand.list,
      brand: brand.one,
      addBrand: build.mutation<string | undefined, BrandArgs>({
        query: (args) => ({ url: `${BASE}/brand`, method: 'POST', body: multipartBody('brand', args.brand, args.files) }),
        transformResponse: newId,
        invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Brand', id: 'LIST' }, { type: 'Brand', id: 'ALL' }]),
      }),
      editBrand: build.mutation<unknown, { id: string; body: BrandArgs }>({
        query: ({ id, body }) => ({ url: `${BASE}/brand/${encodeURIComponent(id)}`, method: 'PUT', body: multipartBody('brand', body.brand, body.files) }),
        invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Brand', id }, { type: 'Brand', id: 'LIST' }, { type: 'Brand', id: 'ALL' }]),
      }),
      deleteBrand: brand.remove,
      changeBrandPublished: brand.toggles.publish,
      brandAll: build.query<Brand[], void>({
        query: () => `${BASE}/brand/all`,
        ...checked(z.array(brandSchema)),
        providesTags: [{ type: 'Brand', id: 'ALL' }],
      }),
      deleteBrandFile: brand.deleteFile,

      /** The whole route tree, disabled routes included (admin editor). */
      routeTree: build.query<AdminRouteNode[], void>({
        query: () => `${BASE}/route/tree`,
        ...checked(adminRouteTreeSchema),
        providesTags: [{ type: 'Route', id: 'ADMIN_TREE' }],
      }),
      route: build.query<AdminRouteNode, string>({
        query: (id) => `${BASE}/route/${encodeURIComponent(id)}`,
        ...checked(adminRouteNodeSchema),
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

const e = basicinformationApi.endpoints;
/** Each entity's calls as one value, for its resource declaration (`endpoints: countryEndpoints`). */
export const countryEndpoints = { list: e.countryList, one: e.country, add: e.addCountry, edit: e.editCountry, remove: e.deleteCountry, toggles: { publish: e.changeCountryPublished } };
export const provinceEndpoints = { list: e.provinceList, one: e.province, add: e.addProvince, edit: e.editProvince, remove: e.deleteProvince, toggles: { publish: e.changeProvincePublished } };
export const cityEndpoints = { list: e.cityList, one: e.city, add: e.addCity, edit: e.editCity, remove: e.deleteCity, toggles: { publish: e.changeCityPublished } };
export const regionEndpoints = { list: e.regionList, one: e.region, add: e.addRegion, edit: e.editRegion, remove: e.deleteRegion, toggles: { publish: e.changeRegionPublished } };
export const storeEndpoints = { list: e.storeList, one: e.store, add: e.addStore, edit: e.editStore, remove: e.deleteStore, toggles: { publish: e.changeStorePublished } };
export const brandEndpoints = { list: e.brandList, one: e.brand, add: e.addBrand, edit: e.editBrand, remove: e.deleteBrand, toggles: { publish: e.changeBrandPublished } };

/**
 * dashboard/ service: profile save (multipart), password, delivery settings, address lists,
 * geocoding (neshan), sessions (tokens) and the dashboard chart reads. Avatars and thumbnails are
 * URLs, not calls: `dashboardImageUrl` in ../urls.ts (dashboard/v1/resizeImage/{id}/{w}/{h}).
 */
import { z } from 'zod/mini';
import type { Locale } from '@/lib/locale';
import { baseApi, listTags } from '../baseApi';
import { checked, checkedAs } from '../checked';
import {
  countrySchema, locationSuggestionSchema, pagedSchema, placeSchema, regionAreaSchema, tokenSchema, userSummarySchema,
  type ChangePasswordRequest, type Country, type EditUserRequest, type LocationSuggestion, type Paged, type Place,
  type RegionArea, type ReverseGeocode, type SettingRequest, type Token, type UserSummary,
} from '../schemas';
import {
  dayCountSchema, fileTypeCountSchema, invoiceUserRowSchema, namedCountSchema, userCountSchema,
  type DayCount, type FileTypeCount, type InvoiceUserRow, type NamedCount, type UserCount,
} from '../schemas/dashboard';

/** What editUser answers with: nothing, or a request for the SMS code. */
export type EditUserAnswer = { sendVerificationCode?: boolean; mobileMinutesLeft?: number } | null;

export interface EditUserArgs {
  id: string;
  user: EditUserRequest;
  image?: File | null;
  /** The language of the names in `user` (the admin's form names it; the profile follows the page). */
  language?: Locale;
}

export interface TokenListArgs {
  page?: number;
  limit?: number;
  sorter?: string;
  filters?: { users?: string[] };
}

export interface LatLngArgs {
  lat: number;
  lng: number;
}

/** Chart rows (spec admin §7 "Dashboard charts"): the types of src/api/schemas/dashboard.ts. */
export type { ChartDate, DayCount, FileTypeCount, InvoiceUserRow, NamedCount, UserCount } from '../schemas/dashboard';

export interface Direction {
  distance: number;
  duration: number;
}

/** The multipart body: the JSON part `user` and an optional `image` part. */
function editUserBody({ user, image }: EditUserArgs): FormData {
  const form = new FormData();
  form.append('user', new Blob([JSON.stringify(user)], { type: 'application/json' }));
  if (image) form.append('image', image, image.name);
  return form;
}

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    editUser: build.mutation<EditUserAnswer, EditUserArgs>({
      query: (args) => ({
        url: `dashboard/v1/user/editUser/${encodeURIComponent(args.id)}`,
        method: 'PUT',
        body: editUserBody(args),
        ...(args.language ? { params: { language: args.language } } : {}),
      }),
      transformResponse: (content: unknown) => (content && typeof content === 'object' ? (content as EditUserAnswer) : null),
      invalidatesTags: (answer, error, arg) =>
        error || answer?.sendVerificationCode ? [] : ['CurrentUser', { type: 'User', id: arg.id }, { type: 'User', id: 'LIST' }],
    }),
    changePassword: build.mutation<unknown, ChangePasswordRequest>({
      query: (body) => ({ url: 'dashboard/v1/user/changePassword', method: 'PUT', body }),
    }),
    /** Delivery switches; the current user is reloaded afterwards (spec §7). */
    setting: build.mutation<unknown, SettingRequest>({
      query: (body) => ({ url: 'dashboard/v1/setting', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['CurrentUser', 'Setting']),
    }),
    countries: build.query<Country[], void>({
      query: () => 'dashboard/v1/address/countries',
      ...checked(z.array(countrySchema)),
      providesTags: (r) => listTags('Country', r),
    }),
    provinces: build.query<Place[], string>({
      query: (countryId) => `dashboard/v1/address/provinces/${encodeURIComponent(countryId)}`,
      ...checked(z.array(placeSchema)),
      providesTags: (r) => listTags('Province', r),
    }),
    cities: build.query<Place[], string>({
      query: (provinceId) => `dashboard/v1/address/cities/${encodeURIComponent(provinceId)}`,
      ...checked(z.array(placeSchema)),
      providesTags: (r) => listTags('City', r),
    }),
    regions: build.query<RegionArea[], string>({
      query: (cityId) => `dashboard/v1/address/regions/${encodeURIComponent(cityId)}`,
      ...checked(z.array(regionAreaSchema)),
      providesTags: (r) => listTags('Region', r),
    }),
    /** Location suggestions for a non-empty search text. */
    geocoding: build.query<LocationSuggestion[], string>({
      query: (search) => ({ url: 'dashboard/v1/neshan/geocoding', params: { search }, silent: true }),
      ...checked(z.array(locationSuggestionSchema)),
    }),
    /** Reverse geocoding: province and city names and an address, or null outside the service area. */
    reverseGeocode: build.mutation<ReverseGeocode | null, LatLngArgs>({
      query: (body) => ({ url: 'dashboard/v1/neshan/address', method: 'POST', body, silent: true }),
      transformResponse: (content: unknown) => (content && typeof content === 'object' ? (content as ReverseGeocode) : null),
    }),
    direction: build.mutation<Direction | null, { origin: LatLngArgs; destination: LatLngArgs }>({
      query: (body) => ({ url: 'dashboard/v1/neshan/direction', method: 'POST', body }),
      transformResponse: (content: unknown) => (content && typeof content === 'object' ? (content as Direction) : null),
    }),
    tokenList: build.query<Paged<Token>, TokenListArgs>({
      query: ({ page = 1, limit = 10, sorter, filters }) => ({
        url: 'dashboard/v1/user/token/list',
        method: 'POST',
        params: { page, limit, ...(sorter ? { sorter } : {}) },
        body: filters?.users?.length ? { users: filters.users } : {},
      }),
      ...checked(pagedSchema(tokenSchema)),
      providesTags: (r) => listTags('Token', r?.docs),
    }),
    /** The user's newest session, quietly: right after a sign-in, the session it opened (this device's). */
    newestToken: build.query<Token | null, string>({
      query: (userId) => ({
        url: 'dashboard/v1/user/token/list',
        method: 'POST',
        params: { page: 1, limit: 1, sorter: 'createdAt,desc' },
        body: { users: [userId] },
        silent: true,
      }),
      ...checkedAs(pagedSchema(tokenSchema), (page) => page.docs[0] ?? null),
    }),
    deleteToken: build.mutation<unknown, string>({
      query: (id) => ({ url: `dashboard/v1/user/token/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Token', id }, { type: 'Token', id: 'LIST' }]),
    }),
    /** Every user (staff selects: sessions filter, custom invoice ...). */
    staffUserList: build.query<UserSummary[], void>({
      query: () => 'ecommercemanagement/v1/user/all',
      ...checked(z.array(userSummarySchema)),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    // Each chart checks its answer: a bad one fails that chart's query only (its own error and retry).
    // A change to the files, posts or invoices refreshes the charts built from them.
    fileTypeChart: build.query<FileTypeCount[], void>({
      query: () => 'dashboard/v1/file/type',
      ...checked(z.array(fileTypeCountSchema)),
      providesTags: [{ type: 'File', id: 'LIST' }],
    }),
    fileDayChart: build.query<DayCount[], void>({
      query: () => 'dashboard/v1/file/day',
      ...checked(z.array(dayCountSchema)),
      providesTags: [{ type: 'File', id: 'LIST' }],
    }),
    postUserChart: build.query<UserCount[], void>({
      query: () => 'dashboard/v1/post/user',
      ...checked(z.array(userCountSchema)),
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    postDayChart: build.query<DayCount[], void>({
      query: () => 'dashboard/v1/post/day',
      ...checked(z.array(dayCountSchema)),
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    invoiceUserChart: build.query<InvoiceUserRow[], void>({
      query: () => 'dashboard/v1/invoice/user',
      ...checked(z.array(invoiceUserRowSchema)),
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
    invoiceDayChart: build.query<DayCount[], void>({
      query: () => 'dashboard/v1/invoice/day',
      ...checked(z.array(dayCountSchema)),
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
    brandChart: build.query<NamedCount[], void>({
      query: () => 'dashboard/v1/shop/brands',
      ...checked(z.array(namedCountSchema)),
    }),
    storeChart: build.query<NamedCount[], void>({
      query: () => 'dashboard/v1/shop/stores',
      ...checked(z.array(namedCountSchema)),
    }),
  }),
});

export const {
  useEditUserMutation,
  useChangePasswordMutation,
  useSettingMutation,
  useCountriesQuery,
  useProvincesQuery,
  useCitiesQuery,
  useRegionsQuery,
  useGeocodingQuery,
  useLazyGeocodingQuery,
  useReverseGeocodeMutation,
  useDirectionMutation,
  useTokenListQuery,
  useDeleteTokenMutation,
  useStaffUserListQuery,
  useFileTypeChartQuery,
  useFileDayChartQuery,
  usePostUserChartQuery,
  usePostDayChartQuery,
  useInvoiceUserChartQuery,
  useInvoiceDayChartQuery,
  useBrandChartQuery,
  useStoreChartQuery,
} = dashboardApi;

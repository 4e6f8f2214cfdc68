/** usermanagement service: endpoints arrive with the features that use them (see src/api/contract/endpoints.tsv). */
import { baseApi, listTags } from '../baseApi';
import type { Role } from '../schemas';

export const usermanagementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every role (route roles, file roles, user roles selects). */
    roleAll: build.query<Role[], void>({
      query: () => 'usermanagement/v1/role/all',
      transformResponse: (content: unknown) => (Array.isArray(content) ? (content as Role[]) : []),
      providesTags: (result) => listTags('Role', result),
    }),
  }),
});

export const { useRoleAllQuery } = usermanagementApi;

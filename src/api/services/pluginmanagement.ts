/** pluginmanagement service: endpoints arrive with the features that use them (see src/api/contract/endpoints.tsv). */
import { baseApi } from '../baseApi';

export const pluginmanagementApi = baseApi.injectEndpoints({
  endpoints: () => ({}),
});

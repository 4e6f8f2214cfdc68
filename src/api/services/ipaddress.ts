/** IP addresses of visitors (admin spec §2, §7): `POST ecommercemanagement/v1/ipaddress/list`. */
import { baseApi, listTags } from '../baseApi';
import type { IpAddress, Paged } from '../schemas';
import type { IpAddressFilter } from '../schemas/requests';
import { asPaged, listRequest, type ListArgs } from '../list';

export const ipaddressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ipAddressList: build.query<Paged<IpAddress>, ListArgs<IpAddressFilter>>({
      query: (args) => listRequest('ecommercemanagement/v1/ipaddress/list', args),
      transformResponse: (content: unknown) => asPaged<IpAddress>(content),
      // ids are not tagged one by one: a page of 10,000 rows would make 10,000 tags
      providesTags: () => listTags('IpAddress', []),
    }),
  }),
});

export const { useIpAddressListQuery } = ipaddressApi;

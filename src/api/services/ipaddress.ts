/** IP addresses of visitors (admin spec §2, §7): `POST ecommercemanagement/v1/ipaddress/list`. */
import { baseApi, listTags } from '../baseApi';
import { checkedPaged, listRequest, type ListArgs } from '../list';
import { ipAddressSchema, type IpAddress, type Paged } from '../schemas';
import type { IpAddressFilter } from '../schemas/requests';

export const ipaddressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ipAddressList: build.query<Paged<IpAddress>, ListArgs<IpAddressFilter>>({
      query: (args) => listRequest('ecommercemanagement/v1/ipaddress/list', args, 'ipAddress'),
      ...checkedPaged(ipAddressSchema, 'ipAddress'),
      // ids are not tagged one by one: a page of 10,000 rows would make 10,000 tags
      providesTags: () => listTags('IpAddress', []),
    }),
  }),
});

export const { useIpAddressListQuery } = ipaddressApi;

/** ecommercemanagement/v1/invoice: invoice reads and writes (list here; the rest arrives with the cart issue). */
import { baseApi, listTags } from '../baseApi';
import type { Invoice, Paged } from '../schemas';

export interface InvoiceFilters {
  users?: string[];
  publish?: boolean;
  condition?: string;
  step?: string;
  date?: [string, string];
  expireAt?: [string, string];
  invoiceNumber?: number;
  shipping?: string[];
}
export interface InvoiceListArgs {
  page?: number;
  limit?: number;
  sorter?: string;
  filters?: InvoiceFilters;
  silent?: boolean;
}

export const invoiceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invoiceList: build.query<Paged<Invoice>, InvoiceListArgs>({
      query: ({ page = 1, limit = 20, sorter, filters, silent }) => ({
        url: 'ecommercemanagement/v1/invoice/list',
        method: 'POST',
        params: { page, limit, ...(sorter ? { sorter } : {}) },
        body: filters ?? {},
        silent,
      }),
      providesTags: (r) => listTags('Invoice', r?.docs),
    }),
  }),
});

export const { useInvoiceListQuery } = invoiceApi;

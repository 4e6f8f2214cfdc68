/** ecommercemanagement/v1/invoice and its neighbours: invoices, shipping prices, coupons, payment. */
import { baseApi, listTags } from '../baseApi';
import { checked } from '../checked';
// values from their own files (not the schemas index, which would bring every schema into the first load)
import { pagedSchema } from '../schemas/envelope';
import { customerInvoiceSchema, shippingPricesSchema, type CustomerInvoice } from '../schemas/invoice';
import type { Paged, PaymentProvider, ShippingPrices } from '../schemas';

/**
 * Paths of the calls the spec does not print exactly (`path_known=partial` in endpoints.tsv), kept
 * here so a backend's real path is one edit.
 */
export const INVOICE_PATHS = {
  list: 'ecommercemanagement/v1/invoice/list',
  invoice: 'ecommercemanagement/v1/invoice',
  shippingList: 'ecommercemanagement/v1/shipping/list',
  validateCoupon: 'ecommercemanagement/v1/coupon/validationcoupon',
  paymentRequest: 'ecommercemanagement/v1/payment/request',
  paymentVerification: 'ecommercemanagement/v1/payment/verification',
  /** per-user paid invoice counts (the spec names no screen for it; path partly known) */
  perUser: 'ecommercemanagement/v1/invoice/user',
} as const;

export interface InvoiceFilters {
  users?: string[];
  publish?: boolean;
  condition?: string;
  step?: string;
  date?: [string | null, string | null];
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

/** Staff: {user, expireAt, code, shippingType}; customer: {code, shippingType}. */
export interface CreateInvoiceBody {
  user?: string;
  expireAt?: string;
  code?: string;
  shippingType: string;
}

/** `payment/request` answer: the provider and what it needs to start (Authority or token). */
export interface PaymentRequestAnswer {
  payment: PaymentProvider | string;
  Authority?: string | null;
  token?: string | null;
}

export interface PaymentVerificationBody {
  invoiceNumber: number;
  State: string;
  RefNum: string;
  TransactionReferenceID: string;
}

export interface ValidCoupon {
  code: string;
  percent: number;
  ceilingPrice?: number | null;
}

export const invoiceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The customer's invoices (and the start-up's list): read as the customer's invoice, by number. */
    invoiceList: build.query<Paged<CustomerInvoice>, InvoiceListArgs>({
      query: ({ page = 1, limit = 20, sorter, filters, silent }) => ({
        url: INVOICE_PATHS.list,
        method: 'POST',
        params: { page, limit, ...(sorter ? { sorter } : {}) },
        body: filters ?? {},
        silent,
      }),
      ...checked(pagedSchema(customerInvoiceSchema)),
      providesTags: (r) => listTags('Invoice', r?.docs),
    }),
    invoice: build.query<CustomerInvoice, number | string>({
      query: (invoiceNumber) => ({ url: `${INVOICE_PATHS.invoice}/${encodeURIComponent(String(invoiceNumber))}` }),
      ...checked(customerInvoiceSchema),
      providesTags: (r, _e, n) => [{ type: 'Invoice', id: r?.id ?? `N${n}` }],
    }),
    createInvoice: build.mutation<{ invoiceNumber: number }, CreateInvoiceBody>({
      query: (body) => ({ url: INVOICE_PATHS.invoice, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Cart', 'CurrentUser', { type: 'Invoice', id: 'LIST' }]),
    }),
    shippingPrices: build.query<ShippingPrices, void>({
      query: () => ({ url: INVOICE_PATHS.shippingList }),
      ...checked(shippingPricesSchema),
    }),
    validateCoupon: build.mutation<ValidCoupon, { code: string }>({
      query: (body) => ({ url: INVOICE_PATHS.validateCoupon, method: 'POST', body }),
    }),
    paymentRequest: build.mutation<PaymentRequestAnswer, { payment: PaymentProvider; invoiceNumber: number }>({
      query: (body) => ({ url: INVOICE_PATHS.paymentRequest, method: 'POST', body }),
    }),
    paymentVerification: build.mutation<unknown, PaymentVerificationBody>({
      query: (body) => ({ url: INVOICE_PATHS.paymentVerification, method: 'POST', body }),
      // The invoice screen refreshes the current user itself, before it loads the invoice (spec §4).
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Invoice', id: 'LIST' }]),
    }),
    /** Paid invoice counts per user (staff). */
    paidInvoicesPerUser: build.query<unknown[], void>({
      query: () => ({ url: INVOICE_PATHS.perUser }),
      transformResponse: (content: unknown) => (Array.isArray(content) ? content : []),
      providesTags: [{ type: 'Invoice', id: 'PER_USER' }],
    }),
  }),
});

export const {
  useInvoiceListQuery,
  useInvoiceQuery,
  useCreateInvoiceMutation,
  useShippingPricesQuery,
  useValidateCouponMutation,
  usePaymentRequestMutation,
  usePaymentVerificationMutation,
  usePaidInvoicesPerUserQuery,
} = invoiceApi;

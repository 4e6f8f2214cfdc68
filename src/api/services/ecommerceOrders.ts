/**
 * ecommercemanagement/v1 orders and money (admin spec §7): invoice administration (list, one by number,
 * edit, delete, payment/publish switches, step, reminder), paid invoices per user, the courier service
 * (cancel, credit) and coupons (list, add, delete, clear, SMS status). Wired once with
 * `entityEndpoints`; each entity's calls are exported as one value for its resource declaration.
 */
import { baseApi, listTags } from '../baseApi';
import { checked, checkedAs } from '../checked';
import type { ApiArgs } from '../baseQuery';
import { checkedPaged, entityEndpoints, listRequest, type ListArgs } from '../list';
import { couponSchema, couponSmsStatusSchema, invoiceSchema, type Coupon, type Invoice, type Paged } from '../schemas';
import { deliveryCreditSchema } from '../schemas/dashboard';
import type { CouponRequest, InvoiceEditRequest } from '../schemas/orders';
import type { InvoiceListFilter } from '../schemas/requests';

const E = 'ecommercemanagement/v1';

/** Filters of the coupon list (spec §7). */
export interface CouponFilter {
  status?: string;
  users?: string[];
  date?: [string | null, string | null];
  expireAt?: [string | null, string | null];
  code?: string;
  percent?: number;
  ceilingPrice?: number;
}

export interface AlopeykCancelArgs {
  orderId: string;
  invoiceNumber: number;
  /** true: cancel always; false: cancel temporarily (the courier service searches again) */
  always: boolean;
}

export const ecommerceOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const invoice = entityEndpoints<Invoice, InvoiceEditRequest, InvoiceListFilter>(build, E, 'invoice', 'Invoice', {
      schema: invoiceSchema,
      rows: 'invoice',
      toggles: { payment: 'changepaymented', publish: 'changepublished' },
    });
    const coupon = entityEndpoints<Coupon, CouponRequest, CouponFilter>(build, E, 'coupon', 'Coupon', { schema: couponSchema });
    return {
      adminInvoiceList: invoice.list,
      /** GET invoice/{invoiceNumber}: the admin view (staff opening it marks a new order as seen). */
      adminInvoice: build.query<Invoice, string>({
        query: (invoiceNumber) => `${E}/invoice/${encodeURIComponent(invoiceNumber)}`,
        ...checked(invoiceSchema),
        providesTags: (r, _e, n) => [{ type: 'Invoice', id: r?.id ?? `N${n}` }],
        // Opening an order changes which orders are new: the list and the alerts reload.
        onQueryStarted: async (_n, { dispatch, queryFulfilled }) => {
          try {
            await queryFulfilled;
            dispatch(baseApi.util.invalidateTags([{ type: 'Invoice', id: 'NEW' }]));
          } catch {
            /* the screen shows the error */
          }
        },
      }),
      /** The financial report: paid invoices only (`condition: PAID`; `date` is then the payment date). */
      financialList: build.query<Paged<Invoice>, ListArgs<InvoiceListFilter>>({
        query: (args) => listRequest(`${E}/invoice/list`, { ...args, filters: { ...args.filters, condition: 'PAID' } }, 'invoice'),
        ...checkedPaged(invoiceSchema, 'invoice'),
        providesTags: (r) => listTags('Invoice', r?.docs),
      }),
      /** Every invoice of a filter, page by page (exports): one page of `limit` rows. */
      invoicePage: build.query<Paged<Invoice>, ListArgs<InvoiceListFilter>>({
        query: (args) => ({ ...(listRequest(`${E}/invoice/list`, args, 'invoice') as object), silent: true }) as ApiArgs,
        ...checkedPaged(invoiceSchema, 'invoice'),
        keepUnusedDataFor: 0,
      }),
      /** New orders (paid, not yet opened by staff): the count the server reports (alerts). */
      newOrders: build.query<Paged<Invoice>, void>({
        query: () => ({ ...(listRequest(`${E}/invoice/list`, { page: 1, limit: 20, filters: { payment: true, view: false } }) as object), silent: true }) as ApiArgs,
        ...checkedPaged(invoiceSchema),
        providesTags: [{ type: 'Invoice', id: 'NEW' }, { type: 'Invoice', id: 'LIST' }],
      }),
      editInvoice: invoice.edit,
      deleteInvoice: invoice.remove,
      changeInvoicePayment: invoice.toggles.payment,
      changeInvoicePublish: invoice.toggles.publish,
      changeInvoiceStep: build.mutation<unknown, string>({
        query: (id) => `${E}/invoice/${encodeURIComponent(id)}/changestep`,
        invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Invoice', id }, { type: 'Invoice', id: 'LIST' }]),
      }),
      remindInvoice: build.mutation<unknown, string>({
        query: (id) => `${E}/invoice/${encodeURIComponent(id)}/remember`,
      }),
      alopeykCancel: build.mutation<unknown, AlopeykCancelArgs>({
        query: (body) => ({ url: `${E}/alopeyk/cancel`, method: 'POST', body }),
        invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Invoice', id: 'LIST' }]),
      }),
      /** Delivery-service credit as returned (the dashboard shows it × 10, in rial); a bad answer is the card's error. */
      alopeykCredit: build.query<number, void>({
        query: () => ({ url: `${E}/alopeyk/credit`, silent: true }),
        ...checkedAs(deliveryCreditSchema, (content) => content.credit),
      }),

      couponList: coupon.list,
      addCoupon: coupon.add,
      deleteCoupon: coupon.remove,
      clearCoupons: build.mutation<unknown, void>({
        query: () => `${E}/coupon/clearcoupon`,
        invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Coupon', id: 'LIST' }]),
      }),
      couponSmsStatus: build.mutation<string | null, string>({
        query: (id) => `${E}/coupon/statussmscoupon/${encodeURIComponent(id)}`,
        ...checkedAs(couponSmsStatusSchema, (content) => content.deliveryStatus ?? null),
      }),
    };
  },
});

export const invoiceAdminEndpoints = {
  list: ecommerceOrdersApi.endpoints.adminInvoiceList,
  edit: ecommerceOrdersApi.endpoints.editInvoice,
  remove: ecommerceOrdersApi.endpoints.deleteInvoice,
  toggles: { payment: ecommerceOrdersApi.endpoints.changeInvoicePayment, publish: ecommerceOrdersApi.endpoints.changeInvoicePublish },
};

export const couponEndpoints = {
  list: ecommerceOrdersApi.endpoints.couponList,
  add: ecommerceOrdersApi.endpoints.addCoupon,
  remove: ecommerceOrdersApi.endpoints.deleteCoupon,
};

export const {
  useAdminInvoiceQuery,
  useNewOrdersQuery,
  useAlopeykCancelMutation,
  useAlopeykCreditQuery,
  useClearCouponsMutation,
  useCouponSmsStatusMutation,
  useChangeInvoiceStepMutation,
  useRemindInvoiceMutation,
} = ecommerceOrdersApi;

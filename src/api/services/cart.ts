/** ecommercemanagement/v1/cart: the signed-in user's cart (startup, /cart, add to cart). */
import { z } from 'zod/mini';
import { baseApi } from '../baseApi';
import { checked } from '../checked';
import { cartLineSchema } from '../schemas/invoice';
import type { CartLine } from '../schemas';

export interface CartLineKey {
  product: string;
  store: string;
}
export interface CartLineBody extends CartLineKey {
  count: number;
}

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cart: build.query<CartLine[], void>({
      query: () => ({ url: 'ecommercemanagement/v1/cart/all', silent: true }),
      ...checked(z.array(cartLineSchema)),
      providesTags: ['Cart'],
    }),
    /** `announced`: the server sent its own message (otherwise the client says 'Product successfully added to cart.'). */
    addToCart: build.mutation<{ announced: boolean }, CartLineBody | { product: string }>({
      query: (body) => ({ url: 'ecommercemanagement/v1/cart', method: 'POST', body }),
      transformResponse: (_content: unknown, meta) => ({ announced: Boolean(meta?.messages.length) }),
      invalidatesTags: (_r, error) => (error ? [] : ['Cart']),
    }),
    editCartLine: build.mutation<unknown, CartLineBody>({
      query: (body) => ({ url: 'ecommercemanagement/v1/cart', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Cart']),
    }),
    deleteCartLine: build.mutation<unknown, CartLineKey>({
      query: (body) => ({ url: 'ecommercemanagement/v1/cart', method: 'DELETE', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Cart']),
    }),
  }),
});

export const { useCartQuery, useAddToCartMutation, useEditCartLineMutation, useDeleteCartLineMutation } = cartApi;

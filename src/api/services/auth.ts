/** auth/ service: current user, login, logout, register, password recovery. */
import { baseApi } from '../baseApi';
import type { CurrentUser } from '../schemas';

export interface CaptchaFields {
  recaptchaVersion: 2 | 3;
  'g-recaptcha-response': string;
}
export interface IdentityFields {
  email?: string;
  country?: string;
  mobile?: string;
}
export type LoginBody = IdentityFields & CaptchaFields & { password?: string; remember?: boolean; code?: string };
export type RegisterBody = IdentityFields & CaptchaFields & { firstName: string; lastName: string; code?: string };
export type ForgotPasswordBody = IdentityFields & CaptchaFields;
export type ResetPasswordBody = IdentityFields & CaptchaFields & { token: string; password: string };

/** What login and register answer with: the api key, or a request for the SMS code / a visible captcha. */
export type AuthAnswer = string | { sendVerificationCode?: boolean; invalidRecaptcha?: boolean; mobileMinutesLeft?: number } | null;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<CurrentUser | null, void>({
      query: () => 'auth/v1/user/currentUser',
      transformResponse: (content: unknown) => (content && typeof content === 'object' ? (content as CurrentUser) : null),
      providesTags: ['CurrentUser'],
    }),
    login: build.mutation<AuthAnswer, LoginBody>({
      query: (body) => ({ url: 'auth/v1/user/login', method: 'POST', body }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'auth/v1/user/logout', silent: true }),
    }),
    register: build.mutation<AuthAnswer, RegisterBody>({
      query: (body) => ({ url: 'auth/v1/user/register', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<AuthAnswer, ForgotPasswordBody>({
      query: (body) => ({ url: 'auth/v1/user/forgotPassword', method: 'POST', body }),
    }),
    resetPassword: build.mutation<AuthAnswer, ResetPasswordBody>({
      query: (body) => ({ url: 'auth/v1/user/resetPassword', method: 'POST', body }),
    }),
  }),
});

export const {
  useCurrentUserQuery,
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;

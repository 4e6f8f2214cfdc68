/**
 * Every piece of the spec's client state in one place. Server data is read from the RTK Query cache
 * (never copied into slices); client data from the session slice.
 */
import { createSelector } from '@reduxjs/toolkit';
import { authApi } from '@/api/services/auth';
import { cartApi } from '@/api/services/cart';
import { siteApi } from '@/api/services/site';
import { config } from '@/config';
import type { RootState } from './rootReducer';

export const selectLanguage = (state: RootState) => state.session.language;
export const selectDirection = (state: RootState) => state.session.direction;
export const selectApiKey = (state: RootState) => state.session.apiKey;
export const selectAuthType = (state: RootState) => state.session.authType;
export const selectRecaptchaVersion = (state: RootState) => state.session.recaptchaVersion;
export const selectMobileMinutesLeft = (state: RootState) => state.session.mobileMinutesLeft;
export const selectEnvironment = (state: RootState) => state.session.environment;
export const selectPending = (state: RootState) => state.session.pending;
// Fixed for the build (src/config.ts): read from there, not copied into the session slice.
export const selectMapPosition = (_state: RootState) => config.map.defaultPosition;
export const selectCustomerUserId = (_state: RootState) => config.customerUserId;
export const selectMapApiKey = (_state: RootState) => config.map.apiKey;
export const selectIsMobile = (state: RootState) => state.session.isMobile;

const currentUserResult = authApi.endpoints.currentUser.select();
export const selectCurrentUser = (state: RootState) => (state.session.apiKey ? (currentUserResult(state).data ?? null) : null);
export const selectIsAuthenticated = (state: RootState) => Boolean(state.session.apiKey && selectCurrentUser(state));
/** Role names; tolerant of role objects ({name}) as the admin side returns them. */
export const selectUserRoles = createSelector(selectCurrentUser, (user): string[] =>
  ((user?.roles ?? []) as unknown[])
    .map((role) => (typeof role === 'string' ? role : (role as { name?: string } | null)?.name))
    .filter((role): role is string => Boolean(role)),
);

const cartResult = cartApi.endpoints.cart.select();
export const selectCart = (state: RootState) => (state.session.apiKey ? (cartResult(state).data ?? []) : []);
export const selectCartCount = createSelector(selectCart, (cart) => cart.length);

export const selectRoutes = (state: RootState) => siteApi.endpoints.routes.select()(state).data ?? [];
export const selectVersion = (state: RootState) => siteApi.endpoints.version.select()(state).data ?? '';
export const selectStores = (state: RootState) => siteApi.endpoints.storesFull.select()(state).data ?? [];

/**
 * Client state that is not server data (DESIGN.md "Data"): language, direction, api key, captcha
 * version, pending request count ... Server data (user, cart, routes, stores, version) lives in the
 * RTK Query cache and is read through the selectors in ./selectors.ts.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { config, type AuthType, type Environment } from '@/config';

export type Locale = 'fa' | 'en';
export const LOCALES: readonly Locale[] = ['fa', 'en'];
export const API_KEY_COOKIE = 'api_key';
const LANGUAGE_STORAGE = 'language';

export function isLocale(value: unknown): value is Locale {
  return value === 'fa' || value === 'en';
}

function initialLanguage(): Locale {
  if (typeof window === 'undefined') return 'fa';
  const fromUrl = new URLSearchParams(window.location.search).get('language');
  if (isLocale(fromUrl)) return fromUrl;
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE);
    if (isLocale(stored)) return stored;
  } catch {
    /* storage may be unavailable */
  }
  return 'fa';
}

function detectMobile(): boolean {
  return typeof window !== 'undefined' && typeof window.innerWidth === 'number' && window.innerWidth < 768;
}

export interface SessionState {
  language: Locale;
  direction: 'rtl' | 'ltr';
  apiKey: string | null;
  authType: AuthType;
  recaptchaVersion: 2 | 3;
  mobileMinutesLeft: number;
  environment: Environment;
  pending: number;
  mapPosition: { lat: number; lng: number };
  customerUserId: string;
  adminUserId: string;
  mapApiKey: string;
  isMobile: boolean;
}

export function createInitialSession(): SessionState {
  const language = initialLanguage();
  return {
    language,
    direction: language === 'fa' ? 'rtl' : 'ltr',
    apiKey: Cookies.get(API_KEY_COOKIE) ?? null,
    authType: config.authType,
    recaptchaVersion: config.captcha.defaultVersion,
    mobileMinutesLeft: config.mobileMinutesLeft,
    environment: config.environment,
    pending: 0,
    mapPosition: config.map.defaultPosition,
    customerUserId: config.customerUserId,
    adminUserId: config.adminUserId,
    mapApiKey: config.map.apiKey,
    isMobile: detectMobile(),
  };
}

const currentProtocol = () => (typeof window === 'undefined' ? '' : window.location.protocol);

/**
 * The api key cookie's attributes: `SameSite=Lax` always (not sent on cross-site POSTs and sub-requests),
 * `Secure` whenever the page is served over https (never sent in clear text), site-wide path.
 */
export function apiKeyCookieAttributes(protocol: string = currentProtocol()): Cookies.CookieAttributes {
  return { sameSite: 'lax', secure: protocol === 'https:', path: '/' };
}

/** Stores the api key cookie for 365 days. */
export function writeApiKeyCookie(key: string, protocol: string = currentProtocol()): void {
  Cookies.set(API_KEY_COOKIE, key, { ...apiKeyCookieAttributes(protocol), expires: 365 });
}

export function clearApiKeyCookie(protocol: string = currentProtocol()): void {
  Cookies.remove(API_KEY_COOKIE, apiKeyCookieAttributes(protocol));
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: createInitialSession,
  reducers: {
    languageChanged(state, action: PayloadAction<Locale>) {
      state.language = action.payload;
      state.direction = action.payload === 'fa' ? 'rtl' : 'ltr';
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE, action.payload);
      } catch {
        /* ignore */
      }
    },
    loggedIn(state, action: PayloadAction<string>) {
      state.apiKey = action.payload;
    },
    loggedOut(state) {
      state.apiKey = null;
    },
    requestStarted(state) {
      state.pending += 1;
    },
    requestFinished(state) {
      state.pending = Math.max(0, state.pending - 1);
    },
    recaptchaVersionChanged(state, action: PayloadAction<2 | 3>) {
      state.recaptchaVersion = action.payload;
    },
    mapPositionChanged(state, action: PayloadAction<{ lat: number; lng: number }>) {
      state.mapPosition = action.payload;
    },
    viewportChanged(state, action: PayloadAction<boolean>) {
      state.isMobile = action.payload;
    },
  },
});

export const {
  languageChanged,
  loggedIn,
  loggedOut,
  requestStarted,
  requestFinished,
  recaptchaVersionChanged,
  mapPositionChanged,
  viewportChanged,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

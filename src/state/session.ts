/**
 * Client state that is not server data (DESIGN.md "Data"): language, direction, api key, captcha
 * version, pending request count ... Server data (user, cart, routes, stores, version) lives in the
 * RTK Query cache and is read through the selectors in ./selectors.ts.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { config, type AuthType, type Environment } from '@/config';
import { loggedOut, requestFinished, requestStarted } from '@/api/events';
import { readApiKeyCookie } from '@/lib/apiKeyCookie';
import { chooseLanguage, type Locale } from '@/lib/locale';
import { LANGUAGE_STORAGE } from '@/lib/storageKeys';

function initialLanguage(): Locale {
  if (typeof window === 'undefined') return 'fa';
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE);
  } catch {
    /* storage may be unavailable */
  }
  return chooseLanguage(window.location.search, stored);
}

function detectMobile(): boolean {
  return typeof window !== 'undefined' && typeof window.innerWidth === 'number' && window.innerWidth < 768;
}

export interface SessionState {
  language: Locale;
  direction: 'rtl' | 'ltr';
  apiKey: string | null;
  /**
   * Sign-in type, environment and SMS minutes start from the build's settings (src/config.ts) but live
   * here because a store may run with others (the component tests render email sign-in and production
   * mode from one build); the rest of the build's settings are read from config by the selectors.
   */
  authType: AuthType;
  recaptchaVersion: 2 | 3;
  mobileMinutesLeft: number;
  environment: Environment;
  pending: number;
  isMobile: boolean;
}

export function createInitialSession(): SessionState {
  const language = initialLanguage();
  return {
    language,
    direction: language === 'fa' ? 'rtl' : 'ltr',
    apiKey: readApiKeyCookie() ?? null,
    authType: config.authType,
    recaptchaVersion: config.captcha.defaultVersion,
    mobileMinutesLeft: config.mobileMinutesLeft,
    environment: config.environment,
    pending: 0,
    isMobile: detectMobile(),
  };
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
    recaptchaVersionChanged(state, action: PayloadAction<2 | 3>) {
      state.recaptchaVersion = action.payload;
    },
    viewportChanged(state, action: PayloadAction<boolean>) {
      state.isMobile = action.payload;
    },
  },
  // what the API layer reports (src/api/events.ts)
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, (state) => {
        state.apiKey = null;
      })
      .addCase(requestStarted, (state) => {
        state.pending += 1;
      })
      .addCase(requestFinished, (state) => {
        state.pending = Math.max(0, state.pending - 1);
      });
  },
});

export const {
  languageChanged,
  loggedIn,
  recaptchaVersionChanged,
  viewportChanged,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

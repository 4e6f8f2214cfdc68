/** Build-time configuration, read once from Vite's env. Every other module reads configuration from here. */
import { DEFAULT_VAT_PERCENT } from './lib/pricing';

const env = import.meta.env;

export type AuthType = 'mobile' | 'email';
export type Environment = 'development' | 'production' | 'test';

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export const config = {
  apiUrl: withTrailingSlash(env.VITE_API_URL || '/api/'),
  environment: (env.VITE_ENVIRONMENT || (env.PROD ? 'production' : 'development')) as Environment,
  authType: (env.VITE_AUTH_TYPE === 'email' ? 'email' : 'mobile') as AuthType,
  siteUrl: env.VITE_SITE_URL || (typeof window !== 'undefined' ? window.location.origin : ''),
  captcha: {
    provider: (env.VITE_CAPTCHA_PROVIDER === 'google' ? 'google' : 'local') as 'google' | 'local',
    v3SiteKey: env.VITE_RECAPTCHA_V3_SITE_KEY || '',
    v2SiteKey: env.VITE_RECAPTCHA_V2_SITE_KEY || '',
    defaultVersion: (env.VITE_RECAPTCHA_DEFAULT_VERSION === '2' ? 2 : 3) as 2 | 3,
  },
  map: {
    tileUrl: env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    apiKey: env.VITE_MAP_API_KEY || '',
    defaultPosition: { lat: 35.7158, lng: 51.4167 },
  },
  adminUserId: env.VITE_ADMIN_USER_ID || 'u1',
  customerUserId: env.VITE_CUSTOMER_USER_ID || 'u2',
  defaultCountryId: env.VITE_DEFAULT_COUNTRY_ID || 'c1',
  defaultCityId: env.VITE_DEFAULT_CITY_ID || 'ct1',
  chatUrl: env.VITE_CHAT_URL || '',
  /** The two fixed product categories with sliders on the home page (comma-separated ids). */
  homeCategoryIds: (env.VITE_HOME_CATEGORY_IDS || 'pc1,pc4')
    .split(',')
    .map((id: string) => id.trim())
    .filter(Boolean) as readonly string[],
  /** VAT in percent for the payable total the policy form shows before the invoice exists (the invoice carries its own). */
  vatPercent: env.VITE_VAT_PERCENT && Number.isFinite(Number(env.VITE_VAT_PERCENT)) ? Number(env.VITE_VAT_PERCENT) : DEFAULT_VAT_PERCENT,
  /** Minutes the SMS code stays valid (spec §9: SMS wait 3 minutes). */
  mobileMinutesLeft: 3,
  /** Payment providers' start addresses; empty means not configured (no payment is started there). */
  payment: {
    zarinpalStartPay: env.VITE_ZARINPAL_STARTPAY_URL || '',
    ayandehUrl: env.VITE_AYANDEH_URL || '',
    pasargadUrl: env.VITE_PASARGAD_URL || '',
  },
} as const;

export const isDevelopment = config.environment === 'development';

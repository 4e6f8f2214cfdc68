/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_ENVIRONMENT?: string;
  readonly VITE_USE_MSW?: string;
  /** `false`: the build has no service worker (scripts/pwa/plugin.ts) */
  readonly VITE_SERVICE_WORKER?: string;
  readonly VITE_AUTH_TYPE?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_CAPTCHA_PROVIDER?: string;
  readonly VITE_RECAPTCHA_V3_SITE_KEY?: string;
  readonly VITE_RECAPTCHA_V2_SITE_KEY?: string;
  readonly VITE_RECAPTCHA_DEFAULT_VERSION?: string;
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_API_KEY?: string;
  readonly VITE_ADMIN_USER_ID?: string;
  readonly VITE_CUSTOMER_USER_ID?: string;
  readonly VITE_DEFAULT_COUNTRY_ID?: string;
  readonly VITE_DEFAULT_CITY_ID?: string;
  readonly VITE_CHAT_URL?: string;
  readonly VITE_HOME_CATEGORY_IDS?: string;
  readonly VITE_ZARINPAL_STARTPAY_URL?: string;
  readonly VITE_AYANDEH_URL?: string;
  readonly VITE_PASARGAD_URL?: string;
  /** VAT in percent for the policy form's payable total (default src/lib/pricing.ts DEFAULT_VAT_PERCENT) */
  readonly VITE_VAT_PERCENT?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SENTRY_RELEASE?: string;
  readonly VITE_SENTRY_SAMPLE_RATE?: string;
  readonly VITE_RUM_URL?: string;
  readonly VITE_RUM_SAMPLE_RATE?: string;
  readonly VITE_CSP_REPORT_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

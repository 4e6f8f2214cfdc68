/** The captcha: one component for reCAPTCHA v2/v3 (or the offline stand-in) and its form hook. */
export * from './Captcha';

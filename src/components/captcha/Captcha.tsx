/**
 * One captcha for both reCAPTCHA versions (spec §4): version 3 is invisible (call `execute()` before
 * sending), version 2 shows a challenge. With `config.captcha.provider === 'google'` it uses Google's
 * widgets with the site key of the version; with 'local' it shows an offline stand-in behind the same
 * interface (see LocalCaptcha). The widget is remounted per language and version.
 *
 *   const captcha = useCaptcha();
 *   <Captcha ref={captcha.captchaRef} version={captcha.version} onChange={captcha.setToken} />
 *   const body = { ...values, ...(await captcha.fields()) };  // then captcha.onAnswer(error?)
 */
import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useIntl } from 'react-intl';
import { config } from '@/config';
import { GoogleCaptchaV3 } from './GoogleCaptchaV3';
import { LocalCaptcha } from './LocalCaptcha';
import type { CaptchaProps } from './types';

const GoogleCaptchaV2 = lazy(() => import('./GoogleCaptchaV2'));

export function Captcha({ version, onChange, action = 'submit', ref, id }: CaptchaProps) {
  const intl = useIntl();
  const locale = intl.locale;
  // Google's widgets read the language only when they render: remount them per language and version.
  const key = `${locale}-${version}`;

  if (config.captcha.provider === 'local') {
    return <LocalCaptcha key={version} version={version} onChange={onChange} ref={ref} id={id} />;
  }
  if (version === 3) {
    return <GoogleCaptchaV3 key={key} siteKey={config.captcha.v3SiteKey} hl={locale} action={action} onChange={onChange} ref={ref} />;
  }
  return (
    <Suspense fallback={<Spin size="small" aria-label={intl.formatMessage({ id: 'captcha.loading' })} />}>
      <GoogleCaptchaV2 key={key} siteKey={config.captcha.v2SiteKey} hl={locale} onChange={onChange} ref={ref} id={id} />
    </Suspense>
  );
}

export type { CaptchaHandle, CaptchaProps, CaptchaVersion } from './types';
export { useCaptcha, isInvalidRecaptchaError, type UseCaptcha } from './useCaptcha';
export { LOCAL_FAILING_TOKEN, LOCAL_V2_TOKEN, LOCAL_V3_TOKEN } from './LocalCaptcha';

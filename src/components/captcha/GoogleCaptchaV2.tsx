/**
 * Google reCAPTCHA version 2 (visible checkbox) through react-google-recaptcha. Loaded lazily by
 * Captcha so the widget code is not in the first load. The widget reads `hl` only when it renders,
 * so Captcha remounts it per language (`key={locale}`); reset goes through the widget's ref.
 */
import { useEffect, useImperativeHandle, useRef } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import type { CaptchaWidgetProps } from './types';

export interface GoogleCaptchaV2Props extends CaptchaWidgetProps {
  siteKey: string;
  hl: string;
}

export default function GoogleCaptchaV2({ siteKey, hl, onChange, ref, id }: GoogleCaptchaV2Props) {
  const widget = useRef<ReCAPTCHA>(null);

  // A remount (new language) starts a new widget: the old answer is gone.
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  useEffect(() => () => latestOnChange.current(null), []);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        widget.current?.reset();
        onChange(null);
      },
      execute: async () => widget.current?.getValue() || null,
    }),
    [onChange],
  );

  return <ReCAPTCHA id={id} ref={widget} sitekey={siteKey} hl={hl} onChange={onChange} onExpired={() => onChange(null)} />;
}

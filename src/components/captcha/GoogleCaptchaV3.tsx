/**
 * Google reCAPTCHA version 3 (invisible, score based). react-google-recaptcha only speaks version 2
 * (its render API rejects v3 keys), so this loads Google's v3 script itself — once, on mount — and
 * asks `grecaptcha.execute(siteKey, {action})` for a token on each `execute()`.
 */
import { useEffect, useImperativeHandle } from 'react';
import type { CaptchaWidgetProps } from './types';

interface GrecaptchaV3 {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Partial<GrecaptchaV3>;
  }
}

const loads = new Map<string, Promise<GrecaptchaV3>>();

/** Injects https://www.google.com/recaptcha/api.js?render=<siteKey>&hl=<hl> once per site key. */
export function loadRecaptchaV3(siteKey: string, hl: string): Promise<GrecaptchaV3> {
  const known = loads.get(siteKey);
  if (known) return known;
  const promise = new Promise<GrecaptchaV3>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=${encodeURIComponent(hl)}`;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api?.ready && api.execute) api.ready(() => resolve(api as GrecaptchaV3));
      else reject(new Error('grecaptcha is not available'));
    };
    script.onerror = () => {
      loads.delete(siteKey);
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  });
  loads.set(siteKey, promise);
  return promise;
}

export interface GoogleCaptchaV3Props extends CaptchaWidgetProps {
  siteKey: string;
  hl: string;
  action: string;
}

export function GoogleCaptchaV3({ siteKey, hl, action, onChange, ref }: GoogleCaptchaV3Props) {
  useEffect(() => {
    loadRecaptchaV3(siteKey, hl).catch(() => undefined);
  }, [siteKey, hl]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => onChange(null),
      execute: async () => {
        try {
          const api = await loadRecaptchaV3(siteKey, hl);
          const token = await api.execute(siteKey, { action });
          onChange(token);
          return token;
        } catch {
          onChange(null);
          return null;
        }
      },
    }),
    [siteKey, hl, action, onChange],
  );

  return null;
}

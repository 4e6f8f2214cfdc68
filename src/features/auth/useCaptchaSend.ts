/**
 * Sends a captcha-protected auth call: adds the captcha fields, resets the captcha after the answer
 * (switching to version 2 on `invalidRecaptcha`), and refuses a second send while one is running, so
 * a double click sends one request.
 */
import { useCallback, useRef, useState } from 'react';
import type { CaptchaFields } from '@/api/services/auth';
import type { UseCaptcha } from '@/components/captcha';

export type SendResult<T> = { ok: true; content: T } | { ok: false; error: unknown };

interface Trigger<B, T> {
  (body: B & CaptchaFields): { unwrap(): Promise<T> };
}

export function useCaptchaSend<B, T>(captcha: UseCaptcha, trigger: Trigger<B, T>) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const send = useCallback(
    /**
     * `token`: a visible-captcha answer that has not reached the captcha state yet. `continues(content)`:
     * the answer starts the next step of the same flow (the SMS code), whose send the solved check covers.
     */
    async (body: B, token?: string, continues?: (content: T) => boolean): Promise<SendResult<T> | null> => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      try {
        const fields: CaptchaFields = token
          ? { recaptchaVersion: captcha.version, 'g-recaptcha-response': token }
          : await captcha.fields();
        const content = await trigger({ ...body, ...fields }).unwrap();
        captcha.onAnswer(undefined, { keep: continues?.(content) ?? false });
        return { ok: true, content };
      } catch (error) {
        captcha.onAnswer(error);
        return { ok: false, error };
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [captcha, trigger],
  );

  return { send, busy };
}

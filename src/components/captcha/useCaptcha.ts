/**
 * Captcha state for a form (spec §4): the version comes from the store (default 3); a failed answer
 * whose content has `invalidRecaptcha: true` switches everyone to version 2; the value is reset after
 * every send, successful or not, except a successful send that the same flow continues (the sign-in
 * that asked for its SMS code: `onAnswer(undefined, { keep: true })`): the check the person solved
 * covers that sign-in, so the visible box is asked once for it, not again for the code.
 */
import { useCallback, useRef, useState, type RefObject } from 'react';
import type { CaptchaFields } from '@/api/services/auth';
import { isInvalidRecaptcha } from '@/api/schemas/authGuards';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectRecaptchaVersion } from '@/state/selectors';
import { recaptchaVersionChanged } from '@/state/session';
import type { CaptchaHandle, CaptchaVersion } from './types';

export interface UseCaptcha {
  version: CaptchaVersion;
  /** Pass to `<Captcha ref>`. */
  captchaRef: RefObject<CaptchaHandle | null>;
  /** The current answer (version 2 after the user solved it; version 3 after `fields()`). */
  token: string | null;
  /** Pass to `<Captcha onChange>`. */
  setToken(token: string | null): void;
  /** The two fields every captcha-protected call sends; version 3 obtains a fresh token here. */
  fields(): Promise<CaptchaFields>;
  /**
   * Call after each send with the call's error (or nothing on success): switches to v2 if needed,
   * resets. `keep`: a success the same flow goes on from (the code step) keeps the solved answer.
   */
  onAnswer(error?: unknown, options?: { keep?: boolean }): void;
}

/** True for a failed call whose content (RTK Query error `{status, content}`) says invalidRecaptcha. */
export function isInvalidRecaptchaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { content, data } = error as { content?: unknown; data?: { content?: unknown } | null };
  return isInvalidRecaptcha(content) || isInvalidRecaptcha(data?.content) || isInvalidRecaptcha(error);
}

export function useCaptcha(): UseCaptcha {
  const version = useAppSelector(selectRecaptchaVersion);
  const dispatch = useAppDispatch();
  const captchaRef = useRef<CaptchaHandle | null>(null);
  const [token, setTokenState] = useState<string | null>(null);
  const setToken = useCallback((next: string | null) => setTokenState(next), []);

  const fields = useCallback(async (): Promise<CaptchaFields> => {
    const answer = version === 3 || !token ? await captchaRef.current?.execute() : token;
    return { recaptchaVersion: version, 'g-recaptcha-response': answer ?? '' };
  }, [version, token]);

  const onAnswer = useCallback(
    (error?: unknown, options?: { keep?: boolean }) => {
      if (isInvalidRecaptchaError(error)) dispatch(recaptchaVersionChanged(2));
      if (!error && options?.keep) return;
      captchaRef.current?.reset();
      setTokenState(null);
    },
    [dispatch],
  );

  return { version, captchaRef, token, setToken, fields, onAnswer };
}

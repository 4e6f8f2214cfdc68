/**
 * The send → (SMS code →) api key flow shared by login and registration (spec §4). The first send may
 * answer `sendVerificationCode`: the code step starts with `mobileMinutesLeft` minutes and, once the
 * five digits are present, the same values are sent again with the code. A string answer is the api
 * key; anything else (including a code requirement after the placeholder password) stores no key.
 *
 * The visible captcha (version 2) asks once per sign-in: the answer that sent the number also sends its
 * code (useCaptcha keeps it through the code step), so five digits are sent as soon as they are there.
 * Only when the box has no answer (a refused code reset it, or it expired) does a completed code (or
 * "send a new code") wait for it: the box then says it is needed, and ticking it sends what waited.
 */
import { useRef, useState } from 'react';
import type { AuthAnswer, CaptchaFields } from '@/api/services/auth';
import { needsVerificationCode } from '@/api/schemas/authGuards';
import type { UseCaptcha } from '@/components/captcha';
import type { LightFormInstance } from '@/components/lightForm';
import { useAppSelector } from '@/state/hooks';
import { selectMobileMinutesLeft } from '@/state/selectors';
import { CAPTCHA_FIELD } from './CaptchaField';
import type { CodeStepState } from './CodeStep';
import { useCaptchaSend } from './useCaptchaSend';
import { useSignIn } from './useSignIn';

interface Options<V, B> {
  captcha: UseCaptcha;
  form: LightFormInstance<V>;
  trigger: (body: B & CaptchaFields) => { unwrap(): Promise<AuthAnswer> };
  buildBody: (values: V, code?: string) => B;
}

export function useCodeFlow<V, B>({ captcha, form, trigger, buildBody }: Options<V, B>) {
  const { send, busy } = useCaptchaSend<B, AuthAnswer>(captcha, trigger);
  const signIn = useSignIn();
  const defaultMinutes = useAppSelector(selectMobileMinutesLeft);
  const [step, setStep] = useState<CodeStepState | null>(null);
  const sent = useRef<V | null>(null);
  const [sentValues, setSentValues] = useState<V | null>(null);
  // a step (the code, a new code) waiting for the visible captcha's answer
  const waiting = useRef<((token: string) => void) | null>(null);

  const run = async (values: V, code?: string, captchaToken?: string) => {
    // an answer that asks for the code continues this sign-in: the solved check stays for the code
    const result = await send(buildBody(values, code), captchaToken, (content) => !code && needsVerificationCode(content));
    if (!result?.ok) return;
    const content = result.content;
    if (typeof content === 'string' && content !== '') {
      signIn(content);
    } else if (needsVerificationCode(content)) {
      sent.current = values;
      setSentValues(values);
      const minutes = Number(content.mobileMinutesLeft ?? defaultMinutes) || defaultMinutes;
      setStep((previous) => ({ minutes, round: (previous?.round ?? 0) + 1 }));
    }
  };

  /** Goes now, or (the visible captcha unanswered) once it is answered: this is an attempt, so the box says it is needed. */
  const whenChecked = (go: (token?: string) => void) => {
    if (captcha.version === 2 && !captcha.token) {
      waiting.current = go;
      form.validateFields([CAPTCHA_FIELD as never]).catch(() => undefined);
      return;
    }
    go();
  };

  const completeCode = (code: string) => {
    const values = sent.current;
    if (values) whenChecked((token) => void run(values, code, token));
  };

  /** Pass to the captcha: a step waiting for the visible captcha goes once it is answered. */
  const captchaChanged = (token: string | null) => {
    captcha.setToken(token);
    const go = waiting.current;
    if (token && go) {
      waiting.current = null;
      // The token reaches useCaptcha's state on the next render; send it explicitly now.
      go(token);
    }
  };

  return {
    step,
    busy,
    /** The values of the send that asked for the code. */
    sentValues,
    submit: (values: V) => run(values),
    completeCode,
    captchaChanged,
    resend: () => {
      const values = sent.current;
      if (values) whenChecked((token) => void run(values, undefined, token));
    },
    leaveCodeStep: () => {
      waiting.current = null;
      setStep(null);
    },
  };
}

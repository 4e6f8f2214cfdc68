/**
 * The send → (SMS code →) api key flow shared by login and registration (spec §4). The first send may
 * answer `sendVerificationCode`: the code step starts with `mobileMinutesLeft` minutes and, once the
 * five digits are present, the same values are sent again with the code. A string answer is the api
 * key; anything else (including a code requirement after the placeholder password) stores no key.
 * With the visible captcha, a completed code waits for the captcha to be solved and is sent then.
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
  const pendingCode = useRef<string | null>(null);

  const run = async (values: V, code?: string, captchaToken?: string) => {
    const result = await send(buildBody(values, code), captchaToken);
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

  const completeCode = (code: string) => {
    if (!sent.current) return;
    if (captcha.version === 2 && !captcha.token) {
      pendingCode.current = code;
      form.validateFields([CAPTCHA_FIELD as never]).catch(() => undefined);
      return;
    }
    void run(sent.current, code);
  };

  /** Pass to the captcha: a code waiting for the visible captcha is sent once it is solved. */
  const captchaChanged = (token: string | null) => {
    captcha.setToken(token);
    const code = pendingCode.current;
    if (token && code && sent.current) {
      pendingCode.current = null;
      // The token reaches useCaptcha's state on the next render; send it explicitly now.
      void run(sent.current, code, token);
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
    resend: () => (sent.current ? run(sent.current) : undefined),
    leaveCodeStep: () => {
      pendingCode.current = null;
      setStep(null);
    },
  };
}

/**
 * The captcha inside an auth form: version 3 is invisible; version 2 is a visible, required field
 * ('Security check Can not be empty!'), said only after an attempt (a send, a completed code): the
 * box empties itself after a send or when its answer expires, which is nothing the person did.
 */
import { useIntl } from 'react-intl';
import { Captcha, type UseCaptcha } from '@/components/captcha';
import { useRules } from '@/components/form/useRules';
import { LightField } from '@/components/lightForm';

export const CAPTCHA_FIELD = 'captcha';

interface CaptchaFieldProps {
  captcha: UseCaptcha;
  action: string;
  /** Replaces `captcha.setToken` (it must call it). */
  onChange?(token: string | null): void;
}

export function CaptchaField({ captcha, action, onChange = captcha.setToken }: CaptchaFieldProps) {
  const intl = useIntl();
  const rules = useRules();
  const label = intl.formatMessage({ id: 'captcha.label' });

  if (captcha.version === 3) {
    return <Captcha ref={captcha.captchaRef} version={3} action={action} onChange={onChange} />;
  }
  return (
    <LightField name={CAPTCHA_FIELD} label={label} rules={[rules.required(label)]} validateTrigger="submit">
      <Captcha ref={captcha.captchaRef} version={2} action={action} onChange={onChange} />
    </LightField>
  );
}

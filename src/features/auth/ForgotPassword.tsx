/**
 * Forgot password (spec §5, §7): email, or the locked country + mobile, and the captcha. Mobile mode:
 * the server sends an SMS code and the reset screen follows with the number filled in. Email mode: a
 * reset link is mailed; the screen says so and offers to send again.
 */
import { useState } from 'react';
import { Button } from 'antd';
import { LightForm, useLightForm } from '@/components/lightForm';
import { AuthResult } from './AuthResult';
import { useIntl } from 'react-intl';
import { Ltr } from '@/components/Ltr';
import { useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/components/links';
import { useForgotPasswordMutation, type AuthAnswer, type ForgotPasswordBody } from '@/api/services/auth';
import { useCaptcha } from '@/components/captcha';
import { config } from '@/config';
import { useAppSelector } from '@/state/hooks';
import { selectAuthType } from '@/state/selectors';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLinks';
import { CaptchaField } from './CaptchaField';
import { IdentityFields } from './IdentityFields';
import { identityBody, type IdentityValues } from './authBody';
import { useCaptchaSend } from './useCaptchaSend';
import type { ResetPasswordState } from './resetState';
import { paths } from '@/lib/paths';

export default function ForgotPassword() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = useLightForm<IdentityValues>();
  const authType = useAppSelector(selectAuthType);
  const captcha = useCaptcha();
  const [forgot] = useForgotPasswordMutation();
  const { send, busy } = useCaptchaSend<Omit<ForgotPasswordBody, 'recaptchaVersion' | 'g-recaptcha-response'>, AuthAnswer>(captcha, forgot);
  const [mailedTo, setMailedTo] = useState<string | null>(null);

  const submit = async (values: IdentityValues) => {
    const identity = identityBody(values, authType);
    const result = await send(identity);
    if (!result?.ok) return;
    if (authType === 'email') {
      setMailedTo(identity.email ?? '');
      return;
    }
    const state: ResetPasswordState = { country: identity.country, mobile: identity.mobile };
    void navigate(paths.resetPassword(params.get('redirect')), { state });
  };

  const title = intl.formatMessage({ id: 'auth.forgot.title' });

  if (mailedTo !== null) {
    return (
      <AuthCard title={title} footer={<AuthLink to={paths.login()} messageId="auth.backToLogin" />}>
        <AuthResult
          status="success"
          title={intl.formatMessage({ id: 'auth.forgot.mailedTitle' })}
          subTitle={intl.formatMessage({ id: 'auth.forgot.mailedBody' }, { email: <Ltr key="e">{mailedTo}</Ltr> })}
          extra={
            <Button onClick={() => setMailedTo(null)}>{intl.formatMessage({ id: 'auth.forgot.again' })}</Button>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      description={intl.formatMessage({ id: authType === 'email' ? 'auth.forgot.introEmail' : 'auth.forgot.introMobile' })}
      footer={
        <>
          <AuthLink to={paths.login()} messageId="auth.backToLogin" />
          {authType === 'mobile' && <AuthLink to={paths.resetPassword()} messageId="auth.forgot.haveCode" />}
        </>
      }
    >
      <LightForm<IdentityValues>
        form={form}
        requiredMark={false}
        initialValues={{ country: config.defaultCountryId }}
        onFinish={(values) => void submit(values)}
        aria-label={title}
      >
        <IdentityFields authType={authType} />
        <CaptchaField captcha={captcha} action="forgot_password" />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {intl.formatMessage({ id: authType === 'email' ? 'auth.forgot.submitEmail' : 'auth.forgot.submitMobile' })}
        </Button>
      </LightForm>
    </AuthCard>
  );
}

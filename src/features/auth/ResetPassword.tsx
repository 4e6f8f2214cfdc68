/**
 * Reset password (spec §5, §7). Email mode: the token is the route's `:variable` (from the mailed
 * link); the user gives the email and the new password twice. Mobile mode: the locked country, the
 * mobile (filled in when coming from "forgot password"), the SMS code as the token, the new password
 * twice. Confirm must equal the password. Success goes to /login.
 */
import { Alert, Button } from 'antd';
import { AuthResult } from './AuthResult';
import { useIntl } from 'react-intl';
import { Ltr } from '@/components/Ltr';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/components/links';
import { useResetPasswordMutation, type AuthAnswer, type ResetPasswordBody } from '@/api/services/auth';
import { useCaptcha } from '@/components/captcha';
import { useRules } from '@/components/form/useRules';
import { LightDigitsInput, LightField, LightForm, LightPassword, useLightForm } from '@/components/lightForm';
import { CODE_LENGTH } from '@/components/verification/codeDigits';
import { config } from '@/config';
import { useAppSelector } from '@/state/hooks';
import { selectAuthType } from '@/state/selectors';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLinks';
import { CaptchaField } from './CaptchaField';
import { IdentityFields } from './IdentityFields';
import { identityBody, latinCode, type IdentityValues } from './authBody';
import { readResetState } from './resetState';
import { useCaptchaSend } from './useCaptchaSend';
import { paths } from '@/lib/paths';

interface ResetValues extends IdentityValues {
  token?: string;
  password?: string;
  confirm?: string;
}

const PASSWORD_MAX = 100;

export default function ResetPassword() {
  const intl = useIntl();
  const rules = useRules();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { variable } = useParams();
  const [form] = useLightForm<ResetValues>();
  const authType = useAppSelector(selectAuthType);
  const captcha = useCaptcha();
  const [reset] = useResetPasswordMutation();
  const { send, busy } = useCaptchaSend<Omit<ResetPasswordBody, 'recaptchaVersion' | 'g-recaptcha-response'>, AuthAnswer>(captcha, reset);
  const fromForgot = readResetState(location.state);
  const title = intl.formatMessage({ id: 'auth.reset.title' });

  if (authType === 'email' && !variable) {
    return (
      <AuthCard title={title} footer={<AuthLink to={paths.login()} messageId="auth.backToLogin" />}>
        <AuthResult
          status="warning"
          title={intl.formatMessage({ id: 'auth.reset.noLinkTitle' })}
          subTitle={intl.formatMessage({ id: 'auth.reset.noLinkBody' })}
          extra={<AuthLink to={paths.forgotPassword} messageId="auth.reset.askAgain" />}
        />
      </AuthCard>
    );
  }

  const submit = async (values: ResetValues) => {
    const token = authType === 'email' ? (variable ?? '') : latinCode(values.token);
    const result = await send({ ...identityBody(values, authType), token, password: values.password ?? '' });
    if (!result?.ok) return;
    void navigate(paths.login(params.get('redirect')), { replace: true });
  };

  const codeLabel = intl.formatMessage({ id: 'auth.reset.code' });
  const passwordLabel = intl.formatMessage({ id: 'auth.newPassword' });
  const confirmLabel = intl.formatMessage({ id: 'auth.confirmPassword' });

  return (
    <AuthCard
      title={title}
      description={intl.formatMessage({ id: authType === 'email' ? 'auth.reset.introEmail' : 'auth.reset.introMobile' })}
      footer={
        <>
          <AuthLink to={paths.login()} messageId="auth.backToLogin" />
          <AuthLink to={paths.forgotPassword} messageId="auth.reset.askAgain" />
        </>
      }
    >
      {authType === 'mobile' && fromForgot.mobile && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={intl.formatMessage({ id: 'auth.code.sentTo' }, { mobile: <Ltr key="m">{`0${fromForgot.mobile}`}</Ltr> })}
        />
      )}
      <LightForm<ResetValues>
        form={form}
        requiredMark={false}
        initialValues={{ country: fromForgot.country ?? config.defaultCountryId, mobile: fromForgot.mobile }}
        onFinish={(values) => void submit(values)}
        aria-label={title}
      >
        <IdentityFields authType={authType} />
        {authType === 'mobile' && (
          <LightField name="token" label={codeLabel} rules={[rules.required(codeLabel), rules.digits(codeLabel, CODE_LENGTH)]}>
            <LightDigitsInput digitsOnly maxLength={CODE_LENGTH} autoComplete="one-time-code" />
          </LightField>
        )}
        <LightField name="password" label={passwordLabel} rules={[rules.required(passwordLabel), rules.max(passwordLabel, PASSWORD_MAX)]}>
          <LightPassword autoComplete="new-password" />
        </LightField>
        <LightField
          name="confirm"
          label={confirmLabel}
          dependencies={['password']}
          rules={[rules.required(confirmLabel), rules.equalsField(confirmLabel, 'password')]}
        >
          <LightPassword autoComplete="new-password" />
        </LightField>
        <CaptchaField captcha={captcha} action="reset_password" />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {intl.formatMessage({ id: 'auth.reset.submit' })}
        </Button>
      </LightForm>
    </AuthCard>
  );
}

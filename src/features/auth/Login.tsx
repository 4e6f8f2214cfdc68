/**
 * /login (spec §4, §5): email + password, or the locked country + mobile. In mobile mode the password
 * field exists only in development; without a password (or outside development, with the placeholder)
 * the server sends an SMS code and the code step follows. Success stores the key and goes to the
 * `redirect` target (same origin only) or /edit-user.
 */
import { useIntl } from 'react-intl';
import { useLoginMutation, type LoginBody } from '@/api/services/auth';
import { useCaptcha } from '@/components/captcha';
import { useRules } from '@/components/form/useRules';
import { LightCheckbox, LightField, LightForm, LightPassword, useLightForm } from '@/components/lightForm';
import { config } from '@/config';
import { useAppSelector } from '@/state/hooks';
import { selectAuthType, selectEnvironment } from '@/state/selectors';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLinks';
import { FlowActions } from './FlowActions';
import { IdentityFields } from './IdentityFields';
import { identityBody, latinCode, loginPassword, type IdentityValues } from './authBody';
import { useCodeFlow } from './useCodeFlow';
import { paths } from '@/lib/paths';

interface LoginValues extends IdentityValues {
  password?: string;
  remember?: boolean;
}

export default function Login() {
  const intl = useIntl();
  const rules = useRules();
  const [form] = useLightForm<LoginValues>();
  const authType = useAppSelector(selectAuthType);
  const isDevelopment = useAppSelector(selectEnvironment) === 'development';
  const captcha = useCaptcha();
  const [login] = useLoginMutation();
  const showPassword = authType === 'email' || isDevelopment;

  const flow = useCodeFlow<LoginValues, Omit<LoginBody, 'recaptchaVersion' | 'g-recaptcha-response'>>({
    captcha,
    form,
    trigger: login,
    buildBody: (values, code) => ({
      ...identityBody(values, authType),
      password: loginPassword(values.password, authType, isDevelopment),
      remember: values.remember ?? true,
      ...(code ? { code: latinCode(code) } : {}),
    }),
  });

  const passwordLabel = intl.formatMessage({ id: 'auth.password' });

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.login.title' })}
      description={intl.formatMessage({ id: authType === 'email' ? 'auth.login.introEmail' : 'auth.login.introMobile' })}
      footer={
        <>
          <AuthLink to={paths.forgotPassword} messageId="auth.login.forgot" />
          <AuthLink to={paths.register()} messageId="auth.login.toRegister" />
        </>
      }
    >
      <LightForm<LoginValues>
        form={form}
        requiredMark={false}
        initialValues={{ country: config.defaultCountryId, remember: true }}
        onFinish={(values) => void flow.submit(values)}
        aria-label={intl.formatMessage({ id: 'auth.login.title' })}
      >
        <div hidden={Boolean(flow.step)}>
          <IdentityFields authType={authType} />
          {showPassword && (
            <LightField
              name="password"
              label={passwordLabel}
              rules={authType === 'email' ? [rules.required(passwordLabel)] : []}
              extra={authType === 'mobile' ? intl.formatMessage({ id: 'auth.login.passwordOptional' }) : undefined}
            >
              <LightPassword autoComplete="current-password" />
            </LightField>
          )}
          <LightField name="remember" valuePropName="checked">
            <LightCheckbox>{intl.formatMessage({ id: 'auth.login.remember' })}</LightCheckbox>
          </LightField>
        </div>
        <FlowActions flow={flow} captcha={captcha} action="login" submitLabel={intl.formatMessage({ id: 'auth.login.submit' })} />
      </LightForm>
    </AuthCard>
  );
}

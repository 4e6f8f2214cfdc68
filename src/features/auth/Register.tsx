/**
 * /register (spec §4, §5): first and last name plus email, or the locked country + mobile. In mobile
 * mode the server sends an SMS code first and the code step follows; the answer with the key signs
 * the new user in (email mode: at once, the password arrives by email).
 */
import { useIntl } from 'react-intl';
import { useRegisterMutation, type RegisterBody } from '@/api/services/auth';
import { useCaptcha } from '@/components/captcha';
import { useRules } from '@/components/form/useRules';
import { LightField, LightForm, LightInput, useLightForm } from '@/components/lightForm';
import { config } from '@/config';
import { useAppSelector } from '@/state/hooks';
import { selectAuthType } from '@/state/selectors';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLinks';
import { FlowActions } from './FlowActions';
import { IdentityFields } from './IdentityFields';
import { identityBody, latinCode, type IdentityValues } from './authBody';
import { useCodeFlow } from './useCodeFlow';
import { paths } from '@/lib/paths';

interface RegisterValues extends IdentityValues {
  firstName?: string;
  lastName?: string;
}

const NAME_MAX = 100;

export default function Register() {
  const intl = useIntl();
  const rules = useRules();
  const [form] = useLightForm<RegisterValues>();
  const authType = useAppSelector(selectAuthType);
  const captcha = useCaptcha();
  const [register] = useRegisterMutation();

  const flow = useCodeFlow<RegisterValues, Omit<RegisterBody, 'recaptchaVersion' | 'g-recaptcha-response'>>({
    captcha,
    form,
    trigger: register,
    buildBody: (values, code) => ({
      firstName: (values.firstName ?? '').trim(),
      lastName: (values.lastName ?? '').trim(),
      ...identityBody(values, authType),
      ...(code ? { code: latinCode(code) } : {}),
    }),
  });

  const firstName = intl.formatMessage({ id: 'auth.firstName' });
  const lastName = intl.formatMessage({ id: 'auth.lastName' });

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.register.title' })}
      description={intl.formatMessage({ id: authType === 'email' ? 'auth.register.introEmail' : 'auth.register.introMobile' })}
      footer={<AuthLink to={paths.login()} messageId="auth.register.toLogin" />}
    >
      <LightForm<RegisterValues>
        form={form}
        requiredMark={false}
        initialValues={{ country: config.defaultCountryId }}
        onFinish={(values) => void flow.submit(values)}
        aria-label={intl.formatMessage({ id: 'auth.register.title' })}
      >
        <div hidden={Boolean(flow.step)}>
          <LightField name="firstName" label={firstName} rules={[rules.required(firstName), rules.max(firstName, NAME_MAX)]}>
            <LightInput autoComplete="given-name" />
          </LightField>
          <LightField name="lastName" label={lastName} rules={[rules.required(lastName), rules.max(lastName, NAME_MAX)]}>
            <LightInput autoComplete="family-name" />
          </LightField>
          <IdentityFields authType={authType} />
        </div>
        <FlowActions flow={flow} captcha={captcha} action="register" submitLabel={intl.formatMessage({ id: 'auth.register.submit' })} />
      </LightForm>
    </AuthCard>
  );
}

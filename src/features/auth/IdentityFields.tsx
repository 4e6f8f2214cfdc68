/**
 * The "who" part of every auth form (spec §5). Email mode: email, required and valid. Mobile mode:
 * the country, preselected to the configured default and locked, and the mobile number — Persian,
 * Arabic or Latin digits become Latin, anything else is dropped, leading zeros go as typed, exactly 10.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useSiteCountriesQuery } from '@/api/services/site';
import { QueryLoadError, queryFailed } from '@/components/LoadError';
import { useRules } from '@/components/form/useRules';
import { LightDigitsInput, LightField, LightInput } from '@/components/lightForm';
import type { AuthType } from '@/config';
import { formatDigits } from '@/lib/digits';

export const MOBILE_LENGTH = 10;

export function IdentityFields({ authType, disabled }: { authType: AuthType; disabled?: boolean }) {
  const intl = useIntl();
  const rules = useRules();

  if (authType === 'email') {
    const label = intl.formatMessage({ id: 'auth.email' });
    return (
      <LightField name="email" label={label} rules={[rules.required(label), rules.email(label)]}>
        <LightInput type="email" dir="ltr" autoComplete="username" inputMode="email" disabled={disabled} />
      </LightField>
    );
  }
  return <MobileFields disabled={disabled} />;
}

function MobileFields({ disabled }: { disabled?: boolean }) {
  const intl = useIntl();
  const rules = useRules();
  const countries = useSiteCountriesQuery();
  const countryLabel = intl.formatMessage({ id: 'auth.country' });
  const mobileLabel = intl.formatMessage({ id: 'auth.mobile' });
  const options = (countries.data ?? []).map((country) => ({
    value: country.id,
    // The calling code is isolated left-to-right so it reads '(+98)' in Persian too, in the language's
    // digits ('(+۹۸)' in fa), as every number a person reads there.
    label: `${country.name} \u2066(+${formatDigits(country.callingCode, intl.locale)})\u2069`,
  }));

  return (
    <>
      <LightField
        name="country"
        label={countryLabel}
        rules={[rules.required(countryLabel)]}
        // only a failed load takes the slot under the locked field: an empty extra would leave a blank band
        extra={queryFailed(countries) ? <QueryLoadError query={countries} what={<FormattedMessage id="loadError.what.options" />} /> : undefined}
      >
        {/* Locked to the configured default country (spec §5): a native select, so antd's Select
            (rc-select, virtual list) stays out of the sign-in screens' first load. */}
        <select className="auth-country" disabled aria-label={countryLabel} aria-busy={countries.isLoading}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </LightField>
      <LightField
        name="mobile"
        label={mobileLabel}
        rules={[rules.required(mobileLabel), rules.digits(mobileLabel, MOBILE_LENGTH)]}
        extra={intl.formatMessage({ id: 'auth.mobileHint' })}
      >
        <LightDigitsInput
          digitsOnly
          stripLeadingZeros
          maxLength={MOBILE_LENGTH}
          autoComplete="tel-national"
          placeholder="9123456789"
          disabled={disabled}
        />
      </LightField>
    </>
  );
}

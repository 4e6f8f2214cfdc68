/** Fields of the user add and edit pages (admin §2, §5): names, the sign-in field by auth type, the locked country. */
import { Col, Form, Input, Select } from 'antd';
import { useCountriesQuery } from '@/api/services/dashboard';
import { MobileInput, useRules } from '@/components/form';
import { QueryLoadError } from '@/components/LoadError';
import { NAME_MAX } from '@/api/schemas/peopleRequests';
import { toLatinDigits } from '@/lib/digits';
import { useAppSelector } from '@/state/hooks';
import { selectAuthType } from '@/state/selectors';
import { useLabel } from './fields';

export const half = { xs: 24, md: 12 };

/** First and last name (required, at most 100). */
export function NameFields() {
  const label = useLabel();
  const rules = useRules();
  return (
    <>
      <Col {...half}>
        <Form.Item name="firstName" label={label('firstName')} rules={[rules.required(label('firstName')), rules.max(label('firstName'), NAME_MAX)]}>
          <Input maxLength={NAME_MAX} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="lastName" label={label('lastName')} rules={[rules.required(label('lastName')), rules.max(label('lastName'), NAME_MAX)]}>
          <Input maxLength={NAME_MAX} autoComplete="off" />
        </Form.Item>
      </Col>
    </>
  );
}

/** Email (required, valid) when users sign in by email; otherwise mobile (required, 10 digits, leading zeros stripped as typed). */
export function SignInField() {
  const label = useLabel();
  const rules = useRules();
  const authType = useAppSelector(selectAuthType);
  return authType === 'email' ? (
    <Form.Item name="email" label={label('email')} rules={[rules.required(label('email')), rules.email(label('email'))]}>
      <Input type="email" maxLength={100} dir="ltr" autoComplete="off" />
    </Form.Item>
  ) : (
    <Form.Item name="mobile" label={label('mobile')} rules={[rules.required(label('mobile')), rules.digits(label('mobile'), 10)]}>
      <MobileInput autoComplete="off" />
    </Form.Item>
  );
}

/** The country, required and locked to the default (spec §5). */
export function CountryField() {
  const label = useLabel();
  const rules = useRules();
  const countries = useCountriesQuery();
  return (
    <Form.Item name="country" label={label('country')} rules={[rules.required(label('country'))]} extra={<QueryLoadError query={countries} what={label('country')} />}>
      <Select options={(countries.data ?? []).map((c) => ({ value: c.id, label: c.name }))} loading={countries.isFetching} disabled />
    </Form.Item>
  );
}

/** The sign-in field of the request: only the one the form shows (email, or mobile without leading zeros). */
export function signInBody(values: { email?: string; mobile?: string }): { email: string } | { mobile: string } {
  if (values.mobile !== undefined) return { mobile: toLatinDigits(values.mobile).trim().replace(/^0+/, '') };
  return { email: (values.email ?? '').trim() };
}

/** The page waits (spinner) for the country list the locked country is shown from; a failure shows it in place, with a retry. */
export function useCountriesReady(): Record<string, never> | undefined {
  const countries = useCountriesQuery();
  // once it failed the form shows (with the error in place): the country field's own subscription
  // refetches, and that refetch must not bring the spinner back (it would unmount the field, again and again)
  return countries.isLoading && !countries.error ? undefined : {};
}

/**
 * A searchable select fed by an "all" query endpoint (brands, products, posts, users): single or
 * several, filtered client-side by label, with loading and error states (a retry in the popup). As a
 * Form.Item control its value is the chosen id (single) or ids (multiple).
 */
import { useMemo } from 'react';
import { Select } from 'antd';
import { useIntl } from 'react-intl';
import type { SelectProps } from 'antd';
import type { AuthType } from '@/config';
import { useAppSelector } from '@/state/hooks';
import { selectAuthType } from '@/state/selectors';
import { displayPhone } from '@/lib/phone';
import { formatDigitValue } from '@/lib/digits';
import type { ArgOf, ArrayEndpoint, ItemOf } from './query';
import { QueryState } from './query';
import { matchesSearch } from './search';

export interface RemoteSelectProps<E extends ArrayEndpoint, T = ItemOf<E>>
  extends Omit<SelectProps, 'options' | 'value' | 'onChange' | 'mode' | 'loading' | 'showSearch' | 'filterOption' | 'labelInValue'> {
  /** The "all" query: `api.endpoints.brandAll` (its `useQuery(arg)` answers every item). */
  endpoint: E;
  /** The query's argument, when it takes one. */
  arg?: ArgOf<E>;
  /** The option's text (shown and searched). */
  getLabel(item: T): string;
  /** The option's value; default `item.id`. */
  getValue?(item: T): string;
  /** Pick several; the value is then an array of ids. */
  multiple?: boolean;
  value?: string | string[] | null;
  onChange?(value: string | string[] | undefined): void;
}

const idOf = (item: unknown) => String((item as { id?: unknown }).id ?? '');

export function RemoteSelect<E extends ArrayEndpoint, T = ItemOf<E>>({
  endpoint,
  arg,
  getLabel,
  getValue = idOf,
  multiple,
  value,
  onChange,
  ...rest
}: RemoteSelectProps<E, T>) {
  const query = endpoint.useQuery(arg);
  const { data } = query;
  const options = useMemo(() => ((data ?? []) as T[]).map((item) => ({ value: getValue(item), label: getLabel(item) })), [data, getLabel, getValue]);
  const current = multiple ? (Array.isArray(value) ? value : value ? [value] : []) : (value ?? undefined);
  return (
    <Select
      allowClear
      style={{ width: '100%' }}
      mode={multiple ? 'multiple' : undefined}
      maxTagCount={multiple ? 'responsive' : undefined}
      options={options}
      loading={query.isFetching}
      status={query.isError ? 'error' : undefined}
      notFoundContent={<QueryState query={query} />}
      showSearch={{ filterOption: (input, option) => matchesSearch(String(option?.label ?? ''), input) }}
      {...rest}
      value={current}
      onChange={(next: string | string[] | undefined) => onChange?.(multiple ? (next ?? []) : (next ?? undefined))}
    />
  );
}

/** A user as `user/all` lists them. */
export interface UserOption {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  mobile?: string | null;
}

/** A 10-digit mobile (9xxxxxxxxx) or +98 number shown with its leading 0. */
export function localMobile(mobile: string | null | undefined): string {
  const phone = displayPhone(mobile);
  return /^9\d{9}$/.test(phone) ? `0${phone}` : phone;
}

/**
 * "full name (email)" when users sign in by email, "full name (mobile)" (leading 0) when by mobile;
 * the other contact when the expected one is missing, the bare name when both are. A mobile is written
 * in the language's digits (Persian in fa, as every number a person reads there); an e-mail as it is.
 */
export function userLabel(user: UserOption, authType: AuthType, locale = 'en'): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  const email = user.email?.trim() ?? '';
  const mobile = formatDigitValue(localMobile(user.mobile), locale);
  const contact = authType === 'email' ? email || mobile : mobile || email;
  if (!contact) return name;
  return name ? `${name} (${contact})` : contact;
}

export type UserSelectProps<E extends ArrayEndpoint<UserOption>> = Omit<RemoteSelectProps<E, UserOption>, 'getLabel' | 'getValue'>;

/** RemoteSelect over a users-all endpoint (`usermanagement/v1/user/all`), labelled per the sign-in type. */
export function UserSelect<E extends ArrayEndpoint<UserOption>>(props: UserSelectProps<E>) {
  const authType = useAppSelector(selectAuthType);
  const { locale } = useIntl();
  const getLabel = useMemo(() => (user: UserOption) => userLabel(user, authType, locale), [authType, locale]);
  return <RemoteSelect<E, UserOption> {...props} getLabel={getLabel} />;
}

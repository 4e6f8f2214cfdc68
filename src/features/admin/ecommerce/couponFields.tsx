/**
 * The coupon's filter and add form (admin spec §5): percent 1–100, ceiling ≤ 10 digits or unlimited,
 * optional numeric code ≤ 5 digits, message ≤ 200 filled from a chosen format (SMS templates T001–T003),
 * expiry and send date not before today (send date only when users sign in by mobile), users and user
 * groups (roles) merged without duplicates, email and SMS flags.
 */
import { useEffect } from 'react';
import { Checkbox, Form, Input, Select, Space } from 'antd';
import type { FormRule } from 'antd';
import { useIntl } from 'react-intl';
import { isFaLocale } from '@/lib/locale';
import { percentSign } from '@/lib/number';
import { dashboardApi } from '@/api/services/dashboard';
import { useRoleAllQuery, useUsersInRolesQuery } from '@/api/services/usermanagement';
import { QueryLoadError } from '@/components/LoadError';
import { COUPON_STATUSES, type CouponRequest } from '@/api/schemas';
import { COUPON_MESSAGE_MAX, MONEY_MAX } from '@/api/schemas/orders';
import type { CouponFilter } from '@/api/services/ecommerceOrders';
import { DatePicker, disabledBeforeToday } from '@/components/DatePicker';
import { DigitsInput, useRules } from '@/components/form';
import type { FieldsProps } from '@/components/resource';
import { DateRangeField, UserSelect, rangesToFilters, filtersToRanges, type PickerRange } from '@/components/resource/fields';
import type { Dayjs } from '@/i18n/dayjs';
import { toLatinDigits } from '@/lib/digits';
import { selectAuthType } from '@/state/selectors';
import { useAppSelector } from '@/state/hooks';
import { useShowCount } from '@/components/digits';

/** The message formats (spec §4: SMS templates). */
export const COUPON_FORMATS = ['T001', 'T002', 'T003'] as const;
export const COUPON_CODE_MAX = 5;
const MONEY_DIGITS = String(MONEY_MAX).length;

/** `coupon.field.<key>` in the current language. */
export function useCouponLabel() {
  const intl = useIntl();
  return (key: string) => intl.formatMessage({ id: `coupon.field.${key}` });
}

export interface CouponValues {
  users?: string[];
  groups?: string[];
  /** the members of the chosen groups (kept in step with `groups`) */
  groupUsers?: string[];
  percent: string;
  ceilingPrice?: string;
  code?: string;
  format?: string;
  message: string;
  expireAt: Dayjs;
  sendAt?: Dayjs | null;
  email?: boolean;
  sms?: boolean;
}

/** The chosen users and the members of the chosen groups, each once, in the order chosen. */
export function mergeRecipients(users: readonly string[] = [], groupUsers: readonly string[] = []): string[] {
  return [...new Set([...users, ...groupUsers])];
}

const digits = (v: string | undefined) => (v == null || String(v).trim() === '' ? undefined : toLatinDigits(String(v)).trim());

/** The request body; `sendAt` only exists in the form when users sign in by mobile. */
export function toCouponBody(v: CouponValues): CouponRequest {
  const ceiling = digits(v.ceilingPrice);
  return {
    users: mergeRecipients(v.users, v.groupUsers),
    percent: Number(digits(v.percent)),
    // empty = unlimited
    ceilingPrice: ceiling === undefined ? null : Number(ceiling),
    code: digits(v.code) ?? null,
    message: v.message.trim(),
    send: { email: !!v.email, sms: !!v.sms },
    sendAt: v.sendAt ? v.sendAt.startOf('day').toISOString() : null,
    // valid through the whole chosen day
    expireAt: v.expireAt.endOf('day').toISOString(),
  };
}

function GroupsField({ form }: Pick<FieldsProps<unknown>, 'form'>) {
  const label = useCouponLabel();
  const intl = useIntl();
  const roles = useRoleAllQuery();
  const groups = Form.useWatch('groups', form) as string[] | undefined;
  const chosen = [...(groups ?? [])].sort();
  // role members come from the user list (its users carry roles; user/all does not)
  const membersQuery = useUsersInRolesQuery(chosen, { skip: !chosen.length });
  const members = chosen.length ? (membersQuery.currentData ?? []).map((u) => u.id) : [];
  const known = !chosen.length || membersQuery.currentData !== undefined;
  const key = members.join(',');
  useEffect(() => {
    form.setFieldValue('groupUsers', key ? key.split(',') : []);
  }, [form, key]);
  const empty: FormRule = {
    validator: (_r, value: string[] | undefined) => {
      if (!value?.length) return Promise.resolve();
      // never send while the members are unknown: no recipients would mean every user
      if (!known) return Promise.reject(new Error(intl.formatMessage({ id: 'coupon.groupsLoading' })));
      return members.length ? Promise.resolve() : Promise.reject(new Error(intl.formatMessage({ id: 'coupon.rule.emptyGroups' })));
    },
  };
  return (
    <>
      <Form.Item
        name="groups"
        label={label('groups')}
        rules={[empty]}
        extra={
          membersQuery.isError ? (
            <QueryLoadError query={membersQuery} />
          ) : chosen.length && known ? (
            intl.formatMessage({ id: 'coupon.field.groupMembers' }, { count: members.length })
          ) : undefined
        }
      >
        <Select
          mode="multiple"
          allowClear
          showSearch
          optionFilterProp="label"
          loading={roles.isFetching}
          placeholder={label('allUsers')}
          options={(roles.data ?? []).map((r) => ({ value: r.name, label: r.caption || r.name }))}
        />
      </Form.Item>
      <Form.Item name="groupUsers" hidden>
        <Select mode="multiple" />
      </Form.Item>
    </>
  );
}

/** The add form. */
export function CouponFields({ form }: Pick<FieldsProps<unknown>, 'form'>) {
  const showCount = useShowCount();
  const label = useCouponLabel();
  const rules = useRules();
  const intl = useIntl();
  const mobileSignIn = useAppSelector(selectAuthType) === 'mobile';
  const expiryRule = rules.notBeforeToday(label('expireAt'));
  const sendAtRule = rules.notBeforeToday(label('sendAt'));
  const fill = (format: string | undefined) => {
    if (!format) return;
    const percent = digits(form.getFieldValue('percent') as string | undefined);
    const text = intl.formatMessage({ id: `coupon.format.${format}.text` }, { percent: percent ? intl.formatNumber(Number(percent)) : '…' });
    form.setFieldValue('message', text.slice(0, COUPON_MESSAGE_MAX));
    void form.validateFields(['message']).catch(() => undefined);
  };
  return (
    <>
      <Form.Item name="users" label={label('users')}>
        <UserSelect endpoint={dashboardApi.endpoints.staffUserList} multiple placeholder={label('allUsers')} />
      </Form.Item>
      <GroupsField form={form} />
      <Form.Item name="percent" label={label('percent')} rules={[rules.required(label('percent')), rules.range(label('percent'), 1, 100)]}>
        <DigitsInput digitsOnly maxLength={3} suffix={percentSign({ persianDigits: isFaLocale(intl.locale) })} />
      </Form.Item>
      <Form.Item
        name="ceilingPrice"
        label={label('ceilingPrice')}
        extra={label('ceilingHint')}
        rules={[rules.digits(label('ceilingPrice')), rules.max(label('ceilingPrice'), MONEY_DIGITS)]}
      >
        <DigitsInput digitsOnly maxLength={MONEY_DIGITS + 1} placeholder={label('unlimited')} />
      </Form.Item>
      <Form.Item name="code" label={label('code')} extra={label('codeHint')} rules={[rules.digits(label('code')), rules.max(label('code'), COUPON_CODE_MAX)]}>
        <DigitsInput digitsOnly maxLength={COUPON_CODE_MAX + 1} />
      </Form.Item>
      <Form.Item name="format" label={label('format')}>
        <Select
          allowClear
          onChange={fill}
          options={COUPON_FORMATS.map((f) => ({ value: f, label: `${f} · ${intl.formatMessage({ id: `coupon.format.${f}` })}` }))}
        />
      </Form.Item>
      <Form.Item name="message" label={label('message')} rules={[rules.required(label('message')), rules.max(label('message'), COUPON_MESSAGE_MAX)]}>
        <Input.TextArea showCount={showCount} maxLength={COUPON_MESSAGE_MAX} autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="expireAt" label={label('expireAt')} rules={[rules.required(label('expireAt')), expiryRule]}>
        <DatePicker disabledDate={disabledBeforeToday} style={{ width: '100%' }} />
      </Form.Item>
      {mobileSignIn && (
        <Form.Item name="sendAt" label={label('sendAt')} rules={[sendAtRule]}>
          <DatePicker disabledDate={disabledBeforeToday} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item label={label('sendBy')}>
        <Space wrap>
          <Form.Item name="email" valuePropName="checked" noStyle>
            <Checkbox>{label('sendEmail')}</Checkbox>
          </Form.Item>
          <Form.Item name="sms" valuePropName="checked" noStyle>
            <Checkbox>{label('sendSms')}</Checkbox>
          </Form.Item>
        </Space>
      </Form.Item>
    </>
  );
}

export interface CouponFilterValues {
  code?: string;
  percent?: string;
  status?: string;
  users?: string[];
  date?: PickerRange | null;
  expireAt?: PickerRange | null;
}

const RANGES = ['date', 'expireAt'];

export const couponFilter = {
  Fields: function CouponFilterFields() {
    const label = useCouponLabel();
    const rules = useRules();
    const intl = useIntl();
    return (
      <>
        <Form.Item name="code" label={label('code')} rules={[rules.digits(label('code')), rules.range(label('code'), 1)]}>
          <DigitsInput digitsOnly maxLength={COUPON_CODE_MAX} />
        </Form.Item>
        <Form.Item name="percent" label={label('percent')} rules={[rules.range(label('percent'), 1, 100)]}>
          <DigitsInput digitsOnly maxLength={3} />
        </Form.Item>
        <Form.Item name="status" label={label('status')}>
          <Select allowClear options={COUPON_STATUSES.map((s) => ({ value: s, label: intl.formatMessage({ id: `coupon.status.${s}` }) }))} />
        </Form.Item>
        <Form.Item name="users" label={label('users')}>
          <UserSelect endpoint={dashboardApi.endpoints.staffUserList} multiple placeholder={label('allUsers')} />
        </Form.Item>
        <DateRangeField name="date" label={label('createdAt')} />
        <DateRangeField name="expireAt" label={label('expireAt')} />
      </>
    );
  },
  toFilters: (v: CouponFilterValues): CouponFilter => {
    const out = rangesToFilters<CouponFilter & Record<string, unknown>>(v, RANGES);
    for (const key of Object.keys(out)) if (out[key] == null || out[key] === '' || (Array.isArray(out[key]) && !(out[key] as unknown[]).length)) delete out[key];
    if (v.code) out.code = toLatinDigits(v.code).trim();
    if (v.percent) out.percent = Number(toLatinDigits(v.percent));
    return out;
  },
  toValues: (f: CouponFilter): Partial<CouponFilterValues> => {
    const v = filtersToRanges<CouponFilterValues>(f, RANGES);
    return { ...v, code: f.code ?? undefined, percent: f.percent == null ? undefined : String(f.percent) };
  },
};

/** Form pieces the invoice, financial and coupon screens share: labels, the user select, enum selects. */
import { Form, Select, type SelectProps } from 'antd';
import { useIntl } from 'react-intl';
import { useStaffUserListQuery } from '@/api/services/dashboard';
import { useUsersInRolesQuery } from '@/api/services/usermanagement';
import { INVOICE_CONDITIONS, INVOICE_STEPS, SHIPPING_TYPES, type UserSummary } from '@/api/schemas';
import { localMobile } from '@/components/invoice';

/** `orders.field.<key>` in the current language. */
export function useOrdersLabel() {
  const intl = useIntl();
  return (key: string) => intl.formatMessage({ id: `orders.field.${key}` });
}

/** A user as a select option: name and the mobile (or email). */
export function userOptionLabel(u: Pick<UserSummary, 'firstName' | 'lastName' | 'email' | 'mobile'>): string {
  const contact = u.mobile ? localMobile(u.mobile) : (u.email ?? '');
  return `${u.firstName} ${u.lastName}${contact ? ` (${contact})` : ''}`;
}

/** Users from `user/all` (id, name, email, mobile: no roles). */
export function UserSelect(props: SelectProps) {
  const { data, isFetching } = useStaffUserListQuery();
  const options = (data ?? []).map((u) => ({ value: u.id, label: userOptionLabel(u) }));
  return <Select showSearch optionFilterProp="label" allowClear loading={isFetching} options={options} {...props} />;
}

const COURIER = ['COURIER'];

/** The users with role COURIER: from the user list, whose users carry their roles (`user/all` does not). */
export function CourierSelect(props: SelectProps) {
  const query = useUsersInRolesQuery(COURIER);
  const options = (query.data ?? []).map((u) => ({ value: u.id, label: userOptionLabel(u) }));
  return <Select showSearch optionFilterProp="label" allowClear loading={query.isFetching} options={options} {...props} />;
}

type EnumProps = SelectProps & { disabledValues?: readonly string[] };

function EnumSelect({ values, messagePrefix, disabledValues = [], ...props }: EnumProps & { values: readonly string[]; messagePrefix: string }) {
  const intl = useIntl();
  return (
    <Select
      allowClear
      options={values.map((v) => ({ value: v, disabled: disabledValues.includes(v), label: intl.formatMessage({ id: `${messagePrefix}.${v}`, defaultMessage: v }) }))}
      {...props}
    />
  );
}

export const ConditionSelect = (props: EnumProps) => <EnumSelect values={INVOICE_CONDITIONS} messagePrefix="invoice.condition" {...props} />;
export const StepSelect = (props: EnumProps) => <EnumSelect values={INVOICE_STEPS} messagePrefix="invoice.step" {...props} />;
export const ShippingSelect = (props: EnumProps) => <EnumSelect values={SHIPPING_TYPES.slice(2)} messagePrefix="invoice.shippingType" {...props} />;

/** A form item with the orders label. */
export function Item({ name, children, ...rest }: React.ComponentProps<typeof Form.Item> & { name: string }) {
  const label = useOrdersLabel()(name);
  return (
    <Form.Item name={name} label={label} {...rest}>
      {children}
    </Form.Item>
  );
}

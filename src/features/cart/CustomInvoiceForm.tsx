/** Staff: an invoice from the cart for a chosen user (customer spec §2, §5). */
import { useMemo } from 'react';
import { Button, Form, Modal, Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStaffUserListQuery } from '@/api/services/dashboard';
import { DatePicker, disabledTodayAndBefore } from '@/components/DatePicker';
import { QueryLoadError } from '@/components/LoadError';
import { useRules } from '@/components/form';
import { toIsoDate, type Dayjs } from '@/i18n/dayjs';
import { CouponField, ShippingTypeField } from './InvoiceFields';
import { useCreateInvoice } from './useCreateInvoice';

interface Values {
  user?: string;
  expireAt?: Dayjs;
  code?: string;
  shippingType?: string;
}

export default function CustomInvoiceForm({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const { submit, busy } = useCreateInvoice(form);
  const usersQuery = useStaffUserListQuery(undefined, { skip: !open });
  const { isLoading } = usersQuery;
  const users = useMemo(() => usersQuery.data ?? [], [usersQuery.data]);
  const options = useMemo(
    () =>
      users.map((u) => {
        const contact = u.mobile ? (/^9\d{9}$/.test(u.mobile) ? `0${u.mobile}` : u.mobile) : (u.email ?? '');
        return { value: u.id, label: `${u.firstName} ${u.lastName}${contact ? ` — ${contact}` : ''}` };
      }),
    [users],
  );
  const userLabel = intl.formatMessage({ id: 'cart.form.user' });
  const expiryLabel = intl.formatMessage({ id: 'cart.form.expireAt' });

  const onFinish = async (values: Values) => {
    const done = await submit({
      user: values.user,
      expireAt: toIsoDate(values.expireAt) || undefined,
      code: values.code || undefined,
      shippingType: values.shippingType ?? '',
    });
    if (done) onClose();
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={450}
      title={<FormattedMessage id="cart.custom.title" />}
      footer={null}
      destroyOnHidden
      mask={{ closable: !busy }}
    >
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark>
        <Form.Item name="user" label={userLabel} rules={[rules.required(userLabel)]} extra={<QueryLoadError query={usersQuery} what={userLabel} />}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={isLoading}
            options={options}
            placeholder={intl.formatMessage({ id: 'cart.form.userPlaceholder' })}
          />
        </Form.Item>
        <Form.Item name="expireAt" label={expiryLabel} rules={[rules.required(expiryLabel)]}>
          <DatePicker disabledDate={disabledTodayAndBefore} style={{ width: '100%' }} />
        </Form.Item>
        <CouponField />
        <ShippingTypeField form={form} />
        <Button type="primary" htmlType="submit" loading={busy} block>
          <FormattedMessage id="cart.form.submit" />
        </Button>
      </Form>
    </Modal>
  );
}

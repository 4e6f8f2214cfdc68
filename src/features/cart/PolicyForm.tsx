/** Customers: shipping policy, then the delivery address, shipping type and coupon (customer spec §2). */
import { useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Form, Modal, Space, Steps, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/links';
import { refId, refLabel, type CurrentUser, type Ref } from '@/api/schemas';
import { useCitiesQuery, useProvincesQuery, useRegionsQuery } from '@/api/services/dashboard';
import { config } from '@/config';
import { isFaLocale } from '@/i18n/dayjs';
import { toPersianDigits } from '@/lib/digits';
import { useRules } from '@/components/form';
import { Ltr } from '@/components/Ltr';
import { useStepsDigits } from '@/components/digits';
import { CouponField, ShippingTypeField } from './InvoiceFields';
import { OrderPreview } from './OrderPreview';
import { useCreateInvoice } from './useCreateInvoice';
import { paths } from '@/lib/paths';
import { formatAddress } from '@/lib/address';

interface Values {
  agree?: boolean;
  code?: string;
  shippingType?: string;
}

/** The name of an address part: the populated label, else the name found in the loaded list. */
function nameOf(ref: Ref | null | undefined, list: ReadonlyArray<{ id: string; name: string }> | undefined): string | undefined {
  return refLabel(ref) ?? list?.find((item) => item.id === refId(ref))?.name;
}

function AddressSummary({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const a = user.addresses?.[0];
  const provinceId = refId(a?.province);
  const countryId = refId(user.country) ?? config.defaultCountryId;
  const { data: provinces } = useProvincesQuery(countryId, { skip: !a || !provinceId || !!refLabel(a.province) });
  const { data: cities } = useCitiesQuery(provinceId ?? '', { skip: !a || !provinceId || !!refLabel(a.city) });
  // Policy-form regions use the fixed default city (customer spec §7).
  const { data: regions } = useRegionsQuery(config.defaultCityId, { skip: !a || !a.region || !!refLabel(a.region) });
  if (!a) return <Alert type="warning" showIcon title={<FormattedMessage id="cart.policy.noAddress" />} />;
  const place = formatAddress({ province: nameOf(a.province, provinces), city: nameOf(a.city, cities), region: nameOf(a.region, regions), place: a.place }, intl.locale);
  const d = (v: string | number | null | undefined) => (isFaLocale(intl.locale) ? toPersianDigits(String(v ?? '')) : String(v ?? ''));
  const mobile = user.mobile ? d(/^9\d{9}$/.test(user.mobile) ? `0${user.mobile}` : user.mobile) : '';
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'name', label: intl.formatMessage({ id: 'cart.policy.receiver' }), children: `${user.firstName} ${user.lastName}` },
        ...(mobile ? [{ key: 'mobile', label: intl.formatMessage({ id: 'cart.policy.mobile' }), children: <Ltr>{mobile}</Ltr> }] : []),
        { key: 'address', label: intl.formatMessage({ id: 'cart.policy.address' }), children: place },
        {
          key: 'details',
          label: intl.formatMessage({ id: 'cart.policy.details' }),
          children: intl.formatMessage({ id: 'cart.policy.detailsValue' }, { plaque: d(a.plaque), unit: d(a.unit), postalCode: d(a.postalCode) }),
        },
      ]}
    />
  );
}

export default function PolicyForm({ open, onClose, user }: { open: boolean; onClose(): void; user: CurrentUser }) {
  const intl = useIntl();
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const { submit, busy } = useCreateInvoice(form);
  const agreeLabel = intl.formatMessage({ id: 'cart.policy.agree' });
  const stepsDigits = useStepsDigits();

  const next = async () => {
    try {
      await form.validateFields(['agree']);
      setStep(1);
    } catch {
      /* the checkbox shows its message */
    }
  };

  const onFinish = async (values: Values) => {
    const done = await submit({ code: values.code || undefined, shippingType: values.shippingType ?? '' });
    if (done) onClose();
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={450}
      title={<FormattedMessage id="cart.policy.title" />}
      footer={null}
      destroyOnHidden
      mask={{ closable: !busy }}
    >
      <Steps
        {...stepsDigits}
        size="small"
        current={step}
        style={{ marginBottom: 16 }}
        items={[{ title: intl.formatMessage({ id: 'cart.policy.step.policy' }) }, { title: intl.formatMessage({ id: 'cart.policy.step.address' }) }]}
      />
      <Form form={form} layout="vertical" onFinish={onFinish} preserve>
        <div hidden={step !== 0}>
          <Typography.Title level={5}>
            <FormattedMessage id="cart.policy.heading" />
          </Typography.Title>
          <ul style={{ paddingInlineStart: 20 }}>
            {['1', '2', '3', '4'].map((n) => (
              <li key={n}>
                <Typography.Text>
                  <FormattedMessage id={`cart.policy.rule${n}`} />
                </Typography.Text>
              </li>
            ))}
          </ul>
          <Form.Item name="agree" valuePropName="checked" rules={[rules.checkbox(agreeLabel)]}>
            <Checkbox>{agreeLabel}</Checkbox>
          </Form.Item>
          <Button type="primary" block onClick={next}>
            <FormattedMessage id="cart.policy.next" />
          </Button>
        </div>
        <div hidden={step !== 1}>
          <Typography.Title level={5}>
            <FormattedMessage id="cart.policy.addressHeading" />
          </Typography.Title>
          <AddressSummary user={user} />
          <div style={{ margin: '8px 0 16px' }}>
            <Link to={paths.editUser}>
              <FormattedMessage id="cart.policy.changeAddress" />
            </Link>
          </div>
          <ShippingTypeField form={form} />
          <CouponField />
          <OrderPreview form={form} />
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Button onClick={() => setStep(0)} disabled={busy}>
              <FormattedMessage id="cart.policy.previous" />
            </Button>
            <Button type="primary" htmlType="submit" loading={busy}>
              <FormattedMessage id="cart.form.submit" />
            </Button>
          </Space>
        </div>
      </Form>
    </Modal>
  );
}

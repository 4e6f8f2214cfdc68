/** Fields both invoice forms share: shipping type (rules of §5) and the 5-character coupon code. */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Form, Input, Radio, Skeleton, Space, type FormInstance } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShippingPricesQuery } from '@/api/services/invoice';
import { COUPON_CODE_LENGTH } from '@/api/schemas/requests';
import { LoadError } from '@/components/LoadError';
import { Money } from '@/components/Money';
import { useRules } from '@/components/form';
import { toLatinDigits } from '@/lib/digits';
import { defaultShippingType, shippingOptions } from './decision';

/** The current time, renewed every 30 seconds (the courier window opens and closes while a form is open). */
function useClock(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

export function ShippingTypeField({ form }: { form: FormInstance }) {
  const intl = useIntl();
  const rules = useRules();
  const { data, isLoading, isError, error, isFetching, refetch } = useShippingPricesQuery();
  const now = useClock();
  const options = useMemo(() => shippingOptions(data, now), [data, now]);
  const fallback = defaultShippingType(options);
  const label = intl.formatMessage({ id: 'cart.form.shippingType' });

  useEffect(() => {
    const current = form.getFieldValue('shippingType') as string | undefined;
    const usable = options.some((o) => o.type === current && !o.disabled);
    // (and the field's message goes: "can not be empty" from a press before the types came no longer holds)
    if (!usable && fallback) form.setFields([{ name: 'shippingType', value: fallback, errors: [] }]);
  }, [form, options, fallback]);

  // The field is in the form while its types load (their loading lines in its place), so a press on the
  // form's button then is held by its rule, said under those lines, instead of sending an invoice without
  // a shipping type (which the server refused with its own message).
  return (
    <>
      {isError && !data ? (
        <LoadError compact error={error} what={<FormattedMessage id="loadError.what.shipping" />} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !fallback && data ? (
        <Alert type="warning" showIcon title={<FormattedMessage id="cart.form.noShipping" />} style={{ marginBottom: 12 }} />
      ) : null}
      <Form.Item name="shippingType" label={label} rules={[rules.required(label)]}>
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        ) : (
          <Radio.Group style={{ width: '100%' }}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              {options.map((o) => (
                <Radio key={o.type} value={o.type} disabled={o.disabled} data-testid={`shipping-${o.type}`}>
                  <FormattedMessage id={`invoice.shippingType.${o.type}`} defaultMessage={o.type} />
                  {o.price !== null && !o.disabled ? (
                    <span style={{ marginInlineStart: 8, color: 'rgba(0,0,0,.55)' }}>
                      (<Money value={o.price} />)
                    </span>
                  ) : null}
                  {o.disabled ? (
                    <span style={{ marginInlineStart: 8, color: 'rgba(0,0,0,.45)' }} data-testid={`shipping-${o.type}-reason`}>
                      <FormattedMessage id={o.reason === 'outsideWindow' ? 'cart.form.outsideWindow' : 'cart.form.unavailable'} />
                    </span>
                  ) : null}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
      </Form.Item>
    </>
  );
}

export function CouponField() {
  const intl = useIntl();
  const rules = useRules();
  const label = intl.formatMessage({ id: 'cart.form.coupon' });
  return (
    <Form.Item
      name="code"
      label={label}
      rules={[rules.max(label, COUPON_CODE_LENGTH)]}
      normalize={(v: string | undefined) => toLatinDigits(v ?? '').trim()}
      extra={<FormattedMessage id="cart.form.couponHint" />}
    >
      {/* a code may hold letters: the full keyboard (a numeric keypad could not type them), written as typed */}
      <Input inputMode="text" dir="ltr" autoComplete="off" autoCapitalize="none" autoCorrect="off" spellCheck={false} allowClear placeholder={intl.formatMessage({ id: 'cart.form.couponPlaceholder' })} />
    </Form.Item>
  );
}

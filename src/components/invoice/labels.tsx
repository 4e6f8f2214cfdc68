/** Display of invoice states (customer spec §4): condition tag colours, step and shipping type names. */
import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import { isFaLocale } from '@/i18n/dayjs';
import { toPersianDigits } from '@/lib/digits';

const CONDITION_COLOR: Record<string, string> = { PAID: 'success', WAITING_PAYMENT: 'warning', EXPIRED: 'error' };

export function ConditionTag({ condition }: { condition: string }) {
  return (
    <Tag color={CONDITION_COLOR[condition] ?? 'default'} data-testid="invoice-condition">
      <FormattedMessage id={`invoice.condition.${condition}`} defaultMessage={condition} />
    </Tag>
  );
}

export function StepText({ step }: { step: string }) {
  return <FormattedMessage id={`invoice.step.${step}`} defaultMessage={step} />;
}

export function ShippingTypeText({ type }: { type: string }) {
  return <FormattedMessage id={`invoice.shippingType.${type}`} defaultMessage={type} />;
}

/** 10-digit mobiles are shown with a leading 0. */
export function localMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  return /^9\d{9}$/.test(mobile) ? `0${mobile}` : mobile;
}

/** Digits of free text (mobiles, plaques, postal codes) in the locale's script: Persian in fa. */
export function localDigits(text: string, locale: string): string {
  return isFaLocale(locale) ? toPersianDigits(text) : text;
}

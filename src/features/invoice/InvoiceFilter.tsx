/** Filter modal of /invoice (width 400): invoice number ≥ 1, condition, step, date range. */
import { Button, Form, Modal, Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { INVOICE_CONDITIONS, INVOICE_STEPS } from '@/api/schemas';
import type { InvoiceFilters } from '@/api/services/invoice';
import { RangePicker } from '@/components/DatePicker';
import { DigitsInput, useRules } from '@/components/form';
import { dayjs, toIsoDate, type Dayjs } from '@/i18n/dayjs';

export interface FilterValues {
  /** typed text (Persian and Arabic digits become Latin) or the number from the URL */
  invoiceNumber?: number | string | null;
  condition?: string;
  step?: string;
  date?: [Dayjs | null, Dayjs | null] | null;
}

export function toFilters(values: FilterValues): InvoiceFilters {
  const filters: InvoiceFilters = {};
  if (values.invoiceNumber) filters.invoiceNumber = Number(values.invoiceNumber);
  if (values.condition) filters.condition = values.condition;
  if (values.step) filters.step = values.step;
  const [from, to] = values.date ?? [];
  if (from || to) filters.date = [from ? toIsoDate(from.startOf('day')) : null, to ? toIsoDate(to.endOf('day')) : null];
  return filters;
}

export function fromFilters(filters: InvoiceFilters): FilterValues {
  const [from, to] = filters.date ?? [];
  return {
    invoiceNumber: filters.invoiceNumber ?? null,
    condition: filters.condition,
    step: filters.step,
    date: from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null,
  };
}

export function InvoiceFilter({
  open,
  initial,
  onApply,
  onClose,
}: {
  open: boolean;
  initial: FilterValues;
  onApply(values: FilterValues): void;
  onClose(): void;
}) {
  const intl = useIntl();
  const rules = useRules();
  const [form] = Form.useForm<FilterValues>();
  const numberLabel = intl.formatMessage({ id: 'invoice.filter.invoiceNumber' });
  return (
    <Modal open={open} onCancel={onClose} width={400} title={<FormattedMessage id="invoice.filter.title" />} footer={null} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={onApply}>
        <Form.Item name="invoiceNumber" label={numberLabel} rules={[rules.range(numberLabel, 1)]}>
          <DigitsInput digitsOnly inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item name="condition" label={intl.formatMessage({ id: 'invoice.filter.condition' })}>
          <Select
            allowClear
            options={INVOICE_CONDITIONS.map((c) => ({ value: c, label: intl.formatMessage({ id: `invoice.condition.${c}` }) }))}
          />
        </Form.Item>
        <Form.Item name="step" label={intl.formatMessage({ id: 'invoice.filter.step' })}>
          <Select allowClear options={INVOICE_STEPS.map((s) => ({ value: s, label: intl.formatMessage({ id: `invoice.step.${s}` }) }))} />
        </Form.Item>
        <Form.Item name="date" label={intl.formatMessage({ id: 'invoice.filter.date' })}>
          <RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button
            block
            onClick={() => {
              form.resetFields();
              form.setFieldsValue({ invoiceNumber: null, condition: undefined, step: undefined, date: null });
              onApply({});
            }}
          >
            <FormattedMessage id="invoice.filter.clear" />
          </Button>
          <Button block type="primary" htmlType="submit">
            <FormattedMessage id="invoice.filter.apply" />
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/**
 * A date-range filter field: a Form.Item holding the locale's RangePicker (Jalali in fa) with both
 * ends optional. Convert its value with `dateRangeFilter` / `rangeToFilter` (dateRange.ts). On narrow
 * screens the popup shows its two months one above the other.
 */
import type { ReactNode } from 'react';
import { Form } from 'antd';
import type { FormItemProps } from 'antd';
import { useIntl } from 'react-intl';
import { RangePicker, type RangePickerProps } from '@/components/DatePicker';
import './fields.css';

export interface DateRangeFieldProps {
  /** The form field (`createdAt`, `date`, `expireAt` ...). */
  name: FormItemProps['name'];
  /** The label; default "Date range". */
  label?: ReactNode;
  /** Extra RangePicker props (disabledDate, showTime ...). */
  pickerProps?: Omit<RangePickerProps, 'value' | 'onChange' | 'allowEmpty'>;
  rules?: FormItemProps['rules'];
}

export function DateRangeField({ name, label, pickerProps, rules }: DateRangeFieldProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Form.Item name={name} label={label ?? t('resourceFields.dateRange')} rules={rules}>
      <RangePicker
        allowEmpty={[true, true]}
        placeholder={[t('resourceFields.from'), t('resourceFields.to')]}
        style={{ width: '100%' }}
        classNames={{ popup: 'resource-range-popup' }}
        {...pickerProps}
      />
    </Form.Item>
  );
}

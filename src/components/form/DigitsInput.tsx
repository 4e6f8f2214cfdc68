/**
 * An antd Input for digit fields (mobile, code, postal code ...): Persian (۰-۹) and Arabic-Indic (٠-٩)
 * digits become Latin as they are typed. Options: `digitsOnly` drops every other character,
 * `stripLeadingZeros` removes leading zeros as typed (spec §5 mobile: '09121234567' → '9121234567'),
 * `maxLength` cuts the converted text. `onChange` receives the converted text, so the control works
 * inside `Form.Item` as is. The box and its placeholder show the language's digits (Persian in fa).
 */
import { Input, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';
import { useDigits } from '../digits';
import { normalizeDigitsText } from './digitsText';

export { normalizeDigitsText };

export interface DigitsInputProps extends Omit<InputProps, 'value' | 'onChange' | 'maxLength'> {
  value?: string | number | null;
  /** Receives the converted text (Latin digits, options applied). */
  onChange?: (value: string) => void;
  /** Keep digits only. */
  digitsOnly?: boolean;
  /** Remove leading zeros as typed. */
  stripLeadingZeros?: boolean;
  /** Longest accepted text after conversion. */
  maxLength?: number;
}

export function DigitsInput({ value, onChange, digitsOnly, stripLeadingZeros, maxLength, placeholder, ...rest }: DigitsInputProps) {
  const digits = useDigits();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange?.(normalizeDigitsText(event.target.value, { digitsOnly, stripLeadingZeros, maxLength }));

  return (
    <Input
      inputMode={digitsOnly ? 'numeric' : undefined}
      dir={digitsOnly ? 'ltr' : undefined}
      {...rest}
      placeholder={placeholder === undefined ? undefined : digits(placeholder)}
      value={value === null || value === undefined ? '' : digits(value)}
      onChange={handleChange}
    />
  );
}

export { NumericInput, type NumericInputProps } from './NumericInput';

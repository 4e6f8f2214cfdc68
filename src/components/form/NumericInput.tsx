/**
 * Numeric input (spec §5): accepts empty or a number being typed (optional minus, digits, optional
 * decimals; Persian and Arabic digits converted), rejects any other keystroke, and on blur trims a
 * trailing dot or lone minus and leading zeros. `onChange` receives the text with Latin digits; the
 * box and its placeholder show the language's digits (Persian in fa).
 */
import { Input, type InputProps } from 'antd';
import type { ChangeEvent, FocusEvent } from 'react';
import { parseNumericInput, trimNumericOnBlur } from '@/lib/number';
import { useDigits } from '../digits';

export interface NumericInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  /** The current value; numbers are shown as they are. */
  value?: string | number | null;
  /** Receives the text with Latin digits ('' when emptied). */
  onChange?: (value: string) => void;
}

export function NumericInput({ value, onChange, onBlur, placeholder, ...rest }: NumericInputProps) {
  const text = value === null || value === undefined ? '' : String(value);
  const digits = useDigits();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = parseNumericInput(event.target.value);
    if (next !== null) onChange?.(next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const trimmed = trimNumericOnBlur(text);
    if (trimmed !== text) onChange?.(trimmed);
    onBlur?.(event);
  };

  return (
    <Input
      inputMode="decimal"
      dir="ltr"
      {...rest}
      placeholder={placeholder === undefined ? undefined : digits(placeholder)}
      value={digits(text)}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}

/**
 * Native controls drawn like antd's (lightForm.css) for LightField: text, password (with a show/hide
 * button), text area with a count, digits (DigitsInput's conversion) and checkbox. Each takes what
 * LightField gives it (`id`, value, `onChange`, `aria-invalid`, `aria-describedby`).
 */
import { useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useDigits } from '@/components/digits';
import { normalizeDigitsText, type DigitsTextOptions } from '@/components/form/digitsText';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { size?: 'large' };

const inputClass = (size: 'large' | undefined, className: string | undefined) =>
  `light-input${size === 'large' ? ' light-input--large' : ''}${className ? ` ${className}` : ''}`;

export function LightInput({ size, className, ...rest }: InputProps) {
  return <input type="text" {...rest} className={inputClass(size, className)} />;
}

export function LightPassword({ size, className, ...rest }: InputProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <span className={`light-input-affix${rest.disabled ? ' light-input-affix--disabled' : ''}${className ? ` ${className}` : ''}`}>
      <input {...rest} type={visible ? 'text' : 'password'} className={inputClass(size, undefined)} />
      <button
        type="button"
        className="light-input-affix__toggle"
        aria-label={intl.formatMessage({ id: 'validation.showPassword' })}
        aria-pressed={visible}
        disabled={rest.disabled}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
      </button>
    </span>
  );
}

export interface LightDigitsInputProps extends Omit<InputProps, 'value' | 'onChange' | 'maxLength'>, DigitsTextOptions {
  value?: string | number | null;
  /** Receives the converted text (Latin digits, options applied). */
  onChange?: (value: string) => void;
}

/** DigitsInput (components/form) without antd Input. */
export function LightDigitsInput({ value, onChange, digitsOnly, stripLeadingZeros, maxLength, placeholder, ...rest }: LightDigitsInputProps) {
  const digits = useDigits();
  return (
    <LightInput
      inputMode={digitsOnly ? 'numeric' : undefined}
      dir={digitsOnly ? 'ltr' : undefined}
      {...rest}
      placeholder={placeholder === undefined ? undefined : digits(placeholder)}
      value={value === null || value === undefined ? '' : digits(value)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(normalizeDigitsText(event.target.value, { digitsOnly, stripLeadingZeros, maxLength }))}
    />
  );
}

interface LightTextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Shows the count below the box, end-aligned, like antd's `showCount`. */
  count?: (length: number) => string;
}

export function LightTextArea({ count, className, ...rest }: LightTextAreaProps) {
  const length = typeof rest.value === 'string' ? rest.value.length : 0;
  const digits = useDigits();
  return (
    <span className="light-textarea">
      <textarea {...rest} className={`light-input light-input--textarea${className ? ` ${className}` : ''}`} />
      {count && (
        <span className="light-textarea__count" aria-hidden>
          {digits(count(length))}
        </span>
      )}
    </span>
  );
}

export function LightCheckbox({ children, className, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children: ReactNode }) {
  return (
    <label className={`light-checkbox${className ? ` ${className}` : ''}`}>
      <input type="checkbox" {...rest} className="light-checkbox__input" />
      <span>{children}</span>
    </label>
  );
}

/** A light minus / number / plus control bounded by min and max (no antd InputNumber in public first loads). */
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { toLatinDigits } from '@/lib/digits';
import { useDigits } from './digits';

export interface QuantityStepperProps {
  value: number | null;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  labels: { quantity: string; decrease: string; increase: string };
}

export function QuantityStepper({ value, min = 1, max, onChange, disabled, labels }: QuantityStepperProps) {
  const clamp = (n: number) => Math.min(Math.max(Math.round(n), min), Math.max(min, max));
  // a text box (a number box cannot show Persian digits) that acts as a spin button: the count in the
  // language's digits, Persian, Arabic or Latin digits typed
  const digits = useDigits();
  return (
    <div className="quantity-stepper">
      <button type="button" className="quantity-stepper__button" aria-label={labels.decrease} disabled={disabled || value == null || value <= min} onClick={() => onChange(clamp((value ?? min) - 1))}>
        <MinusOutlined aria-hidden />
      </button>
      <input
        type="text"
        role="spinbutton"
        inputMode="numeric"
        className="quantity-stepper__input"
        aria-label={labels.quantity}
        aria-valuemin={min}
        aria-valuemax={Math.max(min, max)}
        aria-valuenow={value ?? undefined}
        value={value == null ? '' : digits(value)}
        disabled={disabled}
        onChange={(event) => {
          const typed = toLatinDigits(event.target.value).trim();
          const next = Number(typed);
          if (/^\d+$/.test(typed) && Number.isFinite(next)) onChange(clamp(next));
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault();
            onChange(clamp((value ?? min) + (event.key === 'ArrowUp' ? 1 : -1)));
          }
        }}
      />
      <button type="button" className="quantity-stepper__button" aria-label={labels.increase} disabled={disabled || value == null || value >= max} onClick={() => onChange(clamp((value ?? min) + 1))}>
        <PlusOutlined aria-hidden />
      </button>
    </div>
  );
}

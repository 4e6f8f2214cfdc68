/** A light minus / number / plus control bounded by min and max (no antd InputNumber in public first loads). */
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';

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
  return (
    <div className="quantity-stepper">
      <button type="button" className="quantity-stepper__button" aria-label={labels.decrease} disabled={disabled || value == null || value <= min} onClick={() => onChange(clamp((value ?? min) - 1))}>
        <MinusOutlined aria-hidden />
      </button>
      <input
        type="number"
        inputMode="numeric"
        className="quantity-stepper__input"
        aria-label={labels.quantity}
        min={min}
        max={Math.max(min, max)}
        step={1}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (event.target.value !== '' && Number.isFinite(next)) onChange(clamp(next));
        }}
      />
      <button type="button" className="quantity-stepper__button" aria-label={labels.increase} disabled={disabled || value == null || value >= max} onClick={() => onChange(clamp((value ?? min) + 1))}>
        <PlusOutlined aria-hidden />
      </button>
    </div>
  );
}

/** Quantity with minus and plus, bounded by 1 and the selected store's stock. */
import { useIntl } from 'react-intl';
import { QuantityStepper } from '@/components/QuantityStepper';
import { clampQuantity } from '../lib/cartRules';

export interface QuantitySelectorProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

export function QuantitySelector({ value, max, onChange, disabled }: QuantitySelectorProps) {
  const intl = useIntl();
  const off = disabled || max <= 0;
  return (
    <QuantityStepper
      value={off ? null : value}
      max={Math.max(1, max)}
      disabled={off}
      onChange={(next) => onChange(clampQuantity(next, max))}
      labels={{
        quantity: intl.formatMessage({ id: 'shop.product.quantity' }),
        decrease: intl.formatMessage({ id: 'shop.product.decrease' }),
        increase: intl.formatMessage({ id: 'shop.product.increase' }),
      }}
    />
  );
}

/** Quantity with minus and plus, bounded by 1 and the selected store's stock. */
import { Button, InputNumber, Space } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
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
    <Space.Compact className="quantity">
      <Button
        icon={<MinusOutlined />}
        aria-label={intl.formatMessage({ id: 'shop.product.decrease' })}
        disabled={off || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, max))}
      />
      <InputNumber
        className="quantity__input"
        min={1}
        max={Math.max(1, max)}
        precision={0}
        value={off ? null : value}
        disabled={off}
        controls={false}
        aria-label={intl.formatMessage({ id: 'shop.product.quantity' })}
        onChange={(next) => onChange(clampQuantity(Number(next ?? 1), max))}
      />
      <Button
        icon={<PlusOutlined />}
        aria-label={intl.formatMessage({ id: 'shop.product.increase' })}
        disabled={off || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
      />
    </Space.Compact>
  );
}

/** Count of a cart line: minus stops at 1, plus at the store's stock; quick presses send one call (useCartCount). */
import { Button, Space, Typography } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { CartLine } from '@/api/schemas';
import { formatNumber } from '@/lib/number';
import { isFaLocale } from '@/i18n/dayjs';
import { useCartCount } from './useCartCount';

export function CountControl({ line }: { line: CartLine }) {
  const intl = useIntl();
  const { count, canLower, canRaise, less, more } = useCartCount(line);
  const name = line.product.name;

  return (
    <Space.Compact>
      <Button icon={<MinusOutlined />} aria-label={intl.formatMessage({ id: 'cart.count.less' }, { name })} disabled={!canLower} onClick={less} />
      <Typography.Text
        aria-live="polite"
        data-testid="cart-count"
        style={{ minWidth: 40, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', border: '1px solid #d9d9d9', borderInline: 0 }}
      >
        {formatNumber(count, { persianDigits: isFaLocale(intl.locale) })}
      </Typography.Text>
      <Button icon={<PlusOutlined />} aria-label={intl.formatMessage({ id: 'cart.count.more' }, { name })} disabled={!canRaise} onClick={more} />
    </Space.Compact>
  );
}
